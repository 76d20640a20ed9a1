import { periodRange, type COHORT_MONTHS, type InsightPeriod } from '@cabinet/api/insights';
import type { Queryable } from '../platform/db/Db';

/*
 * For tests and measurements only: the dashboards' queries as they were before they read each period's rows
 * once (one query per figure), kept verbatim as the reference the fast path's answers are compared with
 * (fastPath.test.ts) and timed against.
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

export async function referenceRevenue(q: Queryable, userId: string, period: InsightPeriod, windowDays: number, now: Date) {
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
export const counts = (row: ConversionRow | undefined) => ({ sent: row?.sent ?? 0, read: row?.read ?? 0, converted: row?.converted ?? 0 });

export async function referenceConversion(q: Queryable, userId: string, period: InsightPeriod, windowDays: number, now: Date) {
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

export async function referenceAnalytics(q: Queryable, userId: string, period: InsightPeriod, now: Date) {
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


/** The cohorts' cells as deep.ts computed them before migration 0005: from every visit of the account. */
export async function referenceCohorts(q: Queryable, userId: string, months: (typeof COHORT_MONTHS)[number], now: Date) {
  const firstMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
  return q.query<{ cohort: string; offset: number; clients: number }>(
    `with v as (
       select distinct client_id, date_trunc('month', starts_at at time zone 'UTC') as month from visits
       where user_id = $1 and client_id is not null and canceled_at is null and removed_at is null and status <> 'notCome' and starts_at < $3
     ), firsts as (select client_id, month, min(month) over (partition by client_id) as first from v)
     select to_char(first, 'YYYY-MM-DD') as cohort,
       ((extract(year from month) - extract(year from first)) * 12 + extract(month from month) - extract(month from first))::int as "offset",
       count(*)::int as clients
     from firsts
     where first >= ($2::timestamptz at time zone 'UTC')
     group by 1, 2`,
    [userId, iso(firstMonth), iso(now)],
  );
}
