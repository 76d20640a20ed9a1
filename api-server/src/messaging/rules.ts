import { checkFlowTypeAvailable } from '@cabinet/api/flows';
import { normalizePhone } from '@cabinet/api/phone';
import { type MessageReason, type ReasonParams } from '@cabinet/api/messaging';
import { CLIENT_FLOW_TYPES, ORDER_FLOW_TYPES, VISIT_FLOW_TYPES } from './compose';
import { exclusionOf, matchesFilters } from './filters';
import type { EngineFlow, Target } from './types';

/*
 * The rules a message must pass when it is about to go (spec sections 3, 4 and 9), each a pure function
 * answering why it stops, or null. The sender (sender.ts) runs them in this order and logs the first
 * stop with its reason (MESSAGE_REASONS).
 */

export interface Stop {
  status: 'skipped' | 'failed';
  reason: MessageReason;
  /** In English, for the owner's log as before. */
  detail: string;
  /** The same as a code with its values, which support's screens word in their reader's language (issue 31). */
  params: ReasonParams;
}

const skip = (reason: MessageReason, detail: string, params: ReasonParams): Stop => ({ status: 'skipped', reason, detail, params });

/**
 * The flow still sends: it exists, runs, is not past its end date, and its type is in the owner's
 * tariff. A message of a paused flow is skipped, not held: resuming a flow starts from then, as the
 * owner expects from "pause"; finished, canceled and deleted flows send nothing more.
 */
export function checkFlow(flow: EngineFlow | null, now: Date): Stop | null {
  if (flow === null) return skip('flowEnded', 'The flow was deleted', { code: 'flowDeleted' });
  if (flow.status === 'pause') return skip('flowPaused', 'The flow is paused', { code: 'flowPaused' });
  if (flow.status === 'done' || flow.status === 'canceled') return skip('flowEnded', `The flow is ${flow.status}`, { code: 'flowStatus', value: flow.status });
  if (flow.endDate !== null && flow.endDate.getTime() <= now.getTime()) return skip('flowEnded', `The flow ended on ${flow.endDate.toISOString()}`, { code: 'flowEndDate', at: flow.endDate.toISOString() });
  if (flow.status === 'unavailable') return skip('tariff', 'The flow is unavailable', { code: 'flowUnavailable' });
  const unavailable = checkFlowTypeAvailable(flow.type, flow.owner.majorTariff);
  if (unavailable !== null) return skip('tariff', `The tariff does not include ${flow.type} flows (${unavailable})`, { code: 'tariffFlowType', value: flow.type });
  return null;
}

/** The visit or order the message is about still is what it was planned for. */
export function checkRecord(flow: EngineFlow, target: Target | null, planned: { visitStartsAt: Date | null }): Stop | null {
  if (VISIT_FLOW_TYPES.includes(flow.type)) {
    const visit = target?.visit;
    if (!visit) return skip('recordCanceled', 'The record was deleted', { code: 'recordDeleted' });
    if (flow.type !== 'recordCanceled' && (visit.canceledAt !== null || visit.removedAt !== null)) return skip('recordCanceled', 'The record was canceled', { code: 'recordCanceled' });
    if (planned.visitStartsAt !== null && planned.visitStartsAt.getTime() !== visit.startsAt.getTime()) {
      return skip('recordChanged', `The record moved from ${planned.visitStartsAt.toISOString()} to ${visit.startsAt.toISOString()}`, { code: 'recordMoved', at: visit.startsAt.toISOString() });
    }
    if ((flow.type === 'reviewRequest' || flow.type === 'crossSell') && visit.status !== 'arrived') {
      return skip('filtered', `The visit is ${visit.status}, not arrived`, { code: 'visitStatus', value: visit.status });
    }
    return null;
  }
  if (ORDER_FLOW_TYPES.includes(flow.type)) {
    const order = target?.order;
    if (!order) return skip('recordCanceled', 'The order was deleted', { code: 'orderDeleted' });
    if (flow.type === 'abandonedCart' && order.status !== 'Unconfirmed') return skip('recordChanged', `The order is ${order.status} now`, { code: 'orderStatus', value: order.status });
    return null;
  }
  if (CLIENT_FLOW_TYPES.includes(flow.type) && !target?.client) return skip('filtered', 'The client was deleted', { code: 'clientDeleted' });
  if (!target) return skip('filtered', 'The branch was deleted', { code: 'branchDeleted' });
  return null;
}

export function checkStale(expiresAt: Date | null, now: Date): Stop | null {
  if (expiresAt !== null && expiresAt.getTime() <= now.getTime()) return skip('stale', `Its time passed at ${expiresAt.toISOString()}`, { code: 'expired', at: expiresAt.toISOString() });
  return null;
}

/** The flow's filters and exclusion rules, asked again: the client may have changed since planning. */
export function checkAudience(flow: EngineFlow, target: Target, now: Date): Stop | null {
  if (flow.type === 'dailyReport') return null;
  if (!matchesFilters(flow.settings.filters, target, { recordFilters: !ORDER_FLOW_TYPES.includes(flow.type) })) {
    return skip('filtered', 'The client or record no longer matches the flow’s filters', { code: 'filtersChanged' });
  }
  const excluded = exclusionOf(flow.settings.exclusionRules, target, now);
  return excluded === null ? null : skip('excluded', excluded.detail, excluded.params);
}

/**
 * Where the message goes. The owner's report goes to the owner's phone. Test mode sends to the owner's
 * phone only (spec section 4), so the blacklist, which is the clients' opt-out, does not apply to it.
 * Combat sends to the client, unless the phone opted out of everything but its allowed tasks (flow types).
 */
export function checkRecipient(
  flow: EngineFlow,
  clientPhone: string,
  blacklisted: { allowedTasks: readonly string[] } | null,
): { recipient: string } | Stop {
  if (flow.type === 'dailyReport' || flow.mode === 'test') {
    if (!flow.owner.phone) {
      return skip('noTestPhone', flow.type === 'dailyReport' ? 'The report goes to the owner’s phone: the profile has none' : 'Test mode sends to the owner’s phone: the profile has none', { code: 'noOwnerPhone' });
    }
    return { recipient: flow.owner.phone };
  }
  const phone = normalizePhone(clientPhone);
  if (phone === null) return skip('invalidPhone', `${clientPhone || 'No phone'} is not a valid number`, { code: 'invalidPhone', value: clientPhone });
  if (blacklisted !== null && !blacklisted.allowedTasks.includes(flow.type)) return skip('blacklisted', 'The client opted out of these messages', { code: 'optedOut' });
  return { recipient: phone };
}
