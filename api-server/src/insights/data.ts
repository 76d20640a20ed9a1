import { ANALYTICS_TARIFF, SETUP_GIFT_MONTHS, STAFF_AREAS, type Analytics, type Checklist, type HomeStats, type InsightPeriod, type MessageFunnel, type StaffArea } from '@cabinet/api/insights';
import { CHANNEL_KINDS, MESSAGE_STATUSES, type ChannelKind, type MessageStatus } from '@cabinet/api/messaging';
import { RUNNING_FLOW_STATUSES } from '@cabinet/api/flows';
import { TARIFFS } from '@cabinet/api/payments';
import type { Queryable } from '../platform/db/Db';
import { ApiError } from '../platform/http/ApiError';
import { checklistOf, type ChecklistFacts, type GiftRecord } from './checklist';
import { dayBucketSql, refreshAggregates, splitRange, type RangeSplit } from './aggregates';
// The gift is a free paid period: payments records it as it records one (issue 36), though it is seeded and migrated after insights.
import { grantFreePeriod } from '../payments/freePeriods';
import { bucketStarts, periodRange, type PeriodRange } from '@cabinet/api/insights';

/*
 * The insights' SQL: every figure is an aggregate over the caller's own rows (user_id = $1 in every
 * query), so a page never downloads rows to count them.
 */

type FunnelRow = { total: number; sent: number; delivered: number; read: number; replied: number; failed: number; skipped: number };

/** The funnel's columns over `messages m` (see the decisions in the schema's docs). */
const FUNNEL_COLUMNS = `count(m.id)::int as total,
  count(m.sent_at)::int as sent,
  count(m.id) filter (where m.delivered_at is not null or m.read_at is not null or m.replied_at is not null)::int as delivered,
  count(m.id) filter (where m.read_at is not null or m.replied_at is not null)::int as read,
  count(m.replied_at)::int as replied,
  count(m.id) filter (where m.status = 'failed')::int as failed,
  count(m.id) filter (where m.status = 'skipped')::int as skipped`;

const FUNNEL_KEYS = ['total', 'sent', 'delivered', 'read', 'replied', 'failed', 'skipped'] as const;

function funnelOf(row: FunnelRow | undefined): MessageFunnel {
  return {
    total: row?.total ?? 0,
    sent: row?.sent ?? 0,
    delivered: row?.delivered ?? 0,
    read: row?.read ?? 0,
    replied: row?.replied ?? 0,
    failed: row?.failed ?? 0,
    skipped: row?.skipped ?? 0,
  };
}

/** The funnel's columns summed over rows of funnel columns `c` (the day table's, or counted from the rows). */
const FUNNEL_SUMS = FUNNEL_KEYS.map((key) => `sum(c.${key})::int as ${key}`).join(', ');

/**
 * Messages (status as the API answers it, channel, series bucket of `bucket`, funnel columns) scheduled in [from,
 * to): whole days before today from insight_message_days, the rest counted from the rows. Parameters from $2.
 */
function messageRowsSql(split: RangeSplit, bucket: PeriodRange['bucket'], params: unknown[]): string {
  const add = (value: unknown) => `$${params.push(value)}`;
  const parts: string[] = [];
  if (split.days) {
    parts.push(`select a.status, a.channel, ${dayBucketSql(bucket, 'a.day')} as start, ${FUNNEL_KEYS.map((key) => `a.${key}`).join(', ')}
      from insight_message_days a where a.user_id = $1 and a.day >= ${add(split.days.from)}::date and a.day < ${add(split.days.to)}::date`);
  }
  if (split.raw.from < split.raw.to) {
    parts.push(`select case when m.status = 'sending' then 'queued' else m.status end as status, m.channel,
        (date_trunc('${bucket}', m.scheduled_at at time zone 'UTC') at time zone 'UTC') as start, ${FUNNEL_COLUMNS}
      from messages m where m.user_id = $1 and m.scheduled_at >= ${add(split.raw.from.toISOString())} and m.scheduled_at < ${add(split.raw.to.toISOString())}
      group by 1, 2, 3`);
  }
  return parts.length > 0 ? parts.join(' union all ') : `select null::text as status, null::text as channel, null::timestamptz as start, ${FUNNEL_KEYS.map((key) => `0 as ${key}`).join(', ')} where false`;
}

