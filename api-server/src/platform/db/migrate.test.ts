import { openTestDb } from '../../testing/createTestApp';
import type { Db } from './Db';
import { migrate, type MigrationSource } from './migrate';

const tables = async (db: Db) =>
  (await db.query<{ name: string }>("select table_name as name from information_schema.tables where table_schema = 'public' order by table_name")).map((row) => row.name);

describe('migrate', () => {
  let db: Db;
  // One database, emptied after each test: a new PGlite per test costs seconds.
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterEach(async () => {
    await db.exec('drop schema public cascade; create schema public');
  });
  afterAll(async () => {
    await db.close();
  });

  it('runs each domain in the order given, each domain in its own order, once', async () => {
    const sources: MigrationSource[] = [
      { name: 'owners', migrations: [{ id: '0001-owners', sql: 'create table owners (id int primary key)' }, { id: '0002-name', sql: 'alter table owners add column name text' }] },
      { name: 'pets', migrations: [{ id: '0001-pets', sql: 'create table pets (id int primary key, owner_id int references owners (id))' }] },
    ];
    expect(await migrate(db, sources)).toEqual({ applied: ['owners/0001-owners', 'owners/0002-name', 'pets/0001-pets'], adopted: [] });
    expect(await migrate(db, sources)).toEqual({ applied: [], adopted: [] });
    const recorded = await db.query<{ domain: string; id: string }>('select domain, id from schema_migrations order by applied_at, domain, id');
    expect(recorded).toEqual([
      { domain: 'owners', id: '0001-owners' },
      { domain: 'owners', id: '0002-name' },
      { domain: 'pets', id: '0001-pets' },
    ]);
  });

  it('runs a migration appended later, and only that one', async () => {
    const first: MigrationSource = { name: 'owners', migrations: [{ id: '0001-owners', sql: 'create table owners (id int primary key)' }] };
    await migrate(db, [first]);
    const grown: MigrationSource = { ...first, migrations: [...first.migrations, { id: '0002-pets', sql: 'create table pets (id int primary key)' }] };
    expect(await migrate(db, [grown])).toEqual({ applied: ['owners/0002-pets'], adopted: [] });
    expect(await tables(db)).toEqual(['owners', 'pets', 'schema_migrations']);
  });

  it('leaves nothing of a migration that fails, and records it not', async () => {
    const broken: MigrationSource = { name: 'owners', migrations: [{ id: '0001-broken', sql: 'create table owners (id int primary key); select no_such_function()' }] };
    await expect(migrate(db, [broken])).rejects.toThrow();
    expect(await tables(db)).toEqual(['schema_migrations']);
    expect(await db.query('select * from schema_migrations')).toEqual([]);
  });

  it('adopts what the single list before domains applied, without running it again', async () => {
    await db.exec("create table migrations (id integer primary key, name text not null); insert into migrations values (1, 'initial')");
    await db.exec('create table owners (id int primary key)');
    const sources: MigrationSource[] = [
      { name: 'owners', migrations: [{ id: '0001-owners', legacyId: 1, sql: 'create table owners (id int primary key)' }] },
      { name: 'pets', migrations: [{ id: '0001-pets', legacyId: 2, sql: 'create table pets (id int primary key)' }] },
    ];
    expect(await migrate(db, sources)).toEqual({ applied: ['pets/0001-pets'], adopted: ['owners/0001-owners'] });
    expect(await db.query('select domain, id, adopted_from from schema_migrations order by domain')).toEqual([
      { domain: 'owners', id: '0001-owners', adopted_from: 1 },
      { domain: 'pets', id: '0001-pets', adopted_from: null },
    ]);
  });

  it('refuses two migrations of one id in a domain, or two domains of one name, before touching the database', async () => {
    const twice = { id: '0001-a', sql: 'create table a (id int)' };
    await expect(migrate(db, [{ name: 'a', migrations: [twice, twice] }])).rejects.toThrow('Domain a lists migration 0001-a twice');
    await expect(migrate(db, [{ name: 'a', migrations: [] }, { name: 'a', migrations: [] }])).rejects.toThrow('Two migration sources are named a');
    expect(await tables(db)).toEqual([]);
  });
});
