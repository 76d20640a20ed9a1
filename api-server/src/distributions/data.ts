import { distributionPageSchema, distributionSchema, type CreateDistributionRequest, type Distribution, type DistributionAudience, type DistributionAudienceSource, type DistributionClientFilter, type DistributionPage, type DistributionStatus } from '@cabinet/api/distributions';
import type { Queryable } from '../platform/db/Db';
import { pagedList, type PagedListDefinition } from '../platform/db/pagedList';
import { containsPattern, isUuid, sqlParams, type SqlParams } from '../platform/db/sql';
import { unauthorized } from '../platform/http/ApiError';

/** What the domain needs to know of the signed-in owner. */
export interface MailingOwner {
  id: string;
  isTestUser: boolean;
  phone: string | null;
  /** The first branch's timezone: the mailings' hours are read in it. */
  timeZone: string;
}

export async function loadMailingOwner(q: Queryable, userId: string): Promise<MailingOwner> {
  const [row] = await q.query<{ is_test_user: boolean; phone: string | null; timezone: string | null }>(
    `select u.is_test_user, u.phone, (select c.timezone from companies c where c.user_id = u.id order by c.created_at, c.id limit 1) as timezone
     from users u where u.id = $1`,
    [userId],
  );
  if (!row) throw unauthorized();
  return { id: userId, isTestUser: row.is_test_user, phone: row.phone, timeZone: row.timezone ?? 'Europe/Moscow' };
}

/** The kinds of channel account the owner has connected, in the contract's order. */
export async function connectedChannels(q: Queryable, userId: string): Promise<Distribution['type'][]> {
  const rows = await q.query<{ kind: Distribution['type'] }>('select distinct kind from channel_accounts where user_id = $1', [userId]);
  const kinds = new Set(rows.map((row) => row.kind));
  return (['whatsapp', 'max', 'telegram', 'waba', 'sms'] as const).filter((kind) => kinds.has(kind));
}

/** Messages of mailings (not the "send a test" ones): their dedupe key is `distribution:<mailing>:<recipient>`. */
export const MAILING_MESSAGE = (alias: string) => `${alias}.dedupe_key like 'distribution:%'`;

/** The funnel of each mailing, from the log: each step counts those that went further too. */
const COUNTS_JOIN = `
  left join lateral (
    select count(*)::int as recipients from distribution_recipients r where r.distribution_id = d.id
  ) rc on true
  left join lateral (
    select count(*) filter (where m.status in ('sent', 'delivered', 'read', 'replied'))::int as sent,
           count(*) filter (where m.status in ('delivered', 'read', 'replied'))::int as delivered,
           count(*) filter (where m.status in ('read', 'replied'))::int as read,
           count(*) filter (where m.status = 'replied')::int as replied,
           count(*) filter (where m.status in ('sent', 'delivered', 'read', 'replied', 'failed', 'skipped'))::int as ended
    from messages m where m.campaign_id = d.id and ${MAILING_MESSAGE('m')}
  ) mc on true`;

const PROGRESS = `(case when rc.recipients = 0 then 0 else (100 * mc.ended / rc.recipients) end)::int`;

const COLUMNS = `d.id, d.title, d.type, d.mode, d.status, d.text, d.image, d.start_at, d.end_at, d.days_of_week, d.begin_hour, d.end_hour,
  d.per_day, d.ai_assistant_id, d.audience_source, d.file_name, d.client_filter, d.created_at, d.edited_at, d.last_start, d.finished_at, d.version,
  rc.recipients, mc.sent, mc.delivered, mc.read, mc.replied, ${PROGRESS} as progress`;

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

