/**
 * `@cabinet/api/core`: what the sign-in page and the shell need (the client, tokens, paths, errors, the
 * account's sign-in calls, news, the React context), shared as its own page singleton. A shared module is
 * not tree-shaken, so the first page loads this part only; the phone rules (about 30 KB of numbering
 * plans), registration and the domains' schemas are in `@cabinet/api`, which re-exports this module, so
 * both names reach the same instance. Its schemas use `zod/mini`, which tree-shakes (see schema-helpers.ts).
 */
export { createApiClient, type ApiClient, type ApiClientOptions } from './client';
export { createLocalTokenStore, createMemoryTokenStore, readTokenClaims, type TokenClaims, type TokenStore } from './tokens';
export { PATHS, NO_REFRESH_PATHS, fillPath } from './paths';
export { API_ERROR_CODES, apiErrorSchema, type ApiErrorBody, type ApiErrorCode } from './errorBody';
export { readApiError } from './errors';
export * from './rules';
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
