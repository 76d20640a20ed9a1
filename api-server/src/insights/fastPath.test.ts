import type { InsightPeriod } from '@cabinet/api/insights';
import { CONVERSION_WINDOWS } from '@cabinet/api/flows';
import type { Db } from '../platform/db/Db';
import { openTestDb } from '../testing/createTestApp';
import { insertClient, insertOrder, insertVisit } from '../messaging/testing';
import { analytics } from './data';
import { conversion, revenue } from './deep';
import { counts, referenceAnalytics, referenceConversion, referenceRevenue } from './reference';
import { daysAgo, insertMessageAt } from './testing';
import { BACKFILL_SQL } from './aggregatesMigration';
import { refreshAggregates } from './aggregates';

/*
 * The dashboards read whole UTC days from per-day aggregates (aggregatesMigration.ts) and the rest of a period
 * from the rows, once (grouping sets), where they used to run one query per figure over the rows. The queries
 * they replaced are kept verbatim in reference.ts: on the seeded demo, after new messages, visits and orders
 * arrive, after late changes to days already aggregated, under another session time zone and after the
 * backfill, both give the same answers.
 */

const PERIODS: InsightPeriod[] = ['day', 'week', 'month', 'year'];

async function expectSameAnswers(db: Db, userId: string, now: Date) {
  for (const period of PERIODS) {
    for (const windowDays of CONVERSION_WINDOWS) {
      const fast = await revenue(db, userId, period, windowDays, now);
      const reference = await referenceRevenue(db, userId, period, windowDays, now);
      expect(fast.current).toEqual(reference.current);
      expect(fast.previous).toEqual(reference.previous);
      expect(fast.byFlow).toEqual(reference.byFlow);
      expect(fast.series).toEqual(fast.series.map((point) => ({ start: point.start, total: reference.series.get(point.start) ?? 0 })));

      const fastConversion = await conversion(db, userId, period, windowDays, now);
      const referenceConv = await referenceConversion(db, userId, period, windowDays, now);
      expect(fastConversion.totals).toEqual(referenceConv.totals);
      expect(fastConversion.previousTotals).toEqual(referenceConv.previousTotals);
      expect(fastConversion.byFlow).toEqual(referenceConv.byFlow);
      expect(fastConversion.series).toEqual(fastConversion.series.map((point) => ({ start: point.start, ...counts(referenceConv.series.get(point.start)) })));
    }
    const fastAnalytics = await analytics(db, userId, period, now);
    const referenceAn = await referenceAnalytics(db, userId, period, now);
    expect(fastAnalytics.current).toEqual(referenceAn.current);
    expect(fastAnalytics.previous).toEqual(referenceAn.previous);
    expect(fastAnalytics.byStatus).toEqual(fastAnalytics.byStatus.map(({ status }) => ({ status, count: referenceAn.status.get(status) ?? 0 })));
    expect(fastAnalytics.byChannel).toEqual(fastAnalytics.byChannel.map(({ channel }) => ({ channel, ...(referenceAn.channel.get(channel) ?? { sent: 0, read: 0, failed: 0 }) })));
    expect(fastAnalytics.series).toEqual(
      fastAnalytics.series.map(({ start }) => ({ start, ...(referenceAn.series.get(start) ?? { sent: 0, delivered: 0, read: 0, replied: 0, failed: 0 }) })),
    );
  }
}

let db: Db;
beforeAll(async () => {
  db = await openTestDb('seeded');
});
afterAll(async () => {
  await db.close();
});

