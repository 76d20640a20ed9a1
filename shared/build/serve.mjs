// @ts-check
/**
 * Serves the production build as production would: the shell on one origin
 * (every *.localhost host name reaches it), each remote on its own origin, and
 * the reference API. Used by `npm start` and by the browser journeys.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import sirv from 'sirv';
import { BUILD_INFO_FILE } from './buildInfo.mjs';
import { DEFAULT_ENV_DIR, publishedRemotes } from './delivery.mjs';
import { APPS, REMOTES, portOf } from './ports.mjs';
import { PUBLIC_PAGE, isHandedOff } from './publicPage.mjs';
import { LOCAL_HOSTNAMES, PRERENDER_MANIFEST, pickPrerendered } from './prerender.mjs';
import { frameableHeaders, frameableViewOf, frameOriginsLookup, frameOriginsUrl, securityHeaders } from './securityHeaders.mjs';

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

/** @type {ReadonlyMap<string, string>} */
const COMPRESSIBLE = new Map([
  ['.js', 'text/javascript; charset=utf-8'],
  ['.css', 'text/css; charset=utf-8'],
  ['.json', 'application/json'],
]);
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** @type {Map<string, Promise<{ br: Buffer; gzip: Buffer; mtimeMs: number }>>} */
const compressed = new Map();

/**
 * A file's brotli (quality 11) and gzip (level 9) forms, made once per file version and kept, as a CDN's
 * precompressed copies are. The performance harness reads its byte figures from here too.
 * @param {string} file
 * @returns {Promise<{ br: Buffer; gzip: Buffer; mtimeMs: number }>}
 */
export async function compressOnce(file) {
  const { mtimeMs } = await stat(file);
  const cached = compressed.get(file);
  if (cached && (await cached).mtimeMs === mtimeMs) return cached;
  const made = readFile(file).then(async (raw) => ({
    br: await brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
    gzip: await gzip(raw, { level: 9 }),
    mtimeMs,
  }));
  compressed.set(file, made);
  return made;
}

/**
 * Serves text files of a build compressed (brotli, else gzip, as the client accepts); anything else,
 * and clients accepting neither, go to `next`.
 * @param {string} dist
 * @param {http.RequestListener} next
 * @returns {http.RequestListener}
 */
export function compressing(dist, next) {
  return (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const type = COMPRESSIBLE.get(path.extname(pathname));
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    const file = path.join(dist, pathname);
    if (!type || !encoding || !file.startsWith(dist + path.sep) || !existsSync(file)) {
      next(req, res);
      return;
    }
    compressOnce(file).then(
      (forms) => {
        const body = forms[encoding];
        const etag = `"${forms.mtimeMs.toString(36)}-${body.length.toString(36)}-${encoding}"`;
        cacheHeaders(res, pathname);
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader('ETag', etag);
        if (req.headers['if-none-match'] === etag) {
          res.writeHead(304);
          res.end();
          return;
        }
        res.writeHead(200, { 'Content-Type': type, 'Content-Encoding': encoding, 'Content-Length': body.length });
        res.end(body);
      },
      () => next(req, res),
    );
  };
}

/**
 * @param {Record<string, string | undefined>} env
 * @returns {{ remotes: Record<string, { entry: string; version: string | null }>; apis: { main: string; regional: string }; googleSignIn: { authorizeUrl: string; clientId: string }; chunkTimeoutMs: number }}
 */
export function environmentFile(env) {
  const api = env.API_URL ?? `http://localhost:${portOf('api', env)}/`;
  // A remote published to the environment folder (`npm run remote -- publish`) wins over its local build.
  const published = publishedRemotes(environmentDir(env), `http://localhost:${portOf('environment', env)}/`);
  return {
    remotes: Object.fromEntries(
      REMOTES.map((remote) => [
        remote.name,
        published[remote.name] ?? { entry: `http://localhost:${portOf(remote.name, env)}/mf-manifest.json`, version: localVersion(remote.dir) },
      ]),
    ),
    apis: { main: api, regional: env.REGIONAL_API_URL ?? api },
    googleSignIn: { authorizeUrl: new URL('dev/google/authorize', api).toString(), clientId: 'cabinet-local' },
    chunkTimeoutMs: Number(env.CHUNK_TIMEOUT_MS) || 120_000,
  };
}

/** @param {Record<string, string | undefined>} env */
export function environmentDir(env) {
  return env.CABINET_ENV_DIR ? path.resolve(env.CABINET_ENV_DIR) : DEFAULT_ENV_DIR;
}

