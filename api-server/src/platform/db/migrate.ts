import type { Db, Queryable } from './Db';

/** One schema change of one domain. */
export interface Migration {
  /** Stable forever: recorded with its domain's name in schema_migrations. Ordered within the domain as listed. */
  id: string;
  sql: string;
  /**
   * The number this change had in the single list that came before domain modules (1 'initial', 2
   * 'flows-domain'). A database whose `migrations` table records that number has it already.
   */
  legacyId?: number;
}

/** A domain's ordered migrations. */
export interface MigrationSource {
  name: string;
  migrations: readonly Migration[];
}

export interface MigrationReport {
  /** `domain/id` of each migration run now. */
  applied: string[];
  /** `domain/id` of each migration found already applied by the single list before domains, recorded without running. */
  adopted: string[];
}

/** An arbitrary constant: the advisory lock that serialises migrations across processes sharing a database. */
const MIGRATION_LOCK_KEY = 7_310_001;

/**
 * Applies the domains' migrations not yet recorded, each in its own transaction, in a deterministic
 * order: the sources in the order given (a domain may reference only domains listed before it), and
 * each domain's migrations as it lists them.
 *
 * A database migrated by the previous release has a `migrations` table of numbered entries: a migration
 * whose `legacyId` is recorded there is adopted (recorded, not run), so nothing runs twice and no data is
 * touched. That table is left as it was, so the previous release still starts on the same database.
 */
export async function migrate(db: Db, sources: readonly MigrationSource[]): Promise<MigrationReport> {
  checkSources(sources);
  // Under the lock too: two processes creating the table at once on an empty PostgreSQL database collide in
  // its catalogue ("create table if not exists" is not safe against a concurrent create), and one would exit.
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`
      create table if not exists schema_migrations (
        domain text not null,
        id text not null,
        adopted_from integer,
        applied_at timestamptz not null default now(),
        primary key (domain, id)
      )
    `);
  });
  const report: MigrationReport = { applied: [], adopted: [] };
  for (const source of sources) {
    for (const migration of source.migrations) {
      const outcome = await db.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
        const done = await tx.query('select 1 from schema_migrations where domain = $1 and id = $2', [source.name, migration.id]);
        if (done.length > 0) return 'done';
        if (migration.legacyId !== undefined && (await legacyApplied(tx, migration.legacyId))) {
          await tx.query('insert into schema_migrations (domain, id, adopted_from) values ($1, $2, $3)', [source.name, migration.id, migration.legacyId]);
          return 'adopted';
        }
        await tx.exec(migration.sql);
        await tx.query('insert into schema_migrations (domain, id) values ($1, $2)', [source.name, migration.id]);
        return 'applied';
      });
      if (outcome !== 'done') report[outcome].push(`${source.name}/${migration.id}`);
    }
  }
  return report;
}

async function legacyApplied(tx: Queryable, legacyId: number): Promise<boolean> {
  const [table] = await tx.query<{ present: boolean }>("select to_regclass('migrations') is not null as present");
  if (!table?.present) return false;
  const rows = await tx.query('select 1 from migrations where id = $1', [legacyId]);
  return rows.length > 0;
}

/** Two domains of one name, or two migrations of one id in a domain, would record as one: refused at start. */
function checkSources(sources: readonly MigrationSource[]): void {
  const names = new Set<string>();
  for (const source of sources) {
    if (names.has(source.name)) throw new Error(`Two migration sources are named ${source.name}`);
    names.add(source.name);
    const ids = new Set<string>();
    for (const migration of source.migrations) {
      if (ids.has(migration.id)) throw new Error(`Domain ${source.name} lists migration ${migration.id} twice`);
      ids.add(migration.id);
    }
  }
}
