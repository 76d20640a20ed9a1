import { COHORT_MONTHS, REVIEW_FILTER_RATINGS, RFM_SEGMENTS, periodRange, type ConversionInsight, type Cohorts, type InsightPeriod, type Revenue, type ReviewFilter, type ReviewPage, type RfmClientPage, type RfmDashboard, type RfmRecipients, type RfmReport, type RfmSegment } from '@cabinet/api/insights';
import { CONVERSION_WINDOWS, type FlowType } from '@cabinet/api/flows';
import type { Queryable } from '../platform/db/Db';
import { pagedList, type PagedListDefinition } from '../platform/db/pagedList';
import { ApiError } from '../platform/http/ApiError';
import { buildCohorts } from './cohorts';
import { fillSeries, previousAvailable } from './data';
import { dayBucketSql, refreshAggregates, splitRange, type RangeSplit } from './aggregates';
import { rfmSegmentSql } from './rfm';

/*
 * The deep dashboards' SQL (analytics tariff): revenue attributed to messages, conversion by flow, RFM and
 * cohorts; and the reviews. Aggregates only, every query on the caller's rows.
 */

const iso = (date: Date) => date.toISOString();
const num = (value: string | number | null | undefined) => Number(value ?? 0);

type Figures = { visits: number; visitsRevenue: number; orders: number; ordersRevenue: number; total: number };

/** Windows with a figure of their own in the day tables (aggregatesMigration.ts). */
const DAY_TABLE_WINDOWS: readonly number[] = CONVERSION_WINDOWS;
/** A window's columns are named by its days; any other window reads the rows. */
const windowOf = (windowDays: number) => (DAY_TABLE_WINDOWS.includes(windowDays) ? String(Math.trunc(windowDays)) : null);

/**
 * The visits and orders attributed in [from, to) as rows of (kind, start, flow_id, count, total): whole days
 * before today from insight_revenue_days, the rest probed from the rows (attributedSql). $1 user, further
 * parameters added.
 */
function attributedRowsSql(split: RangeSplit, bucket: string, windowDays: number, params: unknown[]): string {
  const add = (value: unknown) => `$${params.push(value)}`;
  const window = windowOf(windowDays);
  const parts: string[] = [];
  const raw = window === null ? { from: split.days ? new Date(`${split.days.from}T00:00:00Z`) : split.raw.from, to: split.raw.to } : split.raw;
  if (split.days && window !== null) {
    parts.push(`select r.kind, ${dayBucketSql(bucket, 'r.day')} as start, r.flow_id, r.count_${window} as count, r.total_${window}::float8 as total
      from insight_revenue_days r where r.user_id = $1 and r.day >= ${add(split.days.from)}::date and r.day < ${add(split.days.to)}::date and r.count_${window} > 0`);
  }
  if (raw.from < raw.to) {
    const placeholders = { from: add(raw.from.toISOString()), to: add(raw.to.toISOString()), window: add(windowDays) };
    const rows = attributedSetSql(`(date_trunc('${bucket}', $col at time zone 'UTC') at time zone 'UTC')`, placeholders);
    parts.push(`select a.kind, a.start, a.flow_id, count(*)::int as count, sum(a.amount)::float8 as total from (${rows}) a group by 1, 2, 3`);
  }
  return parts.length > 0 ? parts.join(' union all ') : `select null::text as kind, null::timestamptz as start, null::uuid as flow_id, 0 as count, 0::float8 as total where false`;
}

/**
 * Visits (not canceled or removed) and orders (not cancelled) created in [from, to) whose client had been
 * sent a message within the window before, each counted once, with the flow of the last such message.
 * $1 user; from, to and window the other parameters' placeholders.
 */
function attributedSql(kind: 'visits' | 'orders', p: Placeholders): string {
  const table = kind === 'visits' ? 'visits' : 'orders';
  const amount = kind === 'visits' ? 'x.price' : 'x.sum';
  const alive = kind === 'visits' ? 'x.canceled_at is null and x.removed_at is null' : "x.status <> 'Cancelled'";
  return `select x.id, ${amount}::float8 as amount, x.created_at, last.flow_id
    from ${table} x
    join lateral (
      select m.flow_id from messages m
      where m.client_id = x.client_id and m.user_id = $1 and m.sent_at is not null
        and m.sent_at < x.created_at and m.sent_at >= x.created_at - make_interval(days => ${p.window}::int)
      order by m.sent_at desc limit 1
    ) last on true
    where x.user_id = $1 and x.client_id is not null and ${alive} and x.created_at >= ${p.from} and x.created_at < ${p.to}`;
}

