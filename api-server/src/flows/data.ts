import { checkContentForMode, FLOW_TITLE_MAX_LENGTH, isBlankText, flowPageSchema, runningStatus, validateFlowSettings, type Flow, type FlowIntegration, type FlowListQuery, type FlowMode, type FlowPage, type FlowSettings, type FlowStatus, type FlowSummary } from '@cabinet/api/flows';
import type { Queryable } from '../platform/db/Db';
import { pagedList, type PagedListDefinition } from '../platform/db/pagedList';
import { containsPattern, isUuid } from '../platform/db/sql';
import { ruleViolation } from '../platform/http/parseWith';
import { flowNotFound } from './errors';
import {
  effectiveStatusSql,
  errorReasonSql,
  FLOW_COLUMNS,
  FLOW_SUMMARY_COLUMNS,
  SETTINGS_COLUMNS,
  settingsParams,
  settingsPlaceholders,
  STATUS_ORDER_SQL,
  toFlow,
  toFlowSummary,
  type FlowRow,
  type FlowSummaryRow,
} from './flowRows';
import type { FlowOwner } from './owner';

/** What the state-changing calls read of a flow: never its image. */
export type FlowStateRow = { id: string; type: string; status: string; mode: string; content: string; version: number };

/** The next stored values an action decided for one flow. */
export type StateChange = { status?: FlowStatus; mode?: FlowMode };

/** The caller's flows as the list pages them: filters, sorts and search are this whitelist (accounts hold up to 10,000). */
export function flowList(me: FlowOwner): PagedListDefinition {
  const status = (params: { add(value: unknown): string }) => effectiveStatusSql('f', params.add(me.gated));
  return {
    from: 'flows f',
    columns: (params) => FLOW_SUMMARY_COLUMNS(params.add(me.gated)),
    scope: [(params) => `f.user_id = ${params.add(me.id)}`],
    filters: { status, type: 'f.type', mode: 'f.mode' },
    search: (term, params) => {
      const pattern = params.add(containsPattern(term));
      return `f.title ilike ${pattern} or f.content ilike ${pattern}`;
    },
    sorts: {
      title: 'lower(f.title)',
      type: 'f.type',
      mode: 'f.mode',
      // Status sorts in lifecycle order, by the status the list shows.
      status: (params) => `array_position(${STATUS_ORDER_SQL}, ${status(params)})`,
      createdAt: 'f.created_at',
      editedAt: 'f.edited_at',
      lastStart: 'f.last_start',
      nextStart: 'f.next_start',
      endDate: 'f.end_date',
    },
    defaultSort: 'createdAt',
    tieBreaker: 'f.id',
    nullsLast: true,
  };
}

export async function listFlows(q: Queryable, me: FlowOwner, query: FlowListQuery): Promise<FlowPage> {
  const page = await pagedList<FlowSummaryRow>(q, flowList(me), {
    page: query.page,
    pageSize: query.pageSize,
    sort: query.sort,
    order: query.order,
    search: query.search,
    filters: { status: query.status, type: query.type, mode: query.mode },
  });
  return flowPageSchema.parse({ ...page, items: page.items.map(toFlowSummary) });
}

/** One flow of one owner, locked for the transaction when `forUpdate`; null for another's or an unknown id. */
export async function findOwnFlow(q: Queryable, userId: string, id: string, forUpdate = false): Promise<FlowRow | null> {
  const [row] = await q.query<FlowRow>(
    `select ${FLOW_COLUMNS}, ${errorReasonSql('flows')} as error_reason from flows where id = $1 and user_id = $2${forUpdate ? ' for update' : ''}`,
    [id, userId],
  );
  return row ?? null;
}

/** Writes an edited flow's settings; null when it is not the owner's. */
export async function updateFlowSettings(tx: Queryable, userId: string, id: string, settings: FlowSettings): Promise<FlowRow | null> {
  const [updated] = await tx.query<FlowRow>(
    `update flows set (${SETTINGS_COLUMNS.join(', ')}) = (${settingsPlaceholders(3).join(', ')}), edited_at = now(), version = version + 1
     where id = $1 and user_id = $2
     returning ${FLOW_COLUMNS}, ${errorReasonSql('flows')} as error_reason`,
    [id, userId, ...settingsParams(settings)],
  );
  return updated ?? null;
}

