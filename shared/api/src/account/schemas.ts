import { z } from 'zod';
import { emailSchema, passwordSchema, requiredString } from '../schema-helpers';

/** Roles carried by the access token's `role` claim (spec section 6). */
export const ROLES = ['admin', 'super-admin'] as const;
export type Role = (typeof ROLES)[number];

/** Both tokens, as login, registration, refresh and external sign-in return them. */
export const authTokensSchema = z.object({
  token: z.string().min(1),
  refreshToken: z.string().min(1),
});
export type AuthTokens = z.infer<typeof authTokensSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema('signIn'),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const refreshTokenRequestSchema = z.object({ refreshToken: z.string().min(1) });
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
  idToken: z.string().min(1),
  clientHost: z.string().min(1).max(253),
});
export type ExternalLoginRequest = z.input<typeof externalLoginRequestSchema>;
export const externalLoginResponseSchema = authTokensSchema.extend({ isNewUser: z.boolean() });
export type ExternalLoginResponse = z.infer<typeof externalLoginResponseSchema>;

/** The User entity of spec section 3. */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  chatApiInstanceLimit: z.number().int(),
  isTestUser: z.boolean(),
  crms: z.array(z.string()),
  language: z.string().nullable(),
  countryId: z.number().int(),
  notSendWeeklyYclientsReports: z.boolean(),
  notSendWeeklyIikoReports: z.boolean(),
  availableNotificationsCount: z.number().int(),
  isEnableCampaignConsentCollect: z.boolean(),
  majorTariff: z.number().int().nullable(),
  emailConfirmed: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** Response shape not shown in the spec: the end of the paid period that ends first, if any. */
export const nearestPaymentEndDateSchema = z.object({ nearestPaymentEndDate: z.string().datetime().nullable() });
export type NearestPaymentEndDate = z.infer<typeof nearestPaymentEndDateSchema>;

/** Response shape not shown: the tariff code of the user's last successful payment. */
export const lastPayedTariffSchema = z.object({ tariff: z.number().int().nullable() });

/** Response shape not shown beyond `isLoyal`: a loyal client has paid more than once. */
export const activeTariffSchema = z.object({ tariff: z.number().int().nullable(), isLoyal: z.boolean() });
export type ActiveTariff = z.infer<typeof activeTariffSchema>;
