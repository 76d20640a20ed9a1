import { periodRange, type InsightPeriod } from '@cabinet/api/insights';
import type { Db, Queryable } from '../platform/db/Db';
import { openTestDb } from '../testing/createTestApp';
import { insertClient, insertOrder, insertVisit } from '../messaging/testing';
import { analytics } from './data';
import { conversion, revenue } from './deep';
import { daysAgo, insertMessageAt } from './testing';

/*
 * The dashboards read each period's rows once (grouping sets) where they used to run one query per figure.
 * The queries they replaced are kept here, verbatim, as the reference: on the seeded demo, and after new
 * messages, visits and orders arrive and a status changes, both give the same answers.
 */

const iso = (date: Date) => date.toISOString();
const num = (value: string | number | null | undefined) => Number(value ?? 0);
const bucketSql = (bucket: string, column: string) => `(date_trunc('${bucket}', ${column} at time zone 'UTC') at time zone 'UTC')`;

function attributedSql(kind: 'visits' | 'orders'): string {
  const table = kind === 'visits' ? 'visits' : 'orders';
  const amount = kind === 'visits' ? 'x.price' : 'x.sum';
  const alive = kind === 'visits' ? 'x.canceled_at is null and x.removed_at is null' : "x.status <> 'Cancelled'";
  return `select x.id, ${amount}::float8 as amount, x.created_at, last.flow_id
    from ${table} x
    join lateral (
      select m.flow_id from messages m
      where m.client_id = x.client_id and m.user_id = $1 and m.sent_at is not null
        and m.sent_at < x.created_at and m.sent_at >= x.created_at - make_interval(days => $4::int)
      order by m.sent_at desc limit 1
    ) last on true
    where x.user_id = $1 and x.client_id is not null and ${alive} and x.created_at >= $2 and x.created_at < $3`;
}

async function referenceRevenue(q: Queryable, userId: string, period: InsightPeriod, windowDays: number, now: Date) {
  const range = periodRange(period, now);
  const figures = async (from: Date, to: Date) => {
    const [row] = await q.query<{ visits: number; visits_revenue: number; orders: number; orders_revenue: number }>(
      `select
         (select count(*)::int from (${attributedSql('visits')}) v) as visits,
         (select coalesce(sum(amount), 0)::float8 from (${attributedSql('visits')}) v) as visits_revenue,
         (select count(*)::int from (${attributedSql('orders')}) o) as orders,
         (select coalesce(sum(amount), 0)::float8 from (${attributedSql('orders')}) o) as orders_revenue`,
      [userId, iso(from), iso(to), windowDays],
    );
    const visitsRevenue = num(row?.visits_revenue);
    const ordersRevenue = num(row?.orders_revenue);
    return { visits: row?.visits ?? 0, visitsRevenue, orders: row?.orders ?? 0, ordersRevenue, total: visitsRevenue + ordersRevenue };
  };
  const seriesRows = await q.query<{ start: Date; total: number }>(
    `select ${bucketSql(range.bucket, 'a.created_at')} as start, sum(a.amount)::float8 as total
     from (${attributedSql('visits')} union all ${attributedSql('orders')}) a group by 1`,
    [userId, iso(range.from), iso(range.to), windowDays],
  );
  const byFlow = await q.query<{ flow_id: string; title: string; total: number; visits: number }>(
    `select f.id as flow_id, f.title, sum(a.amount)::float8 as total, count(*)::int as visits
     from (${attributedSql('visits')}) a join flows f on f.id = a.flow_id
     group by f.id, f.title order by total desc, f.id limit 20`,
    [userId, iso(range.from), iso(range.to), windowDays],
  );
  const series = new Map(seriesRows.map((row) => [iso(row.start), num(row.total)]));
  return {
    current: await figures(range.from, range.to),
    previous: await figures(range.previousFrom, range.previousTo),
    series,
    byFlow: byFlow.map((row) => ({ flowId: row.flow_id, title: row.title, total: num(row.total), visits: row.visits })),
  };
}

const CONVERSION_COLUMNS = `count(m.id)::int as sent, count(coalesce(m.read_at, m.replied_at))::int as read, count(cv.hit)::int as converted`;
const CONVERTED_JOIN = `left join lateral (
    select 1 as hit from visits v
    where v.client_id = m.client_id and v.created_at > m.sent_at and v.created_at <= m.sent_at + make_interval(days => $4::int)
    limit 1
  ) cv on true`;
type ConversionRow = { sent: number; read: number; converted: number };
const counts = (row: ConversionRow | undefined) => ({ sent: row?.sent ?? 0, read: row?.read ?? 0, converted: row?.converted ?? 0 });

