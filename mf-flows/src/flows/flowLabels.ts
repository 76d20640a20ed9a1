import type { Tone } from '@cabinet/design/core';
import type { FlowMode, FlowStatus, FlowType, RecordStatus } from '@cabinet/api/flows';
import type { MessageDescriptor } from '@cabinet/i18n';

/** How each flow status reads and looks in the list (spec section 4). */
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

/** Running is green, stopped by the owner orange, failed red, finished blue, locked by the tariff purple. */
export const STATUS_TONES: Record<FlowStatus, Tone> = {
  inQueue: 'neutral',
  waiting: 'warning',
  working: 'success',
  pause: 'warning',
  error: 'danger',
  done: 'info',
  canceled: 'neutral',
  unavailable: 'accent',
};

export const MODE_LABELS: Record<FlowMode, MessageDescriptor> = {
  test: /*i18n*/ { id: 'flows.mode.test', message: 'Test' },
  combat: /*i18n*/ { id: 'flows.mode.combat', message: 'Live' },
};

/** Test mode stands out: its messages go to the owner's phone only. */
export const MODE_TONES: Record<FlowMode, Tone> = { test: 'accent', combat: 'info' };

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
