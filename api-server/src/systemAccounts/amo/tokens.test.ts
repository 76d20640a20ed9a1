import { manualClock } from '../../platform/clock';
import { AmoRefreshRefused, callbackParameters, freshToken, REFRESH_MARGIN_MS, tokenState, type AmoToken } from './tokens';

const HOUR = 3_600_000;

describe("amoCRM's token on a manual clock", () => {
  const clock = manualClock('2026-11-25T10:00:00Z');
  const token: AmoToken = { accessToken: 'a1', refreshToken: 'r1', expiresAt: new Date('2026-11-26T10:00:00Z') };

  beforeEach(() => clock.set('2026-11-25T10:00:00Z'));

  it('is connected until the margin before expiry, then due, then expired', () => {
    expect(tokenState(null, clock.now())).toBe('notConnected');
    expect(tokenState(token, clock.now())).toBe('connected');
    clock.advance(24 * HOUR - REFRESH_MARGIN_MS - 1);
    expect(tokenState(token, clock.now())).toBe('connected');
    clock.advance(1);
    expect(tokenState(token, clock.now())).toBe('refreshDue');
    clock.advance(REFRESH_MARGIN_MS);
    expect(tokenState(token, clock.now())).toBe('expired');
    expect(tokenState(token, clock.now(), { refusedAt: clock.now() })).toBe('reconnectNeeded');
  });

  it('keeps a token far from expiry, and refreshes (storing the new pair first) one that is due or expired', async () => {
    const stored: AmoToken[] = [];
    const refreshed: string[] = [];
    const deps = {
      now: () => clock.now(),
      refresh: async (refreshToken: string) => {
        refreshed.push(refreshToken);
        return { accessToken: `a-${refreshed.length + 1}`, refreshToken: `r-${refreshed.length + 1}`, expiresInSeconds: 86_400 };
      },
      store: async (next: AmoToken) => {
        stored.push(next);
      },
    };
    expect(await freshToken(token, deps)).toBe(token);
    expect(refreshed).toEqual([]);

    clock.advance(23.5 * HOUR);
    const next = await freshToken(token, deps);
    expect(refreshed).toEqual(['r1']);
    expect(next).toEqual({ accessToken: 'a-2', refreshToken: 'r-2', expiresAt: new Date(clock.now().getTime() + 24 * HOUR) });
    expect(stored).toEqual([next]);
    expect(tokenState(next, clock.now())).toBe('connected');

    clock.advance(48 * HOUR);
    expect(tokenState(next, clock.now())).toBe('expired');
    expect((await freshToken(next, deps)).accessToken).toBe('a-3');
  });

  it('passes on a refused refresh without storing anything', async () => {
    clock.advance(25 * HOUR);
    const store = jest.fn(async () => undefined);
    await expect(
      freshToken(token, {
        now: () => clock.now(),
        refresh: async () => {
          throw new AmoRefreshRefused('invalid_grant');
        },
        store,
      }),
    ).rejects.toBeInstanceOf(AmoRefreshRefused);
    expect(store).not.toHaveBeenCalled();
  });
});

describe("amoCRM's redirect", () => {
  it('reads code, state and the subdomain from the referer', () => {
    expect(callbackParameters({ code: 'def502', referer: 'Lotus.amocrm.ru', state: 's1' })).toEqual({ code: 'def502', subdomain: 'lotus', state: 's1' });
  });
  it('answers null when a parameter is missing or the referer is not an amoCRM host', () => {
    expect(callbackParameters({ code: 'def502', state: 's1' })).toBeNull();
    expect(callbackParameters({ referer: 'lotus.amocrm.ru', state: 's1' })).toBeNull();
    expect(callbackParameters({ code: 'x', referer: 'evil.example.com', state: 's1' })).toBeNull();
    expect(callbackParameters({ code: 'x', referer: 'lotus.amocrm.ru', state: '' })).toBeNull();
  });
});
