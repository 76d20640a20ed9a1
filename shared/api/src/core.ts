/**
 * `@cabinet/api/core`: what the sign-in page, the shell and every remote need (the client, tokens, the
 * platform's paths, errors, rules, paging, the session's account calls, news, the React context and its
 * hooks), shared as its own page singleton: the shell's client reaches every remote through the one context.
 * Import it by this name wherever its stateful parts are needed: no other entry re-exports it, so no bundle
 * carries a second copy. Each domain's paths and schemas are in its own entry (`@cabinet/api/flows`, ...),
 * the phone rules (about 30 KB of numbering plans) and the calls that carry a phone in `@cabinet/api/phone`;
 * both are bundled where used. Its schemas use `zod/mini`, which tree-shakes (see schema-helpers.ts).
 */
export { createApiClient, REQUEST_TIMEOUT_MS, type ApiClient, type ApiClientOptions } from './client';
export { createLocalTokenStore, createMemoryTokenStore, readTokenClaims, type TokenClaims, type TokenStore } from './tokens';
export { PATHS, NO_REFRESH_PATHS, fillPath } from './paths';
export { PLATFORM_ERROR_CODES, apiErrorSchema, type ApiErrorBody, type ApiErrorCode, type ApiErrorCodes, type PlatformErrorCode } from './errorBody';
export { describeNetworkFailure, readApiError, readVersionConflict, type ConflictReader } from './errors';
export * from './rules';
export { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, SORT_ORDERS, searchParamsOf, type Page, type PageParams, type SortOrder } from './paging';
export { emailSchema, passwordSchema, requiredString } from './schema-helpers';
export * from './account/schemas';
export * from './account/account';
export * from './news/schemas';
export * from './news/news';
export {
  ApiClientProvider,
  useActiveTariff,
  useApiClient,
  useCurrentUser,
  useNearestPaymentEndDate,
  useNews,
} from './context';
