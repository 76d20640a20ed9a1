import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Configuration } from 'webpack';
import * as runtimeCore from '@module-federation/runtime-core';
import provideRuntimeCore from '../federationRuntimeCore.mjs';
import fixtureConfig from '../../../e2e/fixtures/remote/webpack.config.mjs';
import { createAppConfig, remoteConfig } from '../webpack.mjs';

const ROOT = path.resolve(__dirname, '../../..');
const GLOBAL_NAME = '_FEDERATION_RUNTIME_CORE';

/** The runtime a remote bundles around the core, found as @module-federation/enhanced finds it. */
function remoteRuntimeFolder(): string {
  const fromEnhanced = createRequire(require.resolve('@module-federation/enhanced/webpack'));
  const fromTools = createRequire(fromEnhanced.resolve('@module-federation/runtime-tools'));
  const fromBundler = createRequire(fromTools.resolve('@module-federation/webpack-bundler-runtime'));
  return path.dirname(fromBundler.resolve('@module-federation/runtime'));
}

/** What the remote's runtime imports from the core, following its relative imports from its bundler entry. */
function namesImportedFromCore(): { names: Set<string>; whole: string[] } {
  const folder = remoteRuntimeFolder();
  const names = new Set<string>();
  const whole: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(path.join(folder, file), 'utf8');
    for (const [, what = '', from = ''] of source.matchAll(/^\s*(?:import|export)\s+([^;]*?)\s*from\s*["']([^"']+)["']/gm)) {
      if (from.startsWith('./')) visit(path.normalize(from));
      if (from !== '@module-federation/runtime-core') continue;
      const braces = /\{([^}]*)\}/.exec(what);
      if (!braces) whole.push(`${file}: ${what}`);
      for (const item of braces?.[1]?.split(',') ?? []) {
        const name = item.trim().split(/\s+as\s+/)[0];
        if (name) names.add(name);
      }
    }
  };
  visit('bundler.js');
  return { names, whole };
}

const federationOptionsOf = (config: Configuration): Record<string, unknown> => {
  const plugin = (config.plugins ?? []).find((item) => item?.constructor.name === 'ModuleFederationPlugin');
  const options: unknown = plugin && '_options' in plugin ? plugin._options : undefined;
  if (typeof options !== 'object' || options === null) throw new Error('no ModuleFederationPlugin');
  return { ...options };
};
const configsOf = (made: Configuration | Configuration[]) => (Array.isArray(made) ? made : [made]);

describe('the federation runtime core, once per page', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, GLOBAL_NAME);
  });

  it('the host lends the remotes every name their runtime imports from the core, its own copies', () => {
    const { names, whole } = namesImportedFromCore();
    expect(whole).toEqual([]);
    expect(names.size).toBeGreaterThan(5);
    provideRuntimeCore();
    const lent: unknown = Reflect.get(globalThis, GLOBAL_NAME);
    expect(typeof lent).toBe('object');
    const core: Record<string, unknown> = { ...runtimeCore };
    for (const name of names) expect([name, Reflect.get(Object(lent), name)]).toEqual([name, core[name]]);
  });

  it('keeps the first runtime lent on the page', () => {
    const first = { ModuleFederation: 'first' };
    Reflect.set(globalThis, GLOBAL_NAME, first);
    provideRuntimeCore();
    expect(Reflect.get(globalThis, GLOBAL_NAME)).toBe(first);
  });

  it('the shell provides it, every remote (and the fixture remote) reads it, and public views carry none', () => {
    const [shell] = configsOf(createAppConfig({ dir: path.join(ROOT, 'shell'), name: 'shell', host: true })({}, { mode: 'production' }));
    const shellOptions = federationOptionsOf(shell ?? {});
    expect(shellOptions.runtimePlugins).toEqual([expect.stringMatching(/federationRuntimeCore\.mjs$/)]);
    expect(shellOptions.experiments).not.toHaveProperty('externalRuntime');

    const [federated, standalone] = configsOf(remoteConfig(path.join(ROOT, 'mf-widgets'))({}, { mode: 'production' }));
    const remoteOptions = federationOptionsOf(federated ?? {});
    expect(remoteOptions.experiments).toMatchObject({ externalRuntime: true });
    expect(remoteOptions.runtimePlugins).toBeUndefined();
    expect((standalone?.plugins ?? []).map((plugin) => plugin?.constructor.name)).not.toContain('ModuleFederationPlugin');

    // The journeys' fixture remote, built by the same factory from its own folder.
    const [fixture] = configsOf(fixtureConfig({}, { mode: 'production' }));
    expect(federationOptionsOf(fixture ?? {}).experiments).toMatchObject({ externalRuntime: true });
  });
});
