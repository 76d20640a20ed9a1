import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable, Row } from './Db';

/** PostgreSQL in WebAssembly: `memory://` or a directory holding the database files. */
export async function openPgliteDb(dataDir: string): Promise<Db> {
  return pgliteDb(await PGlite.create(dataDir));
}

export function pgliteDb(pglite: PGlite): Db {
  return {
    ...queryable(pglite),
    jobsDriver: () => ({
      async executeSql(text, values) {
        if (values && values.length > 0) return { rows: (await pglite.query<Row>(text, values)).rows };
        // pg-boss sends its schema and locked blocks as several statements without parameters: only exec runs those.
        const results = await pglite.exec(text);
        return { rows: results.flatMap((result) => result.rows) };
      },
    }),
    transaction: (fn) => pglite.transaction((tx) => fn(queryable(tx))),
    close: () => pglite.close(),
  };
}

function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}
