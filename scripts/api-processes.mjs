#!/usr/bin/env node
/**
 * N API processes on one PostgreSQL database behind a small round-robin balancer, for trying several processes
 * on one machine (issue 35; docs/deploy.md). Not a production balancer: it routes by /health/ready and retries
 * nothing.
 *
 *   DATABASE_URL=postgres://… JWT_SECRET=… node scripts/api-processes.mjs [N=2]
 *
 * The balancer listens on API_PORT (3100, moved by PORT_OFFSET), the processes on the ports after it. It sets
 * X-Forwarded-For and an X-Request-Id when the caller sent none, so the processes' log lines of one request share
 * its id. Ctrl-C or SIGTERM passes SIGTERM to every process (each finishes its requests and jobs) and exits.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const count = Number(process.argv[2] ?? 2);
if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is needed: several processes share a PostgreSQL database');
if (!process.env.JWT_SECRET) throw new Error('JWT_SECRET is needed: every process signs and checks tokens with the same key');
const port = Number(process.env.API_PORT ?? 3100 + Number(process.env.PORT_OFFSET ?? 0));
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;

const backends = Array.from({ length: count }, (_, index) => {
  const backendPort = port + 1 + index;
  // Node itself with tsx's loader (not tsx's CLI, whose child a SIGKILL would orphan).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(ROOT, 'api-server'),
    stdio: 'inherit',
    env: { ...process.env, PORT: String(backendPort), HOST: '127.0.0.1', PUBLIC_URL: publicUrl, TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1' },
  });
  const backend = { port: backendPort, child, ready: false, misses: 0, exited: new Promise((resolve) => child.on('exit', resolve)) };
  return backend;
});

// Readiness every second: a process gets requests once it answers ready (not while it migrates), and is left out
// after three probes in a row that are not answered ready (its database unreachable: 503; no answer in time), not
// the first: a process busy with a burst answers its probe late or finds its pool full, yet serves, and dropping it
// at once sent the whole burst to the other process, or answered it 503 (npm run bench:scale).
const MISSES_TO_DROP = 3;
const probe = setInterval(() => {
  for (const backend of backends) {
    const miss = () => {
      backend.misses += 1;
      if (backend.misses >= MISSES_TO_DROP) backend.ready = false;
    };
    // Longer than the process's own 2 s check of its database (src/platform/readiness.ts), which it answers after.
    const request = http.get({ host: '127.0.0.1', port: backend.port, path: '/health/ready', timeout: 3500 }, (response) => {
      if (response.statusCode === 200) {
        backend.ready = true;
        backend.misses = 0;
      } else miss();
      response.resume();
    });
    request.on('error', miss);
    request.on('timeout', () => request.destroy());
  }
}, 1000);

let next = 0;
const server = http.createServer((request, response) => {
  const ready = backends.filter((backend) => backend.ready);
  if (ready.length === 0) {
    response.writeHead(503, { 'Retry-After': '5', 'Content-Type': 'application/json' }).end('{"code":"SERVICE_UNAVAILABLE"}');
    return;
  }
  const backend = ready[next++ % ready.length];
  const headers = { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress ?? '' };
  if (!headers['x-request-id']) headers['x-request-id'] = randomUUID();
  const upstream = http.request({ host: '127.0.0.1', port: backend.port, method: request.method, path: request.url, headers }, (answer) => {
    response.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(response);
  });
  upstream.on('error', () => {
    if (!response.headersSent) response.writeHead(502, { 'Content-Type': 'application/json' });
    response.end('{"code":"BAD_GATEWAY"}');
  });
  request.pipe(upstream);
  // A client gone before the answer's end (a download cancelled): the process stops making it. Without this the
  // export went on reading its batches for a client that was no longer there (npm run bench:scale).
  response.on('close', () => {
    if (!response.writableFinished) upstream.destroy();
  });
});
// Longer than the clients' own keep-alive (undici: 4 s), so the balancer never closes a connection a client is
// about to reuse (the client then sees "other side closed" for a request that never arrived).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, process.env.HOST ?? '127.0.0.1', () => console.info(`Balancer on ${publicUrl}: ${count} API processes on ports ${backends.map((backend) => backend.port).join(', ')}`));

async function stop() {
  clearInterval(probe);
  server.close();
  for (const backend of backends) backend.child.kill('SIGTERM');
  const codes = await Promise.all(backends.map((backend) => backend.exited));
  process.exit(codes.every((code) => code === 0) ? 0 : 1);
}
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
