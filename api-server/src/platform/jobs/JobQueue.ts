/**
 * Durable background work. The database tables stay the truth (a message row knows whether it was
 * sent); a job is the wake-up that makes a worker look at them at the right time, survives a restart
 * and is retried when its handler throws. A handler must therefore be idempotent: the same job run
 * twice changes nothing the second time.
 */
export interface JobOptions {
  /** Not before this time (a reminder's due time, a sending window's opening). */
  startAfter?: Date;
  /** At most one waiting job with this key per queue: a second send with it is dropped. */
  singletonKey?: string;
  /** Attempts after the first when the handler throws; with exponential backoff. Default 3. */
  retryLimit?: number;
}

export type JobHandler<Data> = (data: Data) => Promise<void>;

export interface JobQueue {
  /** Creates the queues and starts the workers and schedules; jobs sent before are kept. */
  start(): Promise<void>;
  /**
   * Stops taking jobs (a SIGTERM): each worker finishes the job it is running, and the jobs it fetched but
   * has not begun go back to the queue for another process; resolves when no handler runs any more.
   */
  stop(): Promise<void>;
  send<Data extends object>(queue: string, data: Data, options?: JobOptions): Promise<void>;
  /**
   * Registers the handler of a queue; call before start. `parse` checks the job's data (it comes back
   * from the database: a zod schema's parse, throwing on anything else).
   */
  work<Data extends object>(queue: string, parse: (data: unknown) => Data, handler: JobHandler<Data>, options?: { concurrency?: number }): void;
  /**
   * Runs a queue on a cron schedule (UTC, minute resolution); call before start. `everySeconds` also
   * wakes it that often (a test platform's fast tick: the e2e journeys watch a mailing send without
   * waiting for the minute); one such wake-up a period. Across processes on one database a scheduled
   * queue runs once: one job a minute, and never two of its jobs at the same time.
   */
  schedule(queue: string, cron: string, options?: { everySeconds?: number | null }): void;
}
