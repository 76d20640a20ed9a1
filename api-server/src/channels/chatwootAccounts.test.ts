import { fillPath } from '@cabinet/api/contract';
import { CHANNEL_ACCOUNTS_PATHS } from '@cabinet/api/messaging';
import { bearer, registerUser } from '../testing/requests';
import { createListeningTestApp, type ListeningTestApp } from '../testing/createTestApp';
import { STAND_IN_PATHS } from './paths';
import { DEMO_CHATWOOT } from './seed';

describe('Chatwoot connections through the sign-in API (the stand-in)', () => {
  let t: ListeningTestApp;
  let api: string;
  let headers: Record<string, string>;
  const good = { email: DEMO_CHATWOOT.email, password: DEMO_CHATWOOT.password };

  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${api}/${path}`, { method, headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> | null };
  };

  beforeAll(async () => {
    t = await createListeningTestApp({ seed: false, env: { CHANNEL_HTTP_TIMEOUT_MS: '2000' } });
    api = t.origin;
    headers = bearer((await registerUser(t.app, { email: 'chatwoot-accounts@example.com' })).token);
  });
  afterAll(() => t.close());

  it('refuses a malformed e-mail, a wrong password at the password, and says when Chatwoot is down; keeps nothing', async () => {
    expect(await call('POST', CHANNEL_ACCOUNTS_PATHS.chatwootAccounts, { email: 'agent', password: 'x' })).toMatchObject({ status: 400, body: { fields: { email: 'email.invalid' } } });
    expect(await call('POST', CHANNEL_ACCOUNTS_PATHS.chatwootAccounts, { ...good, password: 'wrong' })).toMatchObject({ status: 400, body: { fields: { password: 'chatwoot.credentials.invalid' } } });
    await fetch(`${api}/${STAND_IN_PATHS.chatwoot}/_control/fail`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"times":1}' });
    expect(await call('POST', CHANNEL_ACCOUNTS_PATHS.chatwootAccounts, good)).toMatchObject({ status: 502, body: { code: 'CHANNEL_PROVIDER_FAILED' } });
    expect((await call('GET', CHANNEL_ACCOUNTS_PATHS.chatwootAccounts)).body).toEqual({ accounts: [] });
  });

  it('connects: the account and its inboxes are shown, the password is not kept; twice is "already added"; delete', async () => {
    const created = await call('POST', CHANNEL_ACCOUNTS_PATHS.chatwootAccounts, good);
    expect(created).toMatchObject({
      status: 201,
      body: { email: DEMO_CHATWOOT.email, agentName: 'Demo agent', chatwootAccountId: 1, chatwootAccountName: 'Demo salon', inboxes: [{ id: 1, name: 'Website chat', channelType: 'Channel::WebWidget' }, { id: 2, name: 'Salon WhatsApp', channelType: 'Channel::Api' }] },
    });
    const [stored] = await t.db.query<Record<string, unknown>>(`select * from chatwoot_accounts`);
    expect(JSON.stringify(stored)).not.toContain(DEMO_CHATWOOT.password);
    expect(await call('POST', CHANNEL_ACCOUNTS_PATHS.chatwootAccounts, good)).toMatchObject({ status: 409, body: { code: 'ACCOUNT_ALREADY_ADDED' } });
    const id = String(created.body?.id);
    expect((await call('GET', CHANNEL_ACCOUNTS_PATHS.chatwootAccounts)).body?.accounts).toEqual([created.body]);
    expect((await call('DELETE', fillPath(CHANNEL_ACCOUNTS_PATHS.chatwootAccount, { id }))).status).toBe(204);
    expect((await call('DELETE', fillPath(CHANNEL_ACCOUNTS_PATHS.chatwootAccount, { id }))).status).toBe(404);
  });
});
