import type { DistributionMode, DistributionRecipientStatus, DistributionStatus, DistributionType } from '@cabinet/api/distributions';
import type { MessageReason } from '@cabinet/api/messaging';
import type { MessageDescriptor } from '@cabinet/i18n';

/** Spec section 4: distributions share the flows' statuses (and their tones, the toolkit's RUN_STATUS_TONES), in their own words. */
export const STATUS_LABELS: Record<DistributionStatus, MessageDescriptor> = {
  inQueue: /*i18n*/ { id: 'distributions.status.inQueue', message: 'Not started' },
  waiting: /*i18n*/ { id: 'distributions.status.waiting', message: 'Waiting' },
  working: /*i18n*/ { id: 'distributions.status.working', message: 'Sending' },
  pause: /*i18n*/ { id: 'distributions.status.pause', message: 'Paused' },
  error: /*i18n*/ { id: 'distributions.status.error', message: 'Error' },
  done: /*i18n*/ { id: 'distributions.status.done', message: 'Done' },
  canceled: /*i18n*/ { id: 'distributions.status.canceled', message: 'Canceled' },
  unavailable: /*i18n*/ { id: 'distributions.status.unavailable', message: 'Not in your tariff' },
};

export const MODE_LABELS: Record<DistributionMode, MessageDescriptor> = {
  test: /*i18n*/ { id: 'distributions.mode.test', message: 'Test' },
  combat: /*i18n*/ { id: 'distributions.mode.combat', message: 'Combat' },
};

export const TYPE_LABELS: Record<DistributionType, MessageDescriptor> = {
  whatsapp: /*i18n*/ { id: 'distributions.type.whatsapp', message: 'WhatsApp' },
  max: /*i18n*/ { id: 'distributions.type.max', message: 'MAX' },
  telegram: /*i18n*/ { id: 'distributions.type.telegram', message: 'Telegram' },
  waba: /*i18n*/ { id: 'distributions.type.waba', message: 'WABA' },
  sms: /*i18n*/ { id: 'distributions.type.sms', message: 'SMS' },
};

export const RECIPIENT_STATUS_LABELS: Record<DistributionRecipientStatus, MessageDescriptor> = {
  pending: /*i18n*/ { id: 'distributions.recipient.pending', message: 'Not yet sent' },
  queued: /*i18n*/ { id: 'distributions.recipient.queued', message: 'Queued' },
  waitingWindow: /*i18n*/ { id: 'distributions.recipient.waitingWindow', message: 'Waiting for the sending hours' },
  sent: /*i18n*/ { id: 'distributions.recipient.sent', message: 'Sent' },
  delivered: /*i18n*/ { id: 'distributions.recipient.delivered', message: 'Delivered' },
  read: /*i18n*/ { id: 'distributions.recipient.read', message: 'Read' },
  replied: /*i18n*/ { id: 'distributions.recipient.replied', message: 'Replied' },
  failed: /*i18n*/ { id: 'distributions.recipient.failed', message: 'Failed' },
  skipped: /*i18n*/ { id: 'distributions.recipient.skipped', message: 'Skipped' },
};

