/**
 * The shared contract (@cabinet/api), imported file by file. Its index re-exports with `export *`, which
 * Node's CommonJS-to-ESM bridge cannot see when tsx loads the package (it has no "type": "module"), and
 * the index also loads the React client, which the server has no use for.
 */
export { PATHS } from '@cabinet/api/src/paths';
export { RULE_CODES, RULE_MESSAGES, type RuleCode } from '@cabinet/api/src/rules';
export { emailSchema } from '@cabinet/api/src/schema-helpers';
// Types only: errors.ts also imports ky, which the server does not need at run time.
export type { ApiErrorBody, ApiErrorCode } from '@cabinet/api/src/errors';
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
} from '@cabinet/api/src/account/schemas';
export { newsItemSchema, newsListSchema, type NewsItem } from '@cabinet/api/src/news/schemas';
