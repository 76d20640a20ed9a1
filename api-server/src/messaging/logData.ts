import { MESSAGE_STATUSES, messageLogEntrySchema, reasonParamsSchema, type ReasonParams, messagePageSchema, messageSummarySchema, type MessageExportQuery, type MessageListQuery, type MessageLogEntry, type MessagePage, type MessageStatus, type MessageSummary, type MessageSummaryQuery } from '@cabinet/api/messaging';
import type { Queryable } from '../platform/db/Db';
import { containsPattern, sqlParams, type SqlParams } from '../platform/db/sql';

/** The filters the list, the export and the summary share (the query schemas have parsed them). */
type Filters = MessageSummaryQuery;

type LogRow = {
  id: string;
  flow_id: string | null;
  flow_title: string | null;
  flow_type: string | null;
  campaign_id: string | null;
  ai_reply: boolean;
  client_id: string | null;
  client_name: string;
  phone: string;
  recipient: string;
  channel: string;
  mode: string;
  text: string;
  status: string;
  reason: string | null;
  reason_detail: string | null;
  reason_params: unknown;
  scheduled_at: Date;
  sent_at: Date | null;
  delivered_at: Date | null;
  read_at: Date | null;
  replied_at: Date | null;
  failed_at: Date | null;
  reply_text: string | null;
  visit_status: string | null;
  visit_canceled: boolean | null;
  created_at: Date;
  updated_at: Date;
};

const FROM = 'messages m left join flows f on f.id = m.flow_id left join visits v on v.id = m.visit_id';
const COLUMNS = `m.id, m.flow_id, f.title as flow_title, f.type as flow_type, m.campaign_id, (m.flow_id is null and m.dedupe_key like 'ai:%') as ai_reply, m.client_id, m.client_name,
  m.phone, m.recipient, m.channel, m.mode, m.text, m.status, m.reason, m.reason_detail, m.reason_params, m.scheduled_at, m.sent_at,
  m.delivered_at, m.read_at, m.replied_at, m.failed_at, m.reply_text, v.status as visit_status,
  (v.canceled_at is not null or v.removed_at is not null) as visit_canceled, m.created_at, m.updated_at`;

/**
 * What each sort name stands for. None is null, so the export can walk the log by (key, id) without
 * offsets: a message not sent yet sorts as sent at the epoch, before any that was.
 */
const SORTS = {
  scheduledAt: 'm.scheduled_at',
  createdAt: 'm.created_at',
  sentAt: "coalesce(m.sent_at, 'epoch'::timestamptz)",
  // 'sending' is a worker's claim on a queued message: it sorts, filters and reads as queued.
  status: "(case m.status when 'sending' then 'queued' else m.status end)",
} as const;

/** The stored statuses a status filter stands for. */
function storedStatuses(statuses: readonly MessageStatus[]): string[] {
  return statuses.flatMap((status) => (status === 'queued' ? ['queued', 'sending'] : [status]));
}

/** The owner and every filter given, as SQL conditions on `messages m`. */
function conditions(userId: string, filters: Filters, params: SqlParams): string[] {
  const where = [`m.user_id = ${params.add(userId)}`];
  if (filters.flowId !== undefined) where.push(`m.flow_id = ${params.add(filters.flowId)}`);
  if (filters.campaignId !== undefined) where.push(`m.campaign_id = ${params.add(filters.campaignId)}`);
  if (filters.status && filters.status.length > 0) {
    const stored = storedStatuses(filters.status);
    // One status as an equality: the index on (user_id, status, scheduled_at) then gives the rows in the log's
    // order, and the export's first batch reads 2,000 of them, not every failed message of a million to sort.
    where.push(stored.length === 1 ? `m.status = ${params.add(stored[0])}` : `m.status = any(${params.add(stored)}::text[])`);
  }
  if (filters.channel && filters.channel.length > 0) where.push(`m.channel = any(${params.add([...filters.channel])}::text[])`);
  if (filters.from !== undefined) where.push(`m.scheduled_at >= ${params.add(filters.from)}`);
  if (filters.to !== undefined) where.push(`m.scheduled_at < ${params.add(filters.to)}`);
  if (filters.search) {
    const digits = filters.search.replace(/\D/g, '');
    // Phones are stored as +<digits>: "900 555" finds +7900555...; anything else is the client's name.
    const matches = [`m.client_name ilike ${params.add(containsPattern(filters.search))}`];
    if (digits !== '') matches.push(`m.phone like ${params.add(containsPattern(digits))}`);
    where.push(`(${matches.join(' or ')})`);
  }
  return where;
}

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** A message's stored detail code, or null for none (logged before codes were kept) or one this version does not know. */
export function readReasonParams(value: unknown): ReasonParams | null {
  if (value === null || value === undefined) return null;
  const params = reasonParamsSchema.safeParse(value);
  return params.success ? params.data : null;
}

