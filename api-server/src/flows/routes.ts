import { z } from 'zod';
import {
  bulkFlowModeRequestSchema,
  bulkFlowsRequestSchema,
  bulkFlowsResultSchema,
  bulkTextsRequestSchema,
  bulkTextsResultSchema,
  checkContent,
  checkContentForMode,
  checkFlowTypeAvailable,
  conversionQuerySchema,
  createFlowRequestSchema,
  DEFAULT_FLOW_MODE,
  FLOW_NUMERIC_SETTINGS,
  FLOW_STATUSES,
  FLOW_TYPE_DEFAULTS,
  FLOW_TYPES,
  flowConversionSchema,
  flowListQuerySchema,
  flowModeRequestSchema,
  flowModeSchema,
  flowPageSchema,
  flowRecipientsRequestSchema,
  flowRecipientsSchema,
  flowSchema,
  flowStatusSchema,
  flowTypeSchema,
  newFlowSettings,
  PATHS,
  statusAfterPause,
  statusAfterResume,
  transferFlowsRequestSchema,
  transferFlowsResultSchema,
  updateFlowRequestSchema,
  validateFlowSettings,
  type BulkFlowsResult,
  type Flow,
  type FlowConversion,
  type FlowMode,
  type FlowPage,
  type FlowRecipients,
  type FlowSettings,
  type FlowType,
  type TransferFlowsResult,
} from '@cabinet/api/contract';
import type { AppContext } from '../platform/AppContext';
import type { AccessClaims } from '../platform/auth/tokenService';
import { isUuid } from '../platform/db/sql';
import { ApiError, requireVersion } from '../platform/http/ApiError';
import { ruleViolation } from '../platform/http/parseWith';
import { route, type Route } from '../platform/http/route';
import {
  applyStateChanges,
  blacklistedPhones,
  conversionDays,
  copyFlow,
  deleteOwnFlow,
  deleteOwnFlows,
  findOwnFlow,
  findOwnState,
  flowSummaries,
  insertFlow,
  isOwnFlow,
  listFlows,
  lockOwnStates,
  moveFlows,
  updateFlowSettings,
  userByEmail,
  userExists,
  writeTexts,
  type FlowStateRow,
  type StateChange,
} from './data';
import { flowNotFound, invalidState, targetUserNotFound, unavailableInTariff } from './errors';
import { toFlow, toSettings } from './flowRows';
import { loadOwner, type FlowOwner } from './owner';
import { normalizedPhones, selectRecipients } from './recipients';

const idParamsSchema = z.object({ id: z.string() });
/** A flow carries its image inline (at most 5 MB, about 6.7 MB as base64): the flow calls take 8 MB. */
export const FLOW_BODY_LIMIT = 8 * 1024 * 1024;
const COMBAT_NEEDS_TEXT = 'A flow without a text cannot switch to combat mode';

/** The one outcome of an action on one flow: its next stored values, or the error a single call answers. */
type Outcome = ({ ok: true } & StateChange) | { ok: false; error: ApiError };

const FLOW_NOT_FOUND = 'FLOW_NOT_FOUND: no flow of that id among the caller\'s';
const UNAVAILABLE = 'FLOW_UNAVAILABLE_IN_TARIFF: the flow type is not in the caller\'s tariff (`fields.type` names the rule)';
const VERSION_CONFLICT = 'VERSION_CONFLICT: the version sent is not the stored one (someone saved since); `current` is the flow as stored';
const flowAnswer = { 200: { description: 'The flow', schema: flowSchema } };
const bulkAnswer = { 200: { description: 'The flows it applied to, and those skipped with their error', schema: bulkFlowsResultSchema } };

/**
 * The flows of spec sections 2-4 (list, editor, actions, bulk actions, transfer, bulk texts, conversion).
 * Every call reaches only the caller's own flows: another user's id answers 404 FLOW_NOT_FOUND, as an
 * unknown one does. Templates are in templatesRoutes.ts; the SQL in data.ts.
 */
