import { DOMAINS } from '../domains';
import { systemClock } from '../platform/clock';
import { manualJobQueue } from '../platform/jobs/manualJobQueue';
import { createTwilioStandIn, type TwilioStandIn } from './standIns/twilio';
import { startStandInServer, type StandInServer } from '../platform/standIns/server';
import { createListeningTestApp, freePort, type ListeningTestApp } from '../testing/createTestApp';
import { findChannelAccountById } from './accounts';
import { createChannelAdapters } from './adapters';
import type { ChannelAccount, ChannelAdapter, OutboundMessage } from './Channel';
import { CHANNEL_WEBHOOK_PATHS, channelWebhookPath } from './paths';
import { twilioSignature } from './providerHttp';
import { DEMO_TWILIO, seedChannelAccounts } from './seed';
import { connectingDomain, insertChannelAccount, insertUser, recordingEvents } from './testSupport';

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'twilio-test-auth-token';
const FROM = '+15005550006';

function message(messageId: string, to = '+79991112233', overrides: Partial<OutboundMessage> = {}): OutboundMessage {
  return { messageId, to, text: 'Reminder: tomorrow at 10:00', buttons: [], image: null, ...overrides };
}

describe('the Twilio SMS adapter against the stand-in', () => {
  const recorder = recordingEvents();
  let t: ListeningTestApp;
  let api: string;
  let standIn: TwilioStandIn;
  let server: StandInServer;
  let adapter: ChannelAdapter;
  let account: ChannelAccount;

  /** A form post to the API signed as Twilio signs it. */
  async function postSigned(path: string, params: Record<string, string>, authToken = TOKEN) {
    const url = api + path;
    return fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': twilioSignature(authToken, url, Object.entries(params)) },
      body: new URLSearchParams(params).toString(),
    });
  }

  beforeAll(async () => {
    t = await createListeningTestApp({ seed: false, env: { CHANNEL_HTTP_TIMEOUT_MS: '500' }, app: { domains: [...DOMAINS, connectingDomain(recorder)] } });
    api = t.origin;
    standIn = createTwilioStandIn({ callbackDelayMs: 0, hangMs: 5000, accounts: [{ accountSid: SID, authToken: TOKEN, smsUrl: null }] });
    server = await startStandInServer(standIn.routes);
    adapter = createChannelAdapters({ config: t.config, db: t.db, clock: systemClock, jobs: manualJobQueue(systemClock) }).twilio;
    const userId = await insertUser(t.db, 'sms@example.com');
    const id = await insertChannelAccount(t.db, {
      userId,
      kind: 'sms',
      adapter: 'twilio',
      phone: FROM,
      settings: { accountSid: SID, authToken: TOKEN, from: FROM, baseUrl: `${server.url}/stand-ins/twilio` },
    });
    const found = await findChannelAccountById(t.db, id);
    if (!found) throw new Error('no account');
    account = found;
    standIn.register({ accountSid: SID, authToken: TOKEN, smsUrl: api + channelWebhookPath(CHANNEL_WEBHOOK_PATHS.twilioInbound, id) });
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });
  beforeEach(() => {
    recorder.events.length = 0;
  });

  it('sends the form Twilio documents and records the delivery its status callback reports', async () => {
    const sent = await adapter.send(account, message('m-1', '+79991112233', { buttons: [{ type: 'url', text: 'Map', url: 'https://maps.example/salon' }] }));
    expect(sent).toEqual({ ok: true, providerMessageId: expect.stringMatching(/^SM[0-9a-f]{32}$/) });
    expect(standIn.created.at(-1)).toMatchObject({ to: '+79991112233', from: FROM, body: 'Reminder: tomorrow at 10:00\n\nMap: https://maps.example/salon' });
    await standIn.settled();
    const providerMessageId = sent.ok ? sent.providerMessageId : '';
    expect(recorder.events).toEqual([{ kind: 'delivered', providerMessageId, at: expect.any(Date) }]);
    expect(standIn.callbacks.slice(-2).map((call) => call.status)).toEqual([200, 200]);
  });

  it.each([
    [21211, 'notOnChannel', false],
    [21614, 'notOnChannel', false],
    [21610, 'providerError', false],
    [20429, 'providerError', true],
    [20500, 'providerError', true],
  ] as const)('maps a refusal with error %i to %s', async (code, reason, retryable) => {
    standIn.command({ outcome: 'fail', code });
    await expect(adapter.send(account, message(`m-fail-${code}`))).resolves.toMatchObject({ ok: false, reason, retryable, detail: expect.stringContaining(String(code)) });
  });

  it('refuses the stand-in’s own checks as Twilio does: a To that is not a number', async () => {
    await expect(adapter.send(account, message('m-bad-to', '8 999 111'))).resolves.toMatchObject({ ok: false, reason: 'notOnChannel', detail: expect.stringContaining('21211') });
  });

  it('tells a wrong auth token from a refused message', async () => {
    await expect(adapter.send({ ...account, settings: { ...account.settings, authToken: 'wrong' } }, message('m-token'))).resolves.toMatchObject({
      ok: false,
      reason: 'channelNotAuthorized',
      retryable: false,
    });
    await expect(adapter.send({ ...account, settings: {} }, message('m-unset'))).resolves.toMatchObject({ ok: false, reason: 'channelNotAuthorized' });
  });

  it('gives up on a provider that does not answer, without claiming the message did not go', async () => {
    standIn.command({ outcome: 'timeout' });
    await expect(adapter.send(account, message('m-timeout'))).resolves.toMatchObject({ ok: false, reason: 'providerError', retryable: false, detail: expect.stringContaining('may have gone') });
  });

  it('may try again when the provider could not be reached at all', async () => {
    const closedPort = await freePort();
    const unreachable = { ...account, settings: { ...account.settings, baseUrl: `http://127.0.0.1:${closedPort}` } };
    await expect(adapter.send(unreachable, message('m-unreachable'))).resolves.toMatchObject({ ok: false, reason: 'providerError', retryable: true });
  });

  it('records nothing for an abandoned message, and a later failure with its reason', async () => {
    standIn.command({ outcome: 'abandon' });
    await expect(adapter.send(account, message('m-abandoned'))).resolves.toMatchObject({ ok: true });
    await standIn.settled();
    expect(recorder.events).toEqual([]);

    standIn.command({ outcome: 'failLater', code: 30005 });
    const sent = await adapter.send(account, message('m-undelivered'));
    await standIn.settled();
    expect(recorder.events).toEqual([
      { kind: 'failed', providerMessageId: sent.ok ? sent.providerMessageId : '', at: expect.any(Date), reason: 'notOnChannel', detail: expect.stringContaining('30005') },
    ]);
  });

  it('takes a client’s SMS as a reply on the account', async () => {
    const response = await fetch(`${server.url}/stand-ins/twilio/_control/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accountSid: SID, from: '+79991112233', to: FROM, body: 'Подтверждаю' }),
    });
    expect(await response.json()).toMatchObject({ webhookStatus: 200 });
    expect(recorder.events).toEqual([{ kind: 'replied', channelAccountId: account.id, fromPhone: '+79991112233', text: 'Подтверждаю', at: expect.any(Date) }]);
  });

  it('refuses a callback with a bad signature, and changes nothing on a replay', async () => {
    const path = channelWebhookPath(CHANNEL_WEBHOOK_PATHS.twilioStatus, account.id);
    const status = { MessageSid: 'SM00000000000000000000000000000001', MessageStatus: 'read', AccountSid: SID };
    const forged = await postSigned(path, status, 'not-the-token');
    expect(forged.status).toBe(401);
    expect(recorder.events).toEqual([]);

    const first = await postSigned(path, status);
    expect([first.status, await first.json()]).toEqual([200, { recorded: 1 }]);
    const replay = await postSigned(path, status);
    expect([replay.status, await replay.json()]).toEqual([200, { recorded: 0 }]);
    expect(recorder.events).toEqual([{ kind: 'read', providerMessageId: status.MessageSid, at: expect.any(Date) }]);
  });

  it('answers 404 for an account that is not a Twilio one, and 400 naming a missing field', async () => {
    expect((await postSigned(channelWebhookPath(CHANNEL_WEBHOOK_PATHS.twilioStatus, '00000000-0000-0000-0000-000000000000'), { MessageSid: 'SMx', MessageStatus: 'sent' })).status).toBe(404);
    const missing = await postSigned(channelWebhookPath(CHANNEL_WEBHOOK_PATHS.twilioStatus, account.id), { MessageSid: 'SMx' });
    expect([missing.status, await missing.json()]).toEqual([400, expect.objectContaining({ code: 'VALIDATION_FAILED', fields: { MessageStatus: expect.any(String) } })]);
  });

  it('signs with the known vector of Twilio’s documentation', () => {
    const params = { CallSid: 'CA1234567890ABCDE', Caller: '+12349013030', Digits: '1234', From: '+12349013030', To: '+18005551212' };
    expect(twilioSignature('12345', 'https://mycompany.com/myapp.php?foo=1&bar=2', Object.entries(params))).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
  });

  it('sends the demo’s SMS account through the stand-in the development API mounts', async () => {
    const userId = await insertUser(t.db, 'demo-sms@example.com');
    await seedChannelAccounts(t.db, userId);
    const [row] = await t.db.query<{ id: string }>(`select id from channel_accounts where user_id = $1 and kind = 'sms'`, [userId]);
    const demo = await findChannelAccountById(t.db, row?.id ?? '');
    if (!demo) throw new Error('no demo account');
    const sent = await adapter.send(demo, message('m-demo'));
    expect(sent).toMatchObject({ ok: true });
    const inbound = await t.app.inject({ method: 'POST', url: '/stand-ins/twilio/_control/inbound', payload: { accountSid: DEMO_TWILIO.accountSid, from: '+79991112233', to: DEMO_TWILIO.from, body: 'Отменить' } });
    expect(inbound.json()).toMatchObject({ webhookStatus: 200 });
    expect(recorder.events).toContainEqual({ kind: 'replied', channelAccountId: demo.id, fromPhone: '+79991112233', text: 'Отменить', at: expect.any(Date) });
  });
});