/** How far the messages scheduled in [from, to) got (the account's aggregates refreshed first: refreshAggregates). */
export async function messageFunnel(q: Queryable, userId: string, from: Date, to: Date, now: Date): Promise<MessageFunnel> {
  const params: unknown[] = [userId];
  const rows = messageRowsSql(splitRange(from, to, now), 'day', params);
  const [row] = await q.query<FunnelRow>(`select ${FUNNEL_SUMS} from (${rows}) c`, params);
  return funnelOf(row);
}

const rangeOf = (from: Date, to: Date) => ({ from: from.toISOString(), to: to.toISOString() });

/** The home page's figures over the period. */
export async function homeStats(q: Queryable, userId: string, period: InsightPeriod, now: Date): Promise<HomeStats> {
  const range = periodRange(period, now);
  await refreshAggregates(q, userId, now);
  const messages = await messageFunnel(q, userId, range.from, range.to, now);
  const [account] = await q.query<{
    active_flows: number;
    active_mailings: number;
    remaining: number;
    paid_up_to: Date | null;
    reviews: number;
    average_rating: string | null;
  }>(
    `select
       (select count(*)::int from flows where user_id = $1 and status = any($4::text[])) as active_flows,
       -- A mailing is active once started until it ends or is paused (the list's Waiting and Sending): read from
       -- its own row, not its queued messages, which a paced mailing has none of between two sends (home said 0
       -- beside a mailing the list showed sending).
       (select count(*)::int from distributions where user_id = $1 and status in ('waiting', 'working')) as active_mailings,
       (select available_notifications_count from users where id = $1) as remaining,
       (select max(date_end) from payments where user_id = $1 and success) as paid_up_to,
       (select count(*)::int from reviews where user_id = $1 and created_at >= $2 and created_at < $3) as reviews,
       (select round(avg(rating), 2)::text from reviews where user_id = $1 and created_at >= $2 and created_at < $3) as average_rating`,
    [userId, range.from.toISOString(), range.to.toISOString(), RUNNING_FLOW_STATUSES],
  );
  return {
    period,
    range: rangeOf(range.from, range.to),
    messages,
    activeFlows: account?.active_flows ?? 0,
    activeMailings: account?.active_mailings ?? 0,
    remainingMessages: Math.max(0, account?.remaining ?? 0),
    paidUpTo: account?.paid_up_to ? account.paid_up_to.toISOString() : null,
    reviews: { count: account?.reviews ?? 0, averageRating: account?.average_rating === null || account?.average_rating === undefined ? null : Number(account.average_rating) },
  };
}

/** What each checklist step reads of the account (SETUP_STEPS' docs). */
export async function checklistFacts(q: Queryable, userId: string): Promise<ChecklistFacts> {
  const [row] = await q.query<Record<'connect_channel' | 'connect_booking_system' | 'turn_on_flow' | 'send_test' | 'go_live' | 'pay', boolean> & { test_flow: string | null }>(
    `select
       exists (select 1 from channel_accounts where user_id = $1 and state = 'authorized') as connect_channel,
       exists (select 1 from business_connections where user_id = $1) as connect_booking_system,
       exists (select 1 from flows where user_id = $1 and status = any($2::text[])) as turn_on_flow,
       exists (select 1 from messages where user_id = $1 and mode = 'test' and sent_at is not null) as send_test,
       exists (select 1 from flows where user_id = $1 and status = any($2::text[]) and mode = 'combat') as go_live,
       exists (select 1 from payments p where p.user_id = $1 and p.success and p.amount > 0
                 and not exists (select 1 from setup_gifts g where g.payment_id = p.id)) as pay,
       -- The flow "send a test" and "go live" are about: a test-mode flow, a running one first, the latest edited.
       (select id::text from flows where user_id = $1 and mode = 'test'
          order by (status = any($2::text[])) desc, edited_at desc, id limit 1) as test_flow`,
    [userId, RUNNING_FLOW_STATUSES],
  );
  return {
    connectChannel: row?.connect_channel ?? false,
    connectBookingSystem: row?.connect_booking_system ?? false,
    turnOnFlow: row?.turn_on_flow ?? false,
    sendTest: row?.send_test ?? false,
    goLive: row?.go_live ?? false,
    pay: row?.pay ?? false,
    testFlowId: row?.test_flow ?? null,
  };
}

