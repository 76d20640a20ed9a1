// @ts-check
/*
 * The versions of our own shared singletons (`@cabinet/design`, `@cabinet/i18n`, `@cabinet/api`): the
 * host's copy serves the page, so a remote built against newer shared code must not run on an older
 * copy. That is only decidable if a package's version moves whenever its content does. This file
 * records, per package, the version and a fingerprint of the content it was given for; a change of
 * content without a new version fails the test suite (shared/build/src/sharedVersions.test.ts), and
 * `npm run shared:versions` gives every changed package its next minor version (bump the major by hand
 * in its package.json for a breaking change first: the command keeps a version already moved).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const SHARED_VERSIONS_FILE = path.join(import.meta.dirname, 'shared-versions.json');

/**
 * Our packages that hold page-wide state, and the entry points of each that the federation shares as page
 * singletons (webpack.mjs reads this list). Everything else of ours is bundled, tree-shaken, into each app.
 * - design: antd and its style cache (every entry point comes from the host's one build);
 * - i18n: the page's lingui instance;
 * - api/core: the client's types and the React context the shell's client instance is handed through
 *   (the instance itself, with the session and its single refresh, is the shell's, passed in props);
 * - api/zod: no state, but the schema builders every domain's schemas use, once a page (see its file).
 */
export const SHARED_PACKAGES = /** @type {const} */ ([
  { name: '@cabinet/design', dir: 'shared/design', entries: ['.', './core', './plain', './forms', './feedback', './overlays', './select', './data', './choices', './table', './segmented', './phone'] },
  { name: '@cabinet/i18n', dir: 'shared/i18n', entries: ['.'] },
  { name: '@cabinet/api', dir: 'shared/api', entries: ['./core', './zod'] },
]);

/** The module requests the federation shares: `@cabinet/design/core`, `@cabinet/i18n`, ... */
export const SHARED_REQUESTS = SHARED_PACKAGES.flatMap((shared) => shared.entries.map((entry) => (entry === '.' ? shared.name : `${shared.name}${entry.slice(1)}`)));

/** @typedef {(typeof SHARED_PACKAGES)[number]} SharedPackageInfo */
/** @typedef {SharedPackageInfo['name']} SharedPackage */
/** @typedef {{ version: string; contentHash: string }} SharedRecord */

/** Tests, and catalogues compiled from the .po files beside them, are not content a page runs. */
const IGNORED = [/\.test\.tsx?$/, /(^|\/)locales\/(?!index\.ts$)[^/]+\.ts$/, /(^|\/)(node_modules|dist|coverage)(\/|$)/];

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx', '.po'];

/** The file an import names, relative to the package: a catalogue stands for its .po source. */
function resolveImport(/** @type {string} */ dir, /** @type {string} */ absolute) {
  for (const extension of EXTENSIONS) {
    const candidate = `${absolute}${extension}`;
    const relative = path.relative(dir, candidate).split(path.sep).join('/');
    if (!IGNORED.some((pattern) => pattern.test(relative)) && existsSync(candidate) && !statSync(candidate).isDirectory()) return relative;
  }
  return null;
}

/**
 * The file a subpath pattern of `exports` gives (`./*` to `./src/<domain>/index.ts`: each domain's entry), as
 * Node resolves it: the longest matching prefix wins; an exact key is looked up before this.
 * @param {Record<string, string>} exportsMap
 * @param {string} subpath
 */
function patternFile(exportsMap, subpath) {
  const [key, target] =
    Object.entries(exportsMap)
      .filter(([pattern]) => pattern.includes('*') && subpath.startsWith(pattern.slice(0, pattern.indexOf('*'))) && subpath.endsWith(pattern.slice(pattern.indexOf('*') + 1)))
      .sort(([a], [b]) => b.indexOf('*') - a.indexOf('*'))[0] ?? [];
  if (key === undefined || target === undefined) return undefined;
  const star = subpath.slice(key.indexOf('*'), subpath.length - (key.length - key.indexOf('*') - 1));
  return target.replace('*', star);
}

/**
 * The package's files its shared entry points reach through relative imports and imports of its own
 * name: only those are what its shared copy carries (a domain schema of @cabinet/api is bundled into the
 * remote that uses it and does not move the shared version).
 * @param {SharedPackageInfo} shared
 * @param {string} dir
 * @returns {string[]}
 */