export function toEntry(row: LogRow): MessageLogEntry {
  return messageLogEntrySchema.parse({
    id: row.id,
    flowId: row.flow_id,
    flowTitle: row.flow_title,
    flowType: row.flow_type,
    campaignId: row.campaign_id,
    aiReply: row.ai_reply,
    clientId: row.client_id,
    clientName: row.client_name,
    phone: row.phone,
    recipient: row.recipient,
    channel: row.channel,
    mode: row.mode,
    text: row.text,
    status: row.status === 'sending' ? 'queued' : row.status,
    reason: row.reason,
    reasonParams: readReasonParams(row.reason_params),
    reasonDetail: row.reason_detail,
    scheduledAt: row.scheduled_at.toISOString(),
    sentAt: iso(row.sent_at),
    deliveredAt: iso(row.delivered_at),
    readAt: iso(row.read_at),
    repliedAt: iso(row.replied_at),
    failedAt: iso(row.failed_at),
    replyText: row.reply_text,
    recordStatus: row.visit_status === null ? null : row.visit_canceled ? 'canceled' : row.visit_status,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  });
}

/**
 * One page of the owner's log. The page's ids are found on messages alone (an index gives each filter
 * and order) and only those rows are joined to their flow and visit: a deep page skips rows without
 * looking anything up for them.
 */
export async function listMessages(q: Queryable, userId: string, query: MessageListQuery, now: Date): Promise<MessagePage> {
  const key = SORTS[query.sort];
  const direction = query.order === 'asc' ? 'asc' : 'desc';
  const total = [...(await countByStatus(q, userId, query, now)).values()].reduce((sum, count) => sum + count, 0);
  const params = sqlParams();
  const where = conditions(userId, query, params).join(' and ');
  const rows = await q.query<LogRow>(
    `with page as (
       select m.id, ${key} as sort_key from messages m where ${where}
       order by ${key} ${direction}, m.id ${direction}
       limit ${params.add(query.pageSize)} offset ${params.add((query.page - 1) * query.pageSize)}
     )
     select ${COLUMNS} from page p join messages m on m.id = p.id
       left join flows f on f.id = m.flow_id left join visits v on v.id = m.visit_id
     order by p.sort_key ${direction}, p.id ${direction}`,
    params.values,
  );
  return messagePageSchema.parse({ items: rows.map(toEntry), total, page: query.page, pageSize: query.pageSize });
}

