import pg from 'pg';
import type { Db, Queryable, Row } from './Db';

/** How long the job queue's statements wait for a lost server to come back before they fail. */
const JOBS_RECONNECT_FOR_MS = 5 * 60_000;

/** The server is down, restarting, or not taking connections yet: worth trying again on a new connection. */
export function isConnectionLoss(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  // Node's socket errors; admin_shutdown, crash_shutdown, cannot_connect_now; class 08, connection exceptions.
  if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03'].includes(code) || code.startsWith('08')) return true;
  return /Connection terminated/i.test(error.message);
}

/**
 * Runs a statement of the job queue, trying it again (a second apart) while the server is unreachable. pg-boss
 * completes and fails a worker's batch without awaiting the promise (pg-boss 10.4, manager.js's work): rejected,
 * it would end the process with an unhandled rejection the moment PostgreSQL restarts. Waiting instead records
 * the outcome once the server is back. A statement repeated after a lost answer is harmless to the queue: a
 * completion or failure is conditional on the job's state, a job fetched twice expires and is retried, and the
 * sender's claim lets one send of a message through.
 */
async function reconnecting<T>(run: () => Promise<T>, giveUpAfterMs = JOBS_RECONNECT_FOR_MS): Promise<T> {
  const deadline = Date.now() + giveUpAfterMs;
  for (;;) {
    try {
      return await run();
    } catch (error) {
      if (!isConnectionLoss(error) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

/** A real PostgreSQL through a `pg` connection pool. */
export function openPgDb(connectionString: string, onIdleError: (error: Error) => void): Db {
  // JIT off for this pool: PostgreSQL compiles a query it prices high (an aggregate over a large account's
  // messages) for 0.2 to 0.6 s before running it, longer than most of those queries run (npm run bench:scale).
  // UTC whatever the server's default: a day added to a timestamp (the insights' windows, kept per day by
  // insight_refresh) is then 24 hours on every connection, as on PGlite.
  const pool = new pg.Pool({ connectionString, options: '-c jit=off -c timezone=UTC' });
  // An idle client losing its connection emits 'error'; unhandled, it would crash the process.
  pool.on('error', onIdleError);
  let answeredAt = 0;
  const answered = () => {
    answeredAt = Date.now();
  };
  return {
    ...queryable(pool, answered),
    answeredWithin: (ms) => Date.now() - answeredAt <= ms,
    jobsDriver: () => ({
      async executeSql(text, values) {
        // Several statements without parameters answer an array of results, one per statement.
        const result: pg.QueryResult<Row> | pg.QueryResult<Row>[] = await reconnecting(() => pool.query<Row>(text, values));
        const results = Array.isArray(result) ? result : [result];
        return { rows: results.flatMap((one) => one.rows) };
      },
    }),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(queryable(client, answered));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

function queryable(target: pg.Pool | pg.PoolClient, answered: () => void): Queryable {
  return {
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      answered();
      return result.rows;
    },
    async exec(sql: string) {
      await target.query(sql);
      answered();
    },
  };
}
