/**
 * The sending engine's vocabulary: channels, the states of a message and the reasons a message was
 * held, skipped or failed. The message log, the flows' conversion and the API's answers share them.
 */

/** The kinds of channel account a message goes through (spec section 1). */
export const CHANNEL_KINDS = ['whatsapp', 'max', 'telegram', 'waba', 'sms'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

/**
 * A message's status in the log: queued (due later or being sent), waitingWindow (due, but outside the
 * dispatch hours or days: it goes when the window opens), sent, delivered, read, replied, failed (the
 * channel refused it), skipped (a rule stopped it before sending). Each failed, skipped or waiting
 * message carries its reason.
 */
export const MESSAGE_STATUSES = ['queued', 'waitingWindow', 'sent', 'delivered', 'read', 'replied', 'failed', 'skipped'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/**
 * Why a message was held, skipped or failed. Skipped: flowPaused, flowEnded, tariff (the flow type is not
 * in the tariff), blacklisted, noTestPhone (test mode without the owner's phone), quotaExhausted,
 * recordCanceled, recordChanged (the visit moved: the message for the old time is void), excluded (an
 * exclusion rule), filtered (no longer matches the filters), dailyLimit, invalidPhone, stale (its time
 * passed while it could not go). Failed: noChannel (no channel account of the kind), channelNotAuthorized,
 * notOnChannel (the number has no account on the messenger), providerError, outcomeUnknown (the API
 * stopped while the channel was being called and the channel cannot tell whether it went). Waiting:
 * outsideHours, outsideDays. Skipped variableEmpty: the text uses a variable this message has no value
 * for (a payment link of an order without one): "Pay: " with nothing after it is not sent. Skipped
 * textEmpty: the text came out empty or only spaces (the rules keep a running flow's and a mailing's text
 * written; this is the engine's last word, issue 36). Skipped
 * mailingEnded: a mass mailing's end time came before this recipient's message went (distributions
 * schemas: the messages still waiting then are ended with it, in one transaction with its status). Failed
 * templateRequired: a WABA message outside WhatsApp's 24-hour customer-service window (the client has not
 * written to the number in the last 24 hours) needs an approved template whose text matches it, and the
 * number has none (or WhatsApp refused it as a re-engagement message, Meta's 131047): messaging/dialog360.ts.
 */
export const MESSAGE_REASONS = [
  'flowPaused',
  'flowEnded',
  'tariff',
  'blacklisted',
  'noTestPhone',
  'quotaExhausted',
  'recordCanceled',
  'recordChanged',
  'excluded',
  'filtered',
  'dailyLimit',
  'invalidPhone',
  'stale',
  'noChannel',
  'channelNotAuthorized',
  'notOnChannel',
  'providerError',
  'outcomeUnknown',
  'outsideHours',
  'outsideDays',
  'variableEmpty',
  'textEmpty',
  'mailingEnded',
  'templateRequired',
] as const;
export type MessageReason = (typeof MESSAGE_REASONS)[number];
