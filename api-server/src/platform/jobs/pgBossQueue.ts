import PgBoss from 'pg-boss';
import type { Db } from '../db/Db';
import type { Logger } from '../log/logger';
import { runInRequestContext, withRequestId } from './jobContext';
import type { JobOptions, JobQueue } from './JobQueue';

/** An arbitrary constant: the advisory lock under which a process installs pg-boss's schema. */
const INSTALL_LOCK_KEY = 7_310_002;

/**
 * Two processes installing or creating queues at once on PostgreSQL: the loser's catalogue insert fails as a
 * duplicate, or the two creating queues' partitions deadlock (PostgreSQL rolls one back).
 */
function isStartRace(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = 'code' in error ? error.code : undefined;
  return code === '23505' || code === '42P07' || code === '42710' || code === '40P01' || error.message.includes('already exists');
}

/** A start step retried, in a fresh transaction, when it lost a race to another process starting beside it. */
async function retryingRace<T>(step: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      if (attempt >= 6 || !isStartRace(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.floor(Math.random() * 200)));
    }
  }
}

/**
 * pg-boss's schema, installed once however many processes start together on an empty database. pg-boss's own
 * install cannot be trusted with that: it takes its advisory lock inside one multi-statement query, whose
 * catalogue cache predates the wait, so the second process's `create schema if not exists` still inserts
 * and fails on pg_namespace's unique index, its start() throws and cannot be called again (the process then
 * never became ready: the two-process test's flakiness). Here the install runs in a transaction of ours under
 * our lock; a race lost all the same is retried in a fresh transaction, which sees the winner's schema.
 */
async function installSchema(db: Db): Promise<void> {
  const plans = PgBoss.getConstructionPlans('pgboss').replace(/^\s*(BEGIN|COMMIT);\s*$/gm, '');
  await retryingRace(() =>
    db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [INSTALL_LOCK_KEY]);
      const [row] = await tx.query<{ installed: boolean }>(`select to_regclass('pgboss.version') is not null as installed`);
      if (!row?.installed) await tx.exec(plans);
    }),
  );
}

/** Jobs a worker takes at once, run one after another. */
const BATCH_SIZE = 20;

/**
 * How long stop() waits for the job running now before pg-boss fails it (to be retried, by this process's
 * successor or another one): under an orchestrator's usual 30-second grace between SIGTERM and SIGKILL.
 */
const STOP_TIMEOUT_MS = 20_000;

interface Registered {
  run(data: unknown): Promise<void>;
  concurrency: number;
}

/**
 * The job queue on pg-boss, in the cabinet's own database (schema `pgboss`): PostgreSQL through the
 * pool, PGlite through its single connection. Never send a job from inside a transaction on PGlite: the
 * send waits for the connection the transaction holds. Send after commit; the engine's sweep finds any
 * row whose job was lost between the two.
 */