type DistributionRow = {
  id: string;
  title: string;
  type: string;
  mode: string;
  status: string;
  text: string;
  image: unknown;
  start_at: Date;
  end_at: Date | null;
  days_of_week: number[];
  begin_hour: number;
  end_hour: number;
  per_day: number;
  ai_assistant_id: string | null;
  audience_source: string;
  file_name: string | null;
  client_filter: unknown;
  created_at: Date;
  edited_at: Date;
  last_start: Date | null;
  finished_at: Date | null;
  version: number;
  recipients: number;
  sent: number;
  delivered: number;
  read: number;
  replied: number;
  progress: number;
};

/** A row as the contract answers it, checked by the contract's own schema (a stored value it refuses is a bug, not a 400). */
export function toDistribution(row: DistributionRow): Distribution {
  return distributionSchema.parse({
    id: row.id,
    title: row.title,
    type: row.type,
    mode: row.mode,
    status: row.status,
    text: row.text,
    image: row.image ?? null,
    startAt: row.start_at.toISOString(),
    endAt: iso(row.end_at),
    daysOfWeek: row.days_of_week,
    beginHour: row.begin_hour,
    endHour: row.end_hour,
    perDay: row.per_day,
    aiAssistantId: row.ai_assistant_id,
    audienceSource: row.audience_source,
    fileName: row.file_name,
    clientFilter: row.client_filter ?? null,
    createdAt: row.created_at.toISOString(),
    editedAt: row.edited_at.toISOString(),
    lastStart: iso(row.last_start),
    finishedAt: iso(row.finished_at),
    version: row.version,
    recipients: row.recipients,
    sent: row.sent,
    delivered: row.delivered,
    read: row.read,
    replied: row.replied,
    progress: Math.min(100, row.progress),
  });
}

const STATUS_ORDER = `array['working', 'waiting', 'inQueue', 'pause', 'error', 'done', 'canceled', 'unavailable']`;

export function distributionList(ownerId: string): PagedListDefinition {
  return {
    from: `distributions d ${COUNTS_JOIN}`,
    columns: COLUMNS,
    scope: [(params) => `d.user_id = ${params.add(ownerId)}`],
    filters: { status: 'd.status', type: 'd.type', mode: 'd.mode' },
    search: (term, params) => {
      const pattern = params.add(containsPattern(term));
      return `d.title ilike ${pattern} or d.text ilike ${pattern}`;
    },
    sorts: {
      title: 'lower(d.title)',
      type: 'd.type',
      mode: 'd.mode',
      status: `array_position(${STATUS_ORDER}, d.status)`,
      createdAt: 'd.created_at',
      lastStart: 'd.last_start',
      startAt: 'd.start_at',
      recipients: 'rc.recipients',
      progress: PROGRESS,
    },
    defaultSort: 'createdAt',
    tieBreaker: 'd.id',
    nullsLast: true,
  };
}

export async function listDistributions(
  q: Queryable,
  ownerId: string,
  query: { page: number; pageSize: number; sort: string; order: 'asc' | 'desc'; search?: string; status?: string[]; type?: string[]; mode?: string },
): Promise<DistributionPage> {
  const page = await pagedList<DistributionRow>(q, distributionList(ownerId), {
    page: query.page,
    pageSize: query.pageSize,
    sort: query.sort,
    order: query.order,
    search: query.search,
    filters: { status: query.status, type: query.type, mode: query.mode },
  });
  return distributionPageSchema.parse({
    ...page,
    items: page.items.map((raw) => {
      const { image, text: _text, perDay: _perDay, aiAssistantId: _ai, clientFilter: _filter, editedAt: _edited, finishedAt: _finished, version: _version, ...rest } = toDistribution(raw);
      return { ...rest, hasImage: image !== null };
    }),
  });
}

export async function findOwnDistribution(q: Queryable, ownerId: string, id: string): Promise<Distribution | null> {
  if (!isUuid(id)) return null;
  const [row] = await q.query<DistributionRow>(`select ${COLUMNS} from distributions d ${COUNTS_JOIN} where d.id = $1 and d.user_id = $2`, [id, ownerId]);
  return row ? toDistribution(row) : null;
}

