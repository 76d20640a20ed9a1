import { createApiClient, REQUEST_TIMEOUT_MS } from './client';
import { describeNetworkFailure } from './errors';
import { createMemoryTokenStore } from './tokens';

/** A fetch that never answers unless aborted, as a connection that has gone does. */
const hangingFetch = (input: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    const signal = input instanceof Request ? input.signal : init?.signal;
    signal?.addEventListener('abort', () => reject(signal.reason));
  });

function client(fetchImpl: typeof fetch, timeoutMs?: number) {
  return createApiClient({ baseUrl: 'http://api.test', clientHost: 'http://localhost:3000', tokens: createMemoryTokenStore(), onSessionExpired: jest.fn(), fetch: fetchImpl, timeoutMs });
}

describe('a call without an answer', () => {
  afterEach(() => Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true }));

  it('gives up after its time-out instead of spinning, and says it timed out', async () => {
    const failure = await client(hangingFetch, 50).patch('api/v1/Workflows/f1', { json: { title: 'x' } }).catch((error: unknown) => error);
    expect(describeNetworkFailure(failure)).toBe('timeout');
  });

  it('waits at most 15 seconds by default', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(15_000);
  });

  it('says the browser is offline when it is', async () => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    const failure = await client(() => Promise.reject(new TypeError('Failed to fetch'))).post('api/v1/Workflows').catch((error: unknown) => error);
    expect(describeNetworkFailure(failure)).toBe('offline');
  });

  it('is not a network failure when the API answered', async () => {
    const failure = await client(async () => Response.json({ code: 'VALIDATION_FAILED', message: 'No' }, { status: 400 })).post('api/v1/Workflows').catch((error: unknown) => error);
    expect(describeNetworkFailure(failure)).toBeNull();
  });
});
