// @ts-check
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';

const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;
/** `lazyScreen(() => import('./account/register/RegisterScreen'), …` (its props maybe given, `lazyScreen<'View', { id: string }>(…`): a screen loaded on first use (its call's first import). */
const LAZY_SCREEN = /lazyScreen(?:<[^(;]*?>)?\([^;]*?import\(\s*'(\.\/[^']+)'\s*\)/g;
const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'";]*?from\s*'(\.{1,2}\/[^']+)'|(?:^|\n)\s*import\s*'(\.{1,2}\/[^']+)'/g;
const DYNAMIC_IMPORT = /import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g;

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return entry === 'locales' ? [] : sourceFiles(full);
    return SOURCE.test(entry) && !TEST.test(entry) && !entry.endsWith('.d.ts') ? [full] : [];
  });
}

/** @param {string} from @param {string} request */
function resolveImport(from, request) {
  const base = path.resolve(path.dirname(from), request);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((file) => SOURCE.test(file) && existsSync(file) && statSync(file).isFile());
}

/** @param {string} file @param {boolean} dynamic @returns {{ file: string; lazy: boolean }[]} */
function importsOf(file, dynamic) {
  const text = readFileSync(file, 'utf8');
  const requests = [...text.matchAll(STATIC_IMPORT)].map((match) => ({ request: match[1] ?? match[2] ?? '', lazy: false }));
  if (dynamic) requests.push(...[...text.matchAll(DYNAMIC_IMPORT)].map((match) => ({ request: match[1] ?? '', lazy: true })));
  return requests.flatMap(({ request, lazy }) => {
    const resolved = resolveImport(file, request);
    return resolved ? [{ file: resolved, lazy }] : [];
  });
}

/**
 * The files `entry` runs, following `import()` too when `dynamic`; an `import()` of a file of `stops`
 * (another lazy screen) is not followed: what loads with it is that screen's.
 * @param {string} entry @param {boolean} dynamic @param {ReadonlySet<string>} [stops] @returns {Set<string>}
 */
