import type { FastifyInstance } from 'fastify';
import { PATHS, type AuthTokens } from '@cabinet/api/contract';

export const SHELL_ORIGIN = 'http://localhost:3000';

/** A registration body the client's form would send: valid unless overridden. */
export function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: 'new.user@example.com',
    password: 'Secret12',
    confirmPassword: 'Secret12',
    phone: '+79001112233',
    countryId: 1,
    clientHost: SHELL_ORIGIN,
    isAgreeWithTerms: true,
    language: 'en',
    ...overrides,
  };
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** Reads a JSON body as the tokens pair, failing loudly on anything else. */
export function tokensOf(body: unknown): AuthTokens {
  if (typeof body === 'object' && body !== null && 'token' in body && 'refreshToken' in body) {
    const { token, refreshToken } = body;
    if (typeof token === 'string' && typeof refreshToken === 'string') return { token, refreshToken };
  }
  throw new Error(`Not a tokens pair: ${JSON.stringify(body)}`);
}

export async function signIn(app: FastifyInstance, email: string, password: string): Promise<AuthTokens> {
  const response = await app.inject({ method: 'POST', url: '/' + PATHS.account.login, payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`Sign-in of ${email} answered ${response.statusCode}: ${response.body}`);
  return tokensOf(response.json());
}

export async function registerUser(app: FastifyInstance, overrides: Record<string, unknown> = {}): Promise<AuthTokens> {
  const response = await app.inject({ method: 'POST', url: '/' + PATHS.account.register, payload: registration(overrides) });
  if (response.statusCode !== 200) throw new Error(`Registration answered ${response.statusCode}: ${response.body}`);
  return tokensOf(response.json());
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  link: string | null;
  createdAt: string;
}

/** The newest e-mail to that address, from the dev outbox. */
export async function lastMailTo(app: FastifyInstance, email: string): Promise<OutboxMail | undefined> {
  const response = await app.inject({ method: 'GET', url: '/' + PATHS.devOutbox, query: { email } });
  const mails = response.json<OutboxMail[]>();
  return mails[0];
}

/** The `sub` (user id) of an access token, read without verifying it: tests only. */
export function userIdOf(token: string): string {
  const payload = token.split('.')[1] ?? '';
  const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  if (typeof claims === 'object' && claims !== null && 'sub' in claims && typeof claims.sub === 'string') return claims.sub;
  throw new Error('The token has no sub');
}

/** One authenticated JSON call, as the client makes it; a null token calls anonymously. */
export function callAs(app: FastifyInstance, token: string | null) {
  return (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, payload?: unknown, query?: Record<string, string>, extraHeaders: Record<string, string> = {}) => {
    const headers: Record<string, string> = { ...extraHeaders, ...(token ? bearer(token) : {}) };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    return app.inject({ method, url: '/' + path, headers, payload: payload === undefined ? undefined : JSON.stringify(payload), query });
  };
}
