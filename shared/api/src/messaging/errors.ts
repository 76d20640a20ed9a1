import { WABA_ERROR_CODES } from './dialog360';

/**
 * The error codes of the sending engine: a message's public links, channel accounts, WABA numbers. The platform's codes (errorBody.ts) are shared; these
 * are this entry's own, added to `ApiErrorCode` by the declaration below, so a domain's codes change
 * only its own files.
 */
export const MESSAGING_ERROR_CODES = [
  'VISIT_LINK_INVALID',
  'VISIT_ALREADY_STARTED',
  'VISIT_CANCELED',
  'VISIT_ACTION_OFF',
  'REVIEW_LINK_INVALID',
  'MAX_ACCOUNTS_REACHED',
  'CHANNEL_ACCOUNT_NOT_FOUND',
  'QR_LINK_EXPIRED',
  'INSTANCE_INVALID_STATE',
  'CHANNEL_PROVIDER_FAILED',
  'TELEGRAM_CODE_SEND_FAILED',
  'TELEGRAM_INVALID_CODE',
  ...WABA_ERROR_CODES,
  'ACCOUNT_ALREADY_ADDED',
] as const;
export type MessagingErrorCode = (typeof MESSAGING_ERROR_CODES)[number];

declare module '../errorBody' {
  interface ApiErrorCodes {
    messaging: MessagingErrorCode;
  }
}
