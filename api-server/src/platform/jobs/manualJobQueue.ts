import type { Clock } from '../clock';
import { currentRequestId } from '../log/logger';
import { inRequestContext } from './jobContext';
import type { JobOptions, JobQueue } from './JobQueue';

interface PendingJob {
  queue: string;
  data: object;
  startAfter: Date | null;
  singletonKey: string | null;
  /** The request that sent it: its handler's log lines carry the id, as under pg-boss. */
  requestId: string | null;
}

export interface ManualJobQueue extends JobQueue {
  /** Jobs sent and not yet run, in the order sent. */
  pending(): readonly PendingJob[];
  /**
   * Runs every job due at the clock's time, and the jobs those send that are due too, until none is
   * left (or `limit` runs, against a loop). Scheduled queues do not fire by themselves: run them with `fire`.
   */
  drain(limit?: number): Promise<number>;
  /** Runs a queue's handler once now, as its cron schedule would. */
  fire(queue: string): Promise<void>;
}

/**
 * The job queue the tests drive: nothing runs until the test says so, at the time of its clock. It has
 * the same contract as pg-boss (delayed start, singleton keys, handlers parsing their data), so the
 * engine's code runs unchanged; restarts and durability are tested against pg-boss itself.
 */
export function manualJobQueue(clock: Clock): ManualJobQueue {
  const handlers = new Map<string, (data: unknown) => Promise<void>>();
  const schedules = new Set<string>();
  let queue: PendingJob[] = [];

  const isDue = (job: PendingJob) => job.startAfter === null || job.startAfter.getTime() <= clock.now().getTime();

  return {
    async start() {},
    async stop() {},
    async send(name, data, options: JobOptions = {}) {
      const key = options.singletonKey ?? null;
      if (key !== null && queue.some((job) => job.queue === name && job.singletonKey === key)) return;
      queue.push({ queue: name, data: structuredClone(data), requestId: currentRequestId() ?? null, startAfter: options.startAfter ?? null, singletonKey: key });
    },
    work(name, parse, handler) {
      handlers.set(name, (data) => handler(parse(data)));
    },
    schedule(name) {
      schedules.add(name);
    },
    pending: () => queue,
    async drain(limit = 10_000) {
      let runs = 0;
      for (;;) {
        const next = queue.find(isDue);
        if (!next) return runs;
        if (runs >= limit) throw new Error(`manualJobQueue: more than ${limit} jobs; a job keeps sending itself`);
        queue = queue.filter((job) => job !== next);
        const handler = handlers.get(next.queue);
        if (!handler) throw new Error(`manualJobQueue: no worker for queue ${next.queue}`);
        await inRequestContext(next.queue, next.requestId, () => handler(next.data));
        runs += 1;
      }
    },
    async fire(name) {
      if (!schedules.has(name)) throw new Error(`manualJobQueue: ${name} is not scheduled`);
      const handler = handlers.get(name);
      if (!handler) throw new Error(`manualJobQueue: no worker for queue ${name}`);
      await handler({});
    },
  };
}
