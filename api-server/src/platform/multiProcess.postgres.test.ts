import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from './db/Db';
import { freePorts, scratchDatabase, startApi, until, untilReady, type ApiProcess } from '../testing/apiProcesses';

/**
 * Two API processes on one PostgreSQL database, started together on an empty database as a deploy would
 * (issue 35, item 2). Only under `npm run test:postgres` (TEST_DATABASE_URL; jest.config.mjs leaves
 * *.postgres.test.ts out otherwise): it starts real processes and waits for two cron minutes.
 */
const SERVER_URL = process.env.TEST_DATABASE_URL ?? '';

describe('two API processes on one PostgreSQL database', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cabinet-procs-'));
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let db: Db;
  const apis: ApiProcess[] = [];

  beforeAll(async () => {
    database = await scratchDatabase(SERVER_URL, 'cabinet_procs');
    db = database.db;
    // Started together on an empty database: both race to migrate and to start the job queue.
    for (const port of await freePorts(2)) apis.push(startApi(database.url, port, dataDir));
  });

  afterAll(async () => {
    for (const api of apis) if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGKILL');
    await Promise.all(apis.map((api) => api.exited));
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates once, both serve requests, each cron minute runs its job once, and SIGTERM answers the request in flight before exiting 0', async () => {
    for (const api of apis) await untilReady(api);

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
