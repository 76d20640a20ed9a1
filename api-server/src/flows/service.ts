import type { z } from 'zod';
import { checkContent, checkContentForMode, checkContentToRun, checkFlowTypeAvailable, DEFAULT_FLOW_MODE, FLOW_NUMERIC_SETTINGS, FLOW_TYPE_DEFAULTS, flowConversionSchema, flowModeSchema, flowStatusSchema, flowTypeSchema, incomingFlowTransfersSchema, newFlowSettings, statusAfterPause, statusAfterResume, validateFlowSettings, type bulkTextsRequestSchema, type conversionQuerySchema, type transferFlowsRequestSchema, type BulkFlowsResult, type Flow, type FlowConversion, type FlowMode, type FlowPage, type FlowRecipients, type FlowSettings, type FlowType, type TransferFlowsResult, type IncomingFlowTransfers, type AcceptFlowTransferResult } from '@cabinet/api/flows';
import { type createFlowRequestSchema, type updateFlowRequestSchema } from '@cabinet/api/phone';
import type { Db } from '../platform/db/Db';
import { isUuid } from '../platform/db/sql';
import { ApiError, requireVersion } from '../platform/http/ApiError';
import { ruleViolation } from '../platform/http/parseWith';
import {
  applyStateChanges,
  blacklistedPhones,
  conversionDays,
  copyFlow,
  decideOffer,
  deleteOwnFlow,
  deleteOwnFlows,
  findOwnFlow,
  findOwnState,
  flowSummaries,
  insertFlow,
  insertTransferOffer,
  isOwnFlow,
  listFlows,
  lockOwnStates,
  lockPendingOffer,
  markReceived,
  moveFlows,
  offeredFlows,
  pendingOffersTo,
  updateFlowSettings,
  userByEmail,
  userExists,
  writeTexts,
  type FlowStateRow,
  type StateChange,
} from './data';
import { flowNotFound, invalidState, targetUserNotFound, transferNotFound, unavailableInTariff } from './errors';
import { toFlow, toSettings } from './flowRows';
import { loadOwner, type FlowOwner } from './owner';
import { normalizedPhones, selectRecipients } from './recipients';

const COMBAT_NEEDS_TEXT = 'A flow without a text cannot switch to combat mode';

/** The one outcome of an action on one flow: its next stored values, or the error a single call answers. */
type Outcome = ({ ok: true } & StateChange) | { ok: false; error: ApiError };
type Decide = (state: FlowStateRow, me: FlowOwner) => Outcome;

/** A flow id from the path; one that is not a uuid cannot be a flow (spec section 8: "invalid flow id"). */
function flowId(id: string): string {
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
  if (!next) return { ok: false, error: invalidState('A finished or canceled flow cannot be resumed: duplicate it to run it again') };
  const textless = checkContentToRun(state.content, next);
  return textless ? { ok: false, error: ruleViolation({ content: textless }) } : { ok: true, status: next };
}

