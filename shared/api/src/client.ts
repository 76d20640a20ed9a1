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
  /**
   * The lock that makes one refresh at a time across this origin's tabs: the page's Web Locks
   * (`navigator.locks`) unless a test passes its own; null, or a browser without them, refreshes per tab.
   */
  locks?: TabLocks | null;
  /**
   * The cabinet's chosen language (ru, en, pt-BR, uk-UA), sent as Accept-Language on every request in place of
   * the browser's: the API writes a CSV export with the delimiter a spreadsheet in that language splits on
   * (`;` for ru, uk-UA and pt-BR, `,` for en). Read at each request, so a language switched later counts.
   */
  language?: () => string;
}

/** The part of the Web Locks API the client uses. */
export interface TabLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** One name for every tab of the origin: they share the tokens in localStorage, so they share the refresh. */
const REFRESH_LOCK = 'cabinet.refresh';

function pageLocks(): TabLocks | null {
  return typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks ? navigator.locks : null;
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
  const locks = options.locks === undefined ? pageLocks() : options.locks;

  const bare = ky.create({
    prefixUrl: options.baseUrl,
    fetch: fetchImpl,
    retry: 0,
    timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    headers: { 'Client-Host': options.clientHost },
  });

  /**
   * One refresh across tabs: under the lock, a tab first looks at the stored pair. If another tab has
   * exchanged the token meanwhile, its new pair is already there and no second call is made (the API would
   * take a second exchange of one token, after its grace window, for theft and end every session).
   */
  function refresh(refreshToken: string): Promise<RefreshOutcome> {
    if (!locks) return exchange(refreshToken);
    return locks.request(REFRESH_LOCK, async () => {
      const stored = tokens.read();
      if (!stored) {
        // Another tab's refresh was refused, or the user signed out there: this tab's session is over too.
        onSessionExpired();
        return { kind: 'refused' };
      }
      if (stored.refreshToken !== refreshToken) return { kind: 'refreshed', tokens: stored };
      return exchange(refreshToken);
    });
  }

  async function exchange(refreshToken: string): Promise<RefreshOutcome> {
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
          const language = options.language?.();
          // A safelisted header when it holds only a tag's characters: no CORS preflight for it.
          if (language && /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(language)) request.headers.set('Accept-Language', language);
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
