import { createRequire } from 'node:module';
import path from 'node:path';
import { sharedModules } from '../webpack.mjs';

const ROOT = path.resolve(__dirname, '../../..');
const PLANS = 'libphonenumber-js/min/metadata';
const sharedOf = (app: string) => sharedModules(createRequire(path.join(ROOT, app, 'package.json')));

describe('the numbering plans, shared page-wide as a library', () => {
  it('are offered, not as a singleton, by every app whose phone forms use them', () => {
    for (const app of ['mf-auth', 'mf-flows', 'mf-distributions', 'mf-widgets', 'mf-admin']) {
      const plans = sharedOf(app)[PLANS];
      expect(plans).toMatchObject({ singleton: false, requiredVersion: `^${plans?.version ?? ''}` });
      // The ES module file, which webpack can split; Node's own resolution would give the CommonJS one.
      expect(plans?.import).toMatch(/metadata\.min\.json\.js$/);
    }
  });

  it('cost nothing to apps without a phone form (no offer in their remoteEntry.js)', () => {
    for (const app of ['shell', 'mf-insights', 'mf-payments', 'mf-ai', 'mf-quality']) expect(sharedOf(app)).not.toHaveProperty([PLANS]);
  });
});

describe('single-spa-react, shared page-wide as a library', () => {
  it('is offered, not as a singleton, by every remote: each one’s lifecycles come from the page’s one copy', () => {
    for (const app of ['mf-auth', 'mf-flows', 'mf-distributions', 'mf-insights', 'mf-payments', 'mf-widgets', 'mf-ai', 'mf-admin', 'mf-quality']) {
      const library = sharedOf(app)['single-spa-react'];
      expect(library).toMatchObject({ singleton: false, requiredVersion: `^${library?.version ?? ''}` });
      // The ES module build (the package's exports give it with its types beside it), not the CommonJS one.
      expect(library?.import).toMatch(/lib\/esm\/single-spa-react\.js$/);
    }
  });
});
