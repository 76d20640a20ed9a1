// @ts-check
/*
 * `npm run remote -- new mf-<name>`: a new remote's folder, written from the shared build package rather
 * than copied from a neighbour, and its entry in the one list of remotes. Everything a remote's build,
 * tests and type check need comes from factories here (webpack.mjs `remoteConfig`, jest-preset.mjs,
 * lingui.mjs, tsconfig.app.json), so the folder holds only what names it and its screens.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SHELL_ROUTE_IDS } from '../contracts/src/remotes.mjs';
import { LIST_FILE } from './remoteList.mjs';

const SHELL_MANIFEST = path.resolve(import.meta.dirname, '../../shell/package.json');
const LOCALES = ['en', 'ru', 'pt-BR', 'uk-UA'];
const NAME = /^mf-[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const ROUTE_ID = /^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)*$/;

/**
 * @typedef {{
 *   root: string;
 *   name: string;
 *   port: number;
 *   routes?: readonly string[];
 *   description?: string;
 *   messages?: boolean;
 *   list: ReadonlyArray<ListEntry>;
 *   listFile?: string;
 *   sharedPackages: readonly string[];
 * }} NewRemote
 */
/** @typedef {{ name: string; port: number; routes: readonly string[]; publicViews?: Readonly<Record<string, string>> }} ListEntry */

/**
 * The dependencies every remote declares: the contract it is built against, and the packages the build
 * resolves from the app for sharing (sharedPackages), at the shell's versions, since the shell's copies
 * serve the page.
 * @param {NewRemote} remote
 */
function manifestOf(remote) {
  const shell = JSON.parse(readFileSync(SHELL_MANIFEST, 'utf8'));
  /** @type {Record<string, string>} */
  const shellVersions = { ...shell.devDependencies, ...shell.dependencies };
  /** @param {readonly string[]} names */
  const pick = (names) =>
    Object.fromEntries(
      [...names].sort().map((name) => {
        const version = name.startsWith('@cabinet/') ? 'workspace:*' : shellVersions[name];
        if (!version) throw new Error(`the shell does not depend on ${name}: no version to give the new remote`);
        return [name, version];
      }),
    );
  const compile = remote.messages ? 'lingui compile --typescript && ' : '';
  return {
    name: `@cabinet/${remote.name}`,
    version: '0.1.0',
    private: true,
    description: `Remote: ${remote.description ?? remote.name.slice(3)}.`,
    scripts: {
      // One thread: lingui's worker pool costs twice the CPU for a few catalogues, and a worker not started within
      // its 10 s (a loaded CI machine) failed a build.
      build: `${remote.messages ? 'lingui compile --strict --typescript --workers 1 && ' : ''}webpack --mode production`,
      dev: `${compile}webpack --mode development --watch`,
      test: `${compile}jest --passWithNoTests`,
    },
    dependencies: pick(['@cabinet/contracts', ...remote.sharedPackages]),
    devDependencies: pick([
      '@cabinet/build',
      '@testing-library/jest-dom',
      '@testing-library/react',
      '@testing-library/user-event',
      '@types/jest',
      '@types/react',
      '@types/react-dom',
      'jest',
      'webpack',
      'webpack-cli',
      ...(remote.messages ? ['@lingui/cli'] : []),
    ]),
  };
}

/** @param {NewRemote} remote */
function remoteSource(remote) {
  const routes = (remote.routes ?? []).map((id) => `'${id}'`).join(', ');
  const description = remote.description ?? remote.name.slice(3);
  return [
    "import { defineRemote, placeholderScreens } from '@cabinet/contracts';",
    "import pkg from '../package.json';",
    ...(remote.messages ? ["import { catalog } from './catalog';"] : []),
    '',
    `/** ${remote.name}: ${description}. Every route it owns says honestly that it is not built yet, until its screens land. */`,
    'export default defineRemote({',
    `  name: '${remote.name}',`,
    '  version: pkg.version,',
    ...(remote.messages ? ['  catalog,'] : []),
    `  screens: placeholderScreens([${routes}]),`,
    '});',
    '',
  ].join('\n');
}