/** Why a message waits, was skipped or failed, as a mailing's owner reads it. */
export const REASON_LABELS: Record<MessageReason, MessageDescriptor> = {
  flowPaused: /*i18n*/ { id: 'distributions.reason.flowPaused', message: 'The mailing was paused' },
  flowEnded: /*i18n*/ { id: 'distributions.reason.flowEnded', message: 'The mailing has ended' },
  tariff: /*i18n*/ { id: 'distributions.reason.tariff', message: 'Not in the tariff' },
  blacklisted: /*i18n*/ { id: 'distributions.reason.blacklisted', message: 'Blacklisted: the client opted out' },
  noTestPhone: /*i18n*/ { id: 'distributions.reason.noTestPhone', message: 'Test mode: no phone in the profile' },
  quotaExhausted: /*i18n*/ { id: 'distributions.reason.quotaExhausted', message: 'Quota: the message limit is used up' },
  recordCanceled: /*i18n*/ { id: 'distributions.reason.recordCanceled', message: 'The record was canceled' },
  recordChanged: /*i18n*/ { id: 'distributions.reason.recordChanged', message: 'The record was moved' },
  excluded: /*i18n*/ { id: 'distributions.reason.excluded', message: 'An exclusion rule applies' },
  filtered: /*i18n*/ { id: 'distributions.reason.filtered', message: 'No longer matches the filter' },
  dailyLimit: /*i18n*/ { id: 'distributions.reason.dailyLimit', message: 'The daily limit is reached' },
  invalidPhone: /*i18n*/ { id: 'distributions.reason.invalidPhone', message: 'The phone number is not valid' },
  stale: /*i18n*/ { id: 'distributions.reason.stale', message: 'Outside the window: the mailing ended first' },
  noChannel: /*i18n*/ { id: 'distributions.reason.noChannel', message: 'No account of this channel is connected' },
  channelNotAuthorized: /*i18n*/ { id: 'distributions.reason.channelNotAuthorized', message: 'The channel account is not authorised' },
  notOnChannel: /*i18n*/ { id: 'distributions.reason.notOnChannel', message: 'The number is not on this messenger' },
  providerError: /*i18n*/ { id: 'distributions.reason.providerError', message: 'The channel refused the message' },
  outcomeUnknown: /*i18n*/ { id: 'distributions.reason.outcomeUnknown', message: 'Interrupted while sending: not sent again' },
  outsideHours: /*i18n*/ { id: 'distributions.reason.outsideHours', message: 'Outside window: waits for the sending hours' },
  outsideDays: /*i18n*/ { id: 'distributions.reason.outsideDays', message: 'Outside window: waits for a sending day' },
  variableEmpty: /*i18n*/ { id: 'distributions.reason.variableEmpty', message: 'Not sent: a link in the text has nothing to point to' },
  textEmpty: /*i18n*/ { id: 'distributions.reason.textEmpty', message: 'Not sent: the text is empty' },
  mailingEnded: /*i18n*/ { id: 'distributions.reason.mailingEnded', message: 'The mailing ended before it was sent' },
  templateRequired: /*i18n*/ { id: 'distributions.reason.templateRequired', message: 'WABA: the client has not written in 24 hours, and no approved template matches the text' },
};

export const WEEKDAY_SHORT: Record<1 | 2 | 3 | 4 | 5 | 6 | 7, MessageDescriptor> = {
  1: /*i18n*/ { id: 'distributions.weekday.1', message: 'Mon' },
  2: /*i18n*/ { id: 'distributions.weekday.2', message: 'Tue' },
  3: /*i18n*/ { id: 'distributions.weekday.3', message: 'Wed' },
  4: /*i18n*/ { id: 'distributions.weekday.4', message: 'Thu' },
  5: /*i18n*/ { id: 'distributions.weekday.5', message: 'Fri' },
  6: /*i18n*/ { id: 'distributions.weekday.6', message: 'Sat' },
  7: /*i18n*/ { id: 'distributions.weekday.7', message: 'Sun' },
};

/** A weekday's short name (ISO: 1 is Monday; the schema allows 1 to 7 only). */
export function weekdayShort(day: number): MessageDescriptor {
  return day === 2 || day === 3 || day === 4 || day === 5 || day === 6 || day === 7 ? WEEKDAY_SHORT[day] : WEEKDAY_SHORT[1];
}

export const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** Pause applies to a running mailing, resume to a paused or failed one, start to a draft. */
export const canPause = (status: DistributionStatus) => status === 'waiting' || status === 'working';
export const canResume = (status: DistributionStatus) => status === 'pause' || status === 'error';
export const canStart = (status: DistributionStatus) => status === 'inQueue';
export const canEdit = (status: DistributionStatus) => status !== 'done' && status !== 'canceled';
