import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../AppContext';
import { authenticate } from '../auth/authenticate';
import {
  bulkFlowModeRequestSchema,
  bulkFlowsRequestSchema,
  bulkTextsRequestSchema,
  checkContentForMode,
  checkContentVariables,
  checkFlowTypeAvailable,
  conversionQuerySchema,
  createFlowRequestSchema,
  DEFAULT_FLOW_MODE,
  FLOW_NUMERIC_SETTINGS,
  FLOW_TITLE_MAX_LENGTH,
  FLOW_TYPE_DEFAULTS,
  flowConversionSchema,
  flowListQuerySchema,
  flowModeRequestSchema,
  flowModeSchema,
  flowPageSchema,
  flowRecipientsRequestSchema,
  flowStatusSchema,
  flowTypeSchema,
  newFlowSettings,
  PATHS,
  runningStatus,
  statusAfterPause,
  statusAfterResume,
  transferFlowsRequestSchema,
  updateFlowRequestSchema,
  validateFlowSettings,
  type BulkFlowsResult,
  type Flow,
  type FlowConversion,
  type FlowIntegration,
  type FlowListQuery,
  type FlowMode,
  type FlowPage,
  type FlowRecipients,
  type FlowSettings,
  type FlowStatus,
  type FlowType,
  type TransferFlowsResult,
} from '@cabinet/api/contract';
import type { Queryable } from '../db/Db';
import { containsPattern, sqlParams } from '../db/sql';
import { flowNotFound, invalidState, targetUserNotFound, unavailableInTariff } from '../flows/errors';
import {
  FLOW_COLUMNS,
  FLOW_SUMMARY_COLUMNS,
  findOwnFlow,
  SETTINGS_COLUMNS,
  settingsParams,
  settingsPlaceholders,
  STATUS_ORDER_SQL,
  toFlow,
  toFlowSummary,
  toSettings,
  effectiveStatusSql,
  type FlowRow,
  type FlowSummaryRow,
} from '../flows/flowRows';
import { loadOwner, type FlowOwner } from '../flows/owner';
import { normalizedPhones, selectRecipients } from '../flows/recipients';
import { ApiError } from '../http/ApiError';
import { parseWith, ruleViolation } from '../http/parseWith';
import { isUuid } from '../users/users';

const idParamsSchema = z.object({ id: z.string() });
/** A flow carries its image inline (at most 5 MB, about 6.7 MB as base64): the flow calls take 8 MB. */
export const FLOW_BODY_LIMIT = 8 * 1024 * 1024;
const COMBAT_NEEDS_TEXT = 'A flow without a text cannot switch to combat mode';

/** What the state-changing calls read of a flow: never its image. */
type FlowStateRow = { id: string; type: string; status: string; mode: string; content: string };

/** The one outcome of an action on one flow: its next stored values, or the error a single call answers. */
type Outcome = { ok: true; status?: FlowStatus; mode?: FlowMode } | { ok: false; error: ApiError };

/**
 * The flows of spec sections 2-4 (list, editor, actions, bulk actions, transfer, bulk texts, conversion).
 * Every call reaches only the caller's own flows: another user's id answers 404 FLOW_NOT_FOUND, as an
 * unknown one does.
 */