export function pgBossQueue(db: Db, log: Pick<Logger, 'error'>, options: { stopTimeoutMs?: number; expireSeconds?: number | null } = {}): JobQueue {
  const expireSeconds = options.expireSeconds ?? null;
  // An active job of a process killed (SIGKILL, a lost machine) stays active until it expires: its queue's
  // expiry when set (JOB_EXPIRE_SECONDS), found every half of it; pg-boss's 15 minutes and 2 otherwise.
  const boss = new PgBoss({
    db: db.jobsDriver(),
    schema: 'pgboss',
    supervise: true,
    schedule: true,
    ...(expireSeconds !== null ? { maintenanceIntervalSeconds: Math.max(1, Math.floor(expireSeconds / 2)) } : {}),
  });
  const queueOptions = expireSeconds !== null ? { expireInSeconds: expireSeconds } : {};
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const workers = new Map<string, Registered>();
  const schedules = new Map<string, string>();
  const repeats = new Map<string, number>();
  const timers: Array<ReturnType<typeof setInterval>> = [];
  let started = false;
  /** Set by stop(): a batch runs no further job, and hands the ones it has not begun back to the queue. */
  let stopping = false;

  /**
   * Jobs a worker fetched but has not begun, back to `created` as if never fetched (started_on cleared, so
   * the next fetch does not count a retry): another process, or this one's successor, runs them. Only while
   * still active and ours to give back; the batch's completion then leaves them alone (it completes active
   * jobs only).
   */
  async function giveBack(queue: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await db.query(`update pgboss.job set state = 'created', started_on = null where name = $1 and id = any($2::uuid[]) and state = 'active'`, [queue, ids]);
  }

  return {
    async start() {
      await installSchema(db);
      await boss.start();
      started = true;
      stopping = false;
      for (const queue of new Set([...workers.keys(), ...schedules.keys()])) {
        // Each step retried when it deadlocks with another process creating the same queues (two processes
        // started together on an empty database: the second found it had lost, exited 1, the test flaky).
        if (!schedules.has(queue)) {
          await retryingRace(() => boss.createQueue(queue, { name: queue, ...queueOptions }));
          if (expireSeconds !== null) await retryingRace(() => boss.updateQueue(queue, { name: queue, ...queueOptions }));
          continue;
        }
        // A scheduled queue is a singleton across processes: pg-boss's cron sends each minute's job once (one
        // process wins the minute), and the singleton policy lets one job of the queue be active at a time, so
        // a sweep or a feed pull that outlasts its minute is not run beside itself by another process.
        // updateQueue: a queue made before this release was standard.
        await retryingRace(() => boss.createQueue(queue, { name: queue, policy: 'singleton', ...queueOptions }));
        await retryingRace(() => boss.updateQueue(queue, { name: queue, policy: 'singleton', ...queueOptions }));
      }
      for (const [queue, { run, concurrency }] of workers) {
        // pg-boss runs one batch at a time per worker and waits out the polling interval between fetches:
        // batches are what let a busy queue (a reminder per booking, three reports per message) keep up.
        // Each job of a batch fails alone; the batch's completion leaves a failed job as it is.
        for (let worker = 0; worker < concurrency; worker += 1) {
          await boss.work<unknown>(queue, { batchSize: BATCH_SIZE, pollingIntervalSeconds: 1 }, async (jobs) => {
            for (const [index, job] of jobs.entries()) {
              // Shutting down: the job running now was finished; the rest go back untouched.
              if (stopping) {
                await giveBack(queue, jobs.slice(index).map((rest) => rest.id));
                return;
              }
              try {
                await runInRequestContext(queue, job.data, run);
              } catch (error) {
                // Not thrown on: pg-boss would fail the whole batch, without awaiting it (the database may be down).
                await boss.fail(queue, job.id, { message: error instanceof Error ? error.message : String(error) }).catch((failError: unknown) => log.error({ err: failError }, `job queue: failing a ${queue} job failed`));
              }
            }
          });
        }
      }
      for (const [queue, cron] of schedules) await retryingRace(() => boss.schedule(queue, cron, {}, { tz: 'UTC' }));
      for (const [queue, seconds] of repeats) {
        // One wake-up a period across processes (singletonSeconds), and no key: the singleton policy then keeps
        // it from running beside the minute's job.
        const wake = () => boss.send(queue, {}, { singletonSeconds: seconds, retryLimit: 0 }).catch((error: unknown) => log.error({ err: error }, `job queue: waking ${queue} failed`));
        const timer = setInterval(() => void wake(), seconds * 1000);
        timer.unref();
        timers.push(timer);
      }
    },
    async stop() {
      if (!started) return;
      started = false;
      stopping = true;
      for (const timer of timers.splice(0)) clearInterval(timer);
      // No new fetch, no new cron job; resolves once every batch has returned (each finishes the job it is
      // running and gives back the rest), or after the time-out, pg-boss then failing what is still active
      // so that it is retried rather than left active until it expires.
      await boss.stop({ graceful: true, wait: true, close: false, timeout: options.stopTimeoutMs ?? STOP_TIMEOUT_MS });
    },
    async send(queue, data, options: JobOptions = {}) {
      // The sending request's id goes along, so the job's log lines carry it (platform/log/logger.ts).
      await boss.send(queue, withRequestId(data), {
        startAfter: options.startAfter,
        singletonKey: options.singletonKey,
        retryLimit: options.retryLimit ?? 3,
        retryBackoff: true,
      });
    },
    work(queue, parse, handler, options = {}) {
      workers.set(queue, { run: (data) => handler(parse(data)), concurrency: options.concurrency ?? 1 });
    },
    schedule(queue, cron, options = {}) {
      schedules.set(queue, cron);
      if (options.everySeconds) repeats.set(queue, options.everySeconds);
    },
  };
}
