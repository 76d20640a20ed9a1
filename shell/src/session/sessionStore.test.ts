import { QueryClient } from '@tanstack/react-query';
import { PATHS, createApiClient, createMemoryTokenStore } from '@cabinet/api/core';
import { TEST_USER } from '@cabinet/contracts/testing';
import { createSessionStore } from './sessionStore';

const user = TEST_USER;

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}
const adminToken = `${base64url({ alg: 'HS256' })}.${base64url({ sub: 'u1', role: ['admin'] })}.sig`;

function setup(initial: { token: string; refreshToken: string } | null) {
  const calls: string[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname.slice(1);
    calls.push(path);
    if (path === PATHS.account.currentUser) return Response.json(user);
    return new Response(null, { status: 204 });
  };
  const tokens = createMemoryTokenStore(initial);
  const queryClient = new QueryClient();
  const api = createApiClient({ baseUrl: 'http://api.test', clientHost: 'http://localhost:3000', tokens, onSessionExpired: () => undefined, fetch: fetchImpl });
  const leave = jest.fn();
  const session = createSessionStore({ api, tokens, queryClient, leave });
  return { session, tokens, calls, leave };
}

describe('session', () => {
  it('stays anonymous without stored tokens and asks the API nothing', async () => {
    const { session, calls } = setup(null);
    await session.restore();
    expect(session.getSnapshot()).toEqual({ status: 'anonymous' });
    expect(calls).toEqual([]);
  });

  it('restores the user and the roles of the stored token', async () => {
    const { session } = setup({ token: adminToken, refreshToken: 'r' });
    await session.restore();
    expect(session.getSnapshot()).toEqual({ status: 'authenticated', user, roles: ['admin'] });
  });

  it('signs in, telling subscribers', async () => {
    const { session, tokens } = setup(null);
    const listener = jest.fn();
    session.subscribe(listener);
    await session.signIn({ token: adminToken, refreshToken: 'r2' });
    expect(tokens.read()).toEqual({ token: adminToken, refreshToken: 'r2' });
    expect(session.getSnapshot().status).toBe('authenticated');
    expect(listener).toHaveBeenCalled();
  });

  it('signs out: revokes the refresh token, forgets the tokens and leaves the page', async () => {
    const { session, tokens, calls, leave } = setup({ token: adminToken, refreshToken: 'r' });
    await session.restore();
    await session.signOut();
    expect(calls).toContain(PATHS.account.revokeToken);
    expect(tokens.read()).toBeNull();
    expect(session.getSnapshot()).toEqual({ status: 'anonymous' });
    expect(leave).toHaveBeenCalledTimes(1);
  });
});
