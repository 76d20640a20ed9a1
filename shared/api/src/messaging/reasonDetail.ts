import * as z from '@cabinet/api/zod';

/*
 * Why the engine stopped a message, beyond its reason (MESSAGE_REASONS), as a code and its values (issue 31: the
 * engine wrote it as English text, which support read in every locale). A screen words it in its reader's
 * language; `text` carries words from outside the cabinet (a provider's answer, an exception), shown as they are
 * and labelled so. A code whose words would only repeat the reason has none on the screen.
 */
export const REASON_DETAIL_CODES = [
  'flowDeleted',
  'flowPaused',
  'flowStatus',
  'flowEndDate',
  'flowEnded',
  'flowUnavailable',
  'tariffFlowType',
  'recordDeleted',
  'recordCanceled',
  'recordMoved',
  'orderDeleted',
  'orderStatus',
  'visitStatus',
  'clientDeleted',
  'branchDeleted',
  'nothingToWrite',
  'filtersChanged',
  'expired',
  'windowLate',
  'waitsForWindow',
  'hasUpcomingRecord',
  'visitedWithinDays',
  'messagedWithinDays',
  'clientCategory',
  'excludedService',
  'noOwnerPhone',
  'invalidPhone',
  'optedOut',
  'dailyLimit',
  'variableEmpty',
  'noText',
  'quotaExhausted',
  'noChannelAccount',
  'assistantChannelRemoved',
  'channelState',
  'mailingDeleted',
  'mailingEnded',
  'mailingPaused',
  'mailingStatus',
  'sendThrew',
  'retrying',
  'providerAnswer',
  'interrupted',
] as const;
export type ReasonDetailCode = (typeof REASON_DETAIL_CODES)[number];

export const reasonParamsSchema = z.object({
  code: z.enum(REASON_DETAIL_CODES),
  /** The status, type, state, phone or names the code speaks of (a code, as the engine stores it). */
  value: z.optional(z.string()),
  /** A moment the code speaks of (ISO 8601). */
  at: z.optional(z.string()),
  /** A number the code speaks of (days, messages a day, an attempt). */
  count: z.optional(z.number()),
  /** Words from outside the cabinet (a provider's answer, an exception), as they came. */
  text: z.optional(z.string()),
});
export type ReasonParams = z.infer<typeof reasonParamsSchema>;
