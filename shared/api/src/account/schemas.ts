import * as z from '@cabinet/api/zod';
import { emailSchema, passwordSchema, requiredString } from '../schema-helpers';

/** Roles carried by the access token's `role` claim (spec section 6). */
export const ROLES = ['admin', 'super-admin'] as const;
export type Role = (typeof ROLES)[number];

/** Both tokens, as login, registration, refresh and external sign-in return them. */
export const authTokensSchema = z.object({
  token: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
});
export type AuthTokens = z.infer<typeof authTokensSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema('signIn'),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const refreshTokenRequestSchema = z.object({ refreshToken: z.string().check(z.minLength(1)) });
export const revokeTokenRequestSchema = refreshTokenRequestSchema;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** The code comes from the e-mailed link; the new password follows the "other texts" limit (at most 20). */
export const resetPasswordRequestSchema = z.object({
  email: emailSchema,
  code: requiredString,
  newPassword: passwordSchema('other'),
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const confirmEmailRequestSchema = z.object({ userId: requiredString, code: requiredString });
export type ConfirmEmailRequest = z.input<typeof confirmEmailRequestSchema>;

export const externalLoginRequestSchema = z.object({
  provider: z.literal('Google'),
  idToken: z.string().check(z.minLength(1)),
  clientHost: z.string().check(z.minLength(1), z.maxLength(253)),
});
export type ExternalLoginRequest = z.input<typeof externalLoginRequestSchema>;
export const externalLoginResponseSchema = z.extend(authTokensSchema, { isNewUser: z.boolean() });
export type ExternalLoginResponse = z.infer<typeof externalLoginResponseSchema>;

/** The User entity of spec section 3. */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  phoneNumber: z.nullable(z.string()),
  chatApiInstanceLimit: z.int(),
  isTestUser: z.boolean(),
  crms: z.array(z.string()),
  language: z.nullable(z.string()),
  countryId: z.int(),
  notSendWeeklyYclientsReports: z.boolean(),
  notSendWeeklyIikoReports: z.boolean(),
  availableNotificationsCount: z.int(),
  isEnableCampaignConsentCollect: z.boolean(),
  majorTariff: z.nullable(z.int()),
  emailConfirmed: z.boolean(),
  /**
   * Not in the spec (issue 14): raised by every change of the settings (PATCH api/v1/Account/Settings). A
   * change may send the one it was based on; a stale one is refused 409 VERSION_CONFLICT with this entity.
   */
  settingsVersion: z.int(),
  /**
   * Not in the spec (issue 36): the account has something that would send now, a switched-on flow or a
   * mailing not yet finished. The layout warns about the message quota only then: a new account with
   * nothing connected is not told that "no messages are being sent".
   */
  isSending: z.boolean(),
  /**
   * Not in the spec (issue 30, our design): the features the user's tariff does not include, by key (the
   * flows' Pro features: `chatbots`, `blacklist`, `shortLinks`). The API decides it from the tariff with the
   * rule it refuses their calls by, so a screen locks exactly what the API would refuse (toolkit `ProGate`'s
   * `lock`). Keys are plain strings: a key a screen does not know locks nothing there.
   */
  lockedFeatures: z.array(z.string()),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** Response shape not shown in the spec: the end of the paid period that ends first, if any. */
export const nearestPaymentEndDateSchema = z.object({ nearestPaymentEndDate: z.nullable(z.iso.datetime()) });
export type NearestPaymentEndDate = z.infer<typeof nearestPaymentEndDateSchema>;

/** Response shape not shown: the tariff code of the user's last successful payment. */
export const lastPayedTariffSchema = z.object({ tariff: z.nullable(z.int()) });

/** Response shape not shown beyond `isLoyal`: a loyal client has paid more than once. */
export const activeTariffSchema = z.object({ tariff: z.nullable(z.int()), isLoyal: z.boolean() });
export type ActiveTariff = z.infer<typeof activeTariffSchema>;