/** The caller's mailings among `ids`, locked for an action; ids not theirs are simply absent. */
export async function lockOwn(q: Queryable, ownerId: string, ids: readonly string[]): Promise<Array<{ id: string; status: DistributionStatus }>> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return q.query<{ id: string; status: DistributionStatus }>(
    'select id, status from distributions where user_id = $1 and id = any($2::uuid[]) order by id for update',
    [ownerId, valid],
  );
}

/** The clients a filter selects now (with a valid phone, one per phone), as SQL over `clients c`. */
export function clientFilterSql(filter: DistributionClientFilter, ownerId: string, params: SqlParams): string {
  const conditions = [`c.user_id = ${params.add(ownerId)}`, 'c.phone is not null'];
  if (filter.clientCategoryIds && filter.clientCategoryIds.length > 0) conditions.push(`c.category_id = any(${params.add(filter.clientCategoryIds)}::text[])`);
  const range = (expression: string, value: { min?: number | null; max?: number | null } | undefined) => {
    if (value?.min != null) conditions.push(`${expression} >= ${params.add(value.min)}`);
    if (value?.max != null) conditions.push(`${expression} <= ${params.add(value.max)}`);
  };
  range('f.visit_count', filter.visitCount);
  range('f.money_spent', filter.moneySpent);
  if (filter.lastVisitDaysAgo?.min != null) conditions.push(`f.last_visit_at <= now() - make_interval(days => ${params.add(filter.lastVisitDaysAgo.min)}::int)`);
  if (filter.lastVisitDaysAgo?.max != null) conditions.push(`f.last_visit_at >= now() - make_interval(days => ${params.add(filter.lastVisitDaysAgo.max)}::int)`);
  return conditions.join(' and ');
}

const CLIENT_FACTS = `
  left join lateral (
    select count(*)::int as visit_count, coalesce(sum(v.price), 0)::float8 as money_spent, max(v.starts_at) as last_visit_at
    from visits v where v.client_id = c.id and v.canceled_at is null and v.removed_at is null and v.status <> 'notCome' and v.starts_at < now()
  ) f on true`;

/** The clients a filter selects, in name order, one per phone, at most `limit`. */
export async function selectClients(q: Queryable, ownerId: string, filter: DistributionClientFilter, limit: number): Promise<Array<{ id: string; name: string; phone: string }>> {
  const params = sqlParams();
  const where = clientFilterSql(filter, ownerId, params);
  return q.query<{ id: string; name: string; phone: string }>(
    `select distinct on (c.phone) c.id, c.name, c.phone from clients c ${CLIENT_FACTS} where ${where} order by c.phone, c.created_at limit ${params.add(limit)}`,
    params.values,
  );
}

export async function countClients(q: Queryable, ownerId: string, filter: DistributionClientFilter): Promise<number> {
  const params = sqlParams();
  const where = clientFilterSql(filter, ownerId, params);
  const [row] = await q.query<{ count: number }>(`select count(distinct c.phone)::int as count from clients c ${CLIENT_FACTS} where ${where}`, params.values);
  return row?.count ?? 0;
}

/** A recipient as stored: a listed phone that is one of the account's clients names that client. */
export interface Recipient {
  name: string;
  phone: string;
  clientId: string | null;
}

/** The mailing's settings as the form sends them (the recipients apart). */
export type MailingSettings = Omit<CreateDistributionRequest, 'audience'>;

/** The account's client of each phone (the first created), for a list's rows. */
export async function clientIdsByPhone(q: Queryable, ownerId: string, phones: readonly string[]): Promise<Map<string, string>> {
  const clients = await q.query<{ id: string; phone: string }>(
    'select distinct on (phone) id, phone from clients where user_id = $1 and phone = any($2::text[]) order by phone, created_at',
    [ownerId, phones],
  );
  return new Map(clients.map((client) => [client.phone, client.id]));
}

