import { createApiClient, type TabLocks } from './client';
import { PATHS } from './paths';
import { createMemoryTokenStore } from './tokens';

const BASE = 'http://api.test';

/** A fake API: the access token "fresh" is valid, anything else answers 401. */
function fakeApi(options: { refreshStatus?: number } = {}) {
  const calls: string[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname.slice(1);
    calls.push(path);
    if (path === PATHS.account.refreshToken) {
      const body = (await request.json()) as { refreshToken: string };
      if (options.refreshStatus && options.refreshStatus !== 200) {
        return Response.json({ message: 'Invalid refresh token', code: 'INVALID_REFRESH_TOKEN' }, { status: options.refreshStatus });
      }
      return Response.json({ token: 'fresh', refreshToken: `${body.refreshToken}-next` });
    }
    if (request.headers.get('Authorization') !== 'Bearer fresh') {
      return Response.json({ message: 'Unauthorized', code: 'UNAUTHORIZED' }, { status: 401 });
    }
    const echo = request.method === 'POST' ? await request.text() : '';
    return Response.json({ path, echo, clientHost: request.headers.get('Client-Host') });
  };
  return { calls, fetchImpl };
}

describe('createApiClient', () => {
  it('sends the Client-Host header and the bearer token', async () => {
    const api = fakeApi();
    const tokens = createMemoryTokenStore({ token: 'fresh', refreshToken: 'r1' });
    const client = createApiClient({ baseUrl: BASE, clientHost: 'http://mailing.localhost:3000', tokens, onSessionExpired: jest.fn(), fetch: api.fetchImpl });

    const body = await client.get('api/v1/things').json<{ clientHost: string }>();

    expect(body.clientHost).toBe('http://mailing.localhost:3000');
  });

  it("sends the cabinet's language as Accept-Language on every request (an export's CSV delimiter follows it)", async () => {
    const seen: Array<string | null> = [];
    const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const request = input instanceof Request ? input : new Request(input, init);
      seen.push(request.headers.get('Accept-Language'));
      return new Response('\uFEFFid\r\n', { headers: { 'content-type': 'text/csv' } });
    };
    let language = 'ru';
    const client = createApiClient({ baseUrl: BASE, clientHost: 'http://x', tokens: createMemoryTokenStore(), onSessionExpired: jest.fn(), fetch: fetchImpl, language: () => language });
    await client.get('api/v1/Messages/Export').text();
    language = 'pt-BR';
    await client.get('api/v1/Distributions/1/Recipients/Export').text();
    language = 'en';
    await client.get('api/v1/Messages/Export', { headers: { 'Accept-Language': 'de' } }).text();
    expect(seen).toEqual(['ru', 'pt-BR', 'en']);
  });

  it('answers ten concurrent 401s with exactly one refresh, then every request succeeds', async () => {
    const api = fakeApi();
    const tokens = createMemoryTokenStore({ token: 'expired', refreshToken: 'r1' });
    const onSessionExpired = jest.fn();
    const client = createApiClient({ baseUrl: BASE, clientHost: 'http://localhost:3000', tokens, onSessionExpired, fetch: api.fetchImpl });

    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        client.post(`api/v1/things/${index}`, { json: { index } }).json<{ path: string; echo: string }>(),
      ),
    );

    expect(api.calls.filter((path) => path === PATHS.account.refreshToken)).toHaveLength(1);
    expect(results.map((result) => result.path)).toEqual(Array.from({ length: 10 }, (_, index) => `api/v1/things/${index}`));
    // Bodies survive the retry.
    expect(results.map((result) => JSON.parse(result.echo).index)).toEqual(Array.from({ length: 10 }, (_, index) => index));
    expect(tokens.read()).toEqual({ token: 'fresh', refreshToken: 'r1-next' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('makes one refresh for two tabs that share the stored tokens (Web Locks), and both go on signed in', async () => {
    const api = fakeApi();
    // Two tabs: one localStorage (the store), one lock manager, each its own client.
    const tokens = createMemoryTokenStore({ token: 'expired', refreshToken: 'r1' });
    const locks = serialLocks();
    const tab = () =>
      createApiClient({ baseUrl: BASE, clientHost: 'http://localhost:3000', tokens, onSessionExpired: jest.fn(), fetch: api.fetchImpl, locks });
    const [first, second] = [tab(), tab()];

    const results = await Promise.all([first.get('api/v1/a').json<{ path: string }>(), second.get('api/v1/b').json<{ path: string }>()]);

    expect(results.map((result) => result.path)).toEqual(['api/v1/a', 'api/v1/b']);
    expect(api.calls.filter((path) => path === PATHS.account.refreshToken)).toHaveLength(1);
    expect(tokens.read()).toEqual({ token: 'fresh', refreshToken: 'r1-next' });
  });

  it('without the lock, two tabs would each exchange the token (what the lock prevents)', async () => {
    const api = fakeApi();
    const tokens = createMemoryTokenStore({ token: 'expired', refreshToken: 'r1' });
    const tab = () =>
      createApiClient({ baseUrl: BASE, clientHost: 'http://localhost:3000', tokens, onSessionExpired: jest.fn(), fetch: api.fetchImpl, locks: null });
    await Promise.all([tab().get('api/v1/a').json(), tab().get('api/v1/b').json()]);
    expect(api.calls.filter((path) => path === PATHS.account.refreshToken)).toHaveLength(2);
  });

  it('ends the session when the refresh is answered 400', async () => {
    const api = fakeApi({ refreshStatus: 400 });
    const tokens = createMemoryTokenStore({ token: 'expired', refreshToken: 'revoked' });
    const onSessionExpired = jest.fn();
    const client = createApiClient({ baseUrl: BASE, clientHost: 'http://localhost:3000', tokens, onSessionExpired, fetch: api.fetchImpl });

    const outcomes = await Promise.allSettled([client.get('api/v1/a').json(), client.get('api/v1/b').json()]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(api.calls.filter((path) => path === PATHS.account.refreshToken)).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(tokens.read()).toBeNull();
  });

  it('keeps the session when the refresh fails for another reason', async () => {
    const api = fakeApi({ refreshStatus: 503 });
    const tokens = createMemoryTokenStore({ token: 'expired', refreshToken: 'r1' });
    const onSessionExpired = jest.fn();
    const client = createApiClient({ baseUrl: BASE, clientHost: 'http://localhost:3000', tokens, onSessionExpired, fetch: api.fetchImpl });

    await expect(client.get('api/v1/a').json()).rejects.toThrow();

    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(tokens.read()).toEqual({ token: 'expired', refreshToken: 'r1' });
  });

  it('does not refresh a 401 of a signed-out visitor or of the login call', async () => {
    const api = fakeApi();
    const client = createApiClient({
      baseUrl: BASE,
      clientHost: 'http://localhost:3000',
      tokens: createMemoryTokenStore(null),
      onSessionExpired: jest.fn(),
      fetch: api.fetchImpl,
    });

    await expect(client.get('api/v1/a').json()).rejects.toThrow();
    await expect(client.post(PATHS.account.login, { json: {} }).json()).rejects.toThrow();

    expect(api.calls).not.toContain(PATHS.account.refreshToken);
  });
});

/** Web Locks' exclusive mode, in memory: callbacks of one name run one after another. */
function serialLocks(): TabLocks {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const run = (tails.get(name) ?? Promise.resolve()).then(callback, callback);
      tails.set(name, run.catch(() => undefined));
      return run;
    },
  };
}
