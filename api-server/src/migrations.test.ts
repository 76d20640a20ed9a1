import { DOMAINS } from './domains';
import type { Db } from './platform/db/Db';
import { migrate } from './platform/db/migrate';
import { seedDemoData } from './seed';
import { openTestDb, silentLog } from './testing/createTestApp';
import { legacyMigrate } from './testing/legacyMigrations';

/** The schema as the catalog describes it: columns, constraints and indexes of every table but the migration records. */
async function schemaOf(db: Db) {
  const records = "('migrations', 'schema_migrations')";
  const columns = await db.query(
    `select table_name, column_name, data_type, udt_name, is_nullable, column_default from information_schema.columns
     where table_schema = 'public' and table_name not in ${records} order by table_name, column_name`,
  );
  const constraints = await db.query(
    `select conrelid::regclass::text as table_name, conname, pg_get_constraintdef(oid) as definition from pg_constraint
     where connamespace = 'public'::regnamespace and conrelid::regclass::text not in ${records} order by 1, 2`,
  );
  const indexes = await db.query(`select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename not in ${records} order by indexname`);
  return { columns, constraints, indexes };
}

/** What the previous release's data amounts to, row by row where it matters. */
async function contentOf(db: Db) {
  return db.query(
    `select (select count(*)::int from users) as users, (select count(*)::int from payments) as payments,
       (select string_agg(id::text || title || content, ',' order by id) from flows) as flow_rows`,
  );
}

/** The domains as the single list before them built the schema: only the migrations it had. */
const LEGACY_DOMAINS = DOMAINS.map((domain) => ({ ...domain, migrations: domain.migrations.filter((migration) => migration.legacyId !== undefined) }));
const keysOf = (domains: typeof DOMAINS) => domains.flatMap((domain) => domain.migrations.map((migration) => `${domain.name}/${migration.id}`));
const LEGACY_KEYS = keysOf(LEGACY_DOMAINS);
const LATER_KEYS = keysOf(DOMAINS).filter((key) => !LEGACY_KEYS.includes(key));

describe("the domains' migrations", () => {
  it('apply once each on a new database and record it', async () => {
    const db = await openTestDb();
    try {
      const everyMigration = DOMAINS.flatMap((domain) => domain.migrations.map((migration) => `${domain.name}/${migration.id}`));
      expect(await migrate(db, DOMAINS)).toEqual({ applied: everyMigration, adopted: [] });
      expect(await migrate(db, DOMAINS)).toEqual({ applied: [], adopted: [] });
      const rows = await db.query<{ key: string }>("select domain || '/' || id as key from schema_migrations order by key");
      expect(rows.map((row) => row.key)).toEqual([...everyMigration].sort());
      // The schema enforces lower-case e-mails, whatever a caller forgets.
      await expect(db.query("insert into users (email, password_hash) values ('Upper@Example.com', 'x')")).rejects.toThrow();
    } finally {
      await db.close();
    }
  });

  it('build the very schema the single list before them built', async () => {
    const [fresh, legacy] = await Promise.all([openTestDb(), openTestDb()]);
    try {
      await migrate(fresh, LEGACY_DOMAINS);
      await legacyMigrate(legacy);
      expect(await schemaOf(fresh)).toEqual(await schemaOf(legacy));
    } finally {
      await Promise.all([fresh.close(), legacy.close()]);
    }
  });

  it('upgrade a database of the previous release: nothing re-runs, no row is lost, later migrations still run', async () => {
    const db = await openTestDb();
    try {
      await legacyMigrate(db);
      // The demo accounts, and a flow as the previous release wrote it (today's seeds write today's columns).
      await seedDemoData(db, { mode: 'development' }, silentLog, []);
      await db.exec(`insert into flows (user_id, title, content, type) select id, 'Reminder', 'See you {recordDate}', 'visitReminder' from users`);
      const before = await contentOf(db);

      const report = await migrate(db, DOMAINS);
      expect(report.adopted).toEqual(LEGACY_KEYS);
      expect(report.applied).toEqual(LATER_KEYS);
      expect(await contentOf(db)).toEqual(before);
      // The previous release's records stay, so it could still start on this database.
      expect(await db.query('select id, name from migrations order by id')).toEqual([
        { id: 1, name: 'initial' },
        { id: 2, name: 'flows-domain' },
      ]);
      expect(await migrate(db, DOMAINS)).toEqual({ applied: [], adopted: [] });

      const [flows, ...rest] = DOMAINS.filter((domain) => domain.name === 'flows');
      if (!flows || rest.length > 0) throw new Error('One flows domain expected');
      const next = { ...flows, migrations: [...flows.migrations, { id: '9999-test-column', sql: 'alter table flows add column upgrade_test text' }] };
      expect(await migrate(db, DOMAINS.map((domain) => (domain === flows ? next : domain)))).toEqual({ applied: ['flows/9999-test-column'], adopted: [] });
      expect(await contentOf(db)).toEqual(before);
    } finally {
      await db.close();
    }
  });
});
