import { fillPath } from '@cabinet/api/contract';
import { CHANNEL_ACCOUNTS_PATHS } from '@cabinet/api/messaging';
import { systemClock } from '../platform/clock';
import { manualJobQueue } from '../platform/jobs/manualJobQueue';
import { bearer, registerUser } from '../testing/requests';
import { createListeningTestApp, type ListeningTestApp } from '../testing/createTestApp';
import { findChannelAccountById } from './accounts';
import { createChannelAdapters } from './adapters';
import { STAND_IN_PATHS } from './paths';
import { DEMO_TWILIO } from './seed';

describe('Twilio accounts: checked against Twilio (the stand-in) before saving', () => {
  let t: ListeningTestApp;
  let api: string;
  let headers: Record<string, string>;
  const good = { accountSid: DEMO_TWILIO.accountSid, authToken: DEMO_TWILIO.authToken, phone: DEMO_TWILIO.from };

  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${api}/${path}`, { method, headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> | null };
  };

  beforeAll(async () => {
    t = await createListeningTestApp({ seed: false, env: { CHANNEL_HTTP_TIMEOUT_MS: '2000' } });
    api = t.origin;
    headers = bearer((await registerUser(t.app, { email: 'twilio-accounts@example.com' })).token);
  });
  afterAll(() => t.close());

  it('refuses malformed fields before asking Twilio', async () => {
    const refused = await call('POST', CHANNEL_ACCOUNTS_PATHS.twilioAccounts, { accountSid: 'SK123', authToken: 'short', phone: '8900' });
    expect(refused).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', fields: { accountSid: 'twilio.sid.format', authToken: 'twilio.token.format', phone: 'phone.invalid' } } });
  });

  it('refuses a wrong token at the token and a number not on the account at the phone; saves nothing', async () => {
    const wrongToken = await call('POST', CHANNEL_ACCOUNTS_PATHS.twilioAccounts, { ...good, authToken: 'ffffffffffffffffffffffffffffffff' });
    expect(wrongToken).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', fields: { authToken: 'twilio.credentials.invalid' } } });
    const wrongSid = await call('POST', CHANNEL_ACCOUNTS_PATHS.twilioAccounts, { ...good, accountSid: 'AC00000000000000000000000000000000' });
    expect(wrongSid.body?.fields).toEqual({ authToken: 'twilio.credentials.invalid' });
    const otherNumber = await call('POST', CHANNEL_ACCOUNTS_PATHS.twilioAccounts, { ...good, phone: '+15005550999' });
    expect(otherNumber).toMatchObject({ status: 400, body: { fields: { phone: 'twilio.phone.notOnAccount' } } });
    expect((await call('GET', CHANNEL_ACCOUNTS_PATHS.list)).body?.accounts).toEqual([]);
  });

  it('says the provider failed when Twilio is down (502, not a field)', async () => {
    await fetch(`${api}/${STAND_IN_PATHS.twilio}/_control/fail`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"times":1}' });
    expect(await call('POST', CHANNEL_ACCOUNTS_PATHS.twilioAccounts, good)).toMatchObject({ status: 502, body: { code: 'CHANNEL_PROVIDER_FAILED' } });
  });

  it('connects the right account: listed as an authorised SMS account, the engine sends through it; twice is "already added"; delete', async () => {
    const created = await call('POST', CHANNEL_ACCOUNTS_PATHS.twilioAccounts, good);
    expect(created).toMatchObject({ status: 201, body: { kind: 'sms', provider: 'twilio', state: 'authorized', phone: DEMO_TWILIO.from, name: 'Demo salon' } });
    expect(JSON.stringify(created.body)).not.toContain(DEMO_TWILIO.authToken);
    const id = String(created.body?.id);
    expect((await call('GET', CHANNEL_ACCOUNTS_PATHS.list)).body?.accounts).toEqual([expect.objectContaining({ id, provider: 'twilio' })]);
    expect(await call('POST', CHANNEL_ACCOUNTS_PATHS.twilioAccounts, good)).toMatchObject({ status: 409, body: { code: 'ACCOUNT_ALREADY_ADDED' } });

    const account = await findChannelAccountById(t.db, id);
    if (!account) throw new Error('the account was not saved');
    const adapters = createChannelAdapters({ config: t.config, db: t.db, clock: systemClock, jobs: manualJobQueue(systemClock) });
    const sent = await adapters.twilio.send(account, { messageId: 'm-1', to: '+79991112233', text: 'Reminder: tomorrow at 10:00', buttons: [], image: null });
    expect(sent).toEqual({ ok: true, providerMessageId: expect.stringMatching(/^SM/) });

    expect((await call('DELETE', fillPath(CHANNEL_ACCOUNTS_PATHS.twilioAccount, { id }))).status).toBe(204);
    expect((await call('DELETE', fillPath(CHANNEL_ACCOUNTS_PATHS.twilioAccount, { id }))).status).toBe(404);
    expect((await call('GET', CHANNEL_ACCOUNTS_PATHS.list)).body?.accounts).toEqual([]);
  });
});
