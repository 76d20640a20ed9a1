import { z } from 'zod';
import type { Db } from '../db/Db';
import { openTestDb } from '../../testing/createTestApp';
import type { JobQueue } from './JobQueue';
import { pgBossQueue } from './pgBossQueue';

/**
 * Graceful shutdown of the job queue (issue 35): stop() lets the job running now finish, hands the jobs its
 * worker fetched but has not begun back to the queue (not failed, not completed, no retry counted), and a
 * queue started after it (another process, or this one's successor) runs each of them once. On PGlite here,
 * on PostgreSQL under `npm run test:postgres`.
 */
const jobData = z.object({ n: z.number() });
const silent = { error: () => undefined };

async function until(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the job queue on SIGTERM', () => {
  let db: Db;
  const queues: JobQueue[] = [];

  beforeAll(async () => {
    db = await openTestDb('empty');
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await db.close();
  });

  it('finishes the job in flight, gives back the rest of its batch, and the next queue runs each of them once', async () => {
    const begun: number[] = [];
    const finished: number[] = [];
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const register = (queue: JobQueue) =>
      queue.work('shutdown-probe', (data) => jobData.parse(data), async ({ n }) => {
        begun.push(n);
        // The batch's first job (pg-boss gives a batch in no set order) is in flight when the signal comes:
        // it waits to be released.
        if (begun.length === 1) await released;
        finished.push(n);
      });

    const first = pgBossQueue(db, silent);
    queues.push(first);
    register(first);
    await first.start();
    // Due together a moment from now, so one fetch takes all five in one batch.
    const dueAt = new Date(Date.now() + 1500);
    for (let n = 0; n < 5; n += 1) await first.send('shutdown-probe', { n }, { startAfter: dueAt });
    await until('a job to begin', () => begun.length > 0);
    const fetched = await db.query<{ state: string }>(`select state from pgboss.job where name = 'shutdown-probe'`);
    expect(fetched.map((row) => row.state)).toEqual(['active', 'active', 'active', 'active', 'active']);

    let stopped = false;
    const stopping = first.stop().then(() => {
      stopped = true;
    });
    // stop() waits for the job in flight.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(stopped).toBe(false);
    release();
    await stopping;
    const [inFlight] = begun;
    expect(begun).toHaveLength(1);
    expect(finished).toEqual([inFlight]);
    const states = await db.query<{ n: number; state: string; started: boolean; retry_count: number }>(
      `select (data->>'n')::int as n, state, started_on is not null as started, retry_count from pgboss.job where name = 'shutdown-probe' order by 1`,
    );
    expect(states).toEqual([0, 1, 2, 3, 4].map((n) => (n === inFlight ? { n, state: 'completed', started: true, retry_count: 0 } : { n, state: 'created', started: false, retry_count: 0 })));

    // The next process runs the four given back, once each.
    const second = pgBossQueue(db, silent);
    queues.push(second);
    register(second);
    await second.start();
    await until('the jobs given back to run', () => finished.length === 5);
    expect([...finished].sort()).toEqual([0, 1, 2, 3, 4]);
    await until('them to complete', async () => {
      const rows = await db.query<{ state: string }>(`select state from pgboss.job where name = 'shutdown-probe'`);
      return rows.every((row) => row.state === 'completed');
    });
  }, 60_000);

  it('fails a job that outlasts the time-out, to be retried, rather than leave it active', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let begun = false;
    const queue = pgBossQueue(db, silent, { stopTimeoutMs: 1000 });
    queues.push(queue);
    queue.work('shutdown-stuck', (data) => jobData.parse(data), async () => {
      begun = true;
      await released;
    });
    await queue.start();
    await queue.send('shutdown-stuck', { n: 0 });
    await until('the job to begin', () => begun);
    const startedAt = Date.now();
    await queue.stop();
    expect(Date.now() - startedAt).toBeLessThan(10_000);
    const [row] = await db.query<{ state: string }>(`select state from pgboss.job where name = 'shutdown-stuck'`);
    expect(row?.state).toBe('retry');
    release();
  }, 60_000);
});
