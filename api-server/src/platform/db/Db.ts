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

/** What pg-boss needs of a database (its `db` option): any SQL, several statements when it has no parameters. */
export interface JobsDriver {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
}

export interface Db extends Queryable {
  /** The job queue's way in: on the same pool (PostgreSQL) or the same single connection (PGlite). */
  jobsDriver(): JobsDriver;
  /** Commits when fn resolves, rolls back when it throws. Use only `tx` inside: PGlite has one connection. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Whether one of this process's queries was answered within the last `ms` (PostgreSQL's pool): a pool busy
   * with a burst keeps a probe waiting for a connection, yet its database answers.
   */
  answeredWithin?(ms: number): boolean;
}