describe('the dashboards read in one pass', () => {
  it('answer what the per-figure queries did, on the demo and after messages, visits and orders arrive and a status changes', async () => {
    const [demo] = await db.query<{ user_id: string; company_id: string }>(
      `select m.user_id, (select c.id from companies c where c.user_id = m.user_id limit 1) as company_id
       from messages m group by m.user_id order by count(*) desc limit 1`,
    );
    if (!demo) throw new Error('The demo has no messages');
    const now = new Date();
    const [figures] = await db.query<{ messages: number; visits: number }>('select (select count(*)::int from messages where user_id = $1) as messages, (select count(*)::int from visits where user_id = $1) as visits', [demo.user_id]);
    expect(figures?.messages).toBeGreaterThan(100);
    expect(figures?.visits).toBeGreaterThan(100);
    await expectSameAnswers(db, demo.user_id, now);
    const before = await revenue(db, demo.user_id, 'week', 30, now);

    // New rows: a flow's message to a new client, then the client's booking and order.
    const [flow] = await db.query<{ id: string }>('select id from flows where user_id = $1 order by id limit 1', [demo.user_id]);
    const client = await insertClient(db, demo.user_id, demo.company_id);
    const message = await insertMessageAt(db, demo.user_id, { scheduledAt: daysAgo(2, now), reached: 'delivered', flowId: flow?.id ?? null, clientId: client });
    const visit = await insertVisit(db, demo.user_id, demo.company_id, { clientId: client, startsAt: daysAgo(-2, now), price: 4321 });
    await db.query('update visits set created_at = $2 where id = $1', [visit, daysAgo(1, now).toISOString()]);
    await insertOrder(db, demo.user_id, demo.company_id, { clientId: client, sum: 1234, status: 'Delivered', updatedAt: daysAgo(1, now) });
    const later = new Date(now.getTime() + 1000);
    await expectSameAnswers(db, demo.user_id, later);
    const after = await revenue(db, demo.user_id, 'week', 30, later);
    expect(after.current.visitsRevenue - before.current.visitsRevenue).toBe(4321);

    // A status changes: the message is read, and a failed one is retried and sent.
    await db.query(`update messages set status = 'read', read_at = sent_at + interval '1 minute' where id = $1`, [message]);
    await db.query(
      `update messages set status = 'sent', sent_at = scheduled_at + interval '1 second', failed_at = null
       where id = (select id from messages where user_id = $1 and status = 'failed' order by scheduled_at desc, id limit 1)`,
      [demo.user_id],
    );
    await expectSameAnswers(db, demo.user_id, later);
  });

  it('keep answering what the rows say after late changes to days already counted, in another session time zone, and after the backfill', async () => {
    const [demo] = await db.query<{ user_id: string; company_id: string }>(
      `select m.user_id, (select c.id from companies c where c.user_id = m.user_id limit 1) as company_id
       from messages m group by m.user_id order by count(*) desc limit 1`,
    );
    if (!demo) throw new Error('The demo has no messages');
    const now = new Date();
    const [flow] = await db.query<{ id: string }>('select id from flows where user_id = $1 order by id desc limit 1', [demo.user_id]);
    await expectSameAnswers(db, demo.user_id, now);

    // Late: a booking today converts a message of 12 days ago and is attributed to it; a message of 20 days ago
    // is read now; a visit and an order of last week are cancelled; a message moves to another day, one leaves
    // its flow, one is deleted.
    const client = await insertClient(db, demo.user_id, demo.company_id);
    await insertMessageAt(db, demo.user_id, { scheduledAt: daysAgo(12, now), reached: 'sent', flowId: flow?.id ?? null, clientId: client });
    // Its day is counted before the booking arrives: the booking itself must mark it stale.
    await refreshAggregates(db, demo.user_id, now);
    const booking = await insertVisit(db, demo.user_id, demo.company_id, { clientId: client, startsAt: daysAgo(-3, now), price: 700 });
    await db.query('update visits set created_at = $2 where id = $1', [booking, daysAgo(9, now).toISOString()]);
    await db.query(
      `update messages set status = 'read', read_at = sent_at + interval '1 day'
       where id = (select id from messages where user_id = $1 and status = 'sent' and flow_id is not null and sent_at < now() - interval '20 days' order by sent_at desc, id limit 1)`,
      [demo.user_id],
    );
    await db.query(
      `update visits set canceled_at = now() where id = (select id from visits where user_id = $1 and client_id is not null and canceled_at is null
         and created_at < now() - interval '2 days' and created_at > now() - interval '8 days' order by created_at desc, id limit 1)`,
      [demo.user_id],
    );
    await db.query(
      `update orders set status = 'Cancelled' where id = (select id from orders where user_id = $1 and client_id is not null and status <> 'Cancelled'
         and created_at < now() - interval '2 days' order by created_at desc, id limit 1)`,
      [demo.user_id],
    );
    const [moved] = await db.query<{ id: string }>(
      `update messages set scheduled_at = scheduled_at - interval '3 days', sent_at = sent_at - interval '3 days'
       where id = (select id from messages where user_id = $1 and sent_at is not null and flow_id is not null and sent_at < now() - interval '5 days' order by sent_at desc, id limit 1) returning id`,
      [demo.user_id],
    );
    expect(moved).toBeDefined();
    await db.query(
      `update messages set flow_id = null where id = (select id from messages where user_id = $1 and flow_id is not null and sent_at < now() - interval '4 days' order by sent_at desc, id offset 3 limit 1)`,
      [demo.user_id],
    );
    await db.query(`delete from messages where id = (select id from messages where user_id = $1 and sent_at < now() - interval '6 days' order by sent_at desc, id offset 5 limit 1)`, [demo.user_id]);
    await expectSameAnswers(db, demo.user_id, now);

    // Another session time zone, with rows on either side of a UTC midnight: days stay UTC days.
    const midnight = new Date(Math.floor(now.getTime() / 86_400_000) * 86_400_000 - 3 * 86_400_000);
    for (const offset of [-30, 30]) {
      const at = new Date(midnight.getTime() + offset * 60_000);
      await insertMessageAt(db, demo.user_id, { scheduledAt: at, reached: 'read', flowId: flow?.id ?? null, clientId: client });
      const visit = await insertVisit(db, demo.user_id, demo.company_id, { clientId: client, startsAt: daysAgo(-1, now), price: 300 });
      await db.query('update visits set created_at = $2 where id = $1', [visit, new Date(at.getTime() + 10 * 60_000).toISOString()]);
    }
    await db.query(`set timezone = 'Asia/Vladivostok'`);
    try {
      await expectSameAnswers(db, demo.user_id, now);
    } finally {
      await db.query(`set timezone = 'UTC'`);
    }

    // The backfill of a database that had rows before the aggregates.
    await db.query('truncate insight_message_days, insight_conversion_days, insight_revenue_days, insight_stale_days');
    await db.exec(BACKFILL_SQL);
    const [stale] = await db.query<{ days: number }>(`select count(*)::int as days from insight_stale_days where day < (now() at time zone 'UTC')::date`);
    expect(stale?.days).toBe(0);
    await expectSameAnswers(db, demo.user_id, now);
  });
});
