// @ts-check
/*
 * The build tools' view of the one list of remotes (shared/contracts/src/remotes.mjs): which remote a
 * folder is, and its entry. Plain Node: nothing here needs an install.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES } from '../contracts/src/remotes.mjs';

export const LIST_FILE = path.resolve(import.meta.dirname, '../contracts/src/remotes.mjs');
const SCOPE = '@cabinet/';

/** @typedef {(typeof REMOTES)[number]} RemoteEntry */

/**
 * The remote a folder holds, by its package.json name: `@cabinet/mf-flows` is mf-flows.
 * @param {string} dir
 * @returns {string}
 */
export function remoteNameOf(dir) {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const name = typeof manifest.name === 'string' ? manifest.name : '';
  if (!name.startsWith(`${SCOPE}mf-`)) throw new Error(`${dir}/package.json names ${name || 'nothing'}, not a remote (${SCOPE}mf-<name>)`);
  return name.slice(SCOPE.length);
}

/**
 * A remote's entry in the list, or an error saying where to add it.
 * @param {string} name
 * @returns {RemoteEntry}
 */
export function remoteEntryOf(name) {
  const entry = REMOTES.find((remote) => remote.name === name);
  if (!entry) throw new Error(`${name} is not in the list of remotes (${path.relative(process.cwd(), LIST_FILE)}): add its entry, as \`npm run remote -- new\` does`);
  return entry;
}

/**
 * Whether a remote serves public views without the shell, so it builds src/standalone.ts.
 * @param {RemoteEntry} entry
 */
export function hasPublicViews(entry) {
  return 'publicViews' in entry && Object.keys(entry.publicViews).length > 0;
}