function modeOutcome(mode: FlowMode): Decide {
  return (state) => (checkContentForMode(state.content, mode) ? { ok: false, error: ruleViolation({ content: 'required' }, COMBAT_NEEDS_TEXT) } : { ok: true, mode });
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

/** A flow action by name: pause, resume, or a switch of mode. */
export type FlowAction = { kind: 'pause' } | { kind: 'resume' } | { kind: 'mode'; mode: FlowMode };
const decideOf = (action: FlowAction): Decide => (action.kind === 'pause' ? pauseOutcome : action.kind === 'resume' ? resumeOutcome : modeOutcome(action.mode));

/**
 * The flows' rules and state changes (spec sections 2-4), for the routes and for tests without HTTP. Every
 * operation takes the caller's user id and reaches only their own flows: another user's id fails 404
 * FLOW_NOT_FOUND, as an unknown one does. The SQL is in data.ts.
 */
export function flowsService({ db }: { db: Db }) {
  return {
    async list(userId: string, query: Parameters<typeof listFlows>[2]): Promise<FlowPage> {
      return listFlows(db, await loadOwner(db, userId), query);
    },

    /** Starts in test mode unless told otherwise, running at once. */
    async create(userId: string, request: z.infer<typeof createFlowRequestSchema>): Promise<Flow> {
      const me = await loadOwner(db, userId);
      const { mode, integration, ...fields } = request;
      requireAvailable(fields.type, me);
      const settings: FlowSettings = { ...newFlowSettings(fields.type), ...fields };
      return insertFlow(db, me, settings, { mode: mode ?? DEFAULT_FLOW_MODE, integration: integration ?? 'yclients', templateType: null });
    },

    async get(userId: string, id: string): Promise<Flow> {
      const me = await loadOwner(db, userId);
      const row = await findOwnFlow(db, me.id, flowId(id));
      if (!row) throw flowNotFound();
      return toFlow(row, me.gated);
    },

    /** Fields left out keep their value; a type change fills the new type's unset settings with its defaults. */
    async update(userId: string, rawId: string, request: z.infer<typeof updateFlowRequestSchema>): Promise<Flow> {
      const me = await loadOwner(db, userId);
      const id = flowId(rawId);
      const { version, ...patch } = request;
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
        errors.content ??= checkContentForMode(next.content, flowModeSchema.parse(current.mode)) ?? checkContentToRun(next.content, flowStatusSchema.parse(current.status)) ?? undefined;
        if (Object.values(errors).some(Boolean)) throw ruleViolation(errors);
        return updateFlowSettings(tx, me.id, id, next);
      });
      if (!row) throw flowNotFound();
      return toFlow(row, me.gated);
    },

    async remove(userId: string, id: string): Promise<void> {
      const me = await loadOwner(db, userId);
      if (!(await deleteOwnFlow(db, me.id, flowId(id)))) throw flowNotFound();
    },

    /** One action on one flow: lock it, decide with the shared rules, write, answer the whole flow. */
    async act(userId: string, rawId: string, action: FlowAction): Promise<Flow> {
      const me = await loadOwner(db, userId);
      const id = flowId(rawId);
      const decide = decideOf(action);
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
    },

    /** A bulk action: every id must be the caller's (else 404, nothing done); each flow then goes its own way. */
    async actOnMany(userId: string, ids: readonly string[], action: FlowAction): Promise<BulkFlowsResult> {
      const me = await loadOwner(db, userId);
      const decide = decideOf(action);
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
          else result.skipped.push({ id: state.id, code: outcome.error.code, message: outcome.error.message, ...(outcome.error.fields ? { fields: outcome.error.fields } : {}) });
        }
        return result;
      });
    },

    /** The copy waits paused in test mode: a duplicate never doubles what clients receive unseen. */
    async duplicate(userId: string, rawId: string): Promise<Flow> {
      const me = await loadOwner(db, userId);
      const id = flowId(rawId);
      const row = await db.transaction(async (tx) => {
        const [state] = await lockOwnStates(tx, me.id, [id]);
        if (!state) throw flowNotFound();
        requireRunnable(state, me);
        return copyFlow(tx, { id, fromUserId: me.id, toUserId: me.id, titleSuffix: ' (copy)' });
      });
      return toFlow(row, me.gated);
    },

    async removeMany(userId: string, ids: readonly string[]): Promise<BulkFlowsResult> {
      const me = await loadOwner(db, userId);
      return db.transaction(async (tx) => {
        const states = await lockOwnStates(tx, me.id, ids);
        await deleteOwnFlows(tx, me.id, ids);
        return { applied: states.map((state) => state.id), skipped: [] };
      });
    },

    /**
     * An offer only (issue 35): nothing is written to the other account until its owner accepts, so no one
     * can fill a stranger's account with flows. The flows stay the sender's meanwhile.
     */
    async transfer(userId: string, request: z.infer<typeof transferFlowsRequestSchema>): Promise<TransferFlowsResult> {
      const me = await loadOwner(db, userId);
      // The schema let through a user id or an e-mail (checkTransferTarget).
      const target = request.targetUserId.trim().toLowerCase();
      return db.transaction(async (tx) => {
        const targetUser = isUuid(target) ? await userExists(tx, target) : await userByEmail(tx, target);
        if (!targetUser) throw targetUserNotFound();
        if (targetUser.id === me.id) throw ruleViolation({ targetUserId: 'flow.transfer.self' });
        const states = await lockOwnStates(tx, me.id, request.ids);
        const transferId = await insertTransferOffer(tx, { fromUserId: me.id, toUserId: targetUser.id, flowIds: states.map((state) => state.id), copy: request.copy });
        return { transferId };
      });
    },

    /** The offers waiting for the caller; an offer whose flows the sender has all deleted since is left out. */
    async incomingTransfers(userId: string): Promise<IncomingFlowTransfers> {
      const me = await loadOwner(db, userId);
      const offers = await pendingOffersTo(db, me.id);
      const items = [];
      for (const offer of offers) {
        const flows = await offeredFlows(db, offer.from_user_id, offer.flow_ids);
        if (flows.length === 0) continue;
        items.push({ id: offer.id, fromEmail: offer.from_email, copy: offer.copy, createdAt: offer.created_at.toISOString(), flows: flows.map(({ id, title, type }) => ({ id, title, type })) });
      }
      return incomingFlowTransfersSchema.parse({ items });
    },

    /**
     * The receiver's consent: the flows the sender still owns move (or are copied) now, paused where they can
     * be and in test mode, marked with where they came from. A flow deleted since is simply not there.
     */
    async acceptTransfer(userId: string, rawId: string): Promise<AcceptFlowTransferResult> {
      const me = await loadOwner(db, userId);
      return db.transaction(async (tx) => {
        const offer = await lockPendingOffer(tx, me.id, rawId);
        if (!offer) throw transferNotFound();
        const present = await offeredFlows(tx, offer.from_user_id, offer.flow_ids);
        const states = await lockOwnStates(tx, offer.from_user_id, present.map((flow) => flow.id));
        let flowIds: string[];
        if (offer.copy) {
          flowIds = [];
          for (const state of states) flowIds.push((await copyFlow(tx, { id: state.id, fromUserId: offer.from_user_id, toUserId: me.id, titleSuffix: '' })).id);
        } else {
          const statuses = states.map((state) => statusAfterPause(flowStatusSchema.parse(state.status)) ?? state.status);
          flowIds = states.map((state) => state.id);
          await moveFlows(tx, { fromUserId: offer.from_user_id, toUserId: me.id, ids: flowIds, statuses });
        }
        await markReceived(tx, flowIds, { fromEmail: offer.from_email, copy: offer.copy });
        await decideOffer(tx, offer.id, 'accepted');
        return { flowIds };
      });
    },

    /** Declined: nothing changes on either side; the offer is gone from the receiver's list. */
    async declineTransfer(userId: string, rawId: string): Promise<void> {
      const me = await loadOwner(db, userId);
      await db.transaction(async (tx) => {
        const offer = await lockPendingOffer(tx, me.id, rawId);
        if (!offer) throw transferNotFound();
        await decideOffer(tx, offer.id, 'declined');
      });
    },

    /** All or nothing: one refused text refuses the call, `fields` naming `items.<n>.content`. */
    async writeTexts(userId: string, request: z.infer<typeof bulkTextsRequestSchema>) {
      const me = await loadOwner(db, userId);
      const { items } = request;
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
          const code =
            checkContent(item.content) ??
            (state ? (checkContentForMode(item.content, flowModeSchema.parse(state.mode)) ?? checkContentToRun(item.content, flowStatusSchema.parse(state.status))) : null);
          if (code) errors[`items.${index}.content`] = code;
        });
        if (Object.keys(errors).length > 0) throw ruleViolation(errors);
        return { items: await writeTexts(tx, me, items.map(({ version: _version, ...item }) => item)) };
      });
    },

    /** Whole UTC days up to today; a conversion counts within the window asked for. */
    async conversion(userId: string, rawId: string, query: z.infer<typeof conversionQuerySchema>): Promise<FlowConversion> {
      const me = await loadOwner(db, userId);
      const id = flowId(rawId);
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

    /** Test mode sends to the owner only; combat applies the blacklist (an entry keeps its allowed flow types). */
    async recipients(userId: string, rawId: string, phones: readonly string[]): Promise<FlowRecipients> {
      const me = await loadOwner(db, userId);
      const id = flowId(rawId);
      const state = await findOwnState(db, me.id, id);
      if (!state) throw flowNotFound();
      return selectRecipients({
        candidates: phones,
        flow: { type: flowTypeSchema.parse(state.type), mode: flowModeSchema.parse(state.mode) },
        ownerPhone: me.phone,
        blacklist: await blacklistedPhones(db, me.id, normalizedPhones(phones)),
      });
    },
  };
}

export type FlowsService = ReturnType<typeof flowsService>;