export function reachableFiles(shared, dir) {
  /** @type {Record<string, string>} */
  const exportsMap = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).exports ?? {};
  const main = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).main;
  /** @param {string} subpath */
  const entryFile = (subpath) => exportsMap[subpath] ?? (subpath === '.' ? main : patternFile(exportsMap, subpath));
  const seen = new Set();
  const queue = shared.entries.flatMap((entry) => {
    const file = entryFile(entry);
    return typeof file === 'string' ? [path.posix.normalize(file)] : [];
  });
  while (queue.length > 0) {
    const file = queue.pop();
    if (file === undefined || seen.has(file)) continue;
    seen.add(file);
    if (!/\.(tsx?|mjs|js)$/.test(file)) continue;
    for (const [, spec = ''] of readFileSync(path.join(dir, file), 'utf8').matchAll(IMPORT)) {
      const own = spec === shared.name || spec.startsWith(`${shared.name}/`) ? entryFile(`.${spec.slice(shared.name.length)}`) : undefined;
      const target = own ? path.join(dir, own) : spec.startsWith('.') ? path.resolve(path.dirname(path.join(dir, file)), spec) : null;
      const resolved = target ? resolveImport(dir, target.replace(/\.(tsx?|mjs|js)$/, '')) : null;
      if (resolved) queue.push(resolved);
    }
  }
  return [...seen].sort();
}

/**
 * What a page would run from this package: its sources, its manifest without the version, and the
 * installed version of each dependency (an antd upgrade changes what `@cabinet/design` ships).
 * @param {SharedPackageInfo} shared
 * @param {string} [root]
 */
export function contentHashOf(shared, root = ROOT) {
  const dir = path.join(root, shared.dir);
  const hash = createHash('sha256');
  const { version: _version, ...manifest } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  hash.update(JSON.stringify(manifest));
  const requireFromPackage = createRequire(path.join(dir, 'package.json'));
  for (const dependency of Object.keys(manifest.dependencies ?? {}).sort()) {
    if (dependency.startsWith('@cabinet/')) continue;
    try {
      hash.update(`${dependency}@${requireFromPackage(`${dependency}/package.json`).version}`);
    } catch {
      // Not installed (or no exported manifest): its declared range above stands in for it.
    }
  }
  for (const file of reachableFiles(shared, dir)) {
    hash.update(file);
    hash.update(readFileSync(path.join(dir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** @param {string} [root] @returns {Partial<Record<SharedPackage, SharedRecord>>} */
export function readSharedVersions(root = ROOT) {
  const file = path.join(root, path.relative(ROOT, SHARED_VERSIONS_FILE));
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).packages ?? {} : {};
}

/** @param {SharedPackageInfo} shared @param {string} [root] @returns {{ version: string } & Record<string, unknown>} */
function readManifest(shared, root = ROOT) {
  return JSON.parse(readFileSync(path.join(root, shared.dir, 'package.json'), 'utf8'));
}

/**
 * Each shared package whose content changed since its version was recorded while the version stayed,
 * one sentence each; empty when every version is true to its content.
 * @param {string} [root]
 * @returns {string[]}
 */
export function staleSharedVersions(root = ROOT) {
  const recorded = readSharedVersions(root);
  /** @type {string[]} */
  const problems = [];
  for (const shared of SHARED_PACKAGES) {
    const { name } = shared;
    const record = recorded[name];
    const { version } = readManifest(shared, root);
    if (!record) problems.push(`${name} ${version} has no recorded content`);
    else if (record.contentHash !== contentHashOf(shared, root) && record.version === version) {
      problems.push(`${name} changed since ${version} was recorded, and its version did not move`);
    } else if (record.version !== version) problems.push(`${name} is ${version} in its package.json but ${record.version} is recorded`);
  }
  return problems;
}

/** @param {string} version */
function nextMinor(version) {
  const [major = '0', minor = '0'] = version.split('.');
  return `${major}.${Number(minor) + 1}.0`;
}

/**
 * Records every shared package's content; a package whose content changed under an unchanged version
 * gets its next minor version first. Returns what moved.
 * @param {string} [root]
 * @returns {Array<{ name: SharedPackage; from: string; to: string }>}
 */
export function writeSharedVersions(root = ROOT) {
  const recorded = readSharedVersions(root);
  /** @type {Array<{ name: SharedPackage; from: string; to: string }>} */
  const moved = [];
  /** @type {Partial<Record<SharedPackage, SharedRecord>>} */
  const packages = {};
  for (const shared of SHARED_PACKAGES) {
    const { name } = shared;
    const manifestFile = path.join(root, shared.dir, 'package.json');
    const manifest = readManifest(shared, root);
    const contentHash = contentHashOf(shared, root);
    const record = recorded[name];
    if (record && record.contentHash !== contentHash && record.version === manifest.version) {
      const to = nextMinor(manifest.version);
      moved.push({ name, from: manifest.version, to });
      manifest.version = to;
      writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    }
    // The manifest's version is not part of the fingerprint, so the hash stands after the bump.
    packages[name] = { version: manifest.version, contentHash };
  }
  const file = path.join(root, path.relative(ROOT, SHARED_VERSIONS_FILE));
  writeFileSync(
    file,
    `${JSON.stringify({ note: 'Written by `npm run shared:versions`: the content each shared package version was given for (shared/build/sharedVersions.mjs).', packages }, null, 2)}\n`,
  );
  return moved;
}
