import PgBoss from 'pg-boss';
import type { Db } from '../db/Db';
import type { Logger } from '../log/logger';
import { runInRequestContext, withRequestId } from './jobContext';
import type { JobOptions, JobQueue } from './JobQueue';

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
export function pgBossQueue(db: Db, log: Pick<Logger, 'error'>, options: { stopTimeoutMs?: number } = {}): JobQueue {
  const boss = new PgBoss({ db: db.jobsDriver(), schema: 'pgboss', supervise: true, schedule: true });
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
      await boss.start();
      started = true;
      stopping = false;
      for (const queue of new Set([...workers.keys(), ...schedules.keys()])) {
        if (!schedules.has(queue)) {
          await boss.createQueue(queue);
          continue;
        }
        // A scheduled queue is a singleton across processes: pg-boss's cron sends each minute's job once (one
        // process wins the minute), and the singleton policy lets one job of the queue be active at a time, so
        // a sweep or a feed pull that outlasts its minute is not run beside itself by another process.
        // updateQueue: a queue made before this release was standard.
        await boss.createQueue(queue, { name: queue, policy: 'singleton' });
        await boss.updateQueue(queue, { name: queue, policy: 'singleton' });
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
                await boss.fail(queue, job.id, { message: error instanceof Error ? error.message : String(error) });
              }
            }
          });
        }
      }
      for (const [queue, cron] of schedules) await boss.schedule(queue, cron, {}, { tz: 'UTC' });
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
