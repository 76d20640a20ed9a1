/**
 * The server-safe surface of the HTTP contract (`@cabinet/api/contract`): paths, rules, schemas and
 * types, without the React client. api-server imports only this. Names are re-exported one by one:
 * Node's CommonJS bridge (tsx) cannot see names behind `export *`.
 */
export { PATHS } from './paths';
export { RULE_CODES, RULE_MESSAGES, type RuleCode } from './rules';
export { emailSchema } from './schema-helpers';
export { API_ERROR_CODES, apiErrorSchema, type ApiErrorBody, type ApiErrorCode } from './errorBody';
export {
  ROLES,
  activeTariffSchema,
  confirmEmailRequestSchema,
  currentUserSchema,
  externalLoginRequestSchema,
  externalLoginResponseSchema,
  forgotPasswordRequestSchema,
  lastPayedTariffSchema,
  loginRequestSchema,
  nearestPaymentEndDateSchema,
  refreshTokenRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  revokeTokenRequestSchema,
  type ActiveTariff,
  type AuthTokens,
  type CurrentUser,
  type Role,
} from './account/schemas';
export { newsItemSchema, newsListSchema, type NewsItem } from './news/schemas';
