import { fillPath } from '@cabinet/api/contract';
import { CHANNEL_ACCOUNTS_PATHS } from '@cabinet/api/messaging';
import { systemClock } from '../platform/clock';
import { manualJobQueue } from '../platform/jobs/manualJobQueue';
import { bearer, registerUser } from '../testing/requests';
import { createListeningTestApp, type ListeningTestApp } from '../testing/createTestApp';
import { findChannelAccountById } from './accounts';
import { createChannelAdapters } from './adapters';
import { STAND_IN_PATHS } from './paths';
import { DEMO_SIGMA } from './seed';

describe('Sigma SMS accounts and the sigma adapter against the stand-in', () => {
  let t: ListeningTestApp;
  let api: string;
  let headers: Record<string, string>;
  const good = { username: DEMO_SIGMA.username, password: DEMO_SIGMA.password, sender: 'DemoSalon' };

  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${api}/${path}`, { method, headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> | null };
  };

  beforeAll(async () => {
    t = await createListeningTestApp({ seed: false, env: { CHANNEL_HTTP_TIMEOUT_MS: '2000' } });
    api = t.origin;
    headers = bearer((await registerUser(t.app, { email: 'sigma-accounts@example.com' })).token);
  });
  afterAll(() => t.close());

  it('refuses a malformed sender name, a wrong password at the password, a sender not approved at the sender; saves nothing', async () => {
    expect(await call('POST', CHANNEL_ACCOUNTS_PATHS.sigmaAccounts, { ...good, sender: 'Кириллица и длинно' })).toMatchObject({ status: 400, body: { fields: { sender: 'sigma.sender.format' } } });
    expect(await call('POST', CHANNEL_ACCOUNTS_PATHS.sigmaAccounts, { ...good, password: 'wrong' })).toMatchObject({ status: 400, body: { fields: { password: 'sigma.credentials.invalid' } } });
    expect(await call('POST', CHANNEL_ACCOUNTS_PATHS.sigmaAccounts, { ...good, sender: 'NewName' })).toMatchObject({ status: 400, body: { fields: { sender: 'sigma.sender.notApproved' } } });
    await fetch(`${api}/${STAND_IN_PATHS.sigma}/_control/fail`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"times":1}' });
    expect(await call('POST', CHANNEL_ACCOUNTS_PATHS.sigmaAccounts, good)).toMatchObject({ status: 502, body: { code: 'CHANNEL_PROVIDER_FAILED' } });
    expect((await call('GET', CHANNEL_ACCOUNTS_PATHS.list)).body?.accounts).toEqual([]);
  });

  it('connects, the engine sends an SMS through it (the stand-in took it), twice is "already added", delete', async () => {
    const created = await call('POST', CHANNEL_ACCOUNTS_PATHS.sigmaAccounts, good);
    expect(created).toMatchObject({ status: 201, body: { kind: 'sms', provider: 'sigma', state: 'authorized', name: 'DemoSalon' } });
    expect(JSON.stringify(created.body)).not.toContain(DEMO_SIGMA.password);
    const id = String(created.body?.id);
    expect(await call('POST', CHANNEL_ACCOUNTS_PATHS.sigmaAccounts, good)).toMatchObject({ status: 409, body: { code: 'ACCOUNT_ALREADY_ADDED' } });

    const account = await findChannelAccountById(t.db, id);
    if (!account) throw new Error('the account was not saved');
    const adapter = createChannelAdapters({ config: t.config, db: t.db, clock: systemClock, jobs: manualJobQueue(systemClock) }).sigma;
    const sent = await adapter.send(account, { messageId: 'm-1', to: '+79991112233', text: 'Reminder: tomorrow at 10:00', buttons: [], image: null });
    expect(sent).toEqual({ ok: true, providerMessageId: expect.stringMatching(/^sigma:/) });
    const refused = await adapter.send(account, { messageId: 'm-2', to: 'nobody', text: 'Hi', buttons: [], image: null });
    expect(refused).toMatchObject({ ok: false, reason: 'notOnChannel' });
    const taken = (await (await fetch(`${api}/${STAND_IN_PATHS.sigma}/_control/sendings`)).json()) as { sendings: Array<{ recipient: string; sender: string; text: string }> };
    expect(taken.sendings).toEqual([expect.objectContaining({ recipient: '+79991112233', sender: 'DemoSalon', text: 'Reminder: tomorrow at 10:00' })]);

    expect((await call('DELETE', fillPath(CHANNEL_ACCOUNTS_PATHS.sigmaAccount, { id }))).status).toBe(204);
    expect((await call('GET', CHANNEL_ACCOUNTS_PATHS.list)).body?.accounts).toEqual([]);
  });
});
