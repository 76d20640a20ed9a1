// @ts-check
/*
 * Plain JavaScript (typed by JSDoc) so the build tools read the same rule the shell runs: webpack
 * writes the contract version into each build's cabinet-build.json, and `remote check` compares it.
 */

/**
 * The version of the shell-to-remote contract (the props and lifecycles in
 * this package). Bump the major for a change a built remote cannot survive
 * (a prop removed or changed in meaning), the minor for an addition.
 * This package is bundled into every app, not shared at run time, so each
 * side carries the version it was built against.
 */
export const CONTRACT_VERSION = '1.1.0';

/** @typedef {{ compatible: true } | { compatible: false; reason: string }} ContractCheck */

/**
 * @param {string} version
 * @returns {{ major: number; minor: number } | null}
 */
function parse(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  return match ? { major: Number(match[1]), minor: Number(match[2]) } : null;
}

/**
 * A remote works in a shell of the same major version whose minor is at least
 * the remote's: the shell then provides every prop the remote was built to read.
 * @param {unknown} remoteVersion
 * @param {string} [shellVersion]
 * @returns {ContractCheck}
 */
export function checkContract(remoteVersion, shellVersion = CONTRACT_VERSION) {
  const remote = typeof remoteVersion === 'string' ? parse(remoteVersion) : null;
  const shell = parse(shellVersion);
  if (!remote || !shell) return { compatible: false, reason: `unreadable contract version ${String(remoteVersion)}` };
  if (remote.major !== shell.major) {
    return { compatible: false, reason: `built for contract ${String(remoteVersion)}, the shell speaks ${shellVersion}` };
  }
  if (remote.minor > shell.minor) {
    return { compatible: false, reason: `needs contract ${String(remoteVersion)}, newer than the shell's ${shellVersion}` };
  }
  return { compatible: true };
}

/**
 * What to do when a remote needs newer shared code than the shell provides (a component added to
 * `@cabinet/design` since the shell was published, say): `remote check` and the shell's loader both say it.
 */
export const SHARED_SKEW_FIX =
  "publish the shell built from the same shared code first, or build the remote against the live shell's versions (npm run remote -- check <name> --shell <shell URL>)";

/**
 * The package a shared module belongs to: `@cabinet/design/core` → `@cabinet/design`, `react-dom/client`
 * → `react-dom`. A package's entry points count as one (the design package's share one antd).
 * @param {string} name
 * @returns {string}
 */
export function sharedPackageOf(name) {
  return name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/');
}
