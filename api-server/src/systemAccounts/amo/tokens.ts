/**
 * amoCRM's OAuth 2.0 connection as a state machine on an injectable clock (issue 19): what a stored token
 * is now, and what must happen before the next call. amoCRM's access tokens live 24 hours (expires_in) and
 * its refresh tokens three months; each refresh answers a new pair, the old refresh token then void.
 *
 *   notConnected --(authorisation code exchanged)--> connected
 *   connected --(within REFRESH_MARGIN of expiry)--> refreshDue --(refreshed)--> connected
 *   refreshDue --(expiry passes unrefreshed)--> expired --(refreshed)--> connected
 *   refreshDue | expired --(refresh refused: invalid_grant)--> reconnectNeeded (the owner authorises again)
 */

export interface AmoToken {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
}

export type AmoTokenState = 'notConnected' | 'connected' | 'refreshDue' | 'expired' | 'reconnectNeeded';

/** Refreshed this long before expiry: a call made just before it never carries a token that dies on the way. */
export const REFRESH_MARGIN_MS = 60 * 60 * 1000;

export function tokenState(token: AmoToken | null, now: Date, options: { refusedAt?: Date | null } = {}): AmoTokenState {
  if (!token) return 'notConnected';
  if (options.refusedAt) return 'reconnectNeeded';
  const left = token.expiresAt.getTime() - now.getTime();
  if (left <= 0) return 'expired';
  if (left <= REFRESH_MARGIN_MS) return 'refreshDue';
  return 'connected';
}

/** The token a call should carry: refreshed first when due or expired. */
export class AmoRefreshRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AmoRefreshRefused';
  }
}

export interface FreshTokenDeps {
  now(): Date;
  /** The authorisation server's refresh grant: the new pair, or AmoRefreshRefused when the refresh token is void. */
  refresh(refreshToken: string): Promise<{ accessToken: string; refreshToken: string; expiresInSeconds: number }>;
  /** Stores the new pair before it is used (a lost pair would void the connection). */
  store(token: AmoToken): Promise<void>;
}

export async function freshToken(token: AmoToken, deps: FreshTokenDeps): Promise<AmoToken> {
  const state = tokenState(token, deps.now());
  if (state === 'connected') return token;
  const answer = await deps.refresh(token.refreshToken);
  const next: AmoToken = { accessToken: answer.accessToken, refreshToken: answer.refreshToken, expiresAt: new Date(deps.now().getTime() + answer.expiresInSeconds * 1000) };
  await deps.store(next);
  return next;
}

/** The parameters amoCRM's redirect carries back (code, referer = the account's host, state); null names what is missing. */
export function callbackParameters(query: { code?: string | null; referer?: string | null; state?: string | null }): { code: string; subdomain: string; state: string } | null {
  const code = query.code?.trim();
  const state = query.state?.trim();
  const subdomain = /^([a-z0-9-]{1,63})\.(amocrm\.(ru|com)|kommo\.com)$/i.exec(query.referer?.trim() ?? '')?.[1]?.toLowerCase();
  if (!code || !state || !subdomain) return null;
  return { code, subdomain, state };
}
