import { use, useContext } from 'react';
import type { ReasonDetailCode, ReasonParams } from '@cabinet/api/messaging';
import { RemotePropsContext } from '@cabinet/contracts';
import { Typography } from '@cabinet/design/core';
import { formatDate, i18n, isLocale, useTranslate, type MessageDescriptor, type Translate } from '@cabinet/i18n';
import { reasonsCatalog } from './catalog';

/*
 * Why the engine stopped a message, beyond its reason, in the reader's language (issue 31: the engine's English
 * note was shown as it was, to owners and support alike). Its code and texts load on first use
 * (src/lazyParts.ts), with a log row that has a detail. A code whose words would only repeat the reason's label
 * has none; a value that is the cabinet's own code (a state, a channel) is worded, never shown as it is.
 */
const DETAILS: Partial<Record<ReasonDetailCode, MessageDescriptor>> = {
  flowDeleted: /*i18n*/ { id: 'toolkit.reason.flowDeleted', message: 'The flow was deleted' },
  flowStatus: /*i18n*/ { id: 'toolkit.reason.flowStatus', message: '{value, select, done {The flow is finished} canceled {The flow was canceled} other {The flow is not running}}' },
  flowEndDate: /*i18n*/ { id: 'toolkit.reason.flowEndDate', message: 'The flow ended on {at}' },
  flowUnavailable: /*i18n*/ { id: 'toolkit.reason.flowUnavailable', message: 'Stopped by billing: the integration is not paid' },
  tariffFlowType: /*i18n*/ { id: 'toolkit.reason.tariffFlowType', message: 'The tariff does not include flows of this type' },
  recordDeleted: /*i18n*/ { id: 'toolkit.reason.recordDeleted', message: 'The record was deleted' },
  recordMoved: /*i18n*/ { id: 'toolkit.reason.recordMoved', message: 'The record moved to {at}' },
  orderDeleted: /*i18n*/ { id: 'toolkit.reason.orderDeleted', message: 'The order was deleted' },
  // The ordering system's own status name, as it sent it.
  orderStatus: /*i18n*/ { id: 'toolkit.reason.orderStatus', message: 'The order’s status is now “{value}”' },
  visitStatus: /*i18n*/ { id: 'toolkit.reason.visitStatus', message: 'The visit is not marked as arrived' },
  clientDeleted: /*i18n*/ { id: 'toolkit.reason.clientDeleted', message: 'The client was deleted' },
  branchDeleted: /*i18n*/ { id: 'toolkit.reason.branchDeleted', message: 'The branch was deleted' },
  nothingToWrite: /*i18n*/ { id: 'toolkit.reason.nothingToWrite', message: 'Nothing left to write about' },
  expired: /*i18n*/ { id: 'toolkit.reason.expired', message: 'Its time passed at {at}' },
  windowLate: /*i18n*/ { id: 'toolkit.reason.windowLate', message: 'The sending window opens at {at}, after its time' },
  waitsForWindow: /*i18n*/ { id: 'toolkit.reason.waitsForWindow', message: 'Waits until {at} ({value})' },
  hasUpcomingRecord: /*i18n*/ { id: 'toolkit.reason.hasUpcomingRecord', message: 'The client has another record on {at}' },
  visitedWithinDays: /*i18n*/ { id: 'toolkit.reason.visitedWithinDays', message: 'The client visited within {count, plural, one {# day} other {# days}}' },
  messagedWithinDays: /*i18n*/ { id: 'toolkit.reason.messagedWithinDays', message: 'This flow wrote to the client within {count, plural, one {# day} other {# days}}' },
  clientCategory: /*i18n*/ { id: 'toolkit.reason.clientCategory', message: 'The client is in an excluded category' },
  excludedService: /*i18n*/ { id: 'toolkit.reason.excludedService', message: 'The record has an excluded service' },
  noOwnerPhone: /*i18n*/ { id: 'toolkit.reason.noOwnerPhone', message: 'The owner’s profile has no phone' },
  invalidPhone: /*i18n*/ { id: 'toolkit.reason.invalidPhone', message: '“{value}” is not a valid number' },
  dailyLimit: /*i18n*/ { id: 'toolkit.reason.dailyLimit', message: '{count, plural, one {# message} other {# messages}} a day already went today' },
  variableEmpty: /*i18n*/ { id: 'toolkit.reason.variableEmpty', message: 'Nothing to put in {value}' },
  noText: /*i18n*/ {
    id: 'toolkit.reason.noText',
    message: '{value, select, notice {The notice has no text} mailing {The mailing has no text} answer {The assistant’s answer has no text} other {The flow has no text}}',
  },
  noChannelAccount: /*i18n*/ {
    id: 'toolkit.reason.noChannelAccount',
    message: '{value, select, whatsapp {No WhatsApp account is connected} max {No MAX account is connected} telegram {No Telegram account is connected} waba {No WhatsApp Business API number is connected} sms {No SMS account is connected} other {No account of this channel is connected}}',
  },
  assistantChannelRemoved: /*i18n*/ { id: 'toolkit.reason.assistantChannelRemoved', message: 'The assistant’s channel account was removed' },
  channelState: /*i18n*/ {
    id: 'toolkit.reason.channelState',
    message: '{value, select, init {The account is still being set up} loading {The account is still loading} gotQrCode {The account waits for its QR code to be scanned} notAuthorized {The account is not authorised} error {The account is in error} other {The account is not authorised}}',
  },
  mailingDeleted: /*i18n*/ { id: 'toolkit.reason.mailingDeleted', message: 'The mailing was deleted' },
  mailingPaused: /*i18n*/ { id: 'toolkit.reason.mailingPaused', message: 'The mailing is paused' },
  mailingStatus: /*i18n*/ { id: 'toolkit.reason.mailingStatus', message: '{value, select, paused {The mailing is paused} done {The mailing is finished} canceled {The mailing was canceled} other {The mailing is not running}}' },
  sendThrew: /*i18n*/ { id: 'toolkit.reason.sendThrew', message: 'The channel failed while sending' },
  retrying: /*i18n*/ { id: 'toolkit.reason.retrying', message: 'Attempt {count} failed, the next at {at}' },
  interrupted: /*i18n*/ { id: 'toolkit.reason.interrupted', message: 'The API stopped while the channel was being called: it cannot tell whether the message went' },
};

