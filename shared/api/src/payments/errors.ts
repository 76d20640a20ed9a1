import { PROMO_ERROR_CODES } from './constants';

/**
 * The error codes of payments: the promo refusals of spec section 8 are codes of their own. The platform's codes (errorBody.ts) are shared; these
 * are this entry's own, added to `ApiErrorCode` by the declaration below, so a domain's codes change
 * only its own files.
 */
export const PAYMENTS_ERROR_CODES = [
  ...PROMO_ERROR_CODES,
  'PAYMENT_NOT_FOUND',
  'PAYMENT_PROVIDER_FAILED',
  'WEBHOOK_SIGNATURE_INVALID',
  'SUBSCRIPTION_NOT_FOUND',
  'OFFER_UNAVAILABLE',
  'PAYER_NOT_FOUND',
  'PARTNER_PROGRAMME_LOCKED',
  'PROMOCODE_EXISTS',
] as const;
export type PaymentsErrorCode = (typeof PAYMENTS_ERROR_CODES)[number];

declare module '../errorBody' {
  interface ApiErrorCodes {
    payments: PaymentsErrorCode;
  }
}
