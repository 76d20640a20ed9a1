/** A result row; each query names its own row type (snake_case columns, as PostgreSQL returns them). */
export type Row = Record<string, unknown>;

/**
 * What the routes need of a database. Both engines return the same JavaScript types for the SQL used
 * here (timestamptz as Date, numeric as string); bigint differs, so counts are cast to int in SQL.
 */
export interface Queryable {
  query<T extends Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /** Commits when fn resolves, rolls back when it throws. Use only `tx` inside: PGlite has one connection. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