/** The version a local build states (its cabinet-build.json), or null before the first build. */
function localVersion(/** @type {string} */ dir) {
  const file = path.join(ROOT, dir, 'dist', BUILD_INFO_FILE);
  return existsSync(file) ? String(JSON.parse(readFileSync(file, 'utf8')).version) : null;
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

/** @param {string} dir @param {string} [root] */
function distOf(dir, root = ROOT) {
  const dist = path.join(root, dir, 'dist');
  if (!existsSync(dist)) throw new Error(`${dir} is not built: run the build first (npm start builds everything).`);
  return dist;
}

/**
 * A client's page of a message link (review, visit) gets the shell's public page, which hands it to the
 * widgets' standalone build without the cabinet's preloads (publicPage.mjs); a build without it, index.html.
 * @param {string} dist
 * @param {http.RequestListener} next
 * @returns {http.RequestListener}
 */
export function handedOffViews(dist, next) {
  return (req, res) => {
    const view = (req.method === 'GET' || req.method === 'HEAD') && isHandedOff(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (view && existsSync(path.join(dist, PUBLIC_PAGE))) req.url = `/${PUBLIC_PAGE}`;
    next(req, res);
  };
}

/**
 * Answers a signed-out page's navigation with its prerendered HTML for the request's host and language
 * (shell/dist/prerender, written by bin/prerender.mjs); anything else goes to `next`. The index is re-read
 * when a new build writes it. compress: sent brotli- or gzip-compressed as the other text files are (their
 * styles make a page 60–250 KB, 10–30 KB compressed).
 * @param {string} dist
 * @param {http.RequestListener} next
 * @param {boolean} [compress]
 * @returns {http.RequestListener}
 */
export function prerendered(dist, next, compress = false) {
  const manifestFile = path.join(dist, PRERENDER_MANIFEST);
  /** @type {{ mtimeMs: number; manifest: import('./prerender.mjs').PrerenderManifest } | null} */
  let loaded = null;
  const manifest = () => {
    if (!existsSync(manifestFile)) return null;
    const { mtimeMs } = statSync(manifestFile);
    if (loaded?.mtimeMs !== mtimeMs) loaded = { mtimeMs, manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) };
    return loaded.manifest;
  };
  return (req, res) => {
    const index = req.method === 'GET' || req.method === 'HEAD' ? manifest() : null;
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = index
      ? pickPrerendered(index, {
          hostname: String(req.headers.host ?? '').replace(/:\d+$/, ''),
          pathname: decodeURIComponent(url.pathname),
          cookie: req.headers.cookie,
          acceptLanguage: req.headers['accept-language'],
        })
      : null;
    if (!file) {
      next(req, res);
      return;
    }
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = !compress ? null : /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    const full = path.join(dist, file);
    (encoding ? compressOnce(full).then((forms) => forms[encoding]) : readFile(full)).then(
      (body) => {
        // The page differs by language, which the cookie or the browser's languages choose.
        res.writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-cache',
          Vary: 'Cookie, Accept-Language, Accept-Encoding',
          'Content-Length': body.length,
          ...(encoding ? { 'Content-Encoding': encoding } : {}),
        });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      () => next(req, res),
    );
  };
}

/**
 * @param {Record<string, string | undefined>} env
 * @param {boolean} log
 */
export async function startApi(env, log) {
  const port = portOf('api', env);
  const tsx = path.join(ROOT, 'api-server/node_modules/.bin/tsx');
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: path.join(ROOT, 'api-server'),
    env: { ...process.env, ...env, PORT: String(port), HOST: LISTEN_HOST },
    stdio: log ? 'inherit' : 'ignore',
  });
  // The API listens at once and is ready after its migrations and the demo seed; with the engine's first pass: seconds on an idle machine, near a minute on a busy
  // one. Under the journeys' own 120 s limit for the whole platform.
  const deadline = Date.now() + 110_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`http://${LISTEN_HOST}:${port}/health/ready`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error('The API did not start within 110 s');
}

/**
 * @param {{ env: Record<string, string | undefined>; log?: boolean; api?: boolean; compress?: boolean; distRoot?: string }} options
 *   compress: serve text files brotli- or gzip-compressed, each compressed once (the performance harness);
 *   distRoot: where the apps' dist folders are (default: the checkout; the harness serves a frozen copy).
 */
