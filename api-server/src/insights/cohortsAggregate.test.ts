import { COHORT_MONTHS } from '@cabinet/api/insights';
import type { Db } from '../platform/db/Db';
import { openTestDb } from '../testing/createTestApp';
import { insertClient, insertVisit } from '../messaging/testing';
import { buildCohorts } from './cohorts';
import { cohorts } from './deep';
import { referenceCohorts } from './reference';

/*
 * The cohort table reads per-month aggregates kept from the visits (migration 0005, cohortsMigration.ts) where it
 * read every visit of the account; the query it replaced is kept in reference.ts. On the seeded demo, at several
 * "now"s (visits still ahead of one are behind the next), and after visits arrive, move, are canceled, missed,
 * given to another client or deleted, and a client is deleted, both give the same table.
 */

const monthsFrom = (now: Date, back: number, day = 10, hour = 12) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, day, hour));

async function expectSameTable(db: Db, userId: string, nows: readonly Date[]) {
  for (const now of nows) {
    const lastMonth = monthsFrom(now, 0, 1, 0).toISOString().slice(0, 10);
    for (const months of COHORT_MONTHS) {
      const reference = buildCohorts(await referenceCohorts(db, userId, months, now), lastMonth);
      expect({ now, months, table: (await cohorts(db, userId, months, now)).cohorts }).toEqual({ now, months, table: reference });
    }
  }
}

let db: Db;
beforeAll(async () => {
  db = await openTestDb('seeded');
});
afterAll(async () => {
  await db.close();
});

describe('the cohorts from per-month aggregates', () => {
  it('answer what the query over every visit did, as visits arrive, change and go', async () => {
    const [demo] = await db.query<{ user_id: string; company_id: string; visits: number }>(
      `select v.user_id, min(v.company_id::text) as company_id, count(*)::int as visits from visits v where v.client_id is not null
       group by v.user_id order by count(*) desc limit 1`,
    );
    if (!demo) throw new Error('The demo has no visits');
    expect(demo.visits).toBeGreaterThan(100);
    const userId = demo.user_id;
    const company = demo.company_id;
    const now = new Date();
    // Mid-month at midday: a visit later today is still ahead of "now", one earlier today behind it.
    const nows = [now, monthsFrom(now, 0, 15, 12), monthsFrom(now, 3, 20, 9), monthsFrom(now, -2, 5, 18)];
    await expectSameTable(db, userId, nows);
    const thisMonth = monthsFrom(now, 0, 1, 0).toISOString().slice(0, 10);
    const newThisMonth = async () => (await cohorts(db, userId, 12, now)).cohorts.find((row) => row.month === thisMonth)?.clients ?? 0;
    const before = await newThisMonth();

    // A new client: first this month before now, once more this month ahead of it and next month.
    const fresh = await insertClient(db, userId, company);
    await insertVisit(db, userId, company, { clientId: fresh, startsAt: new Date(now.getTime() - 3_600_000), status: 'arrived' });
    await insertVisit(db, userId, company, { clientId: fresh, startsAt: new Date(now.getTime() + 3_600_000), status: 'waiting' });
    await insertVisit(db, userId, company, { clientId: fresh, startsAt: monthsFrom(now, -1), status: 'waiting' });
    // A client who only ever missed a visit, and one who only canceled.
    await insertVisit(db, userId, company, { clientId: await insertClient(db, userId, company), startsAt: monthsFrom(now, 1), status: 'notCome' });
    await insertVisit(db, userId, company, { clientId: await insertClient(db, userId, company), startsAt: monthsFrom(now, 1), status: 'arrived', canceledAt: now });
    // An existing client's earlier visit: their cohort moves to that month.
    const [regular] = await db.query<{ client_id: string }>(
      `select client_id from visits where user_id = $1 and client_id is not null and canceled_at is null and starts_at < $2
       group by client_id order by count(*) desc, client_id limit 1`,
      [userId, monthsFrom(now, 0, 1, 0).toISOString()],
    );
    if (!regular) throw new Error('No client with visits in the demo');
    await insertVisit(db, userId, company, { clientId: regular.client_id, startsAt: monthsFrom(now, 20), status: 'arrived' });
    await expectSameTable(db, userId, nows);
    expect(await newThisMonth()).toBe(before + 1);

    // Changes to visits already counted: canceled, missed, moved, given to another client, deleted; a client deleted.
    const ids = async (limit: number, offset: number) =>
      (await db.query<{ id: string }>('select id from visits where user_id = $1 and client_id is not null and canceled_at is null order by id limit $2 offset $3', [userId, limit, offset])).map((row) => row.id);
    await db.query('update visits set canceled_at = now() where id = any($1::uuid[])', [await ids(5, 0)]);
    await db.query(`update visits set status = 'notCome' where id = any($1::uuid[])`, [await ids(5, 10)]);
    await db.query(`update visits set starts_at = starts_at - interval '40 days' where id = any($1::uuid[])`, [await ids(10, 20)]);
    await db.query('update visits set client_id = $2 where id = any($1::uuid[])', [await ids(3, 40), fresh]);
    await db.query('delete from visits where id = any($1::uuid[])', [await ids(4, 50)]);
    // Nothing that counts changes: no mark, the same table.
    await db.query('update visits set price = price + 1 where id = any($1::uuid[])', [await ids(5, 60)]);
    const [gone] = await db.query<{ client_id: string }>(
      'select client_id from visits where user_id = $1 and client_id is not null and client_id <> $2 order by client_id desc limit 1',
      [userId, regular.client_id],
    );
    await db.query('delete from messages where client_id = $1', [gone?.client_id]);
    await db.query('delete from clients where id = $1', [gone?.client_id]);
    await expectSameTable(db, userId, nows);

    // Many visits in one statement, as a booking system's import writes them.
    await db.query(
      `insert into visits (user_id, company_id, source_id, client_id, starts_at, status)
       select $1, $2, 'cohort-bulk-' || n, c.id, $3::timestamptz - make_interval(days => n * 7), 'arrived'
       from generate_series(1, 60) n join lateral (select id from clients where user_id = $1 order by id offset n limit 1) c on true`,
      [userId, company, now.toISOString()],
    );
    await expectSameTable(db, userId, nows);
  });
});