/** The attributed visits and orders as one set (`kind` 'visits' or 'orders'), with `start` the series' bucket. */
type Placeholders = { from: string; to: string; window: string };
const attributedSetSql = (start: string, p: Placeholders) => `select 'visits' as kind, v.amount, v.flow_id, ${start.replaceAll('$col', 'v.created_at')} as start from (${attributedSql('visits', p)}) v
  union all select 'orders' as kind, o.amount, o.flow_id, ${start.replaceAll('$col', 'o.created_at')} as start from (${attributedSql('orders', p)}) o`;

type KindRow = { kind: 'visits' | 'orders'; count: number; total: number };

function figuresOf(rows: readonly KindRow[]): Figures {
  const of = (kind: KindRow['kind']) => rows.find((row) => row.kind === kind);
  const visitsRevenue = num(of('visits')?.total);
  const ordersRevenue = num(of('orders')?.total);
  return { visits: of('visits')?.count ?? 0, visitsRevenue, orders: of('orders')?.count ?? 0, ordersRevenue, total: visitsRevenue + ordersRevenue };
}

async function revenueFigures(q: Queryable, userId: string, from: Date, to: Date, windowDays: number, now: Date): Promise<Figures> {
  const params: unknown[] = [userId];
  const rows = attributedRowsSql(splitRange(from, to, now), 'day', windowDays, params);
  const figures = await q.query<KindRow>(`select a.kind, sum(a.count)::int as count, coalesce(sum(a.total), 0)::float8 as total from (${rows}) a group by a.kind`, params);
  return figuresOf(figures);
}

/** grouping(kind, start, flow_id)'s value for each grouping set of the period's query. */
const BY_KIND = 0b011;
const BY_START = 0b101;
const BY_KIND_FLOW = 0b010;

export async function revenue(q: Queryable, userId: string, period: InsightPeriod, windowDays: number, now: Date): Promise<Revenue> {
  const range = periodRange(period, now);
  await refreshAggregates(q, userId, now);
  // The period's figures, series and flows from its attributed rows counted by kind, bucket and flow (whole
  // days from the day table, today probed from the rows), summed for each (grouping sets).
  const params: unknown[] = [userId];
  const attributed = attributedRowsSql(splitRange(range.from, range.to, now), range.bucket, windowDays, params);
  const rows = await q.query<KindRow & { start: Date | null; flow_id: string | null; set: number; title: string | null }>(
    `select g.*, f.title from (
       select a.kind, a.start, a.flow_id, grouping(a.kind, a.start, a.flow_id)::int as set, sum(a.count)::int as count, coalesce(sum(a.total), 0)::float8 as total
       from (${attributed}) a
       group by grouping sets ((a.kind), (a.start), (a.kind, a.flow_id))
     ) g left join flows f on f.id = g.flow_id and g.set = ${BY_KIND_FLOW}`,
    params,
  );
  const current = figuresOf(rows.filter((row) => row.set === BY_KIND));
  const previous = await revenueFigures(q, userId, range.previousFrom, range.previousTo, windowDays, now);
  const seriesRows = rows.flatMap((row) => (row.set === BY_START && row.start ? [{ start: row.start, total: row.total }] : []));
  const byFlow = rows
    .flatMap((row) => (row.set === BY_KIND_FLOW && row.kind === 'visits' && row.flow_id !== null && row.title !== null ? [{ flowId: row.flow_id, title: row.title, total: num(row.total), visits: row.count }] : []))
    .sort((a, b) => b.total - a.total || (a.flowId < b.flowId ? -1 : a.flowId > b.flowId ? 1 : 0))
    .slice(0, 20);
  return {
    period,
    windowDays,
    range: { from: iso(range.from), to: iso(range.to) },
    current,
    previous,
    previousAvailable: await previousAvailable(q, userId, range.previousFrom),
    series: fillSeries(range, seriesRows, (row, start) => ({ start, total: num(row?.total) })),
    byFlow,
  };
}