export function flowsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, tokens } = ctx;

  async function owner(request: FastifyRequest): Promise<FlowOwner> {
    const claims = await authenticate(request, tokens);
    return loadOwner(db, claims.userId);
  }

  app.get('/' + PATHS.flows.list, async (request): Promise<FlowPage> => {
    const me = await owner(request);
    const query = parseWith(flowListQuerySchema, request.query);
    return listFlows(db, me, query);
  });

  app.post('/' + PATHS.flows.list, { bodyLimit: FLOW_BODY_LIMIT }, async (request, reply) => {
    const me = await owner(request);
    const { mode, integration, ...fields } = parseWith(createFlowRequestSchema, request.body);
    requireAvailable(fields.type, me);
    const settings: FlowSettings = { ...newFlowSettings(fields.type), ...fields };
    const flow = await insertFlow(db, me, settings, { mode: mode ?? DEFAULT_FLOW_MODE, integration: integration ?? 'yclients', templateType: null });
    return reply.code(201).send(flow);
  });

  app.get('/' + PATHS.flows.one, async (request): Promise<Flow> => {
    const me = await owner(request);
    const row = await findOwnFlow(db, me.id, flowId(request.params));
    if (!row) throw flowNotFound();
    return toFlow(row, me.gated);
  });

  app.patch('/' + PATHS.flows.one, { bodyLimit: FLOW_BODY_LIMIT }, async (request): Promise<Flow> => {
    const me = await owner(request);
    const id = flowId(request.params);
    const patch = parseWith(updateFlowRequestSchema, request.body ?? {});
    const row = await db.transaction(async (tx) => {
      const current = await findOwnFlow(tx, me.id, id, true);
      if (!current) throw flowNotFound();
      const before = toSettings(current);
      let next: FlowSettings = { ...before, ...patch };
      if (next.type !== before.type) {
        requireAvailable(next.type, me);
        next = withTypeDefaults(next);
      }
      const endDateChanged = patch.endDate !== undefined && !sameInstant(patch.endDate, before.endDate);
      const errors = { ...validateFlowSettings(next, { now: new Date(), checkEndDate: endDateChanged }) };
      const mode = flowModeSchema.parse(current.mode);
      errors.content ??= checkContentForMode(next.content, mode) ?? undefined;
      if (Object.values(errors).some(Boolean)) throw ruleViolation(errors);
      const [updated] = await tx.query<FlowRow>(
        `update flows set (${SETTINGS_COLUMNS.join(', ')}) = (${settingsPlaceholders(3).join(', ')}), edited_at = now()
         where id = $1 and user_id = $2
         returning ${FLOW_COLUMNS}`,
        [id, me.id, ...settingsParams(next)],
      );
      return updated;
    });
    if (!row) throw flowNotFound();
    return toFlow(row, me.gated);
  });

  app.delete('/' + PATHS.flows.one, async (request, reply) => {
    const me = await owner(request);
    const deleted = await db.query('delete from flows where id = $1 and user_id = $2 returning id', [flowId(request.params), me.id]);
    if (deleted.length === 0) throw flowNotFound();
    return reply.code(204).send();
  });

  /** One action on one flow: lock it, decide with the shared rules, write, answer the whole flow. */
  async function actOnOne(request: FastifyRequest, decide: (state: FlowStateRow, me: FlowOwner) => Outcome): Promise<Flow> {
    const me = await owner(request);
    const id = flowId(request.params);
    const row = await db.transaction(async (tx) => {
      const [state] = await lockOwnStates(tx, me.id, [id]);
      if (!state) throw flowNotFound();
      const outcome = decide(state, me);
      if (!outcome.ok) throw outcome.error;
      await applyOutcomes(tx, [[state, outcome]]);
      return findOwnFlow(tx, me.id, id);
    });
    if (!row) throw flowNotFound();
    return toFlow(row, me.gated);
  }

  app.post('/' + PATHS.flows.pause, (request) => actOnOne(request, pauseOutcome));
  app.post('/' + PATHS.flows.resume, (request) => actOnOne(request, resumeOutcome));
  app.post('/' + PATHS.flows.mode, (request) => {
    const { mode } = parseWith(flowModeRequestSchema, request.body);
    return actOnOne(request, (state) => modeOutcome(state, mode));
  });

  app.post('/' + PATHS.flows.duplicate, async (request, reply) => {
    const me = await owner(request);
    const id = flowId(request.params);
    const row = await db.transaction(async (tx) => {
      const [state] = await lockOwnStates(tx, me.id, [id]);
      if (!state) throw flowNotFound();
      requireRunnable(state, me);
      // The copy waits paused in test mode: a duplicate never doubles what clients receive unseen.
      return copyFlow(tx, { id, fromUserId: me.id, toUserId: me.id, titleSuffix: ' (copy)' });
    });
    return reply.code(201).send(toFlow(row, me.gated));
  });

  /** A bulk action: every id must be the caller's (else 404, nothing done); each flow then goes its own way. */
  async function actOnMany(request: FastifyRequest, ids: readonly string[], decide: (state: FlowStateRow, me: FlowOwner) => Outcome): Promise<BulkFlowsResult> {
    const me = await owner(request);
    return db.transaction(async (tx) => {
      const states = await lockOwnStates(tx, me.id, ids);
      const decided = states.map((state) => [state, decide(state, me)] as const);
      await applyOutcomes(tx, decided);
      const result: BulkFlowsResult = { applied: [], skipped: [] };
      for (const [state, outcome] of decided) {
        if (outcome.ok) result.applied.push(state.id);
        else result.skipped.push({ id: state.id, code: outcome.error.code, message: outcome.error.message });
      }
      return result;
    });
  }

  app.post('/' + PATHS.flows.bulkPause, (request) => actOnMany(request, parseWith(bulkFlowsRequestSchema, request.body).ids, pauseOutcome));
  app.post('/' + PATHS.flows.bulkResume, (request) => actOnMany(request, parseWith(bulkFlowsRequestSchema, request.body).ids, resumeOutcome));
  app.post('/' + PATHS.flows.bulkMode, (request) => {
    const { ids, mode } = parseWith(bulkFlowModeRequestSchema, request.body);
    return actOnMany(request, ids, (state) => modeOutcome(state, mode));
  });

  app.post('/' + PATHS.flows.bulkDelete, async (request): Promise<BulkFlowsResult> => {
    const me = await owner(request);
    const { ids } = parseWith(bulkFlowsRequestSchema, request.body);
    return db.transaction(async (tx) => {
      const states = await lockOwnStates(tx, me.id, ids);
      await tx.query('delete from flows where user_id = $1 and id = any($2::uuid[])', [me.id, ids]);
      return { applied: states.map((state) => state.id), skipped: [] };
    });
  });

  app.post('/' + PATHS.flows.transfer, async (request): Promise<TransferFlowsResult> => {
    const me = await owner(request);
    const body = parseWith(transferFlowsRequestSchema, request.body);
    const target = body.targetUserId.toLowerCase();
    if (target === me.id.toLowerCase()) throw ruleViolation({ targetUserId: 'flow.transfer.self' });
    if (!isUuid(target)) throw targetUserNotFound();
    return db.transaction(async (tx) => {
      const [targetUser] = await tx.query<{ id: string }>('select id from users where id = $1', [target]);
      if (!targetUser) throw targetUserNotFound();
      const states = await lockOwnStates(tx, me.id, body.ids);
      if (body.copy) {
        const flowIds: string[] = [];
        for (const state of states) flowIds.push((await copyFlow(tx, { id: state.id, fromUserId: me.id, toUserId: targetUser.id, titleSuffix: '' })).id);
        return { flowIds };
      }
      // Handed over paused (where it can be) and in test mode: its new owner checks it before it runs.
      const statuses = states.map((state) => statusAfterPause(flowStatusSchema.parse(state.status)) ?? state.status);
      await tx.query(
        `update flows f set user_id = $1, mode = 'test', status = v.status, edited_at = now()
         from unnest($2::uuid[], $3::text[]) as v(id, status)
         where f.id = v.id and f.user_id = $4`,
        [targetUser.id, states.map((state) => state.id), statuses, me.id],
      );
      return { flowIds: states.map((state) => state.id) };
    });
  });

  app.put('/' + PATHS.flows.texts, async (request) => {
    const me = await owner(request);
    const { items } = parseWith(bulkTextsRequestSchema, request.body);
    return db.transaction(async (tx) => {
      const states = await lockOwnStates(
        tx,
        me.id,
        items.map((item) => item.id),
      );
      const errors: Record<string, string> = {};
      items.forEach((item, index) => {
        const state = states[index];
        const code = checkContentVariables(item.content) ?? (state ? checkContentForMode(item.content, flowModeSchema.parse(state.mode)) : null);
        if (code) errors[`items.${index}.content`] = code;
      });
      if (Object.keys(errors).length > 0) throw ruleViolation(errors);
      for (const item of items) {
        await tx.query('update flows set title = coalesce($3, title), content = $2, edited_at = now() where id = $1', [item.id, item.content, item.title ?? null]);
      }
      const rows = await tx.query<FlowSummaryRow>(`select ${FLOW_SUMMARY_COLUMNS('$2')} from flows f where f.id = any($1::uuid[])`, [
        items.map((item) => item.id),
        me.gated,
      ]);
      const byId = new Map(rows.map((row) => [row.id, toFlowSummary(row)]));
      return { items: items.flatMap((item) => byId.get(item.id) ?? []) };
    });
  });

  app.get('/' + PATHS.flows.conversion, async (request): Promise<FlowConversion> => {
    const me = await owner(request);
    const id = flowId(request.params);
    const query = parseWith(conversionQuerySchema, request.query);
    const [own] = await db.query('select id from flows where id = $1 and user_id = $2', [id, me.id]);
    if (!own) throw flowNotFound();
    // Whole UTC days: the series is of wall-clock timestamps read as UTC, whatever the session's time zone.
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.parse(`${to}T00:00:00Z`) - (query.days - 1) * 86_400_000).toISOString().slice(0, 10);
    const days = await db.query<{ date: string; sent: number; read: number; converted: number }>(
      `select to_char(d.day, 'YYYY-MM-DD') as date,
         count(m.id)::int as sent,
         count(m.read_at)::int as read,
         count(m.converted_at) filter (where m.converted_at <= m.sent_at + make_interval(days => $4::int))::int as converted
       from generate_series($2::timestamp, $3::timestamp, interval '1 day') as d(day)
       left join flow_messages m
         on m.flow_id = $1 and m.sent_at >= (d.day at time zone 'UTC') and m.sent_at < ((d.day + interval '1 day') at time zone 'UTC')
       group by d.day
       order by d.day`,
      [id, from, to, query.windowDays],
    );
    const totals = days.reduce((sum, day) => ({ sent: sum.sent + day.sent, read: sum.read + day.read, converted: sum.converted + day.converted }), {
      sent: 0,
      read: 0,
      converted: 0,
    });
    return flowConversionSchema.parse({ flowId: id, windowDays: query.windowDays, from, to, days, totals });
  });

  app.post('/' + PATHS.flows.recipients, async (request): Promise<FlowRecipients> => {
    const me = await owner(request);
    const id = flowId(request.params);
    const { phones } = parseWith(flowRecipientsRequestSchema, request.body);
    const [state] = await db.query<FlowStateRow>('select id, type, status, mode, content from flows where id = $1 and user_id = $2', [id, me.id]);
    if (!state) throw flowNotFound();
    const entries = await db.query<{ phone: string; allowed_tasks: string[] }>(
      'select phone, allowed_tasks from blacklist where user_id = $1 and phone = any($2::text[])',
      [me.id, normalizedPhones(phones)],
    );
    return selectRecipients({
      candidates: phones,
      flow: { type: flowTypeSchema.parse(state.type), mode: flowModeSchema.parse(state.mode) },
      ownerPhone: me.phone,
      blacklist: new Map(entries.map((entry) => [entry.phone, entry.allowed_tasks])),
    });
  });
}

