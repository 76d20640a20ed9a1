import bcrypt from 'bcryptjs';
import {
  authTokensSchema,
  confirmEmailRequestSchema,
  externalLoginRequestSchema,
  externalLoginResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  PATHS,
  refreshTokenRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  revokeTokenRequestSchema,
  type AuthTokens,
} from '@cabinet/api/contract';
import type { AppContext } from '../platform/AppContext';
import { newOpaqueToken } from '../platform/auth/tokenService';
import { isUuid } from '../platform/db/sql';
import { ApiError } from '../platform/http/ApiError';
import { headerValue } from '../platform/http/originPolicy';
import { route, type Route } from '../platform/http/route';
import { CONFIRMATION_CODE_TTL_SECONDS, consumeEmailCode, createEmailCode, RESET_CODE_TTL_SECONDS, retireEmailCodes } from './emailCodes';
import { sendMail } from './mail';
import { issueSession, revokeAllSessions, revokeRefreshToken, rotateRefreshToken, type SessionDeps } from './sessions';
import { BCRYPT_COST, findUserByEmail, insertGoogleUser, insertRegisteredUser, markEmailConfirmed, setPasswordHash } from './users';

const invalidCredentials = () => new ApiError(400, 'INVALID_CREDENTIALS', 'Incorrect email or password');
const invalidRefreshToken = () => new ApiError(400, 'INVALID_REFRESH_TOKEN', 'The session has expired, please sign in again');
const invalidResetCode = () => new ApiError(400, 'INVALID_RESET_CODE', 'The reset link is invalid or has expired');
const invalidConfirmation = () => new ApiError(400, 'INVALID_CONFIRMATION', 'The confirmation link is invalid or has expired');
const invalidExternalToken = () => new ApiError(400, 'INVALID_EXTERNAL_TOKEN', 'Google sign-in failed, please try again');

const NO_CONTENT = { 204: { description: 'Done' } };

/** Sign-up, sign-in, sessions and the e-mailed links of spec section 7 (Account): all open to guests. */
export function signInRoutes(ctx: AppContext): Route[] {
  const { db, origins } = ctx;
  const sessions: SessionDeps = { tokens: ctx.tokens, refreshTokenTtlDays: ctx.config.refreshTokenTtlDays };
  // Compared against when the e-mail is unknown, so a wrong address costs as long as a wrong password.
  const absentUserHash = bcrypt.hash(newOpaqueToken(), BCRYPT_COST);

  return [
    route({
      method: 'POST',
      path: PATHS.account.register,
      access: 'guest',
      summary: 'Register and sign in',
      description: 'Creates the account, mails the e-mail confirmation link, and answers both tokens: the user is signed in at once.',
      body: registerRequestSchema,
      responses: { 200: { description: 'Signed in', schema: authTokensSchema } },
      errors: { 409: 'USER_EXISTS: the e-mail already has an account' },
      async handler({ request, body: readBody }): Promise<AuthTokens> {
        const body = readBody();
        const passwordHash = await bcrypt.hash(body.password, BCRYPT_COST);
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
          await sendMail(tx, {
            to: user.email,
            subject: 'Confirm your e-mail',
            text: `Welcome! Confirm your e-mail address by opening this link: ${link}`,
            link,
          });
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
      errors: { 400: 'INVALID_CREDENTIALS: incorrect email or password' },
      async handler({ body: readBody }): Promise<AuthTokens> {
        const body = readBody();
        const user = await findUserByEmail(db, body.email);
        const matches = await bcrypt.compare(body.password, user?.password_hash ?? (await absentUserHash));
        if (!user || !matches) throw invalidCredentials();
        return issueSession(db, sessions, user);
      },
    }),

    route({
      method: 'POST',
      path: PATHS.account.refreshToken,
      access: 'guest',
      summary: 'Exchange a refresh token for a new pair',
      description: 'The old refresh token is retired; one presented again ends every session of its user (it was stolen).',
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
        const passwordHash = await bcrypt.hash(newOpaqueToken(), BCRYPT_COST);
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
      description: 'Answers 204 whether or not the address has an account.',
      body: forgotPasswordRequestSchema,
      responses: NO_CONTENT,
      async handler({ request, reply, body }) {
        const user = await findUserByEmail(db, body().email);
        if (user) {
          const linkOrigin = origins.clientOrigin(headerValue(request.headers['client-host']));
          await db.transaction(async (tx) => {
            await retireEmailCodes(tx, user.id, 'reset-password');
            const code = await createEmailCode(tx, user.id, 'reset-password', RESET_CODE_TTL_SECONDS);
            const link = `${linkOrigin}/account/reset-password?${new URLSearchParams({ email: user.email, code })}`;
            await sendMail(tx, {
              to: user.email,
              subject: 'Reset your password',
              // The reset page asks for the code; the link enters it (and the e-mail) for the reader.
              text: `Your code to choose a new password: ${code}\nEnter it on the reset page, or open this link, which enters it for you: ${link}\nThe code works for one hour. If you did not ask for it, ignore this e-mail.`,
              link,
            });
          });
        }
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
      errors: { 400: 'INVALID_RESET_CODE: the link is invalid or has expired' },
      async handler({ reply, body: readBody }) {
        const body = readBody();
        const user = await findUserByEmail(db, body.email);
        if (!user) throw invalidResetCode();
        const passwordHash = await bcrypt.hash(body.newPassword, BCRYPT_COST);
        const changed = await db.transaction(async (tx) => {
          if (!(await consumeEmailCode(tx, user.id, 'reset-password', body.code))) return false;
          await setPasswordHash(tx, user.id, passwordHash);
          // Whoever knew the old password may hold a session: end them all.
          await revokeAllSessions(tx, user.id);
          return true;
        });
        if (!changed) throw invalidResetCode();
        return reply.code(204).send();
      },
    }),

    route({
      method: 'POST',
      path: PATHS.account.confirmEmail,
      access: 'guest',
      summary: 'Confirm the e-mail address with the mailed code',
      body: confirmEmailRequestSchema,
      responses: NO_CONTENT,
      errors: { 400: 'INVALID_CONFIRMATION: the link is invalid or has expired' },
      async handler({ reply, body: readBody }) {
        const body = readBody();
        if (!isUuid(body.userId)) throw invalidConfirmation();
        const confirmed = await db.transaction(async (tx) => {
          if (!(await consumeEmailCode(tx, body.userId, 'confirm-email', body.code))) return false;
          await markEmailConfirmed(tx, body.userId);
          return true;
        });
        if (!confirmed) throw invalidConfirmation();
        return reply.code(204).send();
      },
    }),
  ];
}
