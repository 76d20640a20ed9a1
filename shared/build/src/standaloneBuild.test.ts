import path from 'node:path';
import type { Configuration, RuleSetRule } from 'webpack';
import { remoteConfig } from '../webpack.mjs';

const ROOT = path.resolve(__dirname, '../../..');
const configsOf = (remote: string): Configuration[] => {
  const made = remoteConfig(path.join(ROOT, remote))({}, { mode: 'production' });
  return Array.isArray(made) ? made : [made];
};
const pluginNames = (config: Configuration) => (config.plugins ?? []).map((plugin) => (plugin ? plugin.constructor.name : ''));

describe('a remote’s public views, built apart from its federation container', () => {
  it('come from a compilation without module federation, after the container’s, into the same folder', () => {
    const [federated, standalone] = configsOf('mf-widgets');
    expect(pluginNames(federated ?? {})).toContain('ModuleFederationPlugin');
    expect(federated?.entry).toEqual({});
    expect(standalone).toMatchObject({ entry: { standalone: './src/standalone.ts' }, dependencies: ['federated'], output: { path: federated?.output?.path, clean: false } });
    expect(pluginNames(standalone ?? {})).not.toContain('ModuleFederationPlugin');
    // Its own chunk loading: on a page with the container too, neither takes the other's chunks.
    expect(standalone?.output?.uniqueName).not.toBe(federated?.output?.uniqueName);
  });

  it('render the plain views’ layer with preact: React’s packages resolve to it there, and only there', () => {
    const [, standalone] = configsOf('mf-widgets');
    const rules = (standalone?.module?.rules ?? []).filter((rule): rule is RuleSetRule => typeof rule === 'object' && rule !== null);
    const opening = rules.find((rule) => rule.layer === 'plain');
    expect(String(opening?.test)).toContain('plainStandaloneViews');
    const inLayer = rules.find((rule) => rule.issuerLayer === 'plain');
    for (const rule of [opening, inLayer]) {
      const alias = rule?.resolve?.alias;
      expect(alias).toMatchObject({ react$: expect.stringMatching(/preactReact\.mjs$/), 'react-dom/client$': expect.stringMatching(/preact\/compat\/client\.mjs$/) });
    }
    expect(standalone?.resolve?.alias).toBeUndefined();
  });

  it('leave a remote without public views one compilation', () => {
    expect(configsOf('mf-insights')).toHaveLength(1);
  });
});
