// @ts-check
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { ChunkGraphPlugin } from './chunkGraph.mjs';
import { BuildInfoPlugin } from './buildInfo.mjs';
import { sharedPackageOf } from '../contracts/src/version.mjs';
import { SHARED_REQUESTS } from './sharedVersions.mjs';
import { PUBLIC_PAGE } from './publicPage.mjs';
import { StartupPreloadPlugin } from './startupPreload.mjs';
import { hasPublicViews, remoteEntryOf, remoteNameOf } from './remoteList.mjs';

const requireFromBuild = createRequire(import.meta.url);
const STANDALONE_TEMPLATE = path.join(import.meta.dirname, 'standalone.html');
/** The host's runtime plugin that lends its federation runtime core to the remotes. */
const RUNTIME_CORE_PLUGIN = path.join(import.meta.dirname, 'federationRuntimeCore.mjs');

/**
 * antd's in-place text editor (Typography's `editable`) brings its TextArea, the input package and rc-form with
 * its validators, about 24 KB gzip, to every page that draws a text, home included. The cabinet never edits
 * a text in place (lint forbids `editable`; a text is edited in a form field), so every build swaps the editor
 * for a stub that says so.
 */
class NoEditableTypographyPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const stub = path.join(import.meta.dirname, 'typographyEditableStub.mjs');
    new compiler.webpack.NormalModuleReplacementPlugin(/[\\/]antd[\\/]es[\\/]typography[\\/]Editable\.js$/, stub).apply(compiler);
  }
}

/** The host's `import('./bootstrap')`: the code every start runs (see startupPreload.mjs). */
const BOOTSTRAP_GROUP = './src/index.ts -> ./bootstrap';

/** Spec section 9: chunks may take two minutes on a slow line before they count as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * Libraries that must exist once per page (spec: shared singletons). The router is not among them:
 * only the shell imports it (remotes link through the contract), so the shell bundles it tree-shaken
 * (shared whole it put about 60 KB gzip on the first page).
 */
const THIRD_PARTY_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@tanstack/react-query',
  '@lingui/core',
  '@lingui/react',
];

/**
 * Our shared packages' entry points that hold page-wide state (antd and its style cache, lingui's
 * instance, the API client's context): one copy per page, the host's. Listed with their versions in
 * sharedVersions.mjs, which makes each version move with its content. What holds no state (a domain's
 * schemas, fetchers and rules, the toolkit, `@cabinet/contracts`) is bundled, tree-shaken, into each app
 * that imports it, so a remote ships its own domain code and nobody else's.
 */
const WORKSPACE_SINGLETONS = SHARED_REQUESTS;

/**
 * antd's icon base (the component every icon renders through, its style injection and context): each icon
 * module imports it relatively (`../components/AntdIconLight`), so it is matched by its path inside
 * node_modules. Icons themselves stay per app (each bundles the few it draws); without this, every build
 * also carried its own copy of the base, about 7 KB gzip on each remote's first visit.
 */
const ICON_BASE = '@ant-design/icons/es/components/AntdIconLight';

/**
 * Stateless code or data that several remotes bundle through our packages and that is heavy enough to fetch
 * once per page: shared, but not as singletons (each app still brings its copy and uses it when the page's
 * version does not fit). Shared modules keep all their exports, so only what is used whole belongs here:
 * libphonenumber's numbering plans (about 19 KB gzip), which the phone forms of auth, flows, mailings and
 * widgets each fetched again in one visit (shared/api/src/phoneNumbers.ts); single-spa-react (about 2.5 KB
 * gzip), every remote's lifecycles (`defineRemote`), which each remote's first visit fetched again.
 * Keyed by the request our packages import, with the package that imports it.
 */
const SHARED_LIBRARIES = [
  { request: 'libphonenumber-js/min/metadata', from: '@cabinet/api', usedThrough: ['@cabinet/api/phone', '@cabinet/api/list-phone'] },
  { request: 'single-spa-react', from: '@cabinet/contracts', usedThrough: ['@cabinet/contracts'] },
];

