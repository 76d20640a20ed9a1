import { PATHS, authTokensSchema, currentUserSchema, type AuthTokens, type CurrentUser } from '@cabinet/api/contract';
import { PHONE_CODE_TTL_SECONDS, changePhoneRequestSchema, phoneCodeRequestSchema, phoneCodeStateSchema, type PhoneCodeState } from '@cabinet/api/phone';
import { accountSettingsRequestSchema, accountSettingsStateSchema, apiChannelMeSchema, apiTokenSchema, changeEmailRequestSchema, changePasswordRequestSchema } from '@cabinet/api/account';
import type { AppContext } from '../platform/AppContext';
import { newOpaqueToken } from '../platform/auth/tokenService';
import { ApiError, requireVersion, unauthorized } from '../platform/http/ApiError';
import { headerValue } from '../platform/http/originPolicy';
import { QUEUES } from '../platform/jobs/queues';
import { route, type Route } from '../platform/http/route';
import { createEmailCode, CONFIRMATION_CODE_TTL_SECONDS, retireEmailCodes } from './emailCodes';
import { changeEmailMail, phoneCodeText } from './mailTexts';
import { sendMail } from './mail';
import { DEMO_EMAIL } from './seed';
import { confirmPhoneCode, issuePhoneCode, phoneCodeState, sendPhoneMessage } from './phoneCodes';
import { issueSession, revokeAllSessions, sessionDeps, type SessionDeps } from './sessions';
import { hashPassword, verifyPassword } from './passwords';
import { findUserByEmail, findUserById, setPasswordHash, toCurrentUser, USER_COLUMNS, type UserRow } from './users';

const SETTING_COLUMNS = {
  language: 'language',
  isEnableCampaignConsentCollect: 'is_enable_campaign_consent_collect',
  notSendWeeklyYclientsReports: 'not_send_weekly_yclients_reports',
  notSendWeeklyIikoReports: 'not_send_weekly_iiko_reports',
} as const;
const SETTING_FIELDS = ['language', 'isEnableCampaignConsentCollect', 'notSendWeeklyYclientsReports', 'notSendWeeklyIikoReports'] as const;

const wrongPassword = () => new ApiError(400, 'WRONG_PASSWORD', 'The current password is incorrect', { currentPassword: 'password.wrong' });
const phoneCodeRefusal = (reason: 'wrong' | 'expired' | 'limit' | 'tooSoon', state: PhoneCodeState): ApiError => {
  switch (reason) {
    case 'wrong':
      return new ApiError(400, 'INVALID_PHONE_CODE', `The code is incorrect; ${state.attemptsLeft} attempts left today`, { code: 'phoneCode.wrong' });
    case 'expired':
      return new ApiError(400, 'PHONE_CODE_EXPIRED', 'The code has expired; ask for a new one', { code: 'phoneCode.expired' });
    case 'tooSoon':
      return new ApiError(429, 'PHONE_CODE_TOO_SOON', `A new code can be asked at ${state.nextCodeAt}`);
    case 'limit':
      return new ApiError(429, 'PHONE_CODE_LIMIT', `No attempts left today; try again after ${state.blockedUntil ?? state.nextCodeAt}`);
  }
};

/**
 * The account's settings (spec sections 2, 3, 5, 8; shared/api/src/account/settings.ts and phoneChange.ts
 * say how each call behaves): language and switches, password, e-mail, phone with a code, the API token.
 */