const DAY = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * How many of the owner's filtered messages are in each status (the API's: 'sending' counts as queued). A
 * million rows took 0.4 to 1.1 s to count (issue 35), so with no filter but status, channel and period the
 * whole UTC days before today are read from the insights' per-day counts (insight_message_days, kept by
 * migration insights/0004; its stale days recomputed first, insight_refresh_messages) and only the rest of the
 * period (today, anything later, a period's partial first and last days) from the rows. logRoutes.test.ts
 * checks both ways give the same counts.
 */
async function countByStatus(q: Queryable, userId: string, filters: Filters, now: Date): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const add = (rows: ReadonlyArray<{ status: string; count: number }>) => {
    for (const row of rows) counts.set(row.status, (counts.get(row.status) ?? 0) + row.count);
  };
  const fromRows = async (range: { from?: string; to?: string }) => {
    const params = sqlParams();
    const where = conditions(userId, { ...filters, from: range.from, to: range.to }, params);
    add(
      await q.query<{ status: string; count: number }>(
        `select (case m.status when 'sending' then 'queued' else m.status end) as status, count(*)::int as count
         from messages m where ${where.join(' and ')} group by 1`,
        params.values,
      ),
    );
  };
  const from = filters.from === undefined ? 0 : Date.parse(filters.from);
  const to = filters.to === undefined ? Number.POSITIVE_INFINITY : Date.parse(filters.to);
  const firstDay = Math.ceil(from / DAY) * DAY;
  const lastDay = Math.min(Math.floor(to / DAY), Math.floor(now.getTime() / DAY)) * DAY;
  if (filters.flowId !== undefined || filters.campaignId !== undefined || filters.search || firstDay >= lastDay) {
    await fromRows(filters);
    return counts;
  }
  await q.query('select insight_refresh_messages($1, $2::date)', [userId, dayOf(now.getTime())]);
  const params = sqlParams();
  const where = [`d.user_id = ${params.add(userId)}`, `d.day >= ${params.add(dayOf(firstDay))}::date`, `d.day < ${params.add(dayOf(lastDay))}::date`];
  if (filters.status && filters.status.length > 0) where.push(`d.status = any(${params.add([...filters.status])}::text[])`);
  if (filters.channel && filters.channel.length > 0) where.push(`d.channel = any(${params.add([...filters.channel])}::text[])`);
  add(await q.query<{ status: string; count: number }>(`select d.status, sum(d.total)::int as count from insight_message_days d where ${where.join(' and ')} group by 1`, params.values));
  if (from < firstDay) await fromRows({ from: filters.from, to: new Date(firstDay).toISOString() });
  await fromRows({ from: new Date(lastDay).toISOString(), to: filters.to });
  return counts;
}

/** How many of the owner's filtered messages are in each status. */
export async function summarizeMessages(q: Queryable, userId: string, filters: MessageSummaryQuery, now: Date): Promise<MessageSummary> {
  const byStatus = await countByStatus(q, userId, filters, now);
  const counts = Object.fromEntries(MESSAGE_STATUSES.map((status) => [status, byStatus.get(status) ?? 0]));
  const total = [...byStatus.values()].reduce((sum, count) => sum + count, 0);
  return messageSummarySchema.parse({ total, counts });
}

/** Rows per query of the export: small enough to stream, big enough that a million rows take few queries. */
export const EXPORT_BATCH = 2000;
/** The first query's rows (then twice as many each time, up to EXPORT_BATCH): one cancelled early has cost little. */
export const EXPORT_FIRST_BATCH = 200;

/**
 * The owner's filtered log in the list's order, batch by batch. Each batch starts after the last row of
 * the one before by (sort key, id), so no batch re-reads what came before (an offset would, a million
 * rows deep) and rows written meanwhile neither repeat nor shift the walk.
 */
export async function* exportMessages(q: Queryable, userId: string, query: MessageExportQuery, batch = EXPORT_BATCH): AsyncGenerator<MessageLogEntry[]> {
  const key = SORTS[query.sort];
  const direction = query.order === 'asc' ? 'asc' : 'desc';
  const after = direction === 'asc' ? '>' : '<';
  let last: { key: string; id: string } | null = null;
  let size = Math.min(batch, EXPORT_FIRST_BATCH);
  for (;;) {
    const params = sqlParams();
    const where = conditions(userId, query, params);
    if (last) {
      const lastKey = params.add(last.key);
      // The plain bound lets an index on the key start where the last batch ended; the pair breaks ties.
      where.push(`${key} ${after}= ${lastKey}`, `(${key}, m.id) ${after} (${lastKey}, ${params.add(last.id)}::uuid)`);
    }
    const rows = await q.query<LogRow & { sort_key: string }>(
      // The key read back as text: a timestamp keeps its microseconds, which a JavaScript Date would cut to
      // milliseconds, so the next batch would start before the last row and repeat rows (seen on PostgreSQL).
      `select ${COLUMNS}, (${key})::text as sort_key from ${FROM} where ${where.join(' and ')}
       order by ${key} ${direction}, m.id ${direction} limit ${params.add(size)}`,
      params.values,
    );
    if (rows.length === 0) return;
    yield rows.map(toEntry);
    const tail = rows[rows.length - 1];
    if (!tail || rows.length < size) return;
    last = { key: tail.sort_key, id: tail.id };
    // Doubling up to the full batch: a download cancelled early leaves little work in flight behind it.
    size = Math.min(batch, size * 2);
  }
}