/**
 * Sent, read and converted over messages `m` joined with convertedJoin: converted when the client made a
 * booking (a visit created) within the window after the message. A lateral probe per message on
 * visits (client_id, created_at) stops at the first booking.
 */
const CONVERSION_COLUMNS = `count(m.id)::int as sent, count(coalesce(m.read_at, m.replied_at))::int as read, count(cv.hit)::int as converted`;
const convertedJoin = (window: string) => `left join lateral (
    select 1 as hit from visits v
    where v.client_id = m.client_id and v.created_at > m.sent_at and v.created_at <= m.sent_at + make_interval(days => ${window}::int)
    limit 1
  ) cv on true`;

type ConversionRow = { sent: number; read: number; converted: number };
const counts = (row: ConversionRow | undefined) => ({ sent: row?.sent ?? 0, read: row?.read ?? 0, converted: row?.converted ?? 0 });

/**
 * A flow's messages sent in [from, to) as rows of (flow_id, start, sent, read, converted): whole days before
 * today from insight_conversion_days, the rest probed from the rows. $1 user, further parameters added.
 */
function conversionRowsSql(split: RangeSplit, bucket: string, windowDays: number, params: unknown[]): string {
  const add = (value: unknown) => `$${params.push(value)}`;
  const window = windowOf(windowDays);
  const parts: string[] = [];
  const raw = window === null ? { from: split.days ? new Date(`${split.days.from}T00:00:00Z`) : split.raw.from, to: split.raw.to } : split.raw;
  if (split.days && window !== null) {
    parts.push(`select c.flow_id, ${dayBucketSql(bucket, 'c.day')} as start, c.sent, c.read, c.converted_${window} as converted
      from insight_conversion_days c where c.user_id = $1 and c.day >= ${add(split.days.from)}::date and c.day < ${add(split.days.to)}::date`);
  }
  if (raw.from < raw.to) {
    // The bounds on coalesce(sent_at, 'epoch'), the expression of the index on (user_id, sent) that the log sorts by.
    parts.push(`select m.flow_id, (date_trunc('${bucket}', m.sent_at at time zone 'UTC') at time zone 'UTC') as start, ${CONVERSION_COLUMNS}
      from messages m ${convertedJoin(add(windowDays))}
      where m.user_id = $1 and m.flow_id is not null and m.sent_at is not null
        and coalesce(m.sent_at, 'epoch'::timestamptz) >= ${add(raw.from.toISOString())} and coalesce(m.sent_at, 'epoch'::timestamptz) < ${add(raw.to.toISOString())}
      group by 1, 2`);
  }
  return parts.length > 0 ? parts.join(' union all ') : `select null::uuid as flow_id, null::timestamptz as start, 0 as sent, 0 as read, 0 as converted where false`;
}

/** grouping(flow_id, start)'s value for each grouping set of the period's conversion query. */
const CONVERSION_TOTALS = 0b11;
const CONVERSION_BY_FLOW = 0b01;
const CONVERSION_BY_START = 0b10;

