export { createApiClient, type ApiClient, type ApiClientOptions } from './client';
export { createLocalTokenStore, createMemoryTokenStore, readTokenClaims, type TokenClaims, type TokenStore } from './tokens';
export { PATHS, NO_REFRESH_PATHS } from './paths';
export { API_ERROR_CODES, apiErrorSchema, type ApiErrorBody, type ApiErrorCode } from './errorBody';
export { readApiError } from './errors';
export * from './rules';
export { emailSchema, passwordSchema, phoneSchema, requiredString } from './schema-helpers';
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