function reach(entry, dynamic, stops = new Set()) {
  const seen = new Set([entry]);
  const queue = [entry];
  for (let file = queue.pop(); file; file = queue.pop()) {
    for (const { file: next, lazy } of importsOf(file, dynamic)) {
      if (seen.has(next) || (lazy && stops.has(next))) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}

/** The deepest folder that holds every one of `folders` ('accounts' for accounts/telegram and accounts/sigma); '' for none. */
function commonFolder(/** @type {string[]} */ folders) {
  const [first, ...rest] = folders.map((folder) => folder.split('/'));
  if (!first) return '';
  let depth = first.length;
  for (const parts of rest) {
    let same = 0;
    while (same < Math.min(depth, parts.length) && parts[same] === first[same]) same += 1;
    depth = same;
  }
  return first.slice(0, depth).join('/');
}

/**
 * Where a package's code starts and where its lazy screens are imported: a remote's src/remote.tsx (its
 * `lazyScreen` calls), or what its package.json names, `"catalogues": { "entry": "src/bootstrap.tsx", "lazy":
 * "src/routing/lazyPages.ts" }` (every `import()` there); none for a package with neither.
 * @param {string} rootDir @returns {{ entry: string; lazy: string } | undefined}
 */
function layoutOptions(rootDir) {
  const pkg = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8'));
  if (pkg.catalogues) return { entry: path.join(rootDir, pkg.catalogues.entry), lazy: path.join(rootDir, pkg.catalogues.lazy) };
  const remote = path.join(rootDir, 'src', 'remote.tsx');
  return existsSync(remote) ? { entry: remote, lazy: remote } : undefined;
}

/**
 * A package's catalogues by the screens that use them. A remote loads each screen on first use
 * (`lazyScreen` in src/remote.tsx, and a part of a screen by `lazyScreen` in the screen's code; the shell's
 * signed-in layout and pages likewise). A message goes to the
 * catalogue of the deepest folder that holds every screen folder whose code uses it, `src/<folder>/locales`:
 * a screen loads its folder's catalogue and those of the folders above it with its code (accounts/telegram
 * loads accounts/telegram and accounts). Messages of the remote's entry (what it imports statically) and of
 * code that screens with no common folder share stay in the package's catalogue, `src/locales`, loaded with the
 * remote. Every lazy screen's folder has a catalogue, empty or not; a folder above has one only when it has
 * messages. A package with neither a src/remote.tsx nor a "catalogues" entry has one catalogue.
 * @param {string} rootDir the package
 * @returns {{ common: string[]; screens: Map<string, string[]> }} source files with messages, by catalogue
 */
export function catalogueLayout(rootDir) {
  const src = path.join(rootDir, 'src');
  const files = sourceFiles(src).filter((file) => readFileSync(file, 'utf8').includes('/*i18n*/'));
  /** @type {Map<string, string[]>} */
  const screens = new Map();
  const options = layoutOptions(rootDir);
  if (!options) return { common: files, screens };
  const entry = reach(options.entry, false);
  /** @type {Map<string, Set<string>>} the screen folders whose code reaches a file */
  const users = new Map();
  /** @type {Map<string, string>} each lazy screen's file, by the file and the request that load it */
  const lazyFiles = new Map();
  /** @param {string} from @param {RegExp} pattern */
  const collect = (from, pattern) => {
    for (const [, request = ''] of readFileSync(from, 'utf8').matchAll(pattern)) {
      const screen = resolveImport(from, request);
      if (!screen) throw new Error(`${from}: no file for the lazy import ${request}`);
      lazyFiles.set(screen, from);
    }
  };
  if (options.lazy === options.entry) {
    // A remote's screens, and the parts of a screen loaded on first use with their own messages
    // (`lazyScreen(() => import('./chat/ChatView'), 'ChatView', screenCatalog('chats/chat'))` in the screen).
    collect(options.lazy, LAZY_SCREEN);
    for (const file of sourceFiles(src)) if (file !== options.lazy) collect(file, LAZY_SCREEN);
  } else collect(options.lazy, DYNAMIC_IMPORT);
  const stops = new Set(lazyFiles.keys());
  for (const screen of lazyFiles.keys()) {
    const folder = path.relative(src, path.dirname(screen)).split(path.sep).join('/');
    if (!screens.has(folder)) screens.set(folder, []);
    for (const file of reach(screen, true, stops)) {
      if (!users.has(file)) users.set(file, new Set());
      users.get(file)?.add(folder);
    }
  }
  const common = [];
  for (const file of files) {
    const group = entry.has(file) ? '' : commonFolder([...(users.get(file) ?? [])]);
    if (!group) {
      common.push(file);
      continue;
    }
    if (!screens.has(group)) screens.set(group, []);
    screens.get(group)?.push(file);
  }
  return { common, screens };
}

/** The screen folders with a catalogue, for the jest preset (tests render screens without their lazy wrapper). */
export function screenCatalogueFolders(/** @type {string} */ rootDir) {
  if (!existsSync(path.join(rootDir, 'package.json')) || !layoutOptions(rootDir)) return [];
  return [...catalogueLayout(rootDir).screens.keys()];
}

/**
 * Every package keeps its own catalogues, so a team extracts and compiles only its own messages. English is
 * the source language; ids are stable and namespaced by domain (auth.login.submit), so catalogues of all apps
 * merge into the page's single lingui instance without clashes. A remote's catalogues follow its screens
 * (`catalogueLayout`).
 * @param {string} [rootDir] the package; its lingui.config.ts passes `import.meta.dirname`
 * @returns {import('@lingui/conf').LinguiConfig}
 */
export function linguiConfig(rootDir) {
  const exclude = ['**/*.test.*'];
  /** @param {string[]} files */
  const relative = (files) => files.map((file) => `<rootDir>/${path.relative(rootDir ?? '', file).split(path.sep).join('/')}`);
  const layout = rootDir ? catalogueLayout(rootDir) : undefined;
  const catalogs = layout
    ? [
        // lingui reads an empty include as "nothing", and writes the catalogue all the same.
        { path: '<rootDir>/src/locales/{locale}', include: relative(layout.common), exclude },
        ...[...layout.screens].map(([folder, files]) => ({ path: `<rootDir>/src/${folder}/locales/{locale}`, include: relative(files), exclude })),
      ]
    : [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'], exclude }];
  return {
    locales: ['en', 'ru', 'pt-BR', 'uk-UA'],
    sourceLocale: 'en',
    fallbackLocales: { default: 'en' },
    catalogs,
    format: formatter({ lineNumbers: false, origins: false }),
    orderBy: 'messageId',
  };
}