export async function conversion(q: Queryable, userId: string, period: InsightPeriod, windowDays: number, now: Date): Promise<ConversionInsight> {
  const range = periodRange(period, now);
  await refreshAggregates(q, userId, now);
  // The totals, flows and series from the period's messages counted by flow and bucket (whole days from the
  // day table, today probed from the rows), then summed for each (grouping sets).
  const params: unknown[] = [userId];
  const current = conversionRowsSql(splitRange(range.from, range.to, now), range.bucket, windowDays, params);
  const rows = await q.query<ConversionRow & { set: number; start: Date | null; flow_id: string | null; title: string | null; type: FlowType | null }>(
    `select c.*, f.title, f.type from (
       select g.flow_id, g.start, grouping(g.flow_id, g.start)::int as set, sum(g.sent)::int as sent, sum(g.read)::int as read, sum(g.converted)::int as converted
       from (${current}) g
       group by grouping sets ((), (g.flow_id), (g.start))
     ) c left join flows f on f.id = c.flow_id and c.set = ${CONVERSION_BY_FLOW}`,
    params,
  );
  const previousParams: unknown[] = [userId];
  const previous = conversionRowsSql(splitRange(range.previousFrom, range.previousTo, now), 'day', windowDays, previousParams);
  const [previousTotals] = await q.query<ConversionRow>(
    `select sum(g.sent)::int as sent, sum(g.read)::int as read, sum(g.converted)::int as converted from (${previous}) g`,
    previousParams,
  );
  const rate = (row: ConversionRow) => row.converted / Math.max(row.sent, 1);
  const byFlow = rows
    .flatMap((row) => (row.set === CONVERSION_BY_FLOW && row.flow_id !== null && row.title !== null && row.type !== null ? [{ ...row, flow_id: row.flow_id, title: row.title, type: row.type }] : []))
    .sort((a, b) => rate(b) - rate(a) || b.sent - a.sent || (a.flow_id < b.flow_id ? -1 : a.flow_id > b.flow_id ? 1 : 0));
  const seriesRows = rows.flatMap((row) => (row.set === CONVERSION_BY_START && row.start ? [{ ...row, start: row.start }] : []));
  return {
    period,
    windowDays,
    range: { from: iso(range.from), to: iso(range.to) },
    totals: counts(rows.find((row) => row.set === CONVERSION_TOTALS)),
    previousTotals: counts(previousTotals),
    previousAvailable: await previousAvailable(q, userId, range.previousFrom),
    byFlow: byFlow.map((row) => ({ flowId: row.flow_id, title: row.title, type: row.type, ...counts(row) })),
    series: fillSeries(range, seriesRows, (row, start) => ({ start, ...counts(row) })),
  };
}

// RFM.

type DashboardRow = { id: string; name: string; period_months: number; created_at: Date };
const dashboardOf = (row: DashboardRow): RfmDashboard => ({ id: row.id, name: row.name, periodMonths: row.period_months, createdAt: iso(row.created_at) });

export async function listRfmDashboards(q: Queryable, userId: string): Promise<RfmDashboard[]> {
  const rows = await q.query<DashboardRow>('select id, name, period_months, created_at from rfm_dashboards where user_id = $1 order by created_at, id', [userId]);
  return rows.map(dashboardOf);
}

