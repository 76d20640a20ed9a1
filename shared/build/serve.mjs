// @ts-check
/**
 * Serves the production build as production would: the shell on one origin
 * (every *.localhost host name reaches it), each remote on its own origin, and
 * the reference API. Used by `npm start` and by the browser journeys.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { APPS, REMOTES, portOf } from './ports.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Servers for tests and demos listen on the loopback address only. */
const LISTEN_HOST = '127.0.0.1';
const HASHED = /\.[0-9a-f]{8}\.js(\.map)?$/;

/**
 * Content-hashed files never change: cached for a year. Everything else (index.html,
 * the shell's entry, remoteEntry.js, manifests, environment.json) is revalidated on every load.
 * @param {import('node:http').ServerResponse} res
 * @param {string} pathname
 */
function cacheHeaders(res, pathname) {
  res.setHeader('Cache-Control', HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * @param {Record<string, string | undefined>} env
 * @returns {Record<string, unknown>}
 */
export function environmentFile(env) {
  const api = env.API_URL ?? `http://localhost:${portOf('api', env)}/`;
  return {
    remotes: Object.fromEntries(REMOTES.map((remote) => [remote.name, `http://localhost:${portOf(remote.name, env)}/mf-manifest.json`])),
    apis: { main: api, regional: env.REGIONAL_API_URL ?? api },
    googleSignIn: { authorizeUrl: new URL('dev/google/authorize', api).toString(), clientId: 'cabinet-local' },
    chunkTimeoutMs: Number(env.CHUNK_TIMEOUT_MS) || 120_000,
  };
}

/**
 * @param {http.RequestListener} handler
 * @param {number} port
 * @returns {Promise<http.Server>}
 */
function listen(handler, port) {
  return new Promise((resolve, reject) => {
    const server = http.createServer(handler);
    server.once('error', reject);
    server.listen(port, LISTEN_HOST, () => resolve(server));
  });
}

/** @param {string} dir */
function distOf(dir) {
  const dist = path.join(ROOT, dir, 'dist');
  if (!existsSync(dist)) throw new Error(`${dir} is not built: run the build first (npm start builds everything).`);
  return dist;
}

/**
 * @param {Record<string, string | undefined>} env
 * @param {boolean} log
 */
async function startApi(env, log) {
  const port = portOf('api', env);
  const tsx = path.join(ROOT, 'api-server/node_modules/.bin/tsx');
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: path.join(ROOT, 'api-server'),
    env: { ...process.env, ...env, PORT: String(port), HOST: LISTEN_HOST },
    stdio: log ? 'inherit' : 'ignore',
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`http://${LISTEN_HOST}:${port}/health`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error('The API did not start within 60 s');
}

/**
 * @param {{ env: Record<string, string | undefined>; log?: boolean; api?: boolean }} options
 */
export async function startPlatform({ env, log = false, api = true }) {
  const apiProcess = api ? await startApi(env, log) : null;
  const environment = JSON.stringify(environmentFile(env));
  /** @type {http.Server[]} */
  const servers = [];

  const shellFiles = sirv(distOf('shell'), { single: true, etag: true, setHeaders: cacheHeaders });
  servers.push(
    await listen((req, res) => {
      if (req.url?.split('?')[0] === '/environment.json') {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
        res.end(environment);
        return;
      }
      shellFiles(req, res);
    }, portOf('shell', env)),
  );

  for (const remote of REMOTES) {
    const files = sirv(distOf(remote.dir), { etag: true, setHeaders: cacheHeaders });
    servers.push(
      await listen((req, res) => {
        // Remotes are fetched from every host's origin.
        res.setHeader('Access-Control-Allow-Origin', '*');
        files(req, res, () => {
          res.writeHead(404, { 'Content-Type': 'text/plain' });
          res.end('Not found');
        });
      }, portOf(remote.name, env)),
    );
  }

  if (log) printWelcome(env);
  return {
    async stop() {
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
      apiProcess?.kill('SIGTERM');
    },
  };
}

/** @param {Record<string, string | undefined>} env */
function printWelcome(env) {
  const shellPort = portOf('shell', env);
  const hosts = ['localhost', 'mirror.localhost', 'onboarding.localhost', 'mailing.localhost', 'ai.localhost', 'dashboard.localhost', 'clinic.localhost', 'quality.localhost'];
  console.info('\nThe cabinet is running:');
  for (const host of hosts) console.info(`  http://${host}:${shellPort}`);
  console.info(`\nRemotes: ${APPS.filter((app) => app.name !== 'shell').map((app) => `${app.name} :${portOf(app.name, env)}`).join(', ')}`);
  console.info(`API: http://localhost:${portOf('api', env)}`);
  console.info('\nDemo accounts (password Demo1234): demo@example.com, admin@example.com (admin), superadmin@example.com (super-admin)');
  console.info(`Or open http://localhost:${shellPort}/demo to enter the demo cabinet at once. Stop with Ctrl+C.\n`);
}
