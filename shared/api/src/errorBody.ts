import * as z from '@cabinet/api/zod';
import { PROMO_ERROR_CODES } from './payments/constants';
import { SYSTEM_ACCOUNT_ERROR_CODES } from './systemAccounts/schemas';
import { WABA_ERROR_CODES } from './messaging/dialog360';

/**
 * Error codes the API answers with, beside an English message. The client
 * translates a known code and shows the server's message for any other.
 */
export const API_ERROR_CODES = [
  'VALIDATION_FAILED',
  'USER_EXISTS',
  'INVALID_CREDENTIALS',
  'INVALID_REFRESH_TOKEN',
  'INVALID_RESET_CODE',
  'INVALID_CONFIRMATION',
  'INVALID_EXTERNAL_TOKEN',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'INTERNAL',
  'FLOW_NOT_FOUND',
  'FLOW_UNAVAILABLE_IN_TARIFF',
  'FLOW_INVALID_STATE',
  'TARGET_USER_NOT_FOUND',
  'TEMPLATE_NOT_FOUND',
  'FEATURE_REQUIRES_PRO',
  'BLACKLIST_ENTRY_NOT_FOUND',
  'BLACKLIST_ENTRY_EXISTS',
  'IGNORE_LINK_INVALID',
  'SHORT_LINK_NOT_FOUND',
  'CHATBOT_NOT_FOUND',
  'CONNECTION_NOT_FOUND',
  'TOO_MANY_REQUESTS',
  'WRONG_PASSWORD',
  'INVALID_PHONE_CODE',
  'PHONE_CODE_EXPIRED',
  'PHONE_CODE_TOO_SOON',
  'PHONE_CODE_LIMIT',
  'QUICK_START_STEP',
  'APPLICATION_NOT_FOUND',
  'APPLICATION_USED',
  'INVALID_API_TOKEN',
  'FEATURE_REQUIRES_ANALYTICS',
  'SETUP_GIFT_NOT_EARNED',
  'RFM_DASHBOARD_NOT_FOUND',
  // Payments (payments/schemas.ts): the promo refusals of spec section 8 are codes of their own.
  ...PROMO_ERROR_CODES,
  'PAYMENT_NOT_FOUND',
  'PAYMENT_PROVIDER_FAILED',
  'WEBHOOK_SIGNATURE_INVALID',
  'SUBSCRIPTION_NOT_FOUND',
  'OFFER_UNAVAILABLE',
  'PAYER_NOT_FOUND',
  'PARTNER_PROGRAMME_LOCKED',
  'PROMOCODE_EXISTS',
  'DISTRIBUTION_NOT_FOUND',
  'DISTRIBUTION_INVALID_STATE',
  'VERSION_CONFLICT',
  // The client's public links of a message (messaging/publicLinks.ts) and staff rights (insights).
  'VISIT_LINK_INVALID',
  'VISIT_ALREADY_STARTED',
  'VISIT_CANCELED',
  'REVIEW_LINK_INVALID',
  'STAFF_NO_ACCESS',
  // System accounts (systemAccounts/schemas.ts).
  ...SYSTEM_ACCOUNT_ERROR_CODES,
  // Channel accounts (messaging/accounts.ts).
  'MAX_ACCOUNTS_REACHED',
  'CHANNEL_ACCOUNT_NOT_FOUND',
  'QR_LINK_EXPIRED',
  'INSTANCE_INVALID_STATE',
  'CHANNEL_PROVIDER_FAILED',
  'TELEGRAM_CODE_SEND_FAILED',
  'TELEGRAM_INVALID_CODE',
  // WABA numbers through Dialog360 and their templates (messaging/dialog360.ts).
  ...WABA_ERROR_CODES,
  'ACCOUNT_ALREADY_ADDED',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/**
 * Every error body of the API: a readable message, a code, and per-field rule codes for a 400. A 409
 * VERSION_CONFLICT carries `current`: the entity as it is now stored, so the editor can offer to load it
 * or to save over it (the domain's schema reads it: see readVersionConflict).
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
  current: z.optional(z.unknown()),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
