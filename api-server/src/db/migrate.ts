import type { Db } from './Db';
import { MIGRATIONS, type Migration } from './migrations';

/** An arbitrary constant: the advisory lock that serialises migrations across processes sharing a database. */
const MIGRATION_LOCK_KEY = 7_310_001;

/** Applies the migrations not yet recorded, each in its own transaction; answers the names applied. */
export async function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): Promise<string[]> {
  await db.exec(`
    create table if not exists migrations (
      id integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )
  `);
  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const done = await tx.query<{ id: number }>('select id from migrations where id = $1', [migration.id]);
      if (done.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('insert into migrations (id, name) values ($1, $2)', [migration.id, migration.name]);
      return true;
    });
    if (ran) applied.push(`${migration.id}-${migration.name}`);
  }
  return applied;
}