export function settingsRoutes(ctx: AppContext): Route[] {
  const { db, origins, clock } = ctx;
  const sessions: SessionDeps = sessionDeps(ctx.tokens, ctx.config);

  async function me(userId: string): Promise<UserRow> {
    const user = await findUserById(db, userId);
    if (!user) throw unauthorized();
    return user;
  }

  async function ensureApiToken(userId: string): Promise<{ token: string; createdAt: string }> {
    // Made on first read; `coalesce` keeps a token two first reads raced to make.
    const [row] = await db.query<{ api_token: string; api_token_created_at: Date }>(
      `update users set api_token = coalesce(api_token, $2), api_token_created_at = coalesce(api_token_created_at, $3)
       where id = $1 returning api_token, api_token_created_at`,
      [userId, `cab_${newOpaqueToken()}`, clock.now().toISOString()],
    );
    if (!row) throw unauthorized();
    return { token: row.api_token, createdAt: row.api_token_created_at.toISOString() };
  }

  return [
    route({
      method: 'GET',
      path: PATHS.account.settings,
      access: 'user',
      summary: 'What the settings screen shows beside the User entity',
      responses: { 200: { description: 'An e-mail address waiting for its confirmation link, if any', schema: accountSettingsStateSchema } },
      async handler({ caller }) {
        const [row] = await db.query<{ pending_email: string | null }>('select pending_email from users where id = $1', [caller.userId]);
        if (!row) throw unauthorized();
        return accountSettingsStateSchema.parse({ pendingEmail: row.pending_email });
      },
    }),

    route({
      method: 'PATCH',
      path: PATHS.account.settings,
      access: 'user',
      summary: 'Change the language, the consent collection or the weekly report opt-outs',
      description: 'Any of the fields, at least one; answers the User entity as saved.',
      body: accountSettingsRequestSchema,
      responses: { 200: { description: 'The User entity', schema: currentUserSchema } },
      errors: { 409: 'VERSION_CONFLICT: the settingsVersion sent is not the stored one (changed in another tab since); `current` is the User as stored' },
      async handler({ caller, body }): Promise<CurrentUser> {
        const request = body();
        // The demo account is every /demo visitor's: a visitor's language is theirs alone (kept on their device).
        if (request.language !== undefined && (await me(caller.userId)).email === DEMO_EMAIL) delete request.language;
        const changes = SETTING_FIELDS.flatMap((field) => (request[field] === undefined ? [] : [{ column: SETTING_COLUMNS[field], value: request[field] }]));
        const sets = changes.map(({ column }, index) => `${column} = $${index + 2}`);
        await db.transaction(async (tx) => {
          const [stored] = await tx.query<{ settings_version: number }>('select settings_version from users where id = $1 for update', [caller.userId]);
          if (!stored) throw unauthorized();
          if (request.settingsVersion !== undefined && request.settingsVersion !== stored.settings_version) {
            const [row] = await tx.query<UserRow>(`select ${USER_COLUMNS} from users where id = $1`, [caller.userId]);
            requireVersion(request.settingsVersion, stored.settings_version, () => (row ? toCurrentUser(row) : null));
          }
          // The demo visitor's language alone leaves no column to change, but a save still moves the version.
          await tx.query(`update users set ${[...sets, 'settings_version = settings_version + 1'].join(', ')} where id = $1`, [caller.userId, ...changes.map(({ value }) => value)]);
        });
        return toCurrentUser(await me(caller.userId));
      },
    }),

    route({
      method: 'POST',
      path: PATHS.account.changePassword,
      access: 'user',
      summary: 'Change the password',
      description: 'Needs the current password. Ends every other session: the answer is a new pair for this one.',
      body: changePasswordRequestSchema,
      responses: { 200: { description: 'Signed in again with the new password', schema: authTokensSchema } },
      errors: { 400: 'WRONG_PASSWORD: the current password does not match (field currentPassword)' },
      async handler({ caller, body: readBody }): Promise<AuthTokens> {
        const body = readBody();
        const user = await me(caller.userId);
        if (!(await verifyPassword(body.currentPassword, user.password_hash))) throw wrongPassword();
        const passwordHash = await hashPassword(body.newPassword);
        return db.transaction(async (tx) => {
          await setPasswordHash(tx, user.id, passwordHash);
          await revokeAllSessions(tx, user.id);
          return issueSession(tx, sessions, user);
        });
      },
    }),

    route({
      method: 'POST',
      path: PATHS.account.changeEmail,
      access: 'user',
      summary: 'Change the e-mail address: mails a confirmation link to the new one',
      description: 'The account keeps its address until the link (/Account/ConfirmEmail) is opened; a newer request replaces the older link.',
      body: changeEmailRequestSchema,
      responses: { 200: { description: 'The address waiting for its link', schema: accountSettingsStateSchema } },
      errors: { 409: 'USER_EXISTS: another account has this address (field email)' },
      async handler({ caller, request, body: readBody }) {
        const { email } = readBody();
        const user = await me(caller.userId);
        if (email === user.email) throw new ApiError(400, 'VALIDATION_FAILED', 'This is the current address already', { email: 'email.same' });
        const holder = await findUserByEmail(db, email);
        if (holder) throw new ApiError(409, 'USER_EXISTS', 'A user with this email already exists', { email: 'email.taken' });
        const linkOrigin = origins.clientOrigin(headerValue(request.headers['client-host']), headerValue(request.headers.origin));
        await db.transaction(async (tx) => {
          await retireEmailCodes(tx, user.id, 'change-email');
          await tx.query('update users set pending_email = $2 where id = $1', [user.id, email]);
          const code = await createEmailCode(tx, user.id, 'change-email', CONFIRMATION_CODE_TTL_SECONDS);
          const link = `${linkOrigin}/Account/ConfirmEmail?${new URLSearchParams({ userId: user.id, code })}`;
          await sendMail(tx, { to: email, ...changeEmailMail(user.language, link), link });
        });
        return accountSettingsStateSchema.parse({ pendingEmail: email });
      },
    }),

    route({
      method: 'GET',
      path: PATHS.account.phoneCode,
      access: 'user',
      summary: 'Where the phone change stands',
      responses: { 200: { description: 'The number waiting for its code, the countdown and the attempts left', schema: phoneCodeStateSchema } },
      async handler({ caller }) {
        return phoneCodeStateSchema.parse(await phoneCodeState(db, caller.userId, clock.now()));
      },
    }),

    route({
      method: 'POST',
      path: PATHS.account.phoneCode,
      access: 'user',
      summary: 'Send a confirmation code to a new phone number',
      description: `The code is valid ${PHONE_CODE_TTL_SECONDS} s; a new one may be asked when it has expired.`,
      body: phoneCodeRequestSchema,
      responses: { 200: { description: 'Sent: the state with the countdown', schema: phoneCodeStateSchema } },
      errors: {
        400: 'VALIDATION_FAILED: phone.invalid, or phone.same (the account has this number already)',
        429: 'PHONE_CODE_TOO_SOON: the last code is still valid; PHONE_CODE_LIMIT: no attempts left today',
      },
      async handler({ caller, body: readBody }) {
        const { phone } = readBody();
        const user = await me(caller.userId);
        if (user.phone === phone) throw new ApiError(400, 'VALIDATION_FAILED', 'The account has this number already', { phone: 'phone.same' });
        const now = clock.now();
        const outcome = await db.transaction(async (tx) => {
          const issued = await issuePhoneCode(tx, user.id, phone, now);
          if (issued.ok) await sendPhoneMessage(tx, phone, phoneCodeText(user.language, issued.code, PHONE_CODE_TTL_SECONDS));
          return issued;
        });
        if (!outcome.ok) throw phoneCodeRefusal(outcome.reason, outcome.state);
        // The code leaves through the service channel now (phoneSender.ts), after the transaction committed.
        await ctx.jobs.send(QUEUES.phoneOutbox, {});
        return phoneCodeStateSchema.parse(await phoneCodeState(db, user.id, now));
      },
    }),

    route({
      method: 'POST',
      path: PATHS.account.changePhone,
      access: 'user',
      summary: 'Confirm the new phone number with its code',
      body: changePhoneRequestSchema,
      responses: { 200: { description: 'The User entity with the new number', schema: currentUserSchema } },
      errors: {
        400: 'INVALID_PHONE_CODE: wrong code (one of the day\'s attempts used); PHONE_CODE_EXPIRED: none waiting or its 30 s are over',
        429: 'PHONE_CODE_LIMIT: no attempts left today',
      },
      async handler({ caller, body: readBody }): Promise<CurrentUser> {
        const { code } = readBody();
        const now = clock.now();
        const outcome = await db.transaction(async (tx) => {
          const checked = await confirmPhoneCode(tx, caller.userId, code, now);
          // The phone is in the admin user model too: an admin's form opened before this change is now stale.
          if (checked.ok) await tx.query('update users set phone = $2, admin_version = admin_version + 1 where id = $1', [caller.userId, checked.phone]);
          return checked;
        });
        if (!outcome.ok) throw phoneCodeRefusal(outcome.reason, outcome.state);
        return toCurrentUser(await me(caller.userId));
      },
    }),

    route({
      method: 'GET',
      path: PATHS.account.apiToken,
      access: 'user',
      summary: "The generic API channel's token",
      description: 'Made on first read.',
      responses: { 200: { description: 'The token', schema: apiTokenSchema } },
      handler: ({ caller }) => ensureApiToken(caller.userId),
    }),

    route({
      method: 'POST',
      path: PATHS.account.apiToken,
      access: 'user',
      summary: "A new token for the generic API channel: the old one stops working at once",
      responses: { 200: { description: 'The new token', schema: apiTokenSchema } },
      async handler({ caller }) {
        const [row] = await db.query<{ api_token: string; api_token_created_at: Date }>(
          'update users set api_token = $2, api_token_created_at = $3 where id = $1 returning api_token, api_token_created_at',
          [caller.userId, `cab_${newOpaqueToken()}`, clock.now().toISOString()],
        );
        if (!row) throw unauthorized();
        return apiTokenSchema.parse({ token: row.api_token, createdAt: row.api_token_created_at.toISOString() });
      },
    }),

    route({
      method: 'GET',
      path: PATHS.apiChannel.me,
      access: 'guest',
      summary: 'Whose API token this is (the generic API channel)',
      description: 'Authorization: `Token <token>`. A regenerated token stops here at once.',
      responses: { 200: { description: 'The token\'s account', schema: apiChannelMeSchema } },
      errors: { 401: 'INVALID_API_TOKEN: no such token' },
      async handler({ request }) {
        const header = headerValue(request.headers.authorization) ?? '';
        const token = header.startsWith('Token ') ? header.slice('Token '.length).trim() : '';
        const [row] = token ? await db.query<{ id: string; email: string }>('select id, email from users where api_token = $1', [token]) : [];
        if (!row) throw new ApiError(401, 'INVALID_API_TOKEN', 'The API token is not valid');
        return apiChannelMeSchema.parse({ userId: row.id, email: row.email });
      },
    }),
  ];
}
