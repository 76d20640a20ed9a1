import bcrypt from 'bcryptjs';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../AppContext';
import {
  CONFIRMATION_CODE_TTL_SECONDS,
  consumeEmailCode,
  createEmailCode,
  RESET_CODE_TTL_SECONDS,
  retireEmailCodes,
} from '../auth/emailCodes';
import { issueSession, revokeAllSessions, revokeRefreshToken, rotateRefreshToken, type SessionDeps } from '../auth/sessions';
import { newOpaqueToken } from '../auth/tokenService';
import {
  confirmEmailRequestSchema,
  externalLoginRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  PATHS,
  refreshTokenRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  revokeTokenRequestSchema,
  type AuthTokens,
} from '@cabinet/api/contract';
import { ApiError } from '../http/ApiError';
import { headerValue } from '../http/originPolicy';
import { parseWith } from '../http/parseWith';
import { sendMail } from '../mail/sendMail';
import { findUserByEmail, isUuid } from '../users/users';

export const BCRYPT_COST = 10;

const invalidCredentials = () => new ApiError(400, 'INVALID_CREDENTIALS', 'Incorrect email or password');
const invalidRefreshToken = () => new ApiError(400, 'INVALID_REFRESH_TOKEN', 'The session has expired, please sign in again');
const invalidResetCode = () => new ApiError(400, 'INVALID_RESET_CODE', 'The reset link is invalid or has expired');
const invalidConfirmation = () => new ApiError(400, 'INVALID_CONFIRMATION', 'The confirmation link is invalid or has expired');
const invalidExternalToken = () => new ApiError(400, 'INVALID_EXTERNAL_TOKEN', 'Google sign-in failed, please try again');

type NewUserRow = { id: string; email: string; roles: string[] };

/** Sign-up, sign-in, sessions and the e-mailed links of spec section 7 (Account). */
export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, origins } = ctx;
  const sessions: SessionDeps = { tokens: ctx.tokens, refreshTokenTtlDays: ctx.config.refreshTokenTtlDays };
  // Compared against when the e-mail is unknown, so a wrong address costs as long as a wrong password.
  const absentUserHash = bcrypt.hash(newOpaqueToken(), BCRYPT_COST);

  app.post('/' + PATHS.account.register, async (request): Promise<AuthTokens> => {
    const body = parseWith(registerRequestSchema, request.body);
    const passwordHash = await bcrypt.hash(body.password, BCRYPT_COST);
    const linkOrigin = origins.clientOrigin(body.clientHost, headerValue(request.headers['client-host']));
    const tokens = await db.transaction(async (tx) => {
      const [user] = await tx.query<NewUserRow>(
        `insert into users (email, password_hash, phone, country_id, language, utm_tag, client_host)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (email) do nothing
         returning id, email, roles`,
        [body.email, passwordHash, body.phone, body.countryId ?? 0, body.language ?? null, body.utmTag ?? null, body.clientHost],
      );
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
  });

  app.post('/' + PATHS.account.login, async (request): Promise<AuthTokens> => {
    const body = parseWith(loginRequestSchema, request.body);
    const user = await findUserByEmail(db, body.email);
    const matches = await bcrypt.compare(body.password, user?.password_hash ?? (await absentUserHash));
    if (!user || !matches) throw invalidCredentials();
    return issueSession(db, sessions, user);
  });

  app.post('/' + PATHS.account.refreshToken, async (request): Promise<AuthTokens> => {
    const body = parseWith(refreshTokenRequestSchema, request.body);
    const tokens = await rotateRefreshToken(db, sessions, body.refreshToken);
    if (!tokens) throw invalidRefreshToken();
    return tokens;
  });

  // Logout: 204 whether or not the token was known, and without a bearer (it may have expired already).
  app.post('/' + PATHS.account.revokeToken, async (request, reply) => {
    const body = parseWith(revokeTokenRequestSchema, request.body);
    await revokeRefreshToken(db, body.refreshToken);
    return reply.code(204).send();
  });

  app.post('/' + PATHS.account.externalLoginCallback, async (request) => {
    const body = parseWith(externalLoginRequestSchema, request.body);
    const identity = await ctx.verifyGoogleIdToken(body.idToken);
    if (!identity) throw invalidExternalToken();
    const existing = await findUserByEmail(db, identity.email);
    if (existing) {
      // Google has verified the address, which is all a confirmation link would prove.
      await db.query('update users set email_confirmed = true where id = $1 and not email_confirmed', [existing.id]);
      return { ...(await issueSession(db, sessions, existing)), isNewUser: false };
    }
    // Nobody knows this password: the account signs in with Google until its owner resets one.
    const passwordHash = await bcrypt.hash(newOpaqueToken(), BCRYPT_COST);
    const [created] = await db.query<NewUserRow>(
      `insert into users (email, password_hash, email_confirmed, client_host)
       values ($1, $2, true, $3)
       on conflict (email) do nothing
       returning id, email, roles`,
      [identity.email, passwordHash, body.clientHost],
    );
    // A parallel callback for the same address may have created the user first.
    const user = created ?? (await findUserByEmail(db, identity.email));
    if (!user) throw new Error(`User ${identity.email} neither inserted nor found`);
    return { ...(await issueSession(db, sessions, user)), isNewUser: created !== undefined };
  });

  // 204 whether or not the address has an account: the answer must not tell who is registered.
  app.post('/' + PATHS.account.forgotPassword, async (request, reply) => {
    const body = parseWith(forgotPasswordRequestSchema, request.body);
    const user = await findUserByEmail(db, body.email);
    if (user) {
      const linkOrigin = origins.clientOrigin(headerValue(request.headers['client-host']));
      await db.transaction(async (tx) => {
        await retireEmailCodes(tx, user.id, 'reset-password');
        const code = await createEmailCode(tx, user.id, 'reset-password', RESET_CODE_TTL_SECONDS);
        const link = `${linkOrigin}/account/reset-password?${new URLSearchParams({ email: user.email, code })}`;
        await sendMail(tx, {
          to: user.email,
          subject: 'Reset your password',
          text: `To choose a new password, open this link within an hour: ${link}\nIf you did not ask for it, ignore this e-mail.`,
          link,
        });
      });
    }
    return reply.code(204).send();
  });

  app.post('/' + PATHS.account.resetPassword, async (request, reply) => {
    const body = parseWith(resetPasswordRequestSchema, request.body);
    const user = await findUserByEmail(db, body.email);
    if (!user) throw invalidResetCode();
    const passwordHash = await bcrypt.hash(body.newPassword, BCRYPT_COST);
    const changed = await db.transaction(async (tx) => {
      if (!(await consumeEmailCode(tx, user.id, 'reset-password', body.code))) return false;
      await tx.query('update users set password_hash = $2 where id = $1', [user.id, passwordHash]);
      // Whoever knew the old password may hold a session: end them all.
      await revokeAllSessions(tx, user.id);
      return true;
    });
    if (!changed) throw invalidResetCode();
    return reply.code(204).send();
  });

  app.post('/' + PATHS.account.confirmEmail, async (request, reply) => {
    const body = parseWith(confirmEmailRequestSchema, request.body);
    if (!isUuid(body.userId)) throw invalidConfirmation();
    const confirmed = await db.transaction(async (tx) => {
      if (!(await consumeEmailCode(tx, body.userId, 'confirm-email', body.code))) return false;
      await tx.query('update users set email_confirmed = true where id = $1', [body.userId]);
      return true;
    });
    if (!confirmed) throw invalidConfirmation();
    return reply.code(204).send();
  });
}