/** False when the flow is not the owner's. */
export async function deleteOwnFlow(q: Queryable, userId: string, id: string): Promise<boolean> {
  const deleted = await q.query('delete from flows where id = $1 and user_id = $2 returning id', [id, userId]);
  return deleted.length > 0;
}

export async function deleteOwnFlows(tx: Queryable, userId: string, ids: readonly string[]): Promise<void> {
  await tx.query('delete from flows where user_id = $1 and id = any($2::uuid[])', [userId, ids]);
}

/**
 * Locks the caller's flows among `ids` and answers them in the order asked. Any id that is not one of
 * them fails the whole call with 404: a bulk call names flows the caller saw in their own list.
 */
export async function lockOwnStates(tx: Queryable, userId: string, ids: readonly string[]): Promise<FlowStateRow[]> {
  if (!ids.every(isUuid)) throw flowNotFound();
  const rows = await tx.query<FlowStateRow>('select id, type, status, mode, content, version from flows where user_id = $1 and id = any($2::uuid[]) order by id for update', [
    userId,
    ids,
  ]);
  const byId = new Map(rows.map((row) => [row.id.toLowerCase(), row]));
  return ids.map((id) => {
    const row = byId.get(id.toLowerCase());
    if (!row) throw flowNotFound();
    return row;
  });
}

export async function findOwnState(q: Queryable, userId: string, id: string): Promise<FlowStateRow | null> {
  const [state] = await q.query<FlowStateRow>('select id, type, status, mode, content, version from flows where id = $1 and user_id = $2', [id, userId]);
  return state ?? null;
}

/** Writes the decided statuses and modes of several flows in two statements. */
export async function applyStateChanges(tx: Queryable, decided: ReadonlyArray<readonly [FlowStateRow, StateChange]>): Promise<void> {
  const statusChanges: Array<[string, string]> = [];
  const modeChanges: Array<[string, string]> = [];
  for (const [state, change] of decided) {
    if (change.status !== undefined && change.status !== state.status) statusChanges.push([state.id, change.status]);
    if (change.mode !== undefined && change.mode !== state.mode) modeChanges.push([state.id, change.mode]);
  }
  for (const [column, changes] of [
    ['status', statusChanges],
    ['mode', modeChanges],
  ] as const) {
    if (changes.length === 0) continue;
    await tx.query(`update flows f set ${column} = v.value from unnest($1::uuid[], $2::text[]) as v(id, value) where f.id = v.id`, [
      changes.map(([id]) => id),
      changes.map(([, value]) => value),
    ]);
  }
}

/** Inserts a new flow for its owner after the shared rules pass; a new flow runs at once in its mode. */
export async function insertFlow(
  q: Queryable,
  me: FlowOwner,
  settings: FlowSettings,
  meta: { mode: FlowMode; integration: FlowIntegration; templateType: string | null },
): Promise<Flow> {
  const errors = { ...validateFlowSettings(settings, { now: new Date(), checkEndDate: true }) };
  errors.content ??= checkContentForMode(settings.content, meta.mode) ?? undefined;
  if (Object.values(errors).some(Boolean)) throw ruleViolation(errors);
  const [row] = await q.query<FlowRow>(
    `insert into flows (user_id, mode, status, integration, template_type, ${SETTINGS_COLUMNS.join(', ')})
     values ($1, $2, $3, $4, $5, ${settingsPlaceholders(6).join(', ')})
     returning ${FLOW_COLUMNS}`,
    // A flow without a text waits paused, a draft: a running flow would send it empty (checkContentToRun).
    [me.id, meta.mode, isBlankText(settings.content) ? 'pause' : runningStatus(settings.type), meta.integration, meta.templateType, ...settingsParams(settings)],
  );
  if (!row) throw new Error('Inserting a flow returned no row');
  return toFlow(row, me.gated);
}