/**
 * Whether an app's own code imports one of the entry points that use a shared library. Only such apps
 * offer it (each offer costs every first visit its line in remoteEntry.js); an app this misses bundles
 * its own copy as before, so a miss costs bytes, never correctness.
 * @param {string} dir
 * @param {readonly string[]} requests
 */
function importsAnyOf(dir, requests) {
  const quoted = requests.flatMap((request) => [`'${request}'`, `"${request}"`]);
  /** @param {string} folder @returns {boolean} */
  const walk = (folder) =>
    readdirSync(folder, { withFileTypes: true }).some((item) => {
      const file = path.join(folder, item.name);
      if (item.isDirectory()) return item.name !== 'node_modules' && walk(file);
      if (!/\.tsx?$/.test(item.name)) return false;
      // A type-only import (`import type { X } from '…'`) leaves nothing in the bundle.
      const code = readFileSync(file, 'utf8').replace(/^(?:import|export) type [^;]*;/gm, '');
      return quoted.some((text) => code.includes(text));
    });
  const src = path.join(dir, 'src');
  return existsSync(src) && walk(src);
}

/** @typedef {{ singleton: boolean; version: string; requiredVersion: string; import?: string | false; allowNodeModulesSuffixMatch?: boolean }} SharedConfig */

/**
 * A remote consumes the third-party singletons (React, react-query, lingui) and offers no copy of its own
 * (`import: false`): the shell's start-up runs every one of them, so the page's copy is always the one in use
 * and a remote's was dead weight in its remoteEntry.js. Our packages' entry points and the icon base stay
 * offered: a remote's own newer copy serves a page that has run nothing of that package yet (sharedMismatch
 * in the shell's loader), so a team can ship a remote on a newer design package before the shell.
 * @param {NodeJS.Require} requireFromApp
 * @param {{ host?: boolean }} [app]
 * @returns {Record<string, SharedConfig>}
 */
export function sharedModules(requireFromApp, { host = true } = {}) {
  /** @type {Record<string, SharedConfig>} */
  const shared = {};
  for (const request of THIRD_PARTY_SINGLETONS) {
    const pkgName = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0] ?? request;
    const version = readVersion(requireFromApp, pkgName);
    // Singletons accept any version of the same major: a minor upgrade of the shell never breaks a remote.
    shared[request] = { singleton: true, version, requiredVersion: `^${version}`, ...(host ? {} : { import: false }) };
  }
  for (const request of WORKSPACE_SINGLETONS) {
    // `workspace:*` is not a version: publish the package's real one.
    const version = readVersion(requireFromApp, request.split('/').slice(0, 2).join('/'));
    // Given by file, a shared module is provided even where the app does not import it: the host offers
    // every entry point, so all of them come from one build and share one antd and one style cache.
    shared[request] = { singleton: true, version, requiredVersion: `^${version}`, import: requireFromApp.resolve(request) };
  }
  for (const library of SHARED_LIBRARIES) {
    if (!importsAnyOf(path.dirname(requireFromApp.resolve('./package.json')), library.usedThrough)) continue;
    const requireFromPackage = createRequire(requireFromApp.resolve(`${library.from}/package.json`));
    const version = readVersion(requireFromPackage, packageNameOf(library.request));
    shared[library.request] = { singleton: false, version, requiredVersion: `^${version}`, import: moduleEntryOf(requireFromPackage, library.request) };
  }
  // The apps draw icons through the design package, so its copy of @ant-design/icons is the one to share.
  const requireFromDesign = createRequire(requireFromApp.resolve('@cabinet/design/package.json'));
  const iconsVersion = readVersion(requireFromDesign, '@ant-design/icons');
  shared[ICON_BASE] = {
    singleton: true,
    version: iconsVersion,
    requiredVersion: `^${iconsVersion}`,
    import: requireFromDesign.resolve(ICON_BASE),
    allowNodeModulesSuffixMatch: true,
  };
  return shared;
}

