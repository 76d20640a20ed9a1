import { z } from 'zod';
import { AmoRefreshRefused } from './tokens';

/**
 * amoCRM's OAuth 2.0 server, as its public documentation shows: the owner authorises at
 * `{authorizeBase}/oauth?client_id&state&mode=post_message`; amoCRM redirects back with code, referer and
 * state; `POST https://{subdomain}.amocrm.ru/oauth2/access_token` exchanges the code (grant_type
 * authorization_code) or a refresh token (grant_type refresh_token) for `{ token_type, expires_in,
 * access_token, refresh_token }`; a void code or refresh token answers 400 (invalid_grant).
 */
export interface AmoAdapter {
  authorizeUrl(state: string, redirectUri: string): string;
  exchangeCode(subdomain: string, code: string, redirectUri: string): Promise<AmoTokenAnswer>;
  refresh(subdomain: string, refreshToken: string, redirectUri: string): Promise<AmoTokenAnswer>;
}
export interface AmoTokenAnswer {
  accessToken: string;
  refreshToken: string;
  expiresInSeconds: number;
}

export type AmoFailureKind = 'refused' | 'timeout' | 'unavailable';
export class AmoError extends Error {
  constructor(
    readonly kind: AmoFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'AmoError';
  }
}

const tokenSchema = z.object({ token_type: z.string(), expires_in: z.number().int().positive(), access_token: z.string().min(1), refresh_token: z.string().min(1) });

export interface HttpAmoAdapterOptions {
  /** Where the owner authorises, e.g. https://www.amocrm.ru. */
  authorizeBase: string;
  /** The account's API origin by its subdomain, e.g. https://{subdomain}.amocrm.ru. */
  accountBase: (subdomain: string) => string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
}

export function createHttpAmoAdapter(options: HttpAmoAdapterOptions): AmoAdapter {
  async function token(subdomain: string, body: Record<string, string>): Promise<AmoTokenAnswer> {
    let response: Response;
    try {
      response = await fetch(`${options.accountBase(subdomain)}/oauth2/access_token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ client_id: options.clientId, client_secret: options.clientSecret, ...body }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : null;
      if (name === 'TimeoutError' || name === 'AbortError') throw new AmoError('timeout', 'amoCRM did not answer in time');
      throw new AmoError('unavailable', error instanceof Error ? error.message : String(error));
    }
    if (response.status === 400 || response.status === 401) throw new AmoError('refused', 'amoCRM refused the grant');
    if (!response.ok) throw new AmoError('unavailable', `HTTP ${response.status}`);
    const parsed = tokenSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new AmoError('unavailable', 'The answer is not what the contract says');
    return { accessToken: parsed.data.access_token, refreshToken: parsed.data.refresh_token, expiresInSeconds: parsed.data.expires_in };
  }
  return {
    authorizeUrl(state, redirectUri) {
      const query = new URLSearchParams({ client_id: options.clientId, state, mode: 'post_message', redirect_uri: redirectUri });
      return `${options.authorizeBase}/oauth?${query}`;
    },
    exchangeCode: (subdomain, code, redirectUri) => token(subdomain, { grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
    async refresh(subdomain, refreshToken, redirectUri) {
      try {
        return await token(subdomain, { grant_type: 'refresh_token', refresh_token: refreshToken, redirect_uri: redirectUri });
      } catch (error) {
        if (error instanceof AmoError && error.kind === 'refused') throw new AmoRefreshRefused('invalid_grant');
        throw error;
      }
    },
  };
}