/** A flow id from the path; one that is not a uuid cannot be a flow (spec section 8: "invalid flow id"). */
function flowId(params: unknown): string {
  const { id } = parseWith(idParamsSchema, params);
  if (!isUuid(id)) throw flowNotFound();
  return id;
}

export function requireAvailable(type: FlowType, me: FlowOwner): void {
  const code = checkFlowTypeAvailable(type, me.majorTariff);
  if (code) throw unavailableInTariff(code);
}

/** A flow that may run: its type is in the tariff and billing has not marked it unavailable. */
function requireRunnable(state: FlowStateRow, me: FlowOwner): void {
  requireAvailable(flowTypeSchema.parse(state.type), me);
  if (state.status === 'unavailable') throw unavailableInTariff(null);
}

function pauseOutcome(state: FlowStateRow): Outcome {
  const next = statusAfterPause(flowStatusSchema.parse(state.status));
  return next ? { ok: true, status: next } : { ok: false, error: invalidState('A finished, canceled or unavailable flow cannot be paused') };
}

function resumeOutcome(state: FlowStateRow, me: FlowOwner): Outcome {
  try {
    requireRunnable(state, me);
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, error };
    throw error;
  }
  const next = statusAfterResume(flowStatusSchema.parse(state.status), flowTypeSchema.parse(state.type));
  return next ? { ok: true, status: next } : { ok: false, error: invalidState('A finished or canceled flow cannot be resumed: duplicate it to run it again') };
}

