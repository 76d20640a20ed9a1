/**
 * `@cabinet/api/contract`: what every part of api-server shares of the HTTP contract, without the React
 * client: the platform's paths, rules, error body and codes, paging, the session's and account's schemas,
 * news and time zones. A domain's contract is its own entry (`@cabinet/api/flows`, `/payments`, ...),
 * which api-server imports by that name, so a new domain edits nothing here.
 */
export { PATHS, fillPath } from './paths';
export * from './rules';
export { emailSchema } from './schema-helpers';
export { PLATFORM_ERROR_CODES, apiErrorSchema, type ApiErrorBody, type ApiErrorCode, type ApiErrorCodes, type PlatformErrorCode } from './errorBody';
export * from './account/schemas';
export * from './news/schemas';
export { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, SORT_ORDERS, type Page, type PageParams, type SortOrder } from './paging';
export * from './zone';