/** A copy of one flow for its owner or another user: paused, in test mode, without run dates or stats. */
export async function copyFlow(tx: Queryable, copy: { id: string; fromUserId: string; toUserId: string; titleSuffix: string }): Promise<FlowRow> {
  const selected = SETTINGS_COLUMNS.map((column) => (column === 'title' ? `left(title, ${FLOW_TITLE_MAX_LENGTH - copy.titleSuffix.length}) || $4` : column));
  const [row] = await tx.query<FlowRow>(
    `insert into flows (user_id, mode, status, integration, template_type, ${SETTINGS_COLUMNS.join(', ')})
     select $3, 'test', 'pause', integration, template_type, ${selected.join(', ')}
     from flows where id = $1 and user_id = $2
     returning ${FLOW_COLUMNS}`,
    [copy.id, copy.fromUserId, copy.toUserId, copy.titleSuffix],
  );
  if (!row) throw flowNotFound();
  return row;
}

export async function userExists(q: Queryable, id: string): Promise<{ id: string } | null> {
  const [user] = await q.query<{ id: string }>('select id from users where id = $1', [id]);
  return user ?? null;
}

/** A user by e-mail, as typed in any case (e-mails are stored in lower case). */
export async function userByEmail(q: Queryable, email: string): Promise<{ id: string } | null> {
  const [user] = await q.query<{ id: string }>('select id from users where lower(email) = lower($1)', [email]);
  return user ?? null;
}

/** Hands flows to another user, in test mode with the given statuses (paused where they can be). */
export async function moveFlows(tx: Queryable, move: { fromUserId: string; toUserId: string; ids: readonly string[]; statuses: readonly string[] }): Promise<void> {
  await tx.query(
    `update flows f set user_id = $1, mode = 'test', status = v.status, edited_at = now()
     from unnest($2::uuid[], $3::text[]) as v(id, status)
     where f.id = v.id and f.user_id = $4`,
    [move.toUserId, move.ids, move.statuses, move.fromUserId],
  );
}