async function giftOf(q: Queryable, userId: string): Promise<GiftRecord | null> {
  const [row] = await q.query<{ granted_at: Date; granted_until: Date }>('select granted_at, granted_until from setup_gifts where user_id = $1', [userId]);
  return row ? { grantedAt: row.granted_at, grantedUntil: row.granted_until } : null;
}

export async function checklist(q: Queryable, userId: string): Promise<Checklist> {
  return checklistOf(await checklistFacts(q, userId), await giftOf(q, userId));
}

/**
 * Grants the setup gift once: a free period of SETUP_GIFT_MONTHS months of the last paid tariff, from the end
 * of each covered unit's paid period (or now), recorded as payments records a paid one (grantFreePeriod) and in
 * setup_gifts. The user's row is locked first, so two calls at once grant it once; asked again, it answers the
 * same grant.
 */
export async function grantSetupGift(tx: Queryable, userId: string, now: Date): Promise<Checklist> {
  await tx.query('select id from users where id = $1 for update', [userId]);
  const facts = await checklistFacts(tx, userId);
  const existing = await giftOf(tx, userId);
  if (existing) return checklistOf(facts, existing);
  const current = checklistOf(facts, null);
  if (!current.gift.earned) throw new ApiError(409, 'SETUP_GIFT_NOT_EARNED', 'Complete the first 3 steps of the checklist to get the gift');
  // The last paid tariff's (Pro for an account that never paid), recorded as payments record a paid period.
  const [last] = await tx.query<{ tariff: number }>('select tariff from payments where user_id = $1 and success order by date_begin desc, created_at desc limit 1', [userId]);
  const gift = await grantFreePeriod(tx, userId, last?.tariff ?? TARIFFS.pro, SETUP_GIFT_MONTHS, now);
  await tx.query('insert into setup_gifts (user_id, payment_id, months, granted_at, granted_until) values ($1, $2, $3, $4, $5)', [
    userId,
    gift.paymentId,
    SETUP_GIFT_MONTHS,
    now.toISOString(),
    gift.dateEnd.toISOString(),
  ]);
  return checklistOf(facts, { grantedAt: now, grantedUntil: gift.dateEnd });
}

/** Whether the analytics tariff runs for the account (a successful payment of tariff 16 not yet ended). */
export async function analyticsUnlocked(q: Queryable, userId: string, now: Date): Promise<boolean> {
  const [row] = await q.query<{ unlocked: boolean }>('select exists (select 1 from payments where user_id = $1 and success and tariff = $2 and date_end > $3) as unlocked', [
    userId,
    ANALYTICS_TARIFF,
    now.toISOString(),
  ]);
  return row?.unlocked ?? false;
}

/** The areas the account's booking-system rights deny (any of its connections' user), in STAFF_AREAS order. */
export async function deniedAreas(q: Queryable, userId: string): Promise<StaffArea[]> {
  const rows = await q.query<{ area: string }>(`select distinct unnest(denied_areas) as area from staff_rights where user_id = $1`, [userId]);
  const denied = new Set(rows.map((row) => row.area));
  return STAFF_AREAS.filter((area) => denied.has(area));
}

/** 403 STAFF_NO_ACCESS when the caller's rights in the booking system exclude the area. */
export async function requireArea(q: Queryable, userId: string, area: StaffArea): Promise<void> {
  if ((await deniedAreas(q, userId)).includes(area)) throw new ApiError(403, 'STAFF_NO_ACCESS', `Your rights in the booking system give no access to the ${area}`);
}

export async function requireAnalytics(q: Queryable, userId: string, now: Date): Promise<void> {
  if (!(await analyticsUnlocked(q, userId, now))) throw new ApiError(403, 'FEATURE_REQUIRES_ANALYTICS', 'This dashboard is available with the analytics tariff');
}

