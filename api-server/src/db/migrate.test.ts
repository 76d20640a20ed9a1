import { openTestDb } from '../testing/createTestApp';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';

it('applies each migration once and records it', async () => {
  const db = await openTestDb();
  try {
    expect(await migrate(db)).toEqual(MIGRATIONS.map((migration) => `${migration.id}-${migration.name}`));
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ id: number }>('select id from migrations order by id');
    expect(rows.map((row) => row.id)).toEqual(MIGRATIONS.map((migration) => migration.id));
    // The schema enforces lower-case e-mails, whatever a caller forgets.
    await expect(db.query("insert into users (email, password_hash) values ('Upper@Example.com', 'x')")).rejects.toThrow();
  } finally {
    await db.close();
  }
});
