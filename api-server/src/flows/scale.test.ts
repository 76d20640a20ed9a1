import type { Db } from '../platform/db/Db';
import { DEMO_EMAIL } from '../seed';
import { seedScale } from './scale';
import { openTestDb } from '../testing/createTestApp';

describe('seedScale', () => {
  let db: Db;
  beforeEach(async () => {
    // The demo account with its flows and blacklist (seedScale copies them), as the tests' template has it.
    db = await openTestDb('seeded');
  });
  afterEach(async () => {
    await db.close();
  });

  it('grows the account to the asked counts, with distinct titles and phones', async () => {
    expect(await seedScale(db, DEMO_EMAIL, { flows: 120, blacklist: 300 })).toEqual({ flows: 120, blacklist: 300 });
    const [distinct] = await db.query<{ titles: number; phones: number }>(
      'select (select count(distinct title)::int from flows) as titles, (select count(distinct phone)::int from blacklist) as phones',
    );
    expect(distinct).toEqual({ titles: 120, phones: 300 });
  });

  it('refuses an unknown account', async () => {
    await expect(seedScale(db, 'nobody@example.com', { flows: 10, blacklist: 10 })).rejects.toThrow('No user nobody@example.com');
  });
});