async function referenceConversion(q: Queryable, userId: string, period: InsightPeriod, windowDays: number, now: Date) {
  const range = periodRange(period, now);
  const scope = `m.user_id = $1 and m.flow_id is not null and m.sent_at >= $2 and m.sent_at < $3`;
  const params = (from: Date, to: Date) => [userId, iso(from), iso(to), windowDays];
  const [totals] = await q.query<ConversionRow>(`select ${CONVERSION_COLUMNS} from messages m ${CONVERTED_JOIN} where ${scope}`, params(range.from, range.to));
  const [previousTotals] = await q.query<ConversionRow>(`select ${CONVERSION_COLUMNS} from messages m ${CONVERTED_JOIN} where ${scope}`, params(range.previousFrom, range.previousTo));
  const byFlow = await q.query<ConversionRow & { flow_id: string; title: string; type: string }>(
    `select f.id as flow_id, f.title, f.type, c.sent, c.read, c.converted
     from (select m.flow_id, ${CONVERSION_COLUMNS} from messages m ${CONVERTED_JOIN} where ${scope} group by m.flow_id) c
     join flows f on f.id = c.flow_id
     order by (c.converted::float8 / greatest(c.sent, 1)) desc, c.sent desc, f.id`,
    params(range.from, range.to),
  );
  const seriesRows = await q.query<ConversionRow & { start: Date }>(
    `select ${bucketSql(range.bucket, 'm.sent_at')} as start, ${CONVERSION_COLUMNS} from messages m ${CONVERTED_JOIN} where ${scope} group by 1`,
    params(range.from, range.to),
  );
  return {
    totals: counts(totals),
    previousTotals: counts(previousTotals),
    byFlow: byFlow.map((row) => ({ flowId: row.flow_id, title: row.title, type: row.type, ...counts(row) })),
    series: new Map(seriesRows.map((row) => [iso(row.start), counts(row)])),
  };
}

const FUNNEL_COLUMNS = `count(m.id)::int as total,
  count(m.sent_at)::int as sent,
  count(m.id) filter (where m.delivered_at is not null or m.read_at is not null or m.replied_at is not null)::int as delivered,
  count(m.id) filter (where m.read_at is not null or m.replied_at is not null)::int as read,
  count(m.replied_at)::int as replied,
  count(m.id) filter (where m.status = 'failed')::int as failed,
  count(m.id) filter (where m.status = 'skipped')::int as skipped`;
type FunnelRow = { total: number; sent: number; delivered: number; read: number; replied: number; failed: number; skipped: number };

async function referenceAnalytics(q: Queryable, userId: string, period: InsightPeriod, now: Date) {
  const range = periodRange(period, now);
  const funnel = async (from: Date, to: Date) => {
    const [row] = await q.query<FunnelRow>(`select ${FUNNEL_COLUMNS} from messages m where m.user_id = $1 and m.scheduled_at >= $2 and m.scheduled_at < $3`, [userId, iso(from), iso(to)]);
    return row;
  };
  const params = [userId, iso(range.from), iso(range.to)];
  const statusRows = await q.query<{ status: string; count: number }>(
    `select case when status = 'sending' then 'queued' else status end as status, count(*)::int as count
     from messages where user_id = $1 and scheduled_at >= $2 and scheduled_at < $3 group by 1`,
    params,
  );
  const channelRows = await q.query<{ channel: string; sent: number; read: number; failed: number }>(
    `select channel, count(sent_at)::int as sent, count(*) filter (where read_at is not null or replied_at is not null)::int as read,
       count(*) filter (where status = 'failed')::int as failed
     from messages where user_id = $1 and scheduled_at >= $2 and scheduled_at < $3 group by channel`,
    params,
  );
  const seriesRows = await q.query<FunnelRow & { start: Date }>(
    `select ${bucketSql(range.bucket, 'm.scheduled_at')} as start, ${FUNNEL_COLUMNS}
     from messages m where m.user_id = $1 and m.scheduled_at >= $2 and m.scheduled_at < $3 group by 1`,
    params,
  );
  return {
    current: await funnel(range.from, range.to),
    previous: await funnel(range.previousFrom, range.previousTo),
    status: new Map(statusRows.map((row) => [row.status, row.count])),
    channel: new Map(channelRows.map((row) => [row.channel, { sent: row.sent, read: row.read, failed: row.failed }])),
    series: new Map(seriesRows.map((row) => [iso(row.start), { sent: row.sent, delivered: row.delivered, read: row.read, replied: row.replied, failed: row.failed }])),
  };
}

const PERIODS: InsightPeriod[] = ['day', 'week', 'month', 'year'];

async function expectSameAnswers(db: Db, userId: string, now: Date) {
  for (const period of PERIODS) {
    for (const windowDays of [7, 30]) {
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
    await db.query('update visits set created_at = $2 where id = $1', [visit, iso(daysAgo(1, now))]);
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
});
