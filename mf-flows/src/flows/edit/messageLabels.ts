import type { Tone } from '@cabinet/design/core';
import type { ChannelKind, MessageReason, MessageStatus } from '@cabinet/api/messaging';
import type { MessageDescriptor } from '@cabinet/i18n';

/** A message's status in the log, as the owner reads it. */
export const MESSAGE_STATUS_LABELS: Record<MessageStatus, MessageDescriptor> = {
  queued: /*i18n*/ { id: 'flows.messages.status.queued', message: 'Queued' },
  waitingWindow: /*i18n*/ { id: 'flows.messages.status.waitingWindow', message: 'Waiting for the window' },
  sent: /*i18n*/ { id: 'flows.messages.status.sent', message: 'Sent' },
  delivered: /*i18n*/ { id: 'flows.messages.status.delivered', message: 'Delivered' },
  read: /*i18n*/ { id: 'flows.messages.status.read', message: 'Read' },
  replied: /*i18n*/ { id: 'flows.messages.status.replied', message: 'Replied' },
  failed: /*i18n*/ { id: 'flows.messages.status.failed', message: 'Failed' },
  skipped: /*i18n*/ { id: 'flows.messages.status.skipped', message: 'Skipped' },
};

/** On its way neutral, arrived green, answered blue, held orange, failed red, stopped by a rule purple. */
export const MESSAGE_STATUS_TONES: Record<MessageStatus, Tone> = {
  queued: 'neutral',
  waitingWindow: 'warning',
  sent: 'neutral',
  delivered: 'success',
  read: 'success',
  replied: 'info',
  failed: 'danger',
  skipped: 'accent',
};

/** Why a message waits, was skipped or failed, in words. */
export const MESSAGE_REASON_LABELS: Record<MessageReason, MessageDescriptor> = {
  flowPaused: /*i18n*/ { id: 'flows.messages.reason.flowPaused', message: 'The flow is paused' },
  flowEnded: /*i18n*/ { id: 'flows.messages.reason.flowEnded', message: 'The flow has ended' },
  tariff: /*i18n*/ { id: 'flows.messages.reason.tariff', message: 'The flow type is not in the tariff' },
  blacklisted: /*i18n*/ { id: 'flows.messages.reason.blacklisted', message: 'The phone is in the blacklist' },
  noTestPhone: /*i18n*/ { id: 'flows.messages.reason.noTestPhone', message: 'Test mode: no test phone in the profile' },
  quotaExhausted: /*i18n*/ { id: 'flows.messages.reason.quotaExhausted', message: 'The message limit is used up' },
  recordCanceled: /*i18n*/ { id: 'flows.messages.reason.recordCanceled', message: 'The record was canceled' },
  recordChanged: /*i18n*/ { id: 'flows.messages.reason.recordChanged', message: 'The record was moved' },
  excluded: /*i18n*/ { id: 'flows.messages.reason.excluded', message: 'An exclusion rule applies' },
  filtered: /*i18n*/ { id: 'flows.messages.reason.filtered', message: 'The client no longer matches the filters' },
  dailyLimit: /*i18n*/ { id: 'flows.messages.reason.dailyLimit', message: 'The daily limit is reached' },
  invalidPhone: /*i18n*/ { id: 'flows.messages.reason.invalidPhone', message: 'The phone number is not valid' },
  stale: /*i18n*/ { id: 'flows.messages.reason.stale', message: 'Too late to send' },
  noChannel: /*i18n*/ { id: 'flows.messages.reason.noChannel', message: 'No channel account is connected' },
  channelNotAuthorized: /*i18n*/ { id: 'flows.messages.reason.channelNotAuthorized', message: 'The WhatsApp instance is not authorised' },
  notOnChannel: /*i18n*/ { id: 'flows.messages.reason.notOnChannel', message: 'The number is not on this messenger' },
  providerError: /*i18n*/ { id: 'flows.messages.reason.providerError', message: 'The channel refused the message' },
  outcomeUnknown: /*i18n*/ { id: 'flows.messages.reason.outcomeUnknown', message: 'Interrupted while sending: not sent again' },
  outsideHours: /*i18n*/ { id: 'flows.messages.reason.outsideHours', message: 'Outside the sending hours' },
  outsideDays: /*i18n*/ { id: 'flows.messages.reason.outsideDays', message: 'Outside the sending days' },
  variableEmpty: /*i18n*/ { id: 'flows.messages.reason.variableEmpty', message: 'Not sent: a link in the text has nothing to point to' },
  textEmpty: /*i18n*/ { id: 'flows.messages.reason.textEmpty', message: 'Not sent: the text is empty' },
  mailingEnded: /*i18n*/ { id: 'flows.messages.reason.mailingEnded', message: 'The mailing ended before it was sent' },
  templateRequired: /*i18n*/ { id: 'flows.messages.reason.templateRequired', message: 'WABA: the client has not written in 24 hours, and no approved template matches the text' },
};

/** Channels by their own names (not translated). */
export const CHANNEL_NAMES: Record<ChannelKind, string> = { whatsapp: 'WhatsApp', max: 'MAX', telegram: 'Telegram', waba: 'WABA', sms: 'SMS' };
