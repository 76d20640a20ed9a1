// @ts-check
/**
 * Where each app listens locally. Every port can be moved with an environment
 * variable (SHELL_PORT, MF_AUTH_PORT, ..., API_PORT), or all default ports at once by
 * PORT_OFFSET (e.g. 200: shell 3200, API 3300), so two checkouts can run side by side.
 */

/** @type {ReadonlyArray<{ name: string; dir: string; defaultPort: number }>} */
export const APPS = [
  { name: 'shell', dir: 'shell', defaultPort: 3000 },
  { name: 'mf-auth', dir: 'mf-auth', defaultPort: 3001 },
  { name: 'mf-payments', dir: 'mf-payments', defaultPort: 3002 },
  { name: 'mf-flows', dir: 'mf-flows', defaultPort: 3003 },
  { name: 'mf-distributions', dir: 'mf-distributions', defaultPort: 3004 },
  { name: 'mf-widgets', dir: 'mf-widgets', defaultPort: 3005 },
  { name: 'mf-ai', dir: 'mf-ai', defaultPort: 3006 },
  { name: 'mf-insights', dir: 'mf-insights', defaultPort: 3007 },
  { name: 'mf-admin', dir: 'mf-admin', defaultPort: 3008 },
  { name: 'mf-quality', dir: 'mf-quality', defaultPort: 3009 },
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
  if (name === 'api') return 3100 + offset;
  // The local environment folder (published remote versions), served as a CDN would.
  if (name === 'environment') return 3010 + offset;
  const app = APPS.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`Unknown app ${name}`);
  return app.defaultPort + offset;
}
