import ky, { type KyInstance } from 'ky';
import { authTokensSchema, type AuthTokens } from './account/schemas';
import { NO_REFRESH_PATHS, PATHS } from './paths';
import type { TokenStore } from './tokens';

export type ApiClient = KyInstance;

export interface ApiClientOptions {
  /** The host's API origin (spec section 7: chosen by host). */
  baseUrl: string;
  /** The page's origin, sent as the Client-Host header. */
  clientHost: string;
  tokens: TokenStore;
  /** Called once when the API refuses the refresh token: the session is over. */
  onSessionExpired: () => void;
  /** Injected in tests; the page's fetch otherwise. */
  fetch?: typeof fetch;
  /** How long a call may wait for its answer; REQUEST_TIMEOUT_MS unless a test says otherwise. */
  timeoutMs?: number;
}

/**
 * Every call gives up after 15 s (ky's TimeoutError): a save with the network gone fails with a message
 * that says what to do (describeNetworkFailure) instead of spinning (issue 21). Long work answers at once
 * and runs on the server; a CSV export streams, and the time-out stops at the answer's first bytes.
 */
export const REQUEST_TIMEOUT_MS = 15_000;

type RefreshOutcome = { kind: 'refreshed'; tokens: AuthTokens } | { kind: 'refused' } | { kind: 'failed' };

/**
 * The API client of the cabinet (spec sections 4 and 7): the Client-Host header
 * and the bearer token on every request; on a 401 while signed in, one refresh
 * shared by every request in flight, then each of them is retried once with
 * the new token. A refresh answered 400 ends the session.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { tokens, onSessionExpired } = options;
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let refreshInFlight: Promise<RefreshOutcome> | null = null;

  const bare = ky.create({
    prefixUrl: options.baseUrl,
    fetch: fetchImpl,
    retry: 0,
    timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    headers: { 'Client-Host': options.clientHost },
  });

  async function refresh(refreshToken: string): Promise<RefreshOutcome> {
    try {
      const response = await bare.post(PATHS.account.refreshToken, { json: { refreshToken }, throwHttpErrors: false });
      if (response.ok) {
        const fresh = authTokensSchema.parse(await response.json());
        tokens.write(fresh);
        return { kind: 'refreshed', tokens: fresh };
      }
      // 400 is the spec's "refresh refused"; 401 from a stricter server means the same.
      if (response.status === 400 || response.status === 401) {
        tokens.clear();
        onSessionExpired();
        return { kind: 'refused' };
      }
      return { kind: 'failed' };
    } catch {
      // Offline or the API is down: keep the session, the request fails as it is.
      return { kind: 'failed' };
    }
  }

  function sharedRefresh(refreshToken: string): Promise<RefreshOutcome> {
    refreshInFlight ??= refresh(refreshToken).finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  return bare.extend({
    hooks: {
      beforeRequest: [
        (request) => {
          const current = tokens.read();
          if (current && !request.headers.has('Authorization')) {
            request.headers.set('Authorization', `Bearer ${current.token}`);
          }
        },
      ],
      afterResponse: [
        async (request, _options, response) => {
          if (response.status !== 401) return response;
          const path = new URL(request.url).pathname.replace(/^\//, '');
          if (NO_REFRESH_PATHS.some((candidate) => candidate.toLowerCase() === path.toLowerCase())) return response;
          const current = tokens.read();
          if (!current) return response;
          const sentToken = request.headers.get('Authorization')?.replace(/^Bearer /, '');
          // Another request already refreshed while this one was in flight: just retry with the newer token.
          const outcome: RefreshOutcome =
            sentToken !== current.token && !refreshInFlight
              ? { kind: 'refreshed', tokens: current }
              : await sharedRefresh(current.refreshToken);
          if (outcome.kind !== 'refreshed') return response;
          const retry = new Request(request, { headers: new Headers(request.headers) });
          retry.headers.set('Authorization', `Bearer ${outcome.tokens.token}`);
          return fetchImpl(retry);
        },
      ],
    },
  });
}