/** The series' bucket of a timestamp column, as an ISO string key (UTC). */
export const bucketSql = (range: PeriodRange, column: string) => `(date_trunc('${range.bucket}', ${column} at time zone 'UTC') at time zone 'UTC')`;

/** Rows keyed by bucket start, laid over every bucket of the period (zeros where none). */
export function fillSeries<T extends { start: Date }, P>(range: PeriodRange, rows: readonly T[], point: (row: T | undefined, start: string) => P): P[] {
  const byStart = new Map(rows.map((row) => [row.start.toISOString(), row]));
  return bucketStarts(range).map((start) => point(byStart.get(start.toISOString()), start.toISOString()));
}

/**
 * Whether the account existed for the whole previous period: the earlier of its creation and its first
 * message is at or before the period's start. A newer account has no figures to compare with, and a 0
 * there would read as a fall to nothing.
 */
export async function previousAvailable(q: Queryable, userId: string, previousFrom: Date): Promise<boolean> {
  const [row] = await q.query<{ available: boolean }>(
    `select coalesce(least(u.created_at, (select min(m.scheduled_at) from messages m where m.user_id = u.id)) <= $2, false) as available
     from users u where u.id = $1`,
    [userId, previousFrom.toISOString()],
  );
  return row?.available ?? false;
}

/** The messages dashboards of a period, and the previous period's funnel for comparison. */
export async function analytics(q: Queryable, userId: string, period: InsightPeriod, now: Date): Promise<Analytics> {
  const range = periodRange(period, now);
  await refreshAggregates(q, userId, now);
  // The funnel, statuses, channels and series from the period's messages counted by status, channel and bucket
  // (whole days from the day table, today from the rows), then summed for each (grouping sets); the channels'
  // sent, read and failed are the funnel's columns.
  const params: unknown[] = [userId];
  const messages = messageRowsSql(splitRange(range.from, range.to, now), range.bucket, params);
  const rows = await q.query<FunnelRow & { set: number; status: MessageStatus | null; channel: ChannelKind | null; start: Date | null }>(
    `select grouping(c.status, c.channel, c.start)::int as set, c.status, c.channel, c.start, ${FUNNEL_SUMS}
     from (${messages}) c
     group by grouping sets ((), (c.status), (c.channel), (c.start))`,
    params,
  );
  const current = funnelOf(rows.find((row) => row.set === 0b111));
  const previous = await messageFunnel(q, userId, range.previousFrom, range.previousTo, now);
  const statusRows = rows.flatMap((row) => (row.set === 0b011 && row.status !== null ? [{ status: row.status, count: row.total }] : []));
  const channelRows = rows.flatMap((row) => (row.set === 0b101 && row.channel !== null ? [{ channel: row.channel, sent: row.sent, read: row.read, failed: row.failed }] : []));
  const seriesRows = rows.flatMap((row) => (row.set === 0b110 && row.start !== null ? [{ ...row, start: row.start }] : []));
  const series = fillSeries(
    range,
    seriesRows,
    (row, start) => ({ start, sent: row?.sent ?? 0, delivered: row?.delivered ?? 0, read: row?.read ?? 0, replied: row?.replied ?? 0, failed: row?.failed ?? 0 }),
  );
  const statusCount = new Map(statusRows.map((row) => [row.status, row.count]));
  const channelOf = new Map(channelRows.map((row) => [row.channel, row]));
  return {
    period,
    range: rangeOf(range.from, range.to),
    previousRange: rangeOf(range.previousFrom, range.previousTo),
    current,
    previous,
    previousAvailable: await previousAvailable(q, userId, range.previousFrom),
    byStatus: MESSAGE_STATUSES.map((status) => ({ status, count: statusCount.get(status) ?? 0 })),
    byChannel: CHANNEL_KINDS.map((channel) => {
      const row = channelOf.get(channel);
      return { channel, sent: row?.sent ?? 0, read: row?.read ?? 0, failed: row?.failed ?? 0 };
    }),
    series,
    deepUnlocked: await analyticsUnlocked(q, userId, now),
  };
}