/** The phones among `phones` that the account's blacklist holds. */
export async function blacklistedAmong(q: Queryable, ownerId: string, phones: readonly string[]): Promise<string[]> {
  const rows = await q.query<{ phone: string }>('select phone from blacklist where user_id = $1 and phone = any($2::text[])', [ownerId, phones]);
  return rows.map((row) => row.phone);
}

export async function countBlacklisted(q: Queryable, ownerId: string, phones: readonly string[]): Promise<number> {
  const [row] = await q.query<{ count: number }>('select count(*)::int as count from blacklist where user_id = $1 and phone = any($2::text[])', [ownerId, phones]);
  return row?.count ?? 0;
}

/** Replaces a mailing's recipients, numbered in their order. */
export async function replaceRecipients(q: Queryable, distributionId: string, recipients: readonly Recipient[]): Promise<void> {
  await q.query('delete from distribution_recipients where distribution_id = $1', [distributionId]);
  await q.query(
    `insert into distribution_recipients (distribution_id, position, name, phone, client_id)
     select $1, t.position, t.name, t.phone, t.client_id from unnest($2::int[], $3::text[], $4::text[], $5::uuid[]) as t(position, name, phone, client_id)`,
    [distributionId, recipients.map((_, index) => index + 1), recipients.map((r) => r.name), recipients.map((r) => r.phone), recipients.map((r) => r.clientId)],
  );
}

export async function storedSource(q: Queryable, id: string): Promise<DistributionAudienceSource> {
  const [row] = await q.query<{ audience_source: string }>('select audience_source from distributions where id = $1', [id]);
  return row?.audience_source === 'clients' ? 'clients' : 'list';
}

/** The stored version; `lock` holds the row till commit. */
export async function versionOf(q: Queryable, id: string, lock = false): Promise<number | null> {
  const [row] = await q.query<{ version: number }>(`select version from distributions where id = $1${lock ? ' for update' : ''}`, [id]);
  return row ? row.version : null;
}

function settingsParams(settings: MailingSettings) {
  return [
    settings.title,
    settings.type,
    settings.mode,
    settings.text,
    settings.image ? JSON.stringify(settings.image) : null,
    settings.startAt,
    settings.endAt ?? null,
    settings.daysOfWeek,
    settings.beginHour,
    settings.endHour,
    settings.perDay,
    settings.aiAssistantId ?? null,
  ];
}

const audienceParams = (audience: DistributionAudience) => [
  audience.source,
  audience.source === 'list' ? audience.fileName : null,
  audience.source === 'clients' ? JSON.stringify(audience.filter) : null,
];

export async function insertDistribution(q: Queryable, row: { id: string; ownerId: string; settings: MailingSettings; audience: DistributionAudience; now: string }): Promise<void> {
  await q.query(
    `insert into distributions (id, user_id, title, type, mode, text, image, start_at, end_at, days_of_week, begin_hour, end_hour, per_day,
       ai_assistant_id, audience_source, file_name, client_filter, created_at, edited_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $18)`,
    [row.id, row.ownerId, ...settingsParams(row.settings), ...audienceParams(row.audience), row.now],
  );
}

/** Writes the settings (a new version); the audience too when given. */
export async function updateDistribution(q: Queryable, id: string, settings: MailingSettings, audience: DistributionAudience | undefined, now: string): Promise<void> {
  await q.query(
    `update distributions set title = $2, type = $3, mode = $4, text = $5, image = $6, start_at = $7, end_at = $8, days_of_week = $9,
       begin_hour = $10, end_hour = $11, per_day = $12, ai_assistant_id = $13, edited_at = $14, version = version + 1
     where id = $1`,
    [id, ...settingsParams(settings), now],
  );
  if (audience) await q.query('update distributions set audience_source = $2, file_name = $3, client_filter = $4 where id = $1', [id, ...audienceParams(audience)]);
}

