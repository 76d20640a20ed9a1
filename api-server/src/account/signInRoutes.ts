import { authTokensSchema, confirmEmailRequestSchema, externalLoginRequestSchema, externalLoginResponseSchema, forgotPasswordRequestSchema, loginRequestSchema, PATHS, refreshTokenRequestSchema, resetPasswordRequestSchema, revokeTokenRequestSchema, type AuthTokens } from '@cabinet/api/contract';
import { registerRequestSchema } from '@cabinet/api/phone';
import type { AppContext } from '../platform/AppContext';
import { newOpaqueToken } from '../platform/auth/tokenService';
import { isUuid } from '../platform/db/sql';
import { ApiError } from '../platform/http/ApiError';
import { headerValue } from '../platform/http/originPolicy';
import { route, type Route } from '../platform/http/route';
import { CONFIRMATION_CODE_TTL_SECONDS, consumeEmailCode, createEmailCode, RESET_CODE_TTL_SECONDS, retireEmailCodes } from './emailCodes';
import { createDeviceCookies } from './deviceCookies';
import { confirmEmailMail, resetPasswordMail } from './mailTexts';
import { sendMail } from './mail';
import { issueSession, revokeAllSessions, revokeRefreshToken, rotateRefreshToken, sessionDeps, type SessionDeps } from './sessions';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { applyPendingEmail, findUserByEmail, insertGoogleUser, insertRegisteredUser, markEmailConfirmed, setPasswordHash } from './users';

const invalidCredentials = () => new ApiError(400, 'INVALID_CREDENTIALS', 'Incorrect email or password');
const invalidRefreshToken = () => new ApiError(400, 'INVALID_REFRESH_TOKEN', 'The session has expired, please sign in again');
const invalidResetCode = () => new ApiError(400, 'INVALID_RESET_CODE', 'The reset link is invalid or has expired');
const invalidConfirmation = () => new ApiError(400, 'INVALID_CONFIRMATION', 'The confirmation link is invalid or has expired');
const invalidExternalToken = () => new ApiError(400, 'INVALID_EXTERNAL_TOKEN', 'Google sign-in failed, please try again');

const NO_CONTENT = { 204: { description: 'Done' } };