export function flowsRoutes(ctx: AppContext): Route[] {
  const { db } = ctx;
  const owner = (caller: AccessClaims): Promise<FlowOwner> => loadOwner(db, caller.userId);

  /** One action on one flow: lock it, decide with the shared rules, write, answer the whole flow. */
  async function actOnOne(caller: AccessClaims, params: { id: string }, decide: (state: FlowStateRow, me: FlowOwner) => Outcome): Promise<Flow> {
    const me = await owner(caller);
    const id = flowId(params);
    const row = await db.transaction(async (tx) => {
      const [state] = await lockOwnStates(tx, me.id, [id]);
      if (!state) throw flowNotFound();
      const outcome = decide(state, me);
      if (!outcome.ok) throw outcome.error;
      await applyStateChanges(tx, [[state, outcome]]);
      return findOwnFlow(tx, me.id, id);
    });
    if (!row) throw flowNotFound();
    return toFlow(row, me.gated);
  }

  /** A bulk action: every id must be the caller's (else 404, nothing done); each flow then goes its own way. */
  async function actOnMany(caller: AccessClaims, ids: readonly string[], decide: (state: FlowStateRow, me: FlowOwner) => Outcome): Promise<BulkFlowsResult> {
    const me = await owner(caller);
    return db.transaction(async (tx) => {
      const states = await lockOwnStates(tx, me.id, ids);
      const decided = states.map((state) => [state, decide(state, me)] as const);
      await applyStateChanges(
        tx,
        decided.flatMap(([state, outcome]) => (outcome.ok ? [[state, outcome] as const] : [])),
      );
      const result: BulkFlowsResult = { applied: [], skipped: [] };
      for (const [state, outcome] of decided) {
        if (outcome.ok) result.applied.push(state.id);
        else result.skipped.push({ id: state.id, code: outcome.error.code, message: outcome.error.message });
      }
      return result;
    });
  }

  return [
    route({
      method: 'GET',
      path: PATHS.flows.list,
      access: 'user',
      summary: "A page of the caller's flows",
      description: 'Filtered, searched (title and text) and sorted in SQL; empty dates sort last either way, id breaks ties.',
      query: flowListQuerySchema,
      parameterDescriptions: {
        status: `Comma-separated statuses, any of which matches: ${FLOW_STATUSES.join(', ')}`,
        type: `Comma-separated flow types, any of which matches: ${FLOW_TYPES.join(', ')}`,
      },
      responses: { 200: { description: 'The page', schema: flowPageSchema } },
      async handler({ caller, query }): Promise<FlowPage> {
        const me = await owner(caller);
        return listFlows(db, me, query());
      },
    }),

    route({
      method: 'POST',
      path: PATHS.flows.list,
      access: 'user',
      summary: 'Create a flow',
      description: 'Starts in test mode unless told otherwise, running at once; the image rides inline (the call takes 8 MB).',
      body: createFlowRequestSchema,
      bodyLimit: FLOW_BODY_LIMIT,
      responses: { 201: { description: 'The new flow', schema: flowSchema } },
      errors: { 403: UNAVAILABLE },
      async handler({ caller, reply, body }) {
        const me = await owner(caller);
        const { mode, integration, ...fields } = body();
        requireAvailable(fields.type, me);
        const settings: FlowSettings = { ...newFlowSettings(fields.type), ...fields };
        const flow = await insertFlow(db, me, settings, { mode: mode ?? DEFAULT_FLOW_MODE, integration: integration ?? 'yclients', templateType: null });
        return reply.code(201).send(flow);
      },
    }),

    route({
      method: 'GET',
      path: PATHS.flows.one,
      access: 'user',
      summary: 'One flow, with its image',
      params: idParamsSchema,
      responses: flowAnswer,
      errors: { 404: FLOW_NOT_FOUND },
      async handler({ caller, params }): Promise<Flow> {
        const me = await owner(caller);
        const row = await findOwnFlow(db, me.id, flowId(params()));
        if (!row) throw flowNotFound();
        return toFlow(row, me.gated);
      },
    }),

    route({
      method: 'PATCH',
      path: PATHS.flows.one,
      access: 'user',
      summary: "Edit a flow's settings",
      description: "Fields left out keep their value; a type change fills the new type's unset settings with its defaults.",
      params: idParamsSchema,
      body: updateFlowRequestSchema,
      bodyOptional: true,
      bodyLimit: FLOW_BODY_LIMIT,
      responses: flowAnswer,
      errors: { 403: UNAVAILABLE, 404: FLOW_NOT_FOUND, 409: VERSION_CONFLICT },
      async handler({ caller, params, body }): Promise<Flow> {
        const me = await owner(caller);
        const id = flowId(params());
        const { version, ...patch } = body();
        const row = await db.transaction(async (tx) => {
          const current = await findOwnFlow(tx, me.id, id, true);
          if (!current) throw flowNotFound();
          requireVersion(version, current.version, () => toFlow(current, me.gated));
          const before = toSettings(current);
          let next: FlowSettings = { ...before, ...patch };
          if (next.type !== before.type) {
            requireAvailable(next.type, me);
            next = withTypeDefaults(next);
          }
          const endDateChanged = patch.endDate !== undefined && !sameInstant(patch.endDate, before.endDate);
          const errors = { ...validateFlowSettings(next, { now: new Date(), checkEndDate: endDateChanged }) };
          errors.content ??= checkContentForMode(next.content, flowModeSchema.parse(current.mode)) ?? undefined;
          if (Object.values(errors).some(Boolean)) throw ruleViolation(errors);
          return updateFlowSettings(tx, me.id, id, next);
        });
        if (!row) throw flowNotFound();
        return toFlow(row, me.gated);
      },
    }),

    route({
      method: 'DELETE',
      path: PATHS.flows.one,
      access: 'user',
      summary: 'Delete a flow',
      params: idParamsSchema,
      responses: { 204: { description: 'Deleted' } },
      errors: { 404: FLOW_NOT_FOUND },
      async handler({ caller, reply, params }) {
        const me = await owner(caller);
        if (!(await deleteOwnFlow(db, me.id, flowId(params())))) throw flowNotFound();
        return reply.code(204).send();
      },
    }),

    route({
      method: 'POST',
      path: PATHS.flows.pause,
      access: 'user',
      summary: 'Pause a flow',
      params: idParamsSchema,
      responses: flowAnswer,
      errors: { 404: FLOW_NOT_FOUND, 409: 'FLOW_INVALID_STATE: a finished, canceled or unavailable flow' },
      handler: ({ caller, params }) => actOnOne(caller, params(), pauseOutcome),
    }),

    route({
      method: 'POST',
      path: PATHS.flows.resume,
      access: 'user',
      summary: 'Resume a paused flow',
      params: idParamsSchema,
      responses: flowAnswer,
      errors: { 403: UNAVAILABLE, 404: FLOW_NOT_FOUND, 409: 'FLOW_INVALID_STATE: a finished or canceled flow' },
      handler: ({ caller, params }) => actOnOne(caller, params(), resumeOutcome),
    }),

    route({
      method: 'POST',
      path: PATHS.flows.mode,
      access: 'user',
      summary: 'Switch a flow between test and combat mode',
      params: idParamsSchema,
      body: flowModeRequestSchema,
      responses: flowAnswer,
      errors: { 404: FLOW_NOT_FOUND },
      handler: ({ caller, params, body }) => {
        const { mode } = body();
        return actOnOne(caller, params(), (state) => modeOutcome(state, mode));
      },
    }),

    route({
      method: 'POST',
      path: PATHS.flows.duplicate,
      access: 'user',
      summary: 'Duplicate a flow',
      description: 'The copy waits paused in test mode: a duplicate never doubles what clients receive unseen.',
      params: idParamsSchema,
      responses: { 201: { description: 'The copy', schema: flowSchema } },
      errors: { 403: UNAVAILABLE, 404: FLOW_NOT_FOUND },
      async handler({ caller, reply, params }) {
        const me = await owner(caller);
        const id = flowId(params());
        const row = await db.transaction(async (tx) => {
          const [state] = await lockOwnStates(tx, me.id, [id]);
          if (!state) throw flowNotFound();
          requireRunnable(state, me);
          return copyFlow(tx, { id, fromUserId: me.id, toUserId: me.id, titleSuffix: ' (copy)' });
        });
        return reply.code(201).send(toFlow(row, me.gated));
      },
    }),

    route({
      method: 'POST',
      path: PATHS.flows.bulkPause,
      access: 'user',
      summary: 'Pause several flows',
      body: bulkFlowsRequestSchema,
      responses: bulkAnswer,
      errors: { 404: `${FLOW_NOT_FOUND} (any id: nothing is done)` },
      handler: ({ caller, body }) => actOnMany(caller, body().ids, pauseOutcome),
    }),

    route({
      method: 'POST',
      path: PATHS.flows.bulkResume,
      access: 'user',
      summary: 'Resume several flows',
      body: bulkFlowsRequestSchema,
      responses: bulkAnswer,
      errors: { 404: `${FLOW_NOT_FOUND} (any id: nothing is done)` },
      handler: ({ caller, body }) => actOnMany(caller, body().ids, resumeOutcome),
    }),

    route({
      method: 'POST',
      path: PATHS.flows.bulkMode,
      access: 'user',
      summary: 'Switch several flows to one mode',
      body: bulkFlowModeRequestSchema,
      responses: bulkAnswer,
      errors: { 404: `${FLOW_NOT_FOUND} (any id: nothing is done)` },
      handler: ({ caller, body }) => {
        const { ids, mode } = body();
        return actOnMany(caller, ids, (state) => modeOutcome(state, mode));
      },
    }),

    route({
      method: 'POST',
      path: PATHS.flows.bulkDelete,
      access: 'user',
      summary: 'Delete several flows',
      body: bulkFlowsRequestSchema,
      responses: bulkAnswer,
      errors: { 404: `${FLOW_NOT_FOUND} (any id: nothing is done)` },
      async handler({ caller, body }): Promise<BulkFlowsResult> {
        const me = await owner(caller);
        const { ids } = body();
        return db.transaction(async (tx) => {
          const states = await lockOwnStates(tx, me.id, ids);
          await deleteOwnFlows(tx, me.id, ids);
          return { applied: states.map((state) => state.id), skipped: [] };
        });
      },
    }),

    route({
      method: 'POST',
      path: PATHS.flows.transfer,
      access: 'user',
      summary: 'Hand flows to another user, or copy them to them',
      description: 'Moved flows arrive paused (where they can be) and in test mode: their new owner checks them before they run.',
      body: transferFlowsRequestSchema,
      responses: { 200: { description: "The flows' ids at their new owner", schema: transferFlowsResultSchema } },
      errors: { 404: `TARGET_USER_NOT_FOUND: no user of that id or e-mail; ${FLOW_NOT_FOUND}` },
      async handler({ caller, body: readBody }): Promise<TransferFlowsResult> {
        const me = await owner(caller);
        const body = readBody();
        // The schema let through a user id or an e-mail (checkTransferTarget).
        const target = body.targetUserId.trim().toLowerCase();
        return db.transaction(async (tx) => {
          const targetUser = isUuid(target) ? await userExists(tx, target) : await userByEmail(tx, target);
          if (!targetUser) throw targetUserNotFound();
          if (targetUser.id === me.id) throw ruleViolation({ targetUserId: 'flow.transfer.self' });
          const states = await lockOwnStates(tx, me.id, body.ids);
          if (body.copy) {
            const flowIds: string[] = [];
            for (const state of states) flowIds.push((await copyFlow(tx, { id: state.id, fromUserId: me.id, toUserId: targetUser.id, titleSuffix: '' })).id);
            return { flowIds };
          }
          const statuses = states.map((state) => statusAfterPause(flowStatusSchema.parse(state.status)) ?? state.status);
          await moveFlows(tx, { fromUserId: me.id, toUserId: targetUser.id, ids: states.map((state) => state.id), statuses });
          return { flowIds: states.map((state) => state.id) };
        });
      },
    }),

    route({
      method: 'PUT',
      path: PATHS.flows.texts,
      access: 'user',
      summary: 'Edit the texts of several flows at once',
      description: 'All or nothing: one refused text refuses the call, `fields` naming `items.<n>.content`.',
      body: bulkTextsRequestSchema,
      responses: { 200: { description: 'The flows as the list shows them', schema: bulkTextsResultSchema } },
      errors: { 404: FLOW_NOT_FOUND, 409: 'VERSION_CONFLICT: a text was based on an older version; `fields` names each (`items.<n>.version`), `current` lists those flows as stored' },
      async handler({ caller, body }) {
        const me = await owner(caller);
        const { items } = body();
        return db.transaction(async (tx) => {
          const states = await lockOwnStates(
            tx,
            me.id,
            items.map((item) => item.id),
          );
          const stale = items.flatMap((item, index) => (item.version !== undefined && item.version !== states[index]?.version ? [index] : []));
          if (stale.length > 0) {
            const ids = stale.map((index) => items[index]?.id ?? '');
            const current = await flowSummaries(tx, me, ids);
            throw new ApiError(
              409,
              'VERSION_CONFLICT',
              'Someone saved some of these flows after you opened them: load their versions or save yours over them',
              Object.fromEntries(stale.map((index) => [`items.${index}.version`, 'VERSION_CONFLICT'])),
              current,
            );
          }
          const errors: Record<string, string> = {};
          items.forEach((item, index) => {
            const state = states[index];
            const code = checkContent(item.content) ?? (state ? checkContentForMode(item.content, flowModeSchema.parse(state.mode)) : null);
            if (code) errors[`items.${index}.content`] = code;
          });
          if (Object.keys(errors).length > 0) throw ruleViolation(errors);
          return { items: await writeTexts(tx, me, items.map(({ version: _version, ...item }) => item)) };
        });
      },
    }),

    route({
      method: 'GET',
      path: PATHS.flows.conversion,
      access: 'user',
      summary: "A flow's messages sent, read and converted per day",
      description: 'Whole UTC days up to today; a conversion counts within the window asked for.',
      params: idParamsSchema,
      query: conversionQuerySchema,
      responses: { 200: { description: 'The series and its totals', schema: flowConversionSchema } },
      errors: { 404: FLOW_NOT_FOUND },
      async handler({ caller, params, query: readQuery }): Promise<FlowConversion> {
        const me = await owner(caller);
        const id = flowId(params());
        const query = readQuery();
        if (!(await isOwnFlow(db, me.id, id))) throw flowNotFound();
        const to = new Date().toISOString().slice(0, 10);
        const from = new Date(Date.parse(`${to}T00:00:00Z`) - (query.days - 1) * 86_400_000).toISOString().slice(0, 10);
        const days = await conversionDays(db, id, { from, to, windowDays: query.windowDays });
        const totals = days.reduce((sum, day) => ({ sent: sum.sent + day.sent, read: sum.read + day.read, converted: sum.converted + day.converted }), {
          sent: 0,
          read: 0,
          converted: 0,
        });
        return flowConversionSchema.parse({ flowId: id, windowDays: query.windowDays, from, to, days, totals });
      },
    }),

    route({
      method: 'POST',
      path: PATHS.flows.recipients,
      access: 'user',
      summary: 'Which of these phones a flow would message',
      description: 'Test mode sends to the owner only; combat applies the blacklist (an entry keeps its allowed flow types).',
      params: idParamsSchema,
      body: flowRecipientsRequestSchema,
      responses: { 200: { description: 'Each phone, whether it receives, and why', schema: flowRecipientsSchema } },
      errors: { 404: FLOW_NOT_FOUND },
      async handler({ caller, params, body }): Promise<FlowRecipients> {
        const me = await owner(caller);
        const id = flowId(params());
        const { phones } = body();
        const state = await findOwnState(db, me.id, id);
        if (!state) throw flowNotFound();
        return selectRecipients({
          candidates: phones,
          flow: { type: flowTypeSchema.parse(state.type), mode: flowModeSchema.parse(state.mode) },
          ownerPhone: me.phone,
          blacklist: await blacklistedPhones(db, me.id, normalizedPhones(phones)),
        });
      },
    }),
  ];
}

/** A flow id from the path; one that is not a uuid cannot be a flow (spec section 8: "invalid flow id"). */
function flowId(params: { id: string }): string {
  if (!isUuid(params.id)) throw flowNotFound();
  return params.id;
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
