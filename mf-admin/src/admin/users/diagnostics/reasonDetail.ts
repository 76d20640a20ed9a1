import type { DiagnosticsMessage } from '@cabinet/api/admin';
import type { ReasonDetailCode, ReasonParams } from '@cabinet/api/messaging';
import type { MessageDescriptor, Translate } from '@cabinet/i18n';

/*
 * Why the engine stopped a message, beyond its reason, in support's words (issue 31: the engine's English note
 * was shown as it was in every locale). A code whose words would only repeat the reason's label has none here.
 */
const DETAILS: Partial<Record<ReasonDetailCode, MessageDescriptor>> = {
  flowDeleted: /*i18n*/ { id: 'admin.diagnostics.detail.flowDeleted', message: 'The flow was deleted' },
  flowStatus: /*i18n*/ { id: 'admin.diagnostics.detail.flowStatus', message: '{value, select, done {The flow is finished} canceled {The flow was canceled} other {The flow’s state: {value}}}' },
  flowEndDate: /*i18n*/ { id: 'admin.diagnostics.detail.flowEndDate', message: 'The flow ended on {at}' },
  flowUnavailable: /*i18n*/ { id: 'admin.diagnostics.detail.flowUnavailable', message: 'Stopped by billing: the integration is not paid' },
  tariffFlowType: /*i18n*/ { id: 'admin.diagnostics.detail.tariffFlowType', message: 'The tariff does not include flows of the type “{value}”' },
  recordDeleted: /*i18n*/ { id: 'admin.diagnostics.detail.recordDeleted', message: 'The record was deleted' },
  recordMoved: /*i18n*/ { id: 'admin.diagnostics.detail.recordMoved', message: 'The record moved to {at}' },
  orderDeleted: /*i18n*/ { id: 'admin.diagnostics.detail.orderDeleted', message: 'The order was deleted' },
  orderStatus: /*i18n*/ { id: 'admin.diagnostics.detail.orderStatus', message: 'The order’s status is now “{value}”' },
  visitStatus: /*i18n*/ { id: 'admin.diagnostics.detail.visitStatus', message: 'The visit’s status is “{value}”, not “arrived”' },
  clientDeleted: /*i18n*/ { id: 'admin.diagnostics.detail.clientDeleted', message: 'The client was deleted' },
  branchDeleted: /*i18n*/ { id: 'admin.diagnostics.detail.branchDeleted', message: 'The branch was deleted' },
  nothingToWrite: /*i18n*/ { id: 'admin.diagnostics.detail.nothingToWrite', message: 'Nothing left to write about' },
  expired: /*i18n*/ { id: 'admin.diagnostics.detail.expired', message: 'Its time passed at {at}' },
  windowLate: /*i18n*/ { id: 'admin.diagnostics.detail.windowLate', message: 'The sending window opens at {at}, after its time' },
  waitsForWindow: /*i18n*/ { id: 'admin.diagnostics.detail.waitsForWindow', message: 'Waits until {at} ({value})' },
  hasUpcomingRecord: /*i18n*/ { id: 'admin.diagnostics.detail.hasUpcomingRecord', message: 'The client has another record on {at}' },
  visitedWithinDays: /*i18n*/ { id: 'admin.diagnostics.detail.visitedWithinDays', message: 'The client visited within {count, plural, one {# day} other {# days}}' },
  messagedWithinDays: /*i18n*/ { id: 'admin.diagnostics.detail.messagedWithinDays', message: 'This flow wrote to the client within {count, plural, one {# day} other {# days}}' },
  clientCategory: /*i18n*/ { id: 'admin.diagnostics.detail.clientCategory', message: 'The client is in the excluded category {value}' },
  excludedService: /*i18n*/ { id: 'admin.diagnostics.detail.excludedService', message: 'The record has an excluded service' },
  noOwnerPhone: /*i18n*/ { id: 'admin.diagnostics.detail.noOwnerPhone', message: 'The owner’s profile has no phone' },
  invalidPhone: /*i18n*/ { id: 'admin.diagnostics.detail.invalidPhone', message: '“{value}” is not a valid number' },
  dailyLimit: /*i18n*/ { id: 'admin.diagnostics.detail.dailyLimit', message: '{count, plural, one {# message} other {# messages}} a day already went today' },
  variableEmpty: /*i18n*/ { id: 'admin.diagnostics.detail.variableEmpty', message: 'Nothing to put in {value}' },
  noText: /*i18n*/ {
    id: 'admin.diagnostics.detail.noText',
    message: '{value, select, notice {The notice has no text} mailing {The mailing has no text} answer {The assistant’s answer has no text} other {The flow has no text}}',
  },
  noChannelAccount: /*i18n*/ { id: 'admin.diagnostics.detail.noChannelAccount', message: 'No {value} account is connected' },
  assistantChannelRemoved: /*i18n*/ { id: 'admin.diagnostics.detail.assistantChannelRemoved', message: 'The assistant’s channel account was removed' },
  channelState: /*i18n*/ { id: 'admin.diagnostics.detail.channelState', message: 'The account’s state: {value}' },
  mailingDeleted: /*i18n*/ { id: 'admin.diagnostics.detail.mailingDeleted', message: 'The mailing was deleted' },
  mailingPaused: /*i18n*/ { id: 'admin.diagnostics.detail.mailingPaused', message: 'The mailing is paused' },
  mailingStatus: /*i18n*/ { id: 'admin.diagnostics.detail.mailingStatus', message: 'The mailing’s state: {value}' },
  sendThrew: /*i18n*/ { id: 'admin.diagnostics.detail.sendThrew', message: 'The channel failed while sending' },
  retrying: /*i18n*/ { id: 'admin.diagnostics.detail.retrying', message: 'Attempt {count} failed, the next at {at}' },
  interrupted: /*i18n*/ { id: 'admin.diagnostics.detail.interrupted', message: 'The API stopped while the channel was being called: it cannot tell whether the message went' },
};