/** How long forgot-password takes at least, known address or not: above a link's mailing transaction. */
const FORGOT_PASSWORD_FLOOR_MS = 250;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Sign-up, sign-in, sessions and the e-mailed links of spec section 7 (Account): all open to guests. */
export function signInRoutes(ctx: AppContext): Route[] {
  const { db, origins, limits } = ctx;
  const sessions: SessionDeps = sessionDeps(ctx.tokens, ctx.config);
  // Compared against when the e-mail is unknown, so a wrong address costs as long as a wrong password.
  const absentUserHash = hashPassword(newOpaqueToken());
  const devices = createDeviceCookies(ctx.config.jwtSecret, { secure: ctx.config.mode === 'production' });

  return [
    route({
      method: 'POST',
      path: PATHS.account.register,
      access: 'guest',
      summary: 'Register and sign in',
      description: 'Creates the account, mails the e-mail confirmation link, and answers both tokens: the user is signed in at once.',
      body: registerRequestSchema,
      responses: { 200: { description: 'Signed in', schema: authTokensSchema } },
      errors: { 409: 'USER_EXISTS: the e-mail already has an account', 429: 'TOO_MANY_REQUESTS: too many registrations from this address' },
      async handler({ request, body: readBody }): Promise<AuthTokens> {
        const body = readBody();
        await limits.hit(request, 'register');
        const passwordHash = await hashPassword(body.password);
        const linkOrigin = origins.clientOrigin(body.clientHost, headerValue(request.headers['client-host']));
        const tokens = await db.transaction(async (tx) => {
          const user = await insertRegisteredUser(tx, {
            email: body.email,
            passwordHash,
            phone: body.phone,
            countryId: body.countryId ?? 0,
            language: body.language ?? null,
            utmTag: body.utmTag ?? null,
            clientHost: body.clientHost,
          });
          if (!user) return null;
          const code = await createEmailCode(tx, user.id, 'confirm-email', CONFIRMATION_CODE_TTL_SECONDS);
          const link = `${linkOrigin}/Account/ConfirmEmail?${new URLSearchParams({ userId: user.id, code })}`;
          await sendMail(tx, { to: user.email, ...confirmEmailMail(body.language ?? null, link), link });
          return issueSession(tx, sessions, user);
        });
        if (!tokens) throw new ApiError(409, 'USER_EXISTS', 'A user with this email already exists');
        return tokens;
      },
    }),

    route({
      method: 'POST',
      path: PATHS.account.login,
      access: 'guest',
      summary: 'Sign in with e-mail and password',
      body: loginRequestSchema,
      responses: { 200: { description: 'Signed in', schema: authTokensSchema } },
      errors: {
        400: 'INVALID_CREDENTIALS: incorrect email or password',
        429: 'TOO_MANY_REQUESTS: too many wrong passwords for this e-mail or from this address (or, from a browser that signed in to this account before and holds its device cookie, from that browser); Retry-After says when to try again',
      },
      async handler({ request, reply, body: readBody }): Promise<AuthTokens> {
        const body = readBody();
        const account = body.email.trim().toLowerCase();
        // A browser that signed in to this account before is counted by its own device, not by its address
        // or the account: a flood from the front desk's address, or a guesser elsewhere, does not lock it out.
        const device = devices.read(request, account);
        // Refused before hashing: a flood over the limit costs the server nothing.
        const guard = await limits.guard(request, device ? [['signInDevice', device]] : [['signInAddress'], ['signInAccount', account]]);
        try {
          const user = await findUserByEmail(db, body.email);
          const matches = await verifyPassword(body.password, user?.password_hash ?? (await absentUserHash));
          if (!user || !matches) {
            await guard.fail();
            throw invalidCredentials();
          }
          // The previous release's bcrypt hashes (and weaker scrypt ones) move to today's while the password is at hand.
          if (needsRehash(user.password_hash)) await setPasswordHash(db, user.id, await hashPassword(body.password));
          devices.issue(reply, account, device);
          return await issueSession(db, sessions, user);
        } finally {
          guard.release();
        }
      },
    }),

    route({
      method: 'POST',
      path: PATHS.account.refreshToken,
      access: 'guest',
      summary: 'Exchange a refresh token for a new pair',
      description:
        'The old refresh token is retired. Presented again within REFRESH_GRACE_SECONDS (10 s by default: another tab, a retried call) it answers the same new pair; after that it ends every session of its user (it was stolen).',
      body: refreshTokenRequestSchema,
      responses: { 200: { description: 'A new pair', schema: authTokensSchema } },
      errors: { 400: 'INVALID_REFRESH_TOKEN: unknown, expired or revoked; sign in again' },
      async handler({ body }): Promise<AuthTokens> {
        const tokens = await rotateRefreshToken(db, sessions, body().refreshToken);
        if (!tokens) throw invalidRefreshToken();
        return tokens;
      },
    }),

    // Logout: 204 whether or not the token was known, and without a bearer (it may have expired already).
    route({
      method: 'POST',
      path: PATHS.account.revokeToken,
      access: 'guest',
      summary: 'Sign out: revoke a refresh token',
      description: 'Answers 204 whether or not the token was known; needs no bearer, which may have expired.',
      body: revokeTokenRequestSchema,
      responses: NO_CONTENT,
      async handler({ body, reply }) {
        await revokeRefreshToken(db, body().refreshToken);
        return reply.code(204).send();
      },
    }),

    route({
      method: 'POST',
      path: PATHS.account.externalLoginCallback,
      access: 'guest',
      summary: 'Sign in (or up) with a Google ID token',
      description: 'Google has verified the address: an existing account is confirmed, a new one is created without a known password.',
      body: externalLoginRequestSchema,
      responses: { 200: { description: 'Signed in; isNewUser says whether the account was just created', schema: externalLoginResponseSchema } },
      errors: { 400: 'INVALID_EXTERNAL_TOKEN: the ID token is not to be trusted' },
      async handler({ body: readBody }) {
        const body = readBody();
        const identity = await ctx.verifyGoogleIdToken(body.idToken);
        if (!identity) throw invalidExternalToken();
        const existing = await findUserByEmail(db, identity.email);
        if (existing) {
          // Google has verified the address, which is all a confirmation link would prove.
          await markEmailConfirmed(db, existing.id);
          return { ...(await issueSession(db, sessions, existing)), isNewUser: false };
        }
        // Nobody knows this password: the account signs in with Google until its owner resets one.
        const passwordHash = await hashPassword(newOpaqueToken());
        const created = await insertGoogleUser(db, { email: identity.email, passwordHash, clientHost: body.clientHost });
        // A parallel callback for the same address may have created the user first.
        const user = created ?? (await findUserByEmail(db, identity.email));
        if (!user) throw new Error(`User ${identity.email} neither inserted nor found`);
        return { ...(await issueSession(db, sessions, user)), isNewUser: created !== null };
      },
    }),

    // 204 whether or not the address has an account: the answer must not tell who is registered.
    route({
      method: 'POST',
      path: PATHS.account.forgotPassword,
      access: 'guest',
      summary: 'Mail a password reset link',
      description: 'Answers 204 whether or not the address has an account, after the same time either way.',
      body: forgotPasswordRequestSchema,
      responses: NO_CONTENT,
      errors: { 429: 'TOO_MANY_REQUESTS: too many reset links asked for this e-mail or from this address' },
      async handler({ request, reply, body: readBody }) {
        const body = readBody();
        await limits.hit(request, 'forgotAddress');
        await limits.hit(request, 'forgotAccount', body.email.trim().toLowerCase());
        // Mailing a link takes a transaction; an unknown address none. Both answer after the same floor, so
        // the time taken does not tell who has an account.
        const floor = delay(FORGOT_PASSWORD_FLOOR_MS);
        const user = await findUserByEmail(db, body.email);
        if (user) {
          const linkOrigin = origins.clientOrigin(headerValue(request.headers['client-host']));
          await db.transaction(async (tx) => {
            await retireEmailCodes(tx, user.id, 'reset-password');
            const code = await createEmailCode(tx, user.id, 'reset-password', RESET_CODE_TTL_SECONDS);
            const link = `${linkOrigin}/account/reset-password?${new URLSearchParams({ email: user.email, code })}`;
            // The reset page asks for the code; the link enters it (and the e-mail) for the reader.
            await sendMail(tx, { to: user.email, ...resetPasswordMail(user.language, code, link), link });
          });
        }
        await floor;
        return reply.code(204).send();
      },
    }),

    route({
      method: 'POST',
      path: PATHS.account.resetPassword,
      access: 'guest',
      summary: 'Choose a new password with the mailed code',
      description: 'Ends every session of the user.',
      body: resetPasswordRequestSchema,
      responses: NO_CONTENT,
      errors: { 400: 'INVALID_RESET_CODE: the link is invalid or has expired', 429: 'TOO_MANY_REQUESTS: too many wrong codes' },
      async handler({ request, reply, body: readBody }) {
        const body = readBody();
        const account = body.email.trim().toLowerCase();
        const guard = await limits.guard(request, [['codeAddress'], ['codeAccount', account]]);
        const refuse = async () => {
          await guard.fail();
          return invalidResetCode();
        };
        try {
          const user = await findUserByEmail(db, body.email);
          if (!user) throw await refuse();
          const passwordHash = await hashPassword(body.newPassword);
          const changed = await db.transaction(async (tx) => {
            if (!(await consumeEmailCode(tx, user.id, 'reset-password', body.code))) return false;
            await setPasswordHash(tx, user.id, passwordHash);
            // Whoever knew the old password may hold a session: end them all.
            await revokeAllSessions(tx, user.id);
            return true;
          });
          if (!changed) throw await refuse();
        } finally {
          guard.release();
        }
        return reply.code(204).send();
      },
    }),

    route({
      method: 'POST',
      path: PATHS.account.confirmEmail,
      access: 'guest',
      summary: 'Confirm the e-mail address with the mailed code',
      description: 'The registration\'s link confirms the address; a ChangeEmail link makes the new address the account\'s (refused if another account took it meanwhile).',
      body: confirmEmailRequestSchema,
      responses: NO_CONTENT,
      errors: { 400: 'INVALID_CONFIRMATION: the link is invalid or has expired', 429: 'TOO_MANY_REQUESTS: too many wrong codes' },
      async handler({ request, reply, body: readBody }) {
        const body = readBody();
        const guard = await limits.guard(request, [['codeAddress'], ['codeAccount', body.userId]]);
        const refuse = async () => {
          await guard.fail();
          return invalidConfirmation();
        };
        try {
          if (!isUuid(body.userId)) throw await refuse();
          const confirmed = await db.transaction(async (tx) => {
            if (await consumeEmailCode(tx, body.userId, 'confirm-email', body.code)) {
              await markEmailConfirmed(tx, body.userId);
              return true;
            }
            // The same link confirms a change of address (ChangeEmail): the new address becomes the account's.
            if (!(await consumeEmailCode(tx, body.userId, 'change-email', body.code))) return false;
            return applyPendingEmail(tx, body.userId);
          });
          if (!confirmed) throw await refuse();
        } finally {
          guard.release();
        }
        return reply.code(204).send();
      },
    }),
  ];
}