/** @param {string} request */
function packageNameOf(request) {
  const parts = request.split('/');
  return (request.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/**
 * The ES module file behind a request, as webpack would pick it from the package's exports (Node's
 * `require.resolve` gives the CommonJS one, which webpack cannot tree-shake).
 * @param {NodeJS.Require} requireFrom
 * @param {string} request
 * @returns {string}
 */
function moduleEntryOf(requireFrom, request) {
  const pkgName = packageNameOf(request);
  const manifestFile = requireFrom.resolve(`${pkgName}/package.json`);
  // `"import": "./file.js"` or, with its types beside it, `"import": { "types": …, "default": "./file.js" }`.
  const entry = requireFrom(manifestFile)?.exports?.[`.${request.slice(pkgName.length)}`]?.import;
  const target = typeof entry === 'string' ? entry : entry?.default;
  return typeof target === 'string' ? path.join(path.dirname(manifestFile), target) : requireFrom.resolve(request);
}

/**
 * @param {NodeJS.Require} requireFromApp
 * @param {string} pkgName
 * @returns {string}
 */
function readVersion(requireFromApp, pkgName) {
  const manifest = requireFromApp(`${pkgName}/package.json`);
  if (typeof manifest?.version !== 'string') throw new Error(`No version in ${pkgName}/package.json`);
  return manifest.version;
}

/**
 * A lazy catalogue's context (`import(\`./${folder}/locales/${locale}\`)`) lists each file under two keys, with
 * and without `.ts`, and every app's map rides in its first chunk (mf-auth's 132 catalogues: 264 keys). Where
 * the code asks without the extension, the keys with it go; a template that names `.ts` keeps its map whole.
 */
class CatalogueContextKeysPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.contextModuleFactory.tap('CatalogueContextKeysPlugin', (factory) => {
      factory.hooks.alternativeRequests.tap({ name: 'CatalogueContextKeysPlugin', stage: 100 }, (items, options) =>
        // Only where the code's template asks without the extension (its pattern takes a key without `.ts`).
        options.regExp instanceof RegExp && !items.some((item) => !item.request.endsWith('.ts') && options.regExp instanceof RegExp && options.regExp.test(item.request))
          ? items
          : items.filter((item) => !/\/locales\/[^/]+\.ts$/.test(item.request) || !items.some((other) => other.request === item.request.slice(0, -3))),
      );
    });
  }
}

/**
 * The one webpack + module federation config of every app. An app's own
 * webpack.config.mjs says only what differs: its name, what it exposes, and
 * whether it is the host page.
 *
 * @param {{
 *   dir: string;
 *   name: string;
 *   exposes?: Record<string, string>;
 *   host?: boolean;
 *   standalone?: string;
 * }} app
 * @returns {(env: Record<string, unknown>, argv: { mode?: 'production' | 'development' }) => import('webpack').Configuration | import('webpack').Configuration[]}
 */
