import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPgDb } from './db/pgDb';
import type { Db } from './db/Db';
import { freePort, TEST_JWT_SECRET } from '../testing/createTestApp';

/**
 * Two API processes on one PostgreSQL database, started together on an empty database as a deploy would
 * (issue 35, item 2). Only under `npm run test:postgres` (TEST_DATABASE_URL; jest.config.mjs leaves
 * *.postgres.test.ts out otherwise): it starts real processes and waits for two cron minutes.
 */
const SERVER_URL = process.env.TEST_DATABASE_URL ?? '';
const API_DIR = path.resolve(__dirname, '../..');

interface ApiProcess {
  child: ChildProcess;
  origin: string;
  lines: Array<Record<string, unknown>>;
  exited: Promise<number | null>;
}

function startApi(databaseUrl: string, port: number, dataDir: string): ApiProcess {
  const origin = `http://127.0.0.1:${port}`;
  // Node itself with tsx's loader, not tsx's CLI: a SIGKILL must reach the server, not orphan it.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { ...process.env, DATABASE_URL: databaseUrl, API_MODE: 'production', JWT_SECRET: TEST_JWT_SECRET, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: origin, DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: Array<Record<string, unknown>> = [];
  let rest = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const text = rest + chunk.toString('utf8');
    const parts = text.split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) if (part.trim()) lines.push(JSON.parse(part) as Record<string, unknown>);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, origin, lines, exited };
}

class ExitedError extends Error {}

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch((error: unknown) => {
      if (error instanceof ExitedError) throw error;
      return null;
    });
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function onServer(sql: string): Promise<void> {
  const admin = openPgDb(SERVER_URL, () => undefined);
  try {
    await admin.exec(sql);
  } finally {
    await admin.close();
  }
}

describe('two API processes on one PostgreSQL database', () => {
  const name = `cabinet_procs_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cabinet-procs-'));
  let db: Db;
  const apis: ApiProcess[] = [];

  beforeAll(async () => {
    await onServer(`create database ${name}`);
    const url = new URL(SERVER_URL);
    url.pathname = `/${name}`;
    db = openPgDb(url.toString(), () => undefined);
    // Started together on an empty database: both race to migrate.
    // freePort may give the same port twice when asked twice.
    const ports = [await freePort()];
    while (ports.length < 2) {
      const port = await freePort();
      if (!ports.includes(port)) ports.push(port);
    }
    for (const port of ports) apis.push(startApi(url.toString(), port, dataDir));
  });

  afterAll(async () => {
    for (const api of apis) if (api.child.exitCode === null) api.child.kill('SIGKILL');
    await Promise.all(apis.map((api) => api.exited));
    await db?.close();
    await onServer(`drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates once, both serve requests, each cron minute runs its job once, and SIGTERM answers the request in flight before exiting 0', async () => {
    for (const api of apis) {
      await until(`${api.origin} ready`, 180_000, async () => {
        // A process that exited will never be ready: say why at once.
        if (api.child.exitCode !== null) throw new ExitedError(`${api.origin} exited ${api.child.exitCode}: ${JSON.stringify(api.lines.slice(-3))}`);
        return (await fetch(`${api.origin}/health/ready`)).status === 200 ? true : null;
      });
    }

    // Each migration recorded once, though both processes started on an empty database.
    const [migrations] = await db.query<{ total: string; distinct: string }>(`select count(*) as total, count(distinct (domain, id)) as distinct from schema_migrations`);
    expect(Number(migrations?.total)).toBeGreaterThan(10);
    expect(migrations?.total).toBe(migrations?.distinct);

    // Both answer, each in its own process, the request's id in its lines.
    const pids = new Set<unknown>();
    for (const [index, api] of apis.entries()) {
      const id = `two-processes-${index}`;
      const response = await fetch(`${api.origin}/health/ready`, { headers: { 'X-Request-Id': id } });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-request-id')).toBe(id);
      const line = await until(`a log line of ${id}`, 10_000, async () => api.lines.find((candidate) => candidate.reqId === id) ?? null);
      pids.add(line.pid);
    }
    expect(pids.size).toBe(2);

    // The engine's minute (a scheduled queue): two cron minutes pass with both processes' schedulers running;
    // each minute's job is created once (a second process's copy would come seconds after the first), and
    // the queue is a singleton, so no two of its jobs are ever active together.
    const ticks = await until('two engine ticks', 200_000, async () => {
      const rows = await db.query<{ created_on: Date; state: string }>(`select created_on, state from pgboss.job where name = 'engine-tick' order by created_on`);
      return rows.length >= 2 && rows.every((row) => row.state === 'completed') ? rows : null;
    });
    for (let index = 1; index < ticks.length; index += 1) {
      const gap = (ticks[index]?.created_on.getTime() ?? 0) - (ticks[index - 1]?.created_on.getTime() ?? 0);
      expect(gap).toBeGreaterThan(20_000);
    }
    const [queue] = await db.query<{ policy: string }>(`select policy from pgboss.queue where name = 'engine-tick'`);
    expect(queue?.policy).toBe('singleton');

    // SIGTERM while a request is in flight (a reset link answers after a 250 ms floor, its query on the pool):
    // the request is answered, then the process closes its queue and pool and exits 0.
    const [first, second] = apis;
    if (!first || !second) throw new Error('two processes expected');
    const inFlight = fetch(`${first.origin}/api/v1/Account/ForgotPassword`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'in-flight-at-sigterm' },
      body: JSON.stringify({ email: 'nobody@example.com' }),
    });
    await until('the request to arrive', 10_000, async () => (first.lines.some((line) => line.reqId === 'in-flight-at-sigterm') ? true : null));
    first.child.kill('SIGTERM');
    const answered = await inFlight;
    // The request's own lines beside its status, so a failure says what the process logged.
    expect({ status: answered.status, lines: first.lines.filter((line) => line.reqId === 'in-flight-at-sigterm') }).toMatchObject({ status: 204 });
    // Its error lines beside its exit code, so a failure says why.
    const errorsOf = (api: ApiProcess) => api.lines.filter((line) => Number(line.level) >= 50);
    expect({ code: await first.exited, errors: errorsOf(first) }).toEqual({ code: 0, errors: [] });
    // The other process ends the same way.
    second.child.kill('SIGTERM');
    expect({ code: await second.exited, errors: errorsOf(second) }).toEqual({ code: 0, errors: [] });
  }, 480_000);
});
