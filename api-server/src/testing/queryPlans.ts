import type { Db, Queryable } from '../platform/db/Db';

/**
 * EXPLAIN in tests, for the query shapes an index must serve at scale (docs/performance.md): run the real code
 * through `recording(db)` to get the statements it sent, then `indexesRead` each with sequential scans priced out,
 * so a shape the index cannot serve fails the test rather than a large account in production.
 */
export interface SentStatement {
  sql: string;
  params: readonly unknown[];
}

/** A Queryable over `db` that keeps every statement sent through it. */
export function recording(db: Db): { q: Queryable; sent: SentStatement[] } {
  const sent: SentStatement[] = [];
  return {
    sent,
    q: {
      query: (sql, params) => {
        sent.push({ sql, params: params ?? [] });
        return db.query(sql, params);
      },
      exec: (sql) => db.exec(sql),
    },
  };
}

/** The indexes a statement's plan reads, with sequential scans priced out. */
export async function indexesRead(db: Db, statement: SentStatement): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('set local enable_seqscan = off');
    const [row] = await tx.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${statement.sql}`, statement.params);
    return [...JSON.stringify(row?.['QUERY PLAN']).matchAll(/"Index Name":"([^"]+)"/g)].map((match) => match[1] ?? '');
  });
}
