import type { Tone } from '@cabinet/design/core';
import { CHANNEL_PROVIDERS, type MessageReason, type MessageStatus } from '@cabinet/api/messaging';
import type { MessageDescriptor } from '@cabinet/i18n';

/* The engine's statuses and reasons in support's words (the owner's log says the same in mf-flows; remotes do not share code). */

export const STATUS_LABELS: Record<MessageStatus, MessageDescriptor> = {
  queued: /*i18n*/ { id: 'admin.diagnostics.status.queued', message: 'Queued' },
  waitingWindow: /*i18n*/ { id: 'admin.diagnostics.status.waitingWindow', message: 'Waiting for the window' },
  sent: /*i18n*/ { id: 'admin.diagnostics.status.sent', message: 'Sent' },
  delivered: /*i18n*/ { id: 'admin.diagnostics.status.delivered', message: 'Delivered' },
  read: /*i18n*/ { id: 'admin.diagnostics.status.read', message: 'Read' },
  replied: /*i18n*/ { id: 'admin.diagnostics.status.replied', message: 'Replied' },
  failed: /*i18n*/ { id: 'admin.diagnostics.status.failed', message: 'Failed' },
  skipped: /*i18n*/ { id: 'admin.diagnostics.status.skipped', message: 'Skipped' },
};

export const STATUS_TONES: Record<MessageStatus, Tone> = {
  queued: 'neutral',
  waitingWindow: 'warning',
  sent: 'neutral',
  delivered: 'success',
  read: 'success',
  replied: 'info',
  failed: 'danger',
  skipped: 'accent',
};

export const REASON_LABELS: Record<MessageReason, MessageDescriptor> = {
  flowPaused: /*i18n*/ { id: 'admin.diagnostics.reason.flowPaused', message: 'The flow is paused' },
  flowEnded: /*i18n*/ { id: 'admin.diagnostics.reason.flowEnded', message: 'The flow has ended' },
  tariff: /*i18n*/ { id: 'admin.diagnostics.reason.tariff', message: 'The flow type is not in the tariff' },
  blacklisted: /*i18n*/ { id: 'admin.diagnostics.reason.blacklisted', message: 'The phone is in the blacklist' },
  noTestPhone: /*i18n*/ { id: 'admin.diagnostics.reason.noTestPhone', message: 'Test mode: no test phone in the profile' },
  quotaExhausted: /*i18n*/ { id: 'admin.diagnostics.reason.quotaExhausted', message: 'The message limit is used up' },
  recordCanceled: /*i18n*/ { id: 'admin.diagnostics.reason.recordCanceled', message: 'The record was canceled' },
  recordChanged: /*i18n*/ { id: 'admin.diagnostics.reason.recordChanged', message: 'The record was moved' },
  excluded: /*i18n*/ { id: 'admin.diagnostics.reason.excluded', message: 'An exclusion rule applies' },
  filtered: /*i18n*/ { id: 'admin.diagnostics.reason.filtered', message: 'The client no longer matches the filters' },
  dailyLimit: /*i18n*/ { id: 'admin.diagnostics.reason.dailyLimit', message: 'The daily limit is reached' },
  invalidPhone: /*i18n*/ { id: 'admin.diagnostics.reason.invalidPhone', message: 'The phone number is not valid' },
  stale: /*i18n*/ { id: 'admin.diagnostics.reason.stale', message: 'Too late to send' },
  noChannel: /*i18n*/ { id: 'admin.diagnostics.reason.noChannel', message: 'No channel account is connected' },
  channelNotAuthorized: /*i18n*/ { id: 'admin.diagnostics.reason.channelNotAuthorized', message: 'The WhatsApp instance is not authorised' },
  notOnChannel: /*i18n*/ { id: 'admin.diagnostics.reason.notOnChannel', message: 'The number is not on this messenger' },
  providerError: /*i18n*/ { id: 'admin.diagnostics.reason.providerError', message: 'The channel refused the message' },
  outcomeUnknown: /*i18n*/ { id: 'admin.diagnostics.reason.outcomeUnknown', message: 'Interrupted while sending: not sent again' },
  outsideHours: /*i18n*/ { id: 'admin.diagnostics.reason.outsideHours', message: 'Outside the sending hours' },
  outsideDays: /*i18n*/ { id: 'admin.diagnostics.reason.outsideDays', message: 'Outside the sending days' },
  variableEmpty: /*i18n*/ { id: 'admin.diagnostics.reason.variableEmpty', message: 'Not sent: a link in the text has nothing to point to' },
  textEmpty: /*i18n*/ { id: 'admin.diagnostics.reason.textEmpty', message: 'Not sent: the text is empty' },
  mailingEnded: /*i18n*/ { id: 'admin.diagnostics.reason.mailingEnded', message: 'The mailing ended before it was sent' },
  templateRequired: /*i18n*/ { id: 'admin.diagnostics.reason.templateRequired', message: 'WABA: the client has not written in 24 hours, and no approved template matches the text' },
};

type ChannelAdapter = (typeof CHANNEL_PROVIDERS)[number];

/* Who carries a channel account's messages, by the name the owner's accounts page gives it (mf-auth). */
export const ADAPTER_NAMES: Record<ChannelAdapter, MessageDescriptor> = {
  simulated: /*i18n*/ { id: 'admin.diagnostics.adapter.simulated', message: 'Demo messenger' },
  chatApi: /*i18n*/ { id: 'admin.diagnostics.adapter.chatApi', message: 'WhatsApp/MAX instance' },
  whatsappCloud: /*i18n*/ { id: 'admin.diagnostics.adapter.whatsappCloud', message: 'WhatsApp Cloud API' },
  twilio: /*i18n*/ { id: 'admin.diagnostics.adapter.twilio', message: 'Twilio' },
  telegram: /*i18n*/ { id: 'admin.diagnostics.adapter.telegram', message: 'Telegram' },
  dialog360: /*i18n*/ { id: 'admin.diagnostics.adapter.dialog360', message: '360dialog' },
  sigma: /*i18n*/ { id: 'admin.diagnostics.adapter.sigma', message: 'Sigma SMS' },
};

function isChannelAdapter(code: string): code is ChannelAdapter {
  return CHANNEL_PROVIDERS.some((known) => known === code);
}

/** An adapter's human name; a code this build does not know (a newer API) is shown as itself. */
export function adapterName(code: string): MessageDescriptor | null {
  return isChannelAdapter(code) ? ADAPTER_NAMES[code] : null;
}
