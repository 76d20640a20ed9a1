import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable, Row } from './Db';

/** PostgreSQL in WebAssembly: `memory://` or a directory holding the database files. */
export async function openPgliteDb(dataDir: string): Promise<Db> {
  return pgliteDb(await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS }));
}

/**
 * The extensions every PGlite is opened with (the app, the tests' templates and copies): the migrations create
 * them (admin's trigram indexes of the users search need pg_trgm), and a database that has one cannot open without it.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** How often PGlite's statistics are refreshed: it has no autovacuum to keep the planner's row counts true. */
const ANALYZE_EVERY_MS = 10 * 60_000;

export function pgliteDb(pglite: PGlite): Db {
  const analyze = setInterval(() => void pglite.exec('analyze').catch(() => undefined), ANALYZE_EVERY_MS);
  analyze.unref();
  return {
    ...queryable(pglite),
    jobsDriver: () => ({
      async executeSql(text, values) {
        // pg-boss sends its schema and locked blocks as several statements without parameters: only exec runs those.
        const rows = values && values.length > 0 ? (await pglite.query<Row>(text, values)).rows : (await pglite.exec(text)).flatMap((result) => result.rows);
        await letIoIn();
        return { rows };
      },
    }),
    transaction: (fn) => pglite.transaction((tx) => fn(queryable(tx))),
    close: () => {
      clearInterval(analyze);
      return pglite.close();
    },
  };
}

/**
 * PGlite runs each statement synchronously on this thread, and its promise resolves in the microtask queue:
 * a job awaiting query after query (the engine's first sweep over the demo's two years) would never let the
 * event loop read a socket, and every request would wait tens of seconds. After each statement the caller
 * continues only once pending I/O has had its turn.
 */
const letIoIn = () => new Promise<void>((resolve) => setImmediate(resolve));

function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      await letIoIn();
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
      await letIoIn();
    },
  };
}