/** @param {NewRemote} remote */
function catalogSource(remote) {
  return [
    "import { registerCatalog, screenCatalogs } from '@cabinet/i18n';",
    '',
    '/** The remote\'s shared messages (src/locales); registered by defineRemote at run time, and directly by tests. */',
    'export const catalog = {',
    ...LOCALES.map((locale) => `  ${locale.includes('-') ? `'${locale}'` : locale}: () => import('./locales/${locale}'),`),
    '};',
    '',
    `registerCatalog('${remote.name}', catalog);`,
    '',
    '/** A lazy screen\'s own messages (src/<its folder>/locales): `lazyScreen(() => import(\'./x/XScreen\'), \'XScreen\', screenCatalog(\'x\'))`. */',
    `export const screenCatalog = screenCatalogs('${remote.name}', (folder, locale) => import(/* webpackInclude: /\\/locales\\/[^/]+\\.ts$/ */ \`./\${folder}/locales/\${locale}\`));`,
    '',
  ].join('\n');
}

/** An empty catalogue as `lingui extract` writes one, so the first build compiles before any message exists. */
function emptyCatalogue(/** @type {string} */ locale) {
  const header = ['MIME-Version: 1.0', 'Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 8bit', 'X-Generator: @lingui/cli', `Language: ${locale}`];
  return ['msgid ""', 'msgstr ""', ...header.map((line) => `"${line}\\n"`), ''].join('\n');
}

/**
 * The files of a new remote's folder, by path inside it.
 * @param {NewRemote} remote
 * @returns {Record<string, string>}
 */
export function remoteFiles(remote) {
  /** @type {Record<string, string>} */
  const files = {
    'package.json': `${JSON.stringify(manifestOf(remote), null, 2)}\n`,
    'tsconfig.json': '{ "extends": "../shared/build/tsconfig.app.json" }\n',
    'webpack.config.mjs': "import { remoteConfig } from '@cabinet/build/webpack';\n\nexport default remoteConfig(import.meta.dirname);\n",
    'jest.config.mjs': "import { jestConfig } from '@cabinet/build/jest';\n\nexport default jestConfig({ dir: import.meta.dirname });\n",
    'src/remote.tsx': remoteSource(remote),
  };
  if (remote.messages) {
    files['lingui.config.ts'] = "import { linguiConfig } from '@cabinet/build/lingui';\n\nexport default linguiConfig(import.meta.dirname);\n";
    files['src/catalog.ts'] = catalogSource(remote);
    for (const locale of LOCALES) files[`src/locales/${locale}.po`] = emptyCatalogue(locale);
  }
  return files;
}

/**
 * The remote's entry in the list, as source text in the list's own style.
 * @param {NewRemote} remote
 */
export function listEntry(remote) {
  const routes = (remote.routes ?? []).map((id) => `'${id}'`).join(', ');
  return ['  {', `    name: '${remote.name}',`, `    port: ${remote.port},`, `    routes: [${routes}],`, '  },'].join('\n');
}

/**
 * Writes a new remote's folder under `root` and appends its entry to the list of remotes. Refuses a name
 * that is taken (a folder or an entry), or a route that another remote or the shell owns.
 * @param {NewRemote} remote
 * @returns {{ dir: string; files: string[]; entry: string; listFile: string }}
 */
export function generateRemote(remote) {
  const listFile = remote.listFile ?? LIST_FILE;
  if (!NAME.test(remote.name)) throw new Error(`a remote's name is mf- and lower-case words joined by hyphens (mf-reports), not ${remote.name}`);
  const badRoute = (remote.routes ?? []).find((id) => !ROUTE_ID.test(id));
  if (badRoute) throw new Error(`a route id is dotted camelCase words (reports.byMonth), not ${badRoute}`);
  const dir = path.join(remote.root, remote.name);
  if (existsSync(dir)) throw new Error(`${dir} already exists`);
  const { list } = remote;
  if (list.some((entry) => entry.name === remote.name)) throw new Error(`${remote.name} is already in the list of remotes`);
  if (list.some((entry) => entry.port === remote.port)) throw new Error(`port ${remote.port} is taken by another remote`);
  const owned = new Map(list.flatMap((entry) => [...entry.routes, ...Object.keys(entry.publicViews ?? {})].map((id) => [id, entry.name])));
  const taken = (remote.routes ?? []).find((id) => owned.has(id) || SHELL_ROUTE_IDS.some((shellId) => shellId === id));
  if (taken) throw new Error(`route ${taken} is already ${owned.get(taken) ?? 'the shell'}'s`);

  const files = remoteFiles(remote);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  const entry = listEntry(remote);
  const source = readFileSync(listFile, 'utf8');
  const end = source.lastIndexOf('\n]);');
  if (end < 0) throw new Error(`${listFile} does not end its list with "]);": add this entry by hand:\n${entry}`);
  writeFileSync(listFile, `${source.slice(0, end)}\n${entry}${source.slice(end)}`);
  return { dir, files: Object.keys(files), entry, listFile };
}
