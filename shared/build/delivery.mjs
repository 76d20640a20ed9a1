// @ts-check
/*
 * Independent delivery of one remote: check it against an environment's shell, publish it as an
 * immutable version, switch the environment's registry to it atomically, roll back. An environment is a
 * folder (locally served by the platform's static server; elsewhere any static host or CDN):
 *
 *   registry.json                          which version of each remote is live, and the history
 *   remotes/<name>/<version>/...           one folder per published build, never rewritten
 *
 * The shell reads the registry through /environment.json on every page load, so a publish or a
 * rollback reaches running shells at their next load: no shell rebuild, no other remote touched.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { satisfy } from '@module-federation/enhanced/runtime';
// The contract rule the shell itself runs (plain JS in the contracts package, so tools share it).
import { SHARED_SKEW_FIX, checkContract, sharedPackageOf } from '../contracts/src/version.mjs';

export { SHARED_SKEW_FIX };
import { BUILD_INFO_FILE } from './buildInfo.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const DEFAULT_ENV_DIR = path.join(ROOT, '.cabinet/environments/local');
export const REGISTRY_FILE = 'registry.json';

/**
 * `current` is null when the live version is the one the shell was deployed with (served from the remote's
 * own origin): the version before the first publish, to which a rollback past it returns.
 * @typedef {{ current: string | null; history: string[] }} RemoteRecord
 */
/** @typedef {{ remotes: Record<string, RemoteRecord> }} Registry */
/** @typedef {{ name: string; version: string; contractVersion: string }} BuildInfo */
/**
 * What a shell offers its remotes. `startupPackages`: the packages of the shared modules every page of it
 * runs before any remote (absent for a shell built before it was recorded: then every package counts).
 * @typedef {{ contractVersion: string; shared: Record<string, string>; startupPackages?: string[] }} ShellFacts
 */


/** @param {string} envDir @returns {Registry} */
export function readRegistry(envDir) {
  const file = path.join(envDir, REGISTRY_FILE);
  if (!existsSync(file)) return { remotes: {} };
  /** @type {unknown} */
  const raw = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof raw !== 'object' || raw === null || !('remotes' in raw) || typeof raw.remotes !== 'object' || raw.remotes === null) {
    throw new Error(`${file} is not a registry`);
  }
  /** @type {Record<string, RemoteRecord>} */
  const remotes = {};
  for (const [name, record] of Object.entries(raw.remotes)) {
    if ((typeof record?.current === 'string' || record?.current === null) && Array.isArray(record.history)) {
      remotes[name] = { current: record.current, history: record.history.map(String) };
    }
  }
  return { remotes };
}