export async function createRfmDashboard(q: Queryable, userId: string, input: { name: string; periodMonths: number }): Promise<RfmDashboard> {
  const [row] = await q.query<DashboardRow>('insert into rfm_dashboards (user_id, name, period_months) values ($1, $2, $3) returning id, name, period_months, created_at', [
    userId,
    input.name,
    input.periodMonths,
  ]);
  if (!row) throw new Error('The dashboard was not saved');
  return dashboardOf(row);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loadRfmDashboard(q: Queryable, userId: string, id: string): Promise<RfmDashboard> {
  const [row] = UUID.test(id)
    ? await q.query<DashboardRow>('select id, name, period_months, created_at from rfm_dashboards where id = $1 and user_id = $2', [id, userId])
    : [];
  if (!row) throw new ApiError(404, 'RFM_DASHBOARD_NOT_FOUND', 'Dashboard not found');
  return dashboardOf(row);
}

export async function deleteRfmDashboard(q: Queryable, userId: string, id: string): Promise<void> {
  await loadRfmDashboard(q, userId, id);
  await q.query('delete from rfm_dashboards where id = $1 and user_id = $2', [id, userId]);
}

/**
 * Each client's figures over the period and their quintile scores (ntile(5), worst first, ties broken by
 * client id: rfm.ts quintileScores is the reference) and segment. $1 user, $2 from, $3 to.
 */
const SCORED_SQL = `with figures as (
    select v.client_id, max(v.starts_at) as last_at, count(*)::int as visits, coalesce(sum(v.price), 0)::float8 as revenue
    from visits v
    where v.user_id = $1 and v.client_id is not null and v.canceled_at is null and v.removed_at is null and v.status <> 'notCome'
      and v.starts_at >= $2 and v.starts_at < $3
    group by v.client_id
  ), scored as (
    select f.*, ntile(5) over (order by f.last_at, f.client_id) as r, ntile(5) over (order by f.visits, f.client_id) as f,
      ntile(5) over (order by f.revenue, f.client_id) as m
    from figures f
  )
  select s.*, ${rfmSegmentSql('s.r', 's.f')} as segment from scored s`;

function rfmRange(dashboard: RfmDashboard, now: Date): { from: Date; to: Date } {
  const from = new Date(now);
  from.setUTCMonth(from.getUTCMonth() - dashboard.periodMonths);
  return { from, to: now };
}

export async function rfmReport(q: Queryable, userId: string, id: string, now: Date): Promise<RfmReport> {
  const dashboard = await loadRfmDashboard(q, userId, id);
  const range = rfmRange(dashboard, now);
  const params = [userId, iso(range.from), iso(range.to)];
  const segments = await q.query<{ segment: RfmSegment; clients: number; revenue: number }>(
    `select segment, count(*)::int as clients, sum(revenue)::float8 as revenue from (${SCORED_SQL}) x group by segment`,
    params,
  );
  const grid = await q.query<{ recency: number; frequency: number; clients: number }>(
    `select r as recency, f as frequency, count(*)::int as clients from (${SCORED_SQL}) x group by r, f order by r, f`,
    params,
  );
  const bySegment = new Map(segments.map((row) => [row.segment, row]));
  return {
    dashboard,
    range: { from: iso(range.from), to: iso(range.to) },
    clients: segments.reduce((sum, row) => sum + row.clients, 0),
    revenue: segments.reduce((sum, row) => sum + num(row.revenue), 0),
    segments: RFM_SEGMENTS.map((segment) => ({ segment, clients: bySegment.get(segment)?.clients ?? 0, revenue: num(bySegment.get(segment)?.revenue) })),
    grid: grid.map((row) => ({ recency: row.recency, frequency: row.frequency, clients: row.clients })),
  };
}

export async function rfmClients(q: Queryable, userId: string, id: string, query: { segment: RfmSegment; page: number; pageSize: number }, now: Date): Promise<RfmClientPage> {
  const dashboard = await loadRfmDashboard(q, userId, id);
  const range = rfmRange(dashboard, now);
  const rows = await q.query<{ client_id: string; name: string; phone: string | null; last_at: Date; visits: number; revenue: number; r: number; f: number; m: number; total: number }>(
    `select x.client_id, c.name, c.phone, x.last_at, x.visits, x.revenue, x.r, x.f, x.m, count(*) over ()::int as total
     from (${SCORED_SQL}) x join clients c on c.id = x.client_id
     where x.segment = $4
     order by x.revenue desc, x.client_id limit $5 offset $6`,
    [userId, iso(range.from), iso(range.to), query.segment, query.pageSize, (query.page - 1) * query.pageSize],
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [row] = await q.query<{ total: number }>(`select count(*)::int as total from (${SCORED_SQL}) x where x.segment = $4`, [userId, iso(range.from), iso(range.to), query.segment]);
    total = row?.total ?? 0;
  }
  return {
    items: rows.map((row) => ({ clientId: row.client_id, name: row.name, phone: row.phone, lastVisitAt: iso(row.last_at), visits: row.visits, revenue: num(row.revenue), recency: row.r, frequency: row.f, monetary: row.m })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A segment's clients with a phone as a mailing's recipients: the most valuable first, at most `limit`. */
export async function rfmRecipients(q: Queryable, userId: string, id: string, segment: RfmSegment, limit: number, now: Date): Promise<RfmRecipients> {
  const dashboard = await loadRfmDashboard(q, userId, id);
  const range = rfmRange(dashboard, now);
  const rows = await q.query<{ name: string; phone: string; total: number }>(
    `select c.name, c.phone, count(*) over ()::int as total
     from (${SCORED_SQL}) x join clients c on c.id = x.client_id
     where x.segment = $4 and c.phone is not null and c.phone <> ''
     order by x.revenue desc, x.client_id limit $5`,
    [userId, iso(range.from), iso(range.to), segment, limit],
  );
  return { rows: rows.map((row) => ({ name: row.name, phone: row.phone })), total: rows[0]?.total ?? 0 };
}

/**
 * Clients by month of first visit (UTC) over the last `months` months, and who came back in each later month.
 * The months before the current one are kept per first month and month (insight_cohort_months, migration 0005,
 * cohortsMigration.ts; its stale clients recomputed first); the current month is counted here, from each
 * client's months (insight_client_months): who came in it before now, and the first month of each of them.
 * insights/reference.ts keeps the query over the visits this replaced (cohortsAggregate.test.ts compares them).
 */
export async function cohorts(q: Queryable, userId: string, months: (typeof COHORT_MONTHS)[number], now: Date): Promise<Cohorts> {
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const firstMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
  await q.query('select insight_cohort_refresh($1)', [userId]);
  const offset = (cohort: string, month: string) =>
    `((extract(year from ${month}) - extract(year from ${cohort})) * 12 + extract(month from ${month}) - extract(month from ${cohort}))::int`;
  const cells = await q.query<{ cohort: string; offset: number; clients: number }>(
    `select to_char(c.cohort, 'YYYY-MM-DD') as cohort, ${offset('c.cohort', 'c.month')} as "offset", c.clients
     from insight_cohort_months c where c.user_id = $1 and c.cohort >= $2::date and c.month < $3::date
     union all
     select to_char(x.cohort, 'YYYY-MM-DD'), ${offset('x.cohort', '$3::date')}, count(*)::int
     from (
       select coalesce((select min(p.month) from insight_client_months p where p.user_id = $1 and p.client_id = cm.client_id and p.month < $3::date), $3::date) as cohort
       from insight_client_months cm where cm.user_id = $1 and cm.month = $3::date and cm.first_start < $4
     ) x
     where x.cohort >= $2::date
     group by x.cohort`,
    [userId, iso(firstMonth).slice(0, 10), iso(lastMonth).slice(0, 10), iso(now)],
  );
  return { cohorts: buildCohorts(cells, iso(lastMonth).slice(0, 10)) };
}

// Reviews.

const ratingFilter = (filter: ReviewFilter) => `r.rating between ${REVIEW_FILTER_RATINGS[filter][0]} and ${REVIEW_FILTER_RATINGS[filter][1]}`;

/** The period's reviews of one rating filter, newest first. */
function reviewList(userId: string, range: { from: Date; to: Date }, rating: ReviewFilter): PagedListDefinition {
  return {
    from: 'reviews r',
    columns: 'r.id, r.rating, r.text, r.client_name, r.created_at',
    scope: [(params) => `r.user_id = ${params.add(userId)}`, (params) => `r.created_at >= ${params.add(iso(range.from))}`, (params) => `r.created_at < ${params.add(iso(range.to))}`, ratingFilter(rating)],
    sorts: { createdAt: 'r.created_at' },
    defaultSort: 'createdAt',
    tieBreaker: 'r.id',
  };
}

export async function reviews(q: Queryable, userId: string, query: { period: InsightPeriod; rating: ReviewFilter; page: number; pageSize: number }, now: Date): Promise<ReviewPage> {
  const range = periodRange(query.period, now);
  const params = [userId, iso(range.from), iso(range.to)];
  const page = await pagedList<{ id: string; rating: number; text: string; client_name: string; created_at: Date }>(q, reviewList(userId, range, query.rating), {
    page: query.page,
    pageSize: query.pageSize,
  });
  const byRating = await q.query<{ rating: number; count: number }>(
    'select rating, count(*)::int as count from reviews where user_id = $1 and created_at >= $2 and created_at < $3 group by rating',
    params,
  );
  const [requests] = await q.query<{ sent: number }>(
    `select count(*)::int as sent from messages m join flows f on f.id = m.flow_id
     where m.user_id = $1 and f.type = 'reviewRequest' and m.sent_at >= $2 and m.sent_at < $3`,
    params,
  );
  const countOf = new Map(byRating.map((row) => [row.rating, row.count]));
  const total = byRating.reduce((sum, row) => sum + row.count, 0);
  const sum = byRating.reduce((acc, row) => acc + row.rating * row.count, 0);
  return {
    items: page.items.map((row) => ({ id: row.id, rating: row.rating, text: row.text, clientName: row.client_name, createdAt: iso(row.created_at) })),
    total: page.total,
    page: page.page,
    pageSize: page.pageSize,
    stats: {
      count: total,
      averageRating: total > 0 ? Math.round((sum / total) * 100) / 100 : null,
      byRating: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: countOf.get(rating) ?? 0 })),
      requestsSent: requests?.sent ?? 0,
    },
  };
}