function modeOutcome(state: FlowStateRow, mode: FlowMode): Outcome {
  if (checkContentForMode(state.content, mode)) return { ok: false, error: ruleViolation({ content: 'required' }, COMBAT_NEEDS_TEXT) };
  return { ok: true, mode };
}

/** Writes the decided statuses and modes of several flows in two statements. */
async function applyOutcomes(tx: Queryable, decided: ReadonlyArray<readonly [FlowStateRow, Outcome]>): Promise<void> {
  const statusChanges: Array<[string, string]> = [];
  const modeChanges: Array<[string, string]> = [];
  for (const [state, outcome] of decided) {
    if (!outcome.ok) continue;
    if (outcome.status !== undefined && outcome.status !== state.status) statusChanges.push([state.id, outcome.status]);
    if (outcome.mode !== undefined && outcome.mode !== state.mode) modeChanges.push([state.id, outcome.mode]);
  }
  for (const [column, changes] of [['status', statusChanges], ['mode', modeChanges]] as const) {
    if (changes.length === 0) continue;
    await tx.query(`update flows f set ${column} = v.value from unnest($1::uuid[], $2::text[]) as v(id, value) where f.id = v.id`, [
      changes.map(([id]) => id),
      changes.map(([, value]) => value),
    ]);
  }
}

