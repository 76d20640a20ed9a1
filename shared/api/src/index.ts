export { createApiClient, type ApiClient, type ApiClientOptions } from './client';
export { createLocalTokenStore, createMemoryTokenStore, readTokenClaims, type TokenClaims, type TokenStore } from './tokens';
export { PATHS, NO_REFRESH_PATHS, fillPath } from './paths';
export { API_ERROR_CODES, apiErrorSchema, type ApiErrorBody, type ApiErrorCode } from './errorBody';
export { readApiError } from './errors';
export * from './rules';
export { emailSchema, passwordSchema, phoneSchema, requiredString } from './schema-helpers';
export * from './account/schemas';
export * from './account/account';
export * from './news/schemas';
export * from './news/news';
export * from './paging';
export * from './flows/constants';
export * from './flows/rules';
export * from './flows/schemas';
export * from './flows/flows';
export * from './blacklist/schemas';
export * from './blacklist/blacklist';
export * from './shortLinks/schemas';
export * from './shortLinks/shortLinks';
export * from './chatbots/schemas';
export * from './chatbots/chatbots';
export * from './subscribers/schemas';
export * from './subscribers/subscribers';
export {
  ApiClientProvider,
  useActiveTariff,
  useApiClient,
  useCurrentUser,
  useNearestPaymentEndDate,
  useNews,
} from './context';
