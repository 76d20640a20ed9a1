import pg from 'pg';
import type { Db, Queryable, Row } from './Db';

/** A real PostgreSQL through a `pg` connection pool. */
export function openPgDb(connectionString: string, onIdleError: (error: Error) => void): Db {
  const pool = new pg.Pool({ connectionString });
  // An idle client losing its connection emits 'error'; unhandled, it would crash the process.
  pool.on('error', onIdleError);
  return {
    ...queryable(pool),
    jobsDriver: () => ({
      async executeSql(text, values) {
        // Several statements without parameters answer an array of results, one per statement.
        const result: pg.QueryResult<Row> | pg.QueryResult<Row>[] = await pool.query<Row>(text, values);
        const results = Array.isArray(result) ? result : [result];
        return { rows: results.flatMap((one) => one.rows) };
      },
    }),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(queryable(client));
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

function queryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  };
}
