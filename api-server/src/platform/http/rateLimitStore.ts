import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Queryable } from '../db/Db';

/**
 * @fastify/rate-limit's store on the API's own database (table `rate_limit_counts`, account migration
 * 0004-rate-limits): the counts survive a restart and are shared by every API process on that database, so
 * the limits hold behind a balancer without another service. One row per key and window; the database's clock
 * (`clock_timestamp()`) decides windows, so processes on machines whose clocks differ still agree.
 *
 * Keys are stored as SHA-256 digests: the table holds no e-mail address or client address. Expired rows are
 * deleted at most once a minute by whichever process counts next.
 */
type Result = { current: number; ttl: number };

const CLEANUP_EVERY_MS = 60_000;

const digest = (key: string) => createHash('sha256').update(key).digest('base64url');

export function databaseRateLimitStore(db: Queryable, onError: (error: unknown) => void): FastifyRateLimitStoreCtor {
  let lastCleanup = 0;

  function cleanup() {
    if (Date.now() - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = Date.now();
    db.query('delete from rate_limit_counts where expires_at < clock_timestamp()').catch(onError);
  }

  const failed = (callback: (error: Error | null) => void) => (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)));

  // The plugin constructs its store itself (`new Store(options)`); this one needs nothing from the options.
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: Result) => void, timeWindow: number): void {
      db.query<Result>(
        `insert into rate_limit_counts as r (key, count, expires_at)
           values ($1, 1, clock_timestamp() + $2 * interval '1 millisecond')
         on conflict (key) do update set
           count = case when r.expires_at <= clock_timestamp() then 1 else r.count + 1 end,
           expires_at = case when r.expires_at <= clock_timestamp() then clock_timestamp() + $2 * interval '1 millisecond' else r.expires_at end
         returning r.count as current, greatest(0, ceil(extract(epoch from (r.expires_at - clock_timestamp())) * 1000))::int as ttl`,
        [digest(key), timeWindow],
      ).then(([row]) => {
        callback(null, row ?? { current: 1, ttl: timeWindow });
        cleanup();
      }, failed(callback));
    }

    /** The count without counting (the plugin's `increment: false`). */
    read(key: string, callback: (error: Error | null, result?: Result) => void): void {
      db.query<Result>(
        `select count as current, greatest(0, ceil(extract(epoch from (expires_at - clock_timestamp())) * 1000))::int as ttl
           from rate_limit_counts where key = $1 and expires_at > clock_timestamp()`,
        [digest(key)],
      ).then(([row]) => callback(null, row ?? { current: 0, ttl: 0 }), failed(callback));
    }

    // Every limit shares the one table: keys carry the limit's name.
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
