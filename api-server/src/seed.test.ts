import type { Db } from './platform/db/Db';
import { seedDemoData } from './seed';
import { openTestDb, silentLog } from './testing/createTestApp';

const counts = async (db: Db) => {
  const [row] = await db.query<{ users: number; payments: number; news: number }>(
    'select (select count(*)::int from users) as users, (select count(*)::int from payments) as payments, (select count(*)::int from news) as news',
  );
  return row;
};

describe('seedDemoData', () => {
  let db: Db;
  beforeEach(async () => {
    db = await openTestDb('migrated');
  });
  afterEach(async () => {
    await db.close();
  });

  it('refuses in production mode, says so, and writes nothing', async () => {
    const warn = jest.fn();
    const outcome = await seedDemoData(db, { mode: 'production' }, { info: jest.fn(), warn });
    expect(outcome).toBe('refused');
    expect(warn).toHaveBeenCalledWith('Seeding refused in production mode');
    expect(await counts(db)).toEqual({ users: 0, payments: 0, news: 0 });
  });

  // Three news items, each in the four languages.
  it('seeds an empty development database once', async () => {
    expect(await seedDemoData(db, { mode: 'development' }, silentLog)).toBe('seeded');
    // Users: the demo owner, the admins, and the staff login without access to insights. Payments: the
    // demo's two subscription months, its analytics and its feedback tariffs; the back office's nine customers (admin/seed.ts)
    // and their fifteen payments.
    expect(await counts(db)).toEqual({ users: 13, payments: 20, news: 12 });
    // The planner knows how big the seeded tables are before the engine's first sweep reads them.
    const [visits] = await db.query<{ estimated: number; counted: number }>(
      "select (select reltuples::int from pg_class where relname = 'visits') as estimated, (select count(*)::int from visits) as counted",
    );
    expect(visits?.counted).toBeGreaterThan(0);
    expect(visits?.estimated).toBe(visits?.counted);
    expect(await seedDemoData(db, { mode: 'development' }, silentLog)).toBe('skipped');
    expect(await counts(db)).toEqual({ users: 13, payments: 20, news: 12 });
  });
});
