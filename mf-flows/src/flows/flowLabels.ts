import type { FlowMode, FlowStatus, FlowType, RecordStatus } from '@cabinet/api/flows';
import type { MessageDescriptor } from '@cabinet/i18n';

/** How each flow status reads in the list (spec section 4); its tone is the toolkit's RUN_STATUS_TONES. */
export const STATUS_LABELS: Record<FlowStatus, MessageDescriptor> = {
  inQueue: /*i18n*/ { id: 'flows.status.inQueue', message: 'In queue' },
  waiting: /*i18n*/ { id: 'flows.status.waiting', message: 'Waiting' },
  working: /*i18n*/ { id: 'flows.status.working', message: 'Working' },
  pause: /*i18n*/ { id: 'flows.status.pause', message: 'Paused' },
  error: /*i18n*/ { id: 'flows.status.error', message: 'Error' },
  done: /*i18n*/ { id: 'flows.status.done', message: 'Done' },
  canceled: /*i18n*/ { id: 'flows.status.canceled', message: 'Canceled' },
  unavailable: /*i18n*/ { id: 'flows.status.unavailable', message: 'Not in your tariff' },
};

export const MODE_LABELS: Record<FlowMode, MessageDescriptor> = {
  test: /*i18n*/ { id: 'flows.mode.test', message: 'Test' },
  combat: /*i18n*/ { id: 'flows.mode.combat', message: 'Live' },
};

export const TYPE_LABELS: Record<FlowType, MessageDescriptor> = {
  visitReminder: /*i18n*/ { id: 'flows.type.visitReminder', message: 'Visit reminder' },
  recordCreated: /*i18n*/ { id: 'flows.type.recordCreated', message: 'New record notice' },
  recordChanged: /*i18n*/ { id: 'flows.type.recordChanged', message: 'Record change notice' },
  recordCanceled: /*i18n*/ { id: 'flows.type.recordCanceled', message: 'Record cancellation notice' },
  reviewRequest: /*i18n*/ { id: 'flows.type.reviewRequest', message: 'Review request' },
  birthday: /*i18n*/ { id: 'flows.type.birthday', message: 'Birthday greeting' },
  returnVisit: /*i18n*/ { id: 'flows.type.returnVisit', message: 'Return visit reminder' },
  crossSell: /*i18n*/ { id: 'flows.type.crossSell', message: 'Cross-selling' },
  abandonedCart: /*i18n*/ { id: 'flows.type.abandonedCart', message: 'Abandoned cart' },
  dailyReport: /*i18n*/ { id: 'flows.type.dailyReport', message: 'Daily report' },
  retryNotify: /*i18n*/ { id: 'flows.type.retryNotify', message: 'Repeat notification' },
  retryNotifyRange: /*i18n*/ { id: 'flows.type.retryNotifyRange', message: 'Repeat notification over a period' },
  sms: /*i18n*/ { id: 'flows.type.sms', message: 'SMS' },
  webhook: /*i18n*/ { id: 'flows.type.webhook', message: 'Webhook' },
};

/** The row menu offers pause on a running flow and continue on a paused or failed one; finished ones offer neither. */
export function canPause(status: FlowStatus): boolean {
  return status === 'inQueue' || status === 'waiting' || status === 'working';
}

export function canResume(status: FlowStatus): boolean {
  return status === 'pause' || status === 'error';
}

/** Client visit statuses of spec section 4. */
export const RECORD_STATUS_LABELS: Record<RecordStatus, MessageDescriptor> = {
  waiting: /*i18n*/ { id: 'flows.recordStatus.waiting', message: 'Waiting' },
  arrived: /*i18n*/ { id: 'flows.recordStatus.arrived', message: 'Arrived' },
  notCome: /*i18n*/ { id: 'flows.recordStatus.notCome', message: 'Did not come' },
  confirmed: /*i18n*/ { id: 'flows.recordStatus.confirmed', message: 'Confirmed' },
};

/**
 * Why a flow is in error, and what the owner does about it (issue 21): the engine's reasons that stop
 * every message until the owner acts (api-server messaging/flowState.ts OWNER_ACTION_REASONS).
 */
export const ERROR_REASONS: Record<string, { why: MessageDescriptor; fix: MessageDescriptor }> = {
  noChannel: {
    why: /*i18n*/ { id: 'flows.error.reason.noChannel', message: 'No messenger is connected to send through' },
    fix: /*i18n*/ { id: 'flows.error.fix.noChannel', message: 'Connect WhatsApp, Telegram or SMS; the flow sends again by itself once one is connected.' },
  },
  channelNotAuthorized: {
    why: /*i18n*/ { id: 'flows.error.reason.channelNotAuthorized', message: 'The messenger account is signed out' },
    fix: /*i18n*/ { id: 'flows.error.fix.channelNotAuthorized', message: 'Sign in to the messenger again (scan the QR code); the flow sends again by itself after that.' },
  },
  noTestPhone: {
    why: /*i18n*/ { id: 'flows.error.reason.noTestPhone', message: 'Test mode sends to your own phone, and your profile has none' },
    fix: /*i18n*/ { id: 'flows.error.fix.noTestPhone', message: 'Add your phone to your profile, or switch the flow to live.' },
  },
  quotaExhausted: {
    why: /*i18n*/ { id: 'flows.error.reason.quotaExhausted', message: 'The messages of your plan are used up' },
    fix: /*i18n*/ { id: 'flows.error.fix.quotaExhausted', message: 'Top up your messages or change the plan; the flow goes on by itself after that.' },
  },
};

/** Any other reason the API may add later: said plainly, with a next step. */
export const UNKNOWN_ERROR_REASON = {
  why: /*i18n*/ { id: 'flows.error.reason.other', message: 'The last message of this flow could not be sent' },
  fix: /*i18n*/ { id: 'flows.error.fix.other', message: 'Open the Messages tab to see why, fix it, then continue the flow.' },
};

export function errorReasonOf(reason: string): { why: MessageDescriptor; fix: MessageDescriptor } {
  return ERROR_REASONS[reason] ?? UNKNOWN_ERROR_REASON;
}
