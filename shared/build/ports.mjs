// @ts-check
/**
 * Where each app listens locally. Every port can be moved with an environment
 * variable (SHELL_PORT, MF_AUTH_PORT, ..., API_PORT), or all default ports at once by
 * PORT_OFFSET (e.g. 200: shell 3200, API 3300), so two checkouts can run side by side.
 * The remotes and their ports come from the one list of remotes; plain Node reads it (no install needed).
 */
import { REMOTES as REMOTE_LIST } from '../contracts/src/remotes.mjs';

/** Ports of the platform's services that are not apps: a remote's port must not take one. */
export const SERVICE_PORTS = { api: 3100, environment: 3010 };
const SHELL_PORT = 3000;

/** @type {ReadonlyArray<{ name: string; dir: string; defaultPort: number }>} */
export const APPS = [
  { name: 'shell', dir: 'shell', defaultPort: SHELL_PORT },
  ...REMOTE_LIST.map((remote) => ({ name: remote.name, dir: remote.name, defaultPort: remote.port })),
];

export const REMOTES = APPS.filter((app) => app.name !== 'shell');

/** @param {string} name */
function envName(name) {
  return `${name.replace(/-/g, '_').toUpperCase()}_PORT`;
}

/**
 * @param {string} name an app name from APPS, 'api' or 'environment'
 * @param {Record<string, string | undefined>} [env]
 * @returns {number}
 */
export function portOf(name, env = process.env) {
  const fromEnv = env[envName(name)];
  if (fromEnv) return Number(fromEnv);
  const offset = Number(env.PORT_OFFSET ?? 0);
  if (name === 'api') return SERVICE_PORTS.api + offset;
  // The local environment folder (published remote versions), served as a CDN would.
  if (name === 'environment') return SERVICE_PORTS.environment + offset;
  const app = APPS.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`Unknown app ${name}`);
  return app.defaultPort + offset;
}

/** The first default port after the shell's that no app or service takes: a new remote's. */
export function freePort() {
  const taken = new Set([...APPS.map((app) => app.defaultPort), ...Object.values(SERVICE_PORTS)]);
  let port = SHELL_PORT + 1;
  while (taken.has(port)) port += 1;
  return port;
}