/** Write-then-rename: a shell reading the registry sees the old file or the new one, never half of one. */
function writeRegistry(/** @type {string} */ envDir, /** @type {Registry} */ registry) {
  mkdirSync(envDir, { recursive: true });
  const file = path.join(envDir, REGISTRY_FILE);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(registry, null, 2)}\n`);
  renameSync(temporary, file);
}

/** @param {string} dir @returns {string[]} paths relative to dir, sorted */
function listFiles(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listFiles(dir, path.join(prefix, entry.name)) : [path.join(prefix, entry.name)]))
    .sort();
}

/** A short hash of every file's name and bytes: two identical builds publish as one version. */
export function contentHash(/** @type {string} */ dir) {
  const hash = createHash('sha256');
  for (const file of listFiles(dir)) {
    hash.update(file);
    hash.update(readFileSync(path.join(dir, file)));
  }
  return hash.digest('hex').slice(0, 8);
}

/** @param {string} distDir @returns {BuildInfo} */
export function readBuildInfo(distDir) {
  const file = path.join(distDir, BUILD_INFO_FILE);
  if (!existsSync(file)) throw new Error(`${file} is missing: build the app first`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The singletons a build shares, by name: the version it brings and the range it needs.
 * @param {unknown} manifest
 * @returns {Array<{ name: string; version: string; requiredVersion: string; singleton: boolean }>}
 */
function sharedOf(manifest) {
  if (typeof manifest !== 'object' || manifest === null || !('shared' in manifest) || !Array.isArray(manifest.shared)) return [];
  return manifest.shared.filter((item) => typeof item?.name === 'string' && typeof item?.version === 'string');
}

/**
 * What a shell offers its remotes: its contract version and its shared singletons' versions. Read from
 * a built shell folder or a deployed shell's URL.
 * @param {string} shellLocation a folder or an http(s) URL of the shell's files
 * @returns {Promise<ShellFacts>}
 */
export async function readShellFacts(shellLocation) {
  /** @param {string} file */
  const read = async (file) => {
    if (/^https?:\/\//.test(shellLocation)) {
      const response = await fetch(new URL(file, shellLocation.endsWith('/') ? shellLocation : `${shellLocation}/`), { cache: 'no-cache' });
      if (!response.ok) throw new Error(`${file} of the shell at ${shellLocation} answered ${response.status}`);
      return response.json();
    }
    return JSON.parse(readFileSync(path.join(shellLocation, file), 'utf8'));
  };
  const [info, manifest] = await Promise.all([read(BUILD_INFO_FILE), read('mf-manifest.json')]);
  return {
    contractVersion: info.contractVersion,
    shared: Object.fromEntries(sharedOf(manifest).map((item) => [item.name, item.version])),
    ...(Array.isArray(info.startupShared) ? { startupPackages: [...new Set(info.startupShared.map(sharedPackageOf))] } : {}),
  };
}

/**
 * Why a built remote would break in the given shell, one sentence per problem; empty when it fits.
 * The shell runs the same two checks at load time and refuses such a remote; this refuses the publish.
 * @param {{ name: string; distDir: string; shell: ShellFacts }} options
 * @returns {Promise<string[]>}
 */
export async function checkRemote({ name, distDir, shell }) {
  const info = readBuildInfo(distDir);
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8'));
  /** @type {string[]} */
  const problems = [];
  if (info.name !== name) problems.push(`the build in ${distDir} is ${info.name}, not ${name}`);
  const contract = checkContract(info.contractVersion, shell.contractVersion);
  if (!contract.compatible) problems.push(`contract: ${contract.reason}`);
  for (const item of sharedOf(manifest)) {
    const provided = shell.shared[item.name];
    if (!item.singleton || !provided || satisfy(provided, item.requiredVersion)) continue;
    // A package no page of the shell runs before its remotes: the remote's own newer copy will serve.
    const runAtStart = shell.startupPackages?.includes(sharedPackageOf(item.name)) ?? true;
    if (!runAtStart && satisfy(item.version, item.requiredVersion)) continue;
    // Named by package: its entry points carry one version, so one line says it for all of them.
    const problem = `shared ${sharedPackageOf(item.name)}: the remote needs ${item.requiredVersion}, the shell provides ${provided}`;
    if (!problems.includes(problem)) problems.push(problem);
  }
  if (problems.some((problem) => problem.startsWith('shared '))) problems.push(`to fix the shared versions: ${SHARED_SKEW_FIX}`);
  return problems;
}

/**
 * Copies a built remote into the environment as an immutable version and makes it current.
 * @param {{ name: string; distDir: string; envDir: string }} options
 * @returns {{ version: string; dir: string; unchanged: boolean }}
 */
export function publishRemote({ name, distDir, envDir }) {
  const info = readBuildInfo(distDir);
  const version = `${info.version}-${contentHash(distDir)}`;
  const target = path.join(envDir, 'remotes', name, version);
  if (!existsSync(target)) {
    // Copy beside, then rename: a half-copied version is never visible under its final name.
    const staging = `${target}.${process.pid}.staging`;
    cpSync(distDir, staging, { recursive: true });
    renameSync(staging, target);
  }
  const registry = readRegistry(envDir);
  const record = registry.remotes[name];
  const unchanged = record?.current === version;
  const history = record ? [...record.history.filter((entry) => entry !== version), version] : [version];
  registry.remotes[name] = { current: version, history };
  writeRegistry(envDir, registry);
  return { version, dir: target, unchanged };
}

/** What `rollbackRemote` answers for the version the shell was deployed with (no published version live). */
export const DEPLOYED = 'the version the shell was deployed with';

/**
 * Makes the version before the current one live again (or the one named). Before the first published
 * version comes the one the shell was deployed with: rolling back past the first publish returns to it.
 * @param {{ name: string; envDir: string; to?: string }} options
 * @returns {{ from: string; to: string }}
 */
export function rollbackRemote({ name, envDir, to }) {
  const registry = readRegistry(envDir);
  const record = registry.remotes[name];
  if (!record) throw new Error(`${name} was never published to ${envDir}`);
  if (to === undefined && record.current === null) throw new Error(`${name} has no version before ${DEPLOYED} in ${envDir}`);
  const index = record.current === null ? -1 : record.history.indexOf(record.current);
  const target = to ?? (index > 0 ? record.history[index - 1] : null) ?? null;
  if (target !== null && (!record.history.includes(target) || !existsSync(path.join(envDir, 'remotes', name, target)))) {
    throw new Error(`${name} ${target} is not a published version in ${envDir}`);
  }
  registry.remotes[name] = { current: target, history: record.history };
  writeRegistry(envDir, registry);
  return { from: record.current ?? DEPLOYED, to: target ?? DEPLOYED };
}

/**
 * The registry as the shell reads it: each published remote's current manifest under the environment's
 * base URL, with its version; a remote rolled back to its deployed version is absent (its own origin serves).
 * @param {string} envDir
 * @param {string} baseUrl where the environment folder is served, e.g. http://localhost:3010/
 * @returns {Record<string, { entry: string; version: string }>}
 */
export function publishedRemotes(envDir, baseUrl) {
  const { remotes } = readRegistry(envDir);
  return Object.fromEntries(
    Object.entries(remotes).flatMap(([name, record]) =>
      record.current === null ? [] : [[name, { entry: new URL(`remotes/${name}/${record.current}/mf-manifest.json`, baseUrl).href, version: record.current }]],
    ),
  );
}