/** A copy as a new draft, with its recipients, starting no earlier than now. */
export async function copyDistribution(q: Queryable, sourceId: string, id: string, now: string): Promise<void> {
  await q.query(
    `insert into distributions (id, user_id, title, type, mode, text, image, start_at, end_at, days_of_week, begin_hour, end_hour, per_day,
       ai_assistant_id, audience_source, file_name, client_filter, created_at, edited_at)
     select $1, user_id, left(title || ' (copy)', 200), type, mode, text, image, greatest(start_at, $3::timestamptz), end_at, days_of_week,
       begin_hour, end_hour, per_day, ai_assistant_id, audience_source, file_name, client_filter, $3, $3
     from distributions where id = $2`,
    [id, sourceId, now],
  );
  await q.query(
    `insert into distribution_recipients (distribution_id, position, name, phone, client_id)
     select $1, position, name, phone, client_id from distribution_recipients where distribution_id = $2`,
    [id, sourceId],
  );
}

/** Deletes a mailing: its unsent messages go with it; what was sent stays in the log, without its mailing. */
export async function deleteDistribution(q: Queryable, id: string): Promise<void> {
  await q.query(`delete from messages where campaign_id = $1 and status in ('queued', 'waitingWindow')`, [id]);
  await q.query('delete from distributions where id = $1', [id]);
}

/** Pauses: what is planned but not sent is withdrawn, so those recipients go on at resume. */
export async function writePaused(q: Queryable, id: string): Promise<void> {
  await q.query(`delete from messages where campaign_id = $1 and dedupe_key like 'distribution:%' and status in ('queued', 'waitingWindow')`, [id]);
  await q.query(`update distributions set status = 'pause', last_planned_at = null where id = $1`, [id]);
}

/** (Re)starts: the pacing plans from now. */
export async function writeStarted(q: Queryable, id: string, status: DistributionStatus, now: string): Promise<void> {
  await q.query('update distributions set status = $2, last_start = $3, last_planned_at = null, finished_at = null where id = $1', [id, status, now]);
}

/** When the owner's last started mailing started (or was to). */
export async function previousStart(q: Queryable, ownerId: string): Promise<Date | null> {
  const [row] = await q.query<{ at: Date | null }>(`select max(coalesce(last_start, start_at)) as at from distributions where user_id = $1 and status <> 'inQueue'`, [ownerId]);
  return row?.at ?? null;
}

export async function clientCategories(q: Queryable, ownerId: string): Promise<string[]> {
  const rows = await q.query<{ category_id: string }>(
    'select distinct category_id from clients where user_id = $1 and category_id is not null order by category_id limit 100',
    [ownerId],
  );
  return rows.map((row) => row.category_id);
}

export async function firstRecipient(q: Queryable, distributionId: string): Promise<{ name: string; phone: string; client_id: string | null } | undefined> {
  const [first] = await q.query<{ name: string; phone: string; client_id: string | null }>(
    'select name, phone, client_id from distribution_recipients where distribution_id = $1 order by position limit 1',
    [distributionId],
  );
  return first;
}

/** A "send a test" message, queued in the log like any other (its dedupe key is not a mailing's). */
export async function insertTestMessage(
  q: Queryable,
  message: { id: string; ownerId: string; distributionId: string; companyId: string | null; phone: string; clientName: string; channel: string; text: string; now: Date },
): Promise<void> {
  await q.query(
    `insert into messages (id, user_id, campaign_id, dedupe_key, company_id, phone, recipient, client_name, channel, mode, text, status, scheduled_at, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $6, $7, $8, 'test', $9, 'queued', $10, $10, $10)`,
    [message.id, message.ownerId, message.distributionId, `distributionTest:${message.distributionId}:${message.now.getTime()}`, message.companyId, message.phone, message.clientName, message.channel, message.text, message.now.toISOString()],
  );
}
