import type { ChannelKind, MessageReason, MessageStatus } from '@cabinet/api/messaging';
import type { InsightPeriod, RfmSegment } from '@cabinet/api/insights';
import type { MessageDescriptor } from '@cabinet/i18n';

/** The words every insights screen shares. */

export const PERIOD_LABELS: Record<InsightPeriod, MessageDescriptor> = {
  day: /*i18n*/ { id: 'insights.period.day', message: 'Day' },
  week: /*i18n*/ { id: 'insights.period.week', message: 'Week' },
  month: /*i18n*/ { id: 'insights.period.month', message: 'Month' },
  year: /*i18n*/ { id: 'insights.period.year', message: 'Year' },
};

export const STATUS_LABELS: Record<MessageStatus, MessageDescriptor> = {
  queued: /*i18n*/ { id: 'insights.status.queued', message: 'Queued' },
  waitingWindow: /*i18n*/ { id: 'insights.status.waitingWindow', message: 'Waiting for the sending window' },
  sent: /*i18n*/ { id: 'insights.status.sent', message: 'Sent' },
  delivered: /*i18n*/ { id: 'insights.status.delivered', message: 'Delivered' },
  read: /*i18n*/ { id: 'insights.status.read', message: 'Read' },
  replied: /*i18n*/ { id: 'insights.status.replied', message: 'Replied' },
  failed: /*i18n*/ { id: 'insights.status.failed', message: 'Failed' },
  skipped: /*i18n*/ { id: 'insights.status.skipped', message: 'Skipped' },
};

/** The messengers by their own names; kept in the catalogue so a locale may spell them its way. */
export const CHANNEL_LABELS: Record<ChannelKind, MessageDescriptor> = {
  whatsapp: /*i18n*/ { id: 'insights.channel.whatsapp', message: 'WhatsApp' },
  telegram: /*i18n*/ { id: 'insights.channel.telegram', message: 'Telegram' },
  max: /*i18n*/ { id: 'insights.channel.max', message: 'MAX' },
  sms: /*i18n*/ { id: 'insights.channel.sms', message: 'SMS' },
  waba: /*i18n*/ { id: 'insights.channel.waba', message: 'WhatsApp Business API' },
};

export const REASON_LABELS: Record<MessageReason, MessageDescriptor> = {
  flowPaused: /*i18n*/ { id: 'insights.reason.flowPaused', message: 'The flow was paused' },
  flowEnded: /*i18n*/ { id: 'insights.reason.flowEnded', message: 'The flow had ended' },
  tariff: /*i18n*/ { id: 'insights.reason.tariff', message: 'Unavailable in your tariff' },
  blacklisted: /*i18n*/ { id: 'insights.reason.blacklisted', message: 'The number is in the blacklist' },
  noTestPhone: /*i18n*/ { id: 'insights.reason.noTestPhone', message: 'Test mode without your phone number' },
  quotaExhausted: /*i18n*/ { id: 'insights.reason.quotaExhausted', message: 'The message limit is exhausted' },
  recordCanceled: /*i18n*/ { id: 'insights.reason.recordCanceled', message: 'The record was canceled' },
  recordChanged: /*i18n*/ { id: 'insights.reason.recordChanged', message: 'The record was moved' },
  excluded: /*i18n*/ { id: 'insights.reason.excluded', message: 'An exclusion rule matched' },
  filtered: /*i18n*/ { id: 'insights.reason.filtered', message: "The record no longer matches the flow's filters" },
  dailyLimit: /*i18n*/ { id: 'insights.reason.dailyLimit', message: 'The daily limit was reached' },
  invalidPhone: /*i18n*/ { id: 'insights.reason.invalidPhone', message: 'Phone not valid' },
  stale: /*i18n*/ { id: 'insights.reason.stale', message: 'Its time passed before it could go' },
  noChannel: /*i18n*/ { id: 'insights.reason.noChannel', message: 'No channel account of this kind' },
  channelNotAuthorized: /*i18n*/ { id: 'insights.reason.channelNotAuthorized', message: 'The channel account is not authorized' },
  notOnChannel: /*i18n*/ { id: 'insights.reason.notOnChannel', message: 'The number has no account on this messenger' },
  providerError: /*i18n*/ { id: 'insights.reason.providerError', message: 'The channel refused the message' },
  outcomeUnknown: /*i18n*/ { id: 'insights.reason.outcomeUnknown', message: 'Unknown whether it was sent' },
  outsideHours: /*i18n*/ { id: 'insights.reason.outsideHours', message: 'Outside the sending hours' },
  outsideDays: /*i18n*/ { id: 'insights.reason.outsideDays', message: 'Outside the sending days' },
  variableEmpty: /*i18n*/ { id: 'insights.reason.variableEmpty', message: 'Not sent: a link in the text has nothing to point to' },
  textEmpty: /*i18n*/ { id: 'insights.reason.textEmpty', message: 'Not sent: the text is empty' },
  mailingEnded: /*i18n*/ { id: 'insights.reason.mailingEnded', message: 'The mailing ended before it was sent' },
  templateRequired: /*i18n*/ { id: 'insights.reason.templateRequired', message: 'WABA: the client has not written in 24 hours, and no approved template matches the text' },
};

export const SEGMENT_LABELS: Record<RfmSegment, MessageDescriptor> = {
  champions: /*i18n*/ { id: 'insights.segment.champions', message: 'Champions' },
  loyal: /*i18n*/ { id: 'insights.segment.loyal', message: 'Loyal' },
  potentialLoyalists: /*i18n*/ { id: 'insights.segment.potentialLoyalists', message: 'Potential loyalists' },
  new: /*i18n*/ { id: 'insights.segment.new', message: 'New' },
  promising: /*i18n*/ { id: 'insights.segment.promising', message: 'Promising' },
  needAttention: /*i18n*/ { id: 'insights.segment.needAttention', message: 'Need attention' },
  aboutToSleep: /*i18n*/ { id: 'insights.segment.aboutToSleep', message: 'About to sleep' },
  atRisk: /*i18n*/ { id: 'insights.segment.atRisk', message: 'At risk' },
  cantLoseThem: /*i18n*/ { id: 'insights.segment.cantLoseThem', message: "Can't lose them" },
  hibernating: /*i18n*/ { id: 'insights.segment.hibernating', message: 'Hibernating' },
};

export const common = {
  loadFailed: /*i18n*/ { id: 'insights.loadFailed', message: 'The figures could not be loaded' },
  loading: /*i18n*/ { id: 'insights.loading', message: 'Loading the figures' },
  period: /*i18n*/ { id: 'insights.period', message: 'Period' },
  accessDenied: /*i18n*/ { id: 'insights.accessDenied', message: 'Access denied' },
};