export function createAppConfig(app) {
  const requireFromApp = createRequire(path.join(app.dir, 'package.json'));
  const federationName = app.name.replace(/[^a-zA-Z0-9_]/g, '_');
  /** @type {import('webpack').EntryObject} */
  const entry = app.host ? { main: './src/index.ts' } : {};
  const standalone = app.standalone;
  return (env, argv) => {
    const production = argv.mode !== 'development';
    // `--env outDir=dist-dev`: a watch build (`remote dev`) beside, not over, the production files.
    const outDir = typeof env.outDir === 'string' ? env.outDir : 'dist';
    /** @type {import('webpack').Configuration} */
    const federated = {
      name: 'federated',
      context: app.dir,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      // A remote's entry: its federation container (remoteEntry.js, added by the plugin); its public views
      // are a compilation of their own (standaloneConfig).
      entry,
      output: {
        path: path.join(app.dir, outDir),
        // The federation entry cannot carry [contenthash]; it is revalidated on every load instead.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        // Remotes load their chunks from their own origin, wherever they are deployed.
        publicPath: app.host ? '/' : 'auto',
        chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
        uniqueName: federationName,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
      module: {
        // `new RemoteWorker(new URL('./x.worker.ts', import.meta.url))` builds a worker chunk as `new Worker(...)` does;
        // the class starts it from a remote's origin too (shared/toolkit/src/worker/RemoteWorker.ts).
        parser: { javascript: { worker: ['RemoteWorker from @cabinet/toolkit/worker', '...'] } },
        rules: [
          // rc-form's entry only hangs its parts on its default export: a module that takes one named part
          // (antd's form context, which every dialog, drawer and layout imports for its provider) takes that
          // part alone, not the whole form library and its validators (about 11 KB gzip on every page).
          { test: /[\\/]@rc-component[\\/]form[\\/]es[\\/]/, sideEffects: false },
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: requireFromBuild.resolve('ts-loader'),
              // Type checking is one `tsc` run over the workspace; the loader only transpiles.
              options: { transpileOnly: true, configFile: path.join(app.dir, 'tsconfig.json') },
            },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: federationName,
          filename: app.host ? undefined : 'remoteEntry.js',
          exposes: app.exposes ?? {},
          shared: sharedModules(requireFromApp, { host: Boolean(app.host) }),
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          // The shell reads each manifest itself and registers the container script, so the runtime's own
          // manifest (snapshot) code and its Node paths are dead weight in every app's runtime copy.
          // A remote never loads remotes (lint forbids it), so its copy drops that code too.
          // The runtime's core is on every page once: the host's (built with the host's options), which
          // its runtime plugin lends to the remotes; a remote reads it (`externalRuntime`) instead of
          // carrying a copy of its own (federationRuntimeCore.mjs).
          experiments: { optimization: { disableSnapshot: true, target: 'web', disableRemote: !app.host }, ...(app.host ? {} : { externalRuntime: true }) },
          ...(app.host ? { runtimePlugins: [RUNTIME_CORE_PLUGIN] } : {}),
        }),
        new NoEditableTypographyPlugin(),
        // Name, version and contract version: what `remote check` and `remote publish` read.
        new BuildInfoPlugin({ name: app.name, dir: app.dir, ...(app.host ? { startupGroup: BOOTSTRAP_GROUP } : {}) }),
        // Which chunk group loads which file: the byte budgets (@cabinet/perf) read it.
        ...(production ? [new ChunkGraphPlugin()] : []),
        new CatalogueContextKeysPlugin(),
        ...(app.host
          ? [
              new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer', inject: 'body' }),
              ...(production ? [new StartupPreloadPlugin(BOOTSTRAP_GROUP)] : []),
            ]
          : []),
      ],
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
        // The host provides every design entry point, each its own chunk group: below webpack's 20 KB default a
        // module several entries share was copied into each of their chunks (antd's form context four times),
        // and a page that loads several entries fetched it again each time.
        ...(app.host ? { splitChunks: { minSize: 2_000 } } : {}),
      },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
    if (app.host) return [federated, hostPublicPageConfig(federationName, federated)];
    return standalone ? [federated, standaloneConfig(federationName, standalone, federated)] : federated;
  };
}

/**
 * A remote's public views without the shell (standalone.js and standalone.html, for the remote's own page and
 * for embedding on a business's site): a compilation of its own, without module federation. Such a page never
 * meets a host to share with, so the federation runtime (about 19 KB gzip) and the shared modules' whole
 * copies (a shared module is not tree-shaken: all of `@cabinet/api/core`, `@cabinet/design/plain`,
 * react-query, lingui) were dead weight on a guest's phone; here everything is bundled, tree-shaken, and
 * split per view as the views' lazy imports say. Built after the federated one (which cleans dist), into the
 * same folder, its chunks prefixed `standalone.` and its chunk loading under a name of its own.
 * @param {string} federationName
 * @param {string} standaloneEntry
 * @param {import('webpack').Configuration} federated
 * @returns {import('webpack').Configuration}
 */
function standaloneConfig(federationName, standaloneEntry, federated) {
  const production = federated.mode === 'production';
  return {
    ...federated,
    name: 'standalone',
    dependencies: ['federated'],
    entry: { standalone: standaloneEntry },
    output: {
      ...federated.output,
      chunkFilename: production ? 'standalone.[name].[contenthash:8].js' : 'standalone.[name].js',
      uniqueName: `${federationName}_standalone`,
      clean: false,
    },
    // The `plain` layer: the views drawn with `@cabinet/design/plain` alone, rendered by preact (plainLayerRules).
    experiments: { ...federated.experiments, layers: true },
    module: { ...federated.module, rules: [...(federated.module?.rules ?? []), ...plainLayerRules()] },
    plugins: [
      new CatalogueContextKeysPlugin(),
      new NoEditableTypographyPlugin(),
      // The public views' own page: the remote's origin serves it at each view's path.
      new HtmlWebpackPlugin({ template: STANDALONE_TEMPLATE, filename: 'standalone.html', chunks: ['standalone'], scriptLoading: 'defer', inject: 'body', publicPath: '/' }),
    ],
  };
}