/**
 * Locks the caller's flows among `ids` and answers them in the order asked. Any id that is not one of
 * them fails the whole call with 404: a bulk call names flows the caller saw in their own list.
 */
async function lockOwnStates(tx: Queryable, userId: string, ids: readonly string[]): Promise<FlowStateRow[]> {
  if (!ids.every(isUuid)) throw flowNotFound();
  const rows = await tx.query<FlowStateRow>(
    'select id, type, status, mode, content from flows where user_id = $1 and id = any($2::uuid[]) order by id for update',
    [userId, ids],
  );
  const byId = new Map(rows.map((row) => [row.id.toLowerCase(), row]));
  return ids.map((id) => {
    const row = byId.get(id.toLowerCase());
    if (!row) throw flowNotFound();
    return row;
  });
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
    [me.id, meta.mode, runningStatus(settings.type), meta.integration, meta.templateType, ...settingsParams(settings)],
  );
  if (!row) throw new Error('Inserting a flow returned no row');
  return toFlow(row, me.gated);
}

/** A copy of one flow for its owner or another user: paused, in test mode, without run dates or stats. */
async function copyFlow(tx: Queryable, copy: { id: string; fromUserId: string; toUserId: string; titleSuffix: string }): Promise<FlowRow> {
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

/** After a type change, the new type's settings that are unset take that type's defaults. */
function withTypeDefaults(settings: FlowSettings): FlowSettings {
  const defaults = FLOW_TYPE_DEFAULTS[settings.type];
  const filled = { ...settings };
  for (const key of FLOW_NUMERIC_SETTINGS) {
    const value = defaults[key];
    if (filled[key] === null && value !== undefined) filled[key] = value;
  }
  return filled;
}

function sameInstant(a: string | null, b: string | null): boolean {
  return a === null || b === null ? a === b : Date.parse(a) === Date.parse(b);
}

/** One page of the caller's flows, filtered, searched and sorted in SQL (accounts hold up to 10,000). */
async function listFlows(q: Queryable, me: FlowOwner, query: FlowListQuery): Promise<FlowPage> {
  const where = (params: ReturnType<typeof sqlParams>) => {
    const status = () => effectiveStatusSql('f', params.add(me.gated));
    const conditions = [`f.user_id = ${params.add(me.id)}`];
    if (query.status && query.status.length > 0) conditions.push(`${status()} = any(${params.add(query.status)}::text[])`);
    if (query.type && query.type.length > 0) conditions.push(`f.type = any(${params.add(query.type)}::text[])`);
    if (query.mode) conditions.push(`f.mode = ${params.add(query.mode)}`);
    if (query.search) {
      const pattern = params.add(containsPattern(query.search));
      conditions.push(`(f.title ilike ${pattern} or f.content ilike ${pattern})`);
    }
    return conditions.join(' and ');
  };

  const countParams = sqlParams();
  const [count] = await q.query<{ total: number }>(`select count(*)::int as total from flows f where ${where(countParams)}`, countParams.values);

  const params = sqlParams();
  const gated = params.add(me.gated);
  const conditions = where(params);
  const direction = query.order === 'asc' ? 'asc' : 'desc';
  const rows = await q.query<FlowSummaryRow>(
    `select ${FLOW_SUMMARY_COLUMNS(gated)} from flows f
     where ${conditions}
     order by ${sortExpression(query.sort, effectiveStatusSql('f', gated))} ${direction} nulls last, f.id ${direction}
     limit ${params.add(query.pageSize)} offset ${params.add((query.page - 1) * query.pageSize)}`,
    params.values,
  );
  return flowPageSchema.parse({ items: rows.map(toFlowSummary), total: count?.total ?? 0, page: query.page, pageSize: query.pageSize });
}

function sortExpression(field: FlowListQuery['sort'], status: string): string {
  switch (field) {
    case 'title':
      return 'lower(f.title)';
    case 'type':
      return 'f.type';
    case 'mode':
      return 'f.mode';
    case 'status':
      return `array_position(${STATUS_ORDER_SQL}, ${status})`;
    case 'createdAt':
      return 'f.created_at';
    case 'editedAt':
      return 'f.edited_at';
    case 'lastStart':
      return 'f.last_start';
    case 'nextStart':
      return 'f.next_start';
    case 'endDate':
      return 'f.end_date';
  }
}