const labels = {
  noPhone: /*i18n*/ { id: 'toolkit.reason.noPhone', message: 'The client has no phone' },
  providerWords: /*i18n*/ { id: 'toolkit.reason.providerWords', message: 'Details from the provider: {text}' },
  oldNote: /*i18n*/ { id: 'toolkit.reason.oldNote', message: 'Details (not translated): {text}' },
};

/** What a log row carries about why it stopped: the code with its values, and the engine's English note. */
export interface ReasonDetailSource {
  /** Null for a message logged before codes were kept (or a code this version does not know). */
  reasonParams: ReasonParams | null;
  reasonDetail: string | null;
}

/**
 * A message's detail in the reader's language: its code's words with their values, then words from outside the
 * cabinet (a provider's answer) as they came, labelled as details; a message logged before codes were kept shows
 * the engine's English note, labelled as not translated. Empty when there is nothing beyond the reason.
 */
export function describeReasonDetail(source: ReasonDetailSource, t: Translate, when: (at: string) => string): string[] {
  const params = source.reasonParams;
  if (params === null) return source.reasonDetail ? [t(labels.oldNote, { text: source.reasonDetail })] : [];
  const parts: string[] = [];
  const said = codeWords(params, t, when);
  if (said) parts.push(said);
  if (params.text) parts.push(t(labels.providerWords, { text: params.text }));
  return parts;
}

function codeWords(params: ReasonParams, t: Translate, when: (at: string) => string): string | null {
  if (params.code === 'invalidPhone' && !params.value) return t(labels.noPhone);
  const descriptor = DETAILS[params.code];
  if (!descriptor || (params.code === 'recordMoved' && !params.at)) return null;
  return t(descriptor, { value: params.value ?? '', at: params.at ? when(params.at) : '', count: params.count ?? 0 });
}

/** The detail's lines, secondary text under the reason; suspends until its catalogue has loaded (once a locale). */
export function ReasonDetailLines({ source, when }: { source: ReasonDetailSource; when?: (at: string) => string }) {
  const locale = useContext(RemotePropsContext)?.locale ?? i18n.locale;
  // Called on every render (the same promise each time, settled once loaded): React refuses a use() that suspended
  // once and is then skipped.
  use(reasonsCatalog.ready(isLocale(locale) ? locale : 'en'));
  const t = useTranslate();
  const format = when ?? ((at: string) => formatDate(at, isLocale(locale) ? locale : 'en', 'compact'));
  return (
    <>
      {describeReasonDetail(source, t, format).map((line) => (
        <Typography.Text key={line} type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {line}
        </Typography.Text>
      ))}
    </>
  );
}