/**
 * A host's public.html and its entry (src/publicEntry.ts): the page a server gives a client's review or visit
 * link (publicPage.mjs), which only hands it to the widgets' standalone build. A compilation of its own, without
 * module federation: in the host's, every entry carries the federation runtime (26 KB gzip), which this page
 * never uses. Built after the federated one (which cleans dist), into the same folder.
 * @param {string} federationName
 * @param {import('webpack').Configuration} federated
 * @returns {import('webpack').Configuration}
 */
function hostPublicPageConfig(federationName, federated) {
  const production = federated.mode === 'production';
  return {
    ...federated,
    name: 'public-page',
    dependencies: ['federated'],
    entry: { public: './src/publicEntry.ts' },
    output: {
      ...federated.output,
      filename: production ? 'public.[contenthash:8].js' : 'public.js',
      chunkFilename: production ? 'public.[name].[contenthash:8].js' : 'public.[name].js',
      uniqueName: `${federationName}_public`,
      clean: false,
    },
    plugins: [new HtmlWebpackPlugin({ template: './src/index.html', filename: PUBLIC_PAGE, chunks: ['public'], scriptLoading: 'defer', inject: 'body' })],
    optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })] },
  };
}

/**
 * React's packages as preact/compat (about 8 KB gzip against react-dom's 64 KB) for a remote's views drawn with
 * `@cabinet/design/plain` alone, on their standalone page and embedded on a business's site: a page with no
 * host never shares React with anyone, and no antd (which needs React itself) renders there. The remote's
 * `src/public/plainStandaloneViews.tsx` opens the `plain` layer: it and every module it imports, ours and the
 * libraries', are built a second time with these aliases; the other views keep React. Its standalone.ts picks
 * the one the page needs.
 * @returns {import('webpack').RuleSetRule[]}
 */
function plainLayerRules() {
  const preact = path.dirname(requireFromBuild.resolve('preact/package.json'));
  const alias = {
    react$: path.join(import.meta.dirname, 'preactReact.mjs'),
    'react/jsx-runtime$': path.join(preact, 'jsx-runtime/dist/jsxRuntime.module.js'),
    'react/jsx-dev-runtime$': path.join(preact, 'jsx-runtime/dist/jsxRuntime.module.js'),
    'react-dom$': path.join(preact, 'compat/dist/compat.module.js'),
    'react-dom/client$': path.join(preact, 'compat/client.mjs'),
  };
  return [
    { test: /[\\/]src[\\/]public[\\/]plainStandaloneViews\.tsx$/, layer: 'plain', resolve: { alias } },
    { issuerLayer: 'plain', resolve: { alias } },
  ];
}

/**
 * A remote's whole webpack config from its folder (`export default remoteConfig(import.meta.dirname)`):
 * its name comes from its package.json (`@cabinet/mf-flows` is mf-flows) and must be in the list of
 * remotes; it exposes `./App` (src/remote.tsx), and a remote whose entry declares public views also builds
 * src/standalone.ts (standalone.js).
 * @param {string} dir
 */
export function remoteConfig(dir) {
  const name = remoteNameOf(dir);
  const entry = remoteEntryOf(name);
  return createAppConfig({ dir, name, exposes: { './App': './src/remote.tsx' }, ...(hasPublicViews(entry) ? { standalone: './src/standalone.ts' } : {}) });
}

/**
 * The packages an app must resolve from its own folder, whether its code imports them or not: the
 * federation config reads each shared singleton's version, and our packages' files, from the app.
 * @returns {string[]}
 */
export function sharedPackageNames() {
  return [...new Set([...THIRD_PARTY_SINGLETONS, ...WORKSPACE_SINGLETONS].map(sharedPackageOf))];
}