/** Writes new texts (and titles, where given) and answers the flows as the list shows them. */
/** The caller's flows of these ids as the list shows them, in the order asked. */
export async function flowSummaries(q: Queryable, me: FlowOwner, ids: readonly string[]): Promise<FlowSummary[]> {
  const rows = await q.query<FlowSummaryRow>(`select ${FLOW_SUMMARY_COLUMNS('$2')} from flows f where f.id = any($1::uuid[]) and f.user_id = $3`, [ids, me.gated, me.id]);
  const byId = new Map(rows.map((row) => [row.id, toFlowSummary(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function writeTexts(tx: Queryable, me: FlowOwner, items: ReadonlyArray<{ id: string; content: string; title?: string | undefined }>): Promise<FlowSummary[]> {
  for (const item of items) {
    await tx.query('update flows set title = coalesce($3, title), content = $2, edited_at = now(), version = version + 1 where id = $1', [
      item.id,
      item.content,
      item.title ?? null,
    ]);
  }
  const rows = await tx.query<FlowSummaryRow>(`select ${FLOW_SUMMARY_COLUMNS('$2')} from flows f where f.id = any($1::uuid[])`, [items.map((item) => item.id), me.gated]);
  const byId = new Map(rows.map((row) => [row.id, toFlowSummary(row)]));
  return items.flatMap((item) => byId.get(item.id) ?? []);
}

export async function isOwnFlow(q: Queryable, userId: string, id: string): Promise<boolean> {
  const [own] = await q.query('select id from flows where id = $1 and user_id = $2', [id, userId]);
  return own !== undefined;
}

export type ConversionDay = { date: string; sent: number; read: number; converted: number };

/**
 * Sent, read and converted messages of one flow per whole UTC day from `from` to `to`, from the message
 * log: the series is of wall-clock timestamps read as UTC, whatever the session's time zone. A message
 * converted when its client made a booking (a visit created) after it, within `windowDays`; a reply
 * counts as read.
 */
export async function conversionDays(q: Queryable, flowId: string, range: { from: string; to: string; windowDays: number }): Promise<ConversionDay[]> {
  return q.query<ConversionDay>(
    `select to_char(d.day, 'YYYY-MM-DD') as date,
       count(m.id)::int as sent,
       count(coalesce(m.read_at, m.replied_at))::int as read,
       count(m.id) filter (where exists (
         select 1 from visits v
         where v.client_id = m.client_id and v.created_at > m.sent_at and v.created_at <= m.sent_at + make_interval(days => $4::int)
       ))::int as converted
     from generate_series($2::timestamp, $3::timestamp, interval '1 day') as d(day)
     left join messages m
       on m.flow_id = $1 and m.sent_at >= (d.day at time zone 'UTC') and m.sent_at < ((d.day + interval '1 day') at time zone 'UTC')
     group by d.day
     order by d.day`,
    [flowId, range.from, range.to, range.windowDays],
  );
}

/** The owner's blacklist entries among the phones: E.164 phone to the flow types it still allows. */
export async function blacklistedPhones(q: Queryable, userId: string, phones: readonly string[]): Promise<Map<string, string[]>> {
  const entries = await q.query<{ phone: string; allowed_tasks: string[] }>('select phone, allowed_tasks from blacklist where user_id = $1 and phone = any($2::text[])', [
    userId,
    phones,
  ]);
  return new Map(entries.map((entry) => [entry.phone, entry.allowed_tasks]));
}

/** An offer of flows (issue 35): written on the sender's side only, until the receiver accepts. */
export async function insertTransferOffer(tx: Queryable, offer: { fromUserId: string; toUserId: string; flowIds: readonly string[]; copy: boolean }): Promise<string> {
  const [row] = await tx.query<{ id: string }>('insert into flow_transfers (from_user_id, to_user_id, flow_ids, copy) values ($1, $2, $3::uuid[], $4) returning id', [
    offer.fromUserId,
    offer.toUserId,
    offer.flowIds,
    offer.copy,
  ]);
  if (!row) throw new Error('Inserting a transfer offer returned no row');
  return row.id;
}

export type TransferOfferRow = { id: string; from_user_id: string; from_email: string; flow_ids: string[]; copy: boolean; created_at: Date };

/** The offers waiting for this user, oldest first, with the sender's e-mail as it is now. */
export async function pendingOffersTo(q: Queryable, userId: string): Promise<TransferOfferRow[]> {
  return q.query<TransferOfferRow>(
    `select t.id, t.from_user_id, u.email as from_email, t.flow_ids, t.copy, t.created_at
     from flow_transfers t join users u on u.id = t.from_user_id
     where t.to_user_id = $1 and t.status = 'pending'
     order by t.created_at, t.id`,
    [userId],
  );
}

/** One waiting offer to this user, locked for the answer; another user's offer reads as none. */
export async function lockPendingOffer(tx: Queryable, userId: string, id: string): Promise<TransferOfferRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await tx.query<TransferOfferRow>(
    `select t.id, t.from_user_id, u.email as from_email, t.flow_ids, t.copy, t.created_at
     from flow_transfers t join users u on u.id = t.from_user_id
     where t.id = $1 and t.to_user_id = $2 and t.status = 'pending'
     for update of t`,
    [id, userId],
  );
  return row ?? null;
}

export async function decideOffer(tx: Queryable, id: string, status: 'accepted' | 'declined'): Promise<void> {
  await tx.query('update flow_transfers set status = $2, decided_at = now() where id = $1', [id, status]);
}

/** The offered flows the sender still owns, in the order offered: titles and types for the receiver to judge by. */
export async function offeredFlows(q: Queryable, fromUserId: string, ids: readonly string[]): Promise<Array<{ id: string; title: string; type: string; status: string }>> {
  const rows = await q.query<{ id: string; title: string; type: string; status: string }>('select id, title, type, status from flows where user_id = $1 and id = any($2::uuid[])', [
    fromUserId,
    ids,
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Records where accepted flows came from: the list shows it. */
export async function markReceived(tx: Queryable, ids: readonly string[], origin: { fromEmail: string; copy: boolean }): Promise<void> {
  await tx.query('update flows set received_from_email = $2, received_as_copy = $3, received_at = now() where id = any($1::uuid[])', [ids, origin.fromEmail, origin.copy]);
}
