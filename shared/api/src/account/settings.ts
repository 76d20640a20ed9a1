import * as z from '@cabinet/api/zod';
import { checkPasswordConfirmation } from '../rules';
import { byRule, emailSchema, passwordSchema } from '../schema-helpers';

/*
 * The account's settings (spec sections 2, 3, 5, 8: /account/profile and /account/update). The spec shows
 * none of these calls ("settings changes: not shown"); they are designed in the style of section 7:
 *
 * - PATCH Account/Settings changes any of the language and the four switches at once and answers the
 *   User entity; each switch is saved on change by the screen, so one field at a time is the usual body.
 * - ChangePassword needs the current password (WRONG_PASSWORD at that field when it does not match); the
 *   new one follows the "at most 20" limit of section 5, like the reset; every other session is signed out.
 * - ChangeEmail mails a confirmation link to the new address; the account keeps its address until the
 *   link is opened (/Account/ConfirmEmail, the same screen as the registration's), so a typo never locks
 *   the owner out. An address another account holds is refused with USER_EXISTS.
 * - The phone changes with a code (phone.ts: PhoneCode, ChangePhone).
 * - The generic API channel's token: read (made on first read) and regenerated; the old one stops at once.
 */

/** The interface languages of spec section 1, as the account stores them. */
export const ACCOUNT_LANGUAGES = ['ru', 'en', 'pt-BR', 'uk-UA'] as const;
export type AccountLanguage = (typeof ACCOUNT_LANGUAGES)[number];

export const ACCOUNT_SWITCHES = ['isEnableCampaignConsentCollect', 'notSendWeeklyYclientsReports', 'notSendWeeklyIikoReports'] as const;
export type AccountSwitch = (typeof ACCOUNT_SWITCHES)[number];

/**
 * At least one field; an empty body is refused (`required`), not answered as a change. `settingsVersion`: the
 * User.settingsVersion the change was based on; a stale one is refused 409 VERSION_CONFLICT with the User as
 * stored (`current`), so a tab showing old settings cannot silently undo another's change (absent: not checked).
 */
export const accountSettingsRequestSchema = z
  .object({
    language: z.optional(z.enum(ACCOUNT_LANGUAGES)),
    isEnableCampaignConsentCollect: z.optional(z.boolean()),
    notSendWeeklyYclientsReports: z.optional(z.boolean()),
    notSendWeeklyIikoReports: z.optional(z.boolean()),
    settingsVersion: z.optional(z.int()),
  })
  .check(
    z.superRefine(({ settingsVersion: _version, ...value }, ctx) => {
      if (Object.values(value).every((field) => field === undefined)) ctx.addIssue({ code: 'custom', message: 'required' });
    }),
  );
export type AccountSettingsRequest = z.input<typeof accountSettingsRequestSchema>;

export const changePasswordRequestSchema = z
  .object({
    // Any stored password (one set at registration may be up to 49 characters): only required here.
    currentPassword: z.string().check(z.superRefine(byRule((value: string) => (value === '' ? 'required' : null)))),
    newPassword: passwordSchema('other'),
    confirmPassword: z.string(),
  })
  .check(
    z.superRefine((value, ctx) => {
      const code = checkPasswordConfirmation(value.newPassword, value.confirmPassword);
      if (code) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: code });
    }),
  );
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const changeEmailRequestSchema = z.object({ email: emailSchema });
export type ChangeEmailRequest = z.input<typeof changeEmailRequestSchema>;

/** What the settings screen shows beside the User entity: an address waiting for its link. */
export const accountSettingsStateSchema = z.object({ pendingEmail: z.nullable(z.string()) });
export type AccountSettingsState = z.infer<typeof accountSettingsStateSchema>;

/** The generic API channel's token (Authorization: `Token <token>` on api/v1/ApiChannel/Me and the channel's calls). */
export const apiTokenSchema = z.object({ token: z.string(), createdAt: z.iso.datetime({ offset: true }) });
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The answer of ApiChannel/Me: whose token it is. */
export const apiChannelMeSchema = z.object({ userId: z.string(), email: z.string() });