export async function startPlatform({ env, log = false, api = true, compress = false, distRoot = ROOT }) {
  const apiProcess = api ? await startApi(env, log) : null;
  /** @type {http.Server[]} */
  const servers = [];
  // Built once: a publish or rollback changes versions, not origins (published ones live on the environment's).
  const everyPage = securityHeaders(env, { environment: environmentFile(env), environmentOrigin: `http://localhost:${portOf('environment', env)}` });
  const headers = Object.entries(everyPage);
  // A public widget view's page may be framed by the sites its widget lists, as the API answers them (cached
  // briefly; any failure is no site, so frame-ancestors 'none' as every other page).
  const frameOrigins = frameOriginsLookup({ url: frameOriginsUrl(env.API_URL ?? `http://${LISTEN_HOST}:${portOf('api', env)}/`) });
  /**
   * @param {http.RequestListener} handler
   * @param {boolean} [frameable] the server draws the public widget views (/bw, /ibw, /rv, /vn): the shell's and mf-widgets's
   * @returns {http.RequestListener}
   */
  const secured = (handler, frameable = false) => (req, res) => {
    const view = frameable && (req.method === 'GET' || req.method === 'HEAD') ? frameableViewOf(new URL(req.url ?? '/', 'http://localhost').pathname) : null;
    if (!view) {
      for (const [name, value] of headers) res.setHeader(name, value);
      handler(req, res);
      return;
    }
    void frameOrigins(view.kind, view.token).then((origins) => {
      for (const [name, value] of Object.entries(frameableHeaders(everyPage, origins))) res.setHeader(name, value);
      handler(req, res);
    });
  };

  const sirvShell = sirv(distOf('shell', distRoot), { single: true, etag: true, setHeaders: cacheHeaders });
  /** @type {http.RequestListener} */
  const pages = prerendered(distOf('shell', distRoot), (req, res) => sirvShell(req, res), compress);
  /** @type {http.RequestListener} */
  const shellFiles = handedOffViews(distOf('shell', distRoot), compress ? compressing(distOf('shell', distRoot), pages) : pages);
  servers.push(
    await listen(secured((req, res) => {
      if (req.url?.split('?')[0] === '/environment.json') {
        // Read on every request: a publish or rollback switches the registry between two page loads.
        res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
        res.end(JSON.stringify(environmentFile(env)));
        return;
      }
      shellFiles(req, res);
    }, true), portOf('shell', env)),
  );

  for (const remote of REMOTES) {
    const dist = distOf(remote.dir, distRoot);
    // A remote with public views serves their standalone page at every path that is not a file.
    const standalonePage = existsSync(path.join(dist, 'standalone.html')) ? 'standalone.html' : false;
    const sirvRemote = sirv(dist, { etag: true, setHeaders: cacheHeaders, single: standalonePage });
    /** @type {http.RequestListener} */
    const plainFiles = (req, res) => {
      if (req.url?.split('?')[0] === '/environment.json') {
        // The standalone views read the API's address here, as the shell does beside its index.html.
        res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
        res.end(JSON.stringify(environmentFile(env)));
        return;
      }
      sirvRemote(req, res, () => {
        res.writeHead(404, { 'Content-Type': 'text/plain' });
        res.end('Not found');
      });
    };
    const files = compress ? compressing(distOf(remote.dir, distRoot), plainFiles) : plainFiles;
    servers.push(
      await listen(secured((req, res) => {
        // Remotes are fetched from every host's origin.
        res.setHeader('Access-Control-Allow-Origin', '*');
        files(req, res);
      }, remote.name === 'mf-widgets'), portOf(remote.name, env)),
    );
  }

  // The environment folder, as a static host or CDN would serve it: published remote versions.
  const envDir = environmentDir(env);
  mkdirSync(envDir, { recursive: true });
  // dev: sirv looks each file up on request, so a version published while serving is found.
  const sirvEnvironment = sirv(envDir, { dev: true, etag: true, setHeaders: cacheHeaders });
  servers.push(
    await listen(secured((req, res) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      sirvEnvironment(req, res, () => {
        res.writeHead(404, { 'Content-Type': 'text/plain' });
        res.end('Not found');
      });
    }), portOf('environment', env)),
  );

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
  console.info('\nThe cabinet is running:');
  for (const host of LOCAL_HOSTNAMES) console.info(`  http://${host}:${shellPort}`);
  console.info(`\nRemotes: ${APPS.filter((app) => app.name !== 'shell').map((app) => `${app.name} :${portOf(app.name, env)}`).join(', ')}`);
  console.info(`API: http://localhost:${portOf('api', env)} in ${env.API_MODE === 'development' ? 'development' : 'production'} mode`);
  if (env.API_MODE === 'development') {
    console.info('  development mode: demo data, a readable mail outbox (/dev/outbox) and a Google stand-in that signs in as anyone.');
    console.info('  Never expose it; a deployment runs the API without API_MODE (production is the default).');
  }
  console.info('\nDemo accounts (password Demo1234): demo@example.com, admin@example.com (admin), superadmin@example.com (super-admin)');
  console.info(`Or open http://localhost:${shellPort}/demo to enter the demo cabinet at once. Stop with Ctrl+C.\n`);
}