const labels = {
  noPhone: /*i18n*/ { id: 'admin.diagnostics.detail.noPhone', message: 'The client has no phone' },
  providerWords: /*i18n*/ { id: 'admin.diagnostics.detail.providerWords', message: 'The provider’s words: {text}' },
  oldNote: /*i18n*/ { id: 'admin.diagnostics.detail.oldNote', message: 'The engine’s note (not translated): {text}' },
};

/** What the reader needs to word a detail: a moment as the screen writes it, and names the screen already has. */
export interface DetailWords {
  when: (at: string) => string;
  channelName: (kind: string) => string;
  stateName: (state: string) => string;
}

/**
 * A message's detail in the reader's language: its code's words with their values, then any words from outside
 * the cabinet (a provider's answer) as they came, labelled; a message logged before codes were kept shows the
 * engine's English note, labelled as such. Empty when there is nothing beyond the reason.
 */
export function describeReasonDetail(message: Pick<DiagnosticsMessage, 'reasonParams' | 'reasonDetail'>, t: Translate, words: DetailWords): string[] {
  const params = message.reasonParams;
  if (params === null) return message.reasonDetail ? [t(labels.oldNote, { text: message.reasonDetail })] : [];
  const parts: string[] = [];
  const said = codeWords(params, t, words);
  if (said) parts.push(said);
  if (params.text) parts.push(t(labels.providerWords, { text: params.text }));
  return parts;
}

function codeWords(params: ReasonParams, t: Translate, words: DetailWords): string | null {
  if (params.code === 'invalidPhone' && !params.value) return t(labels.noPhone);
  const descriptor = DETAILS[params.code];
  if (!descriptor || (params.code === 'recordMoved' && !params.at)) return null;
  const value = params.code === 'noChannelAccount' ? words.channelName(params.value ?? '') : params.code === 'channelState' ? words.stateName(params.value ?? '') : (params.value ?? '');
  return t(descriptor, { value, at: params.at ? words.when(params.at) : '', count: params.count ?? 0 });
}
