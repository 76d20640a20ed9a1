import { DOMAINS } from '../domains';
import { systemClock } from '../platform/clock';
import { manualJobQueue } from '../platform/jobs/manualJobQueue';
import { startStandInServer, type StandInServer } from '../platform/standIns/server';
import { createWhatsappCloudStandIn, type WhatsappCloudStandIn } from './standIns/whatsappCloud';
import { createListeningTestApp, createTestApp, type ListeningTestApp } from '../testing/createTestApp';
import { findChannelAccountById } from './accounts';
import { createChannelAdapters } from './adapters';
import type { ChannelAccount, ChannelAdapter, OutboundMessage } from './Channel';
import { CHANNEL_WEBHOOK_PATHS, channelWebhookPath } from './paths';
import { metaSignature } from './providerHttp';
import { connectingDomain, insertChannelAccount, insertUser, recordingEvents } from './testSupport';

const NUMBER = { phoneNumberId: '106540352242922', accessToken: 'EAAG-test-token', appSecret: 'app-secret-of-the-test', verifyToken: 'verify-me', displayPhoneNumber: '+15550001111' };

function message(messageId: string, to = '+79991112233', overrides: Partial<OutboundMessage> = {}): OutboundMessage {
  return { messageId, to, text: 'Reminder: tomorrow at 10:00', buttons: [], image: null, ...overrides };
}

/** A webhook body of Meta's shape with one change of the number. */
function webhookBody(value: Record<string, unknown>, phoneNumberId = NUMBER.phoneNumberId): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: 'waba-1', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { display_phone_number: '15550001111', phone_number_id: phoneNumberId }, ...value } }] }],
  });
}

describe('the WhatsApp Cloud API adapter against the stand-in', () => {
  const recorder = recordingEvents();
  let t: ListeningTestApp;
  let api: string;
  let standIn: WhatsappCloudStandIn;
  let server: StandInServer;
  let adapter: ChannelAdapter;
  let account: ChannelAccount;
  let webhookPath: string;

  async function postWebhook(body: string, signature = metaSignature(NUMBER.appSecret, body)) {
    return fetch(api + webhookPath, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature }, body });
  }

  beforeAll(async () => {
    t = await createListeningTestApp({ seed: false, env: { CHANNEL_HTTP_TIMEOUT_MS: '500' }, app: { domains: [...DOMAINS, connectingDomain(recorder)] } });
    api = t.origin;
    standIn = createWhatsappCloudStandIn({ callbackDelayMs: 0, hangMs: 5000 });
    server = await startStandInServer(standIn.routes);
    adapter = createChannelAdapters({ config: t.config, db: t.db, clock: systemClock, jobs: manualJobQueue(systemClock) }).whatsappCloud;
    const userId = await insertUser(t.db, 'waba@example.com');
    const { displayPhoneNumber: _display, ...settings } = NUMBER;
    const id = await insertChannelAccount(t.db, { userId, kind: 'waba', adapter: 'whatsappCloud', phone: NUMBER.displayPhoneNumber, settings: { ...settings, baseUrl: `${server.url}/stand-ins/whatsapp-cloud` } });
    const found = await findChannelAccountById(t.db, id);
    if (!found) throw new Error('no account');
    account = found;
    webhookPath = channelWebhookPath(CHANNEL_WEBHOOK_PATHS.whatsappCloud, id);
    standIn.register({ ...NUMBER, webhookUrl: api + webhookPath });
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });
  beforeEach(() => {
    recorder.events.length = 0;
  });

  it('sends quick-reply buttons as an interactive message and records delivered and read from the webhook', async () => {
    const buttons = [
      { type: 'answer', text: 'Подтвердить' },
      { type: 'answer', text: 'Отменить' },
    ] as const;
    const sent = await adapter.send(account, message('m-1', '+79991112233', { buttons: [...buttons] }));
    expect(sent).toEqual({ ok: true, providerMessageId: expect.stringMatching(/^wamid\./) });
    expect(standIn.accepted.at(-1)).toMatchObject({ to: '79991112233', type: 'interactive', text: 'Reminder: tomorrow at 10:00' });
    await standIn.settled();
    const providerMessageId = sent.ok ? sent.providerMessageId : '';
    expect(recorder.events).toEqual([
      { kind: 'delivered', providerMessageId, at: expect.any(Date) },
      { kind: 'read', providerMessageId, at: expect.any(Date) },
    ]);
  });

  it.each([
    [131026, 'notOnChannel', false],
    [131047, 'templateRequired', false],
    [130429, 'providerError', true],
    [131000, 'providerError', true],
    [190, 'channelNotAuthorized', false],
  ] as const)('maps Graph error %i to %s', async (code, reason, retryable) => {
    standIn.command({ outcome: 'fail', code });
    await expect(adapter.send(account, message(`m-fail-${code}`))).resolves.toMatchObject({ ok: false, reason, retryable, detail: expect.stringContaining(String(code)) });
  });

  it('is refused as not authorized with a wrong token or without settings', async () => {
    await expect(adapter.send({ ...account, settings: { ...account.settings, accessToken: 'expired' } }, message('m-token'))).resolves.toMatchObject({ ok: false, reason: 'channelNotAuthorized', detail: expect.stringContaining('190') });
    await expect(adapter.send({ ...account, settings: { phoneNumberId: NUMBER.phoneNumberId } }, message('m-unset'))).resolves.toMatchObject({ ok: false, reason: 'channelNotAuthorized' });
  });

  it('gives up on a provider that does not answer, without claiming the message did not go', async () => {
    standIn.command({ outcome: 'timeout' });
    await expect(adapter.send(account, message('m-timeout'))).resolves.toMatchObject({ ok: false, reason: 'providerError', retryable: false, detail: expect.stringContaining('may have gone') });
  });

  it('records the failure WhatsApp reports later with its reason, and nothing for an abandoned message', async () => {
    standIn.command({ outcome: 'failLater', code: 131026 });
    const sent = await adapter.send(account, message('m-later'));
    standIn.command({ outcome: 'abandon' });
    await expect(adapter.send(account, message('m-abandoned'))).resolves.toMatchObject({ ok: true });
    await standIn.settled();
    expect(recorder.events).toEqual([
      { kind: 'failed', providerMessageId: sent.ok ? sent.providerMessageId : '', at: expect.any(Date), reason: 'notOnChannel', detail: expect.stringContaining('131026') },
    ]);
  });

  it('records WhatsApp’s later re-engagement refusal (131047) as needing a template', async () => {
    standIn.command({ outcome: 'failLater', code: 131047 });
    const sent = await adapter.send(account, message('m-reengage'));
    await standIn.settled();
    expect(recorder.events).toEqual([
      { kind: 'failed', providerMessageId: sent.ok ? sent.providerMessageId : '', at: expect.any(Date), reason: 'templateRequired', detail: expect.stringContaining('131047') },
    ]);
  });

  it('takes a client’s message as a reply, with the message it answers', async () => {
    const response = await fetch(`${server.url}/stand-ins/whatsapp-cloud/_control/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNumberId: NUMBER.phoneNumberId, from: '79991112233', text: 'Да', contextId: 'wamid.answered' }),
    });
    expect(await response.json()).toMatchObject({ webhookStatus: 200 });
    expect(recorder.events).toEqual([{ kind: 'replied', channelAccountId: account.id, fromPhone: '+79991112233', text: 'Да', at: expect.any(Date), providerMessageId: 'wamid.answered' }]);
  });

  it('verifies the subscription only with the account’s verify token', async () => {
    const ok = await t.app.inject({ method: 'GET', url: webhookPath, query: { 'hub.mode': 'subscribe', 'hub.verify_token': NUMBER.verifyToken, 'hub.challenge': '1158201444' } });
    expect([ok.statusCode, ok.body]).toEqual([200, '1158201444']);
    const wrong = await t.app.inject({ method: 'GET', url: webhookPath, query: { 'hub.mode': 'subscribe', 'hub.verify_token': 'guess', 'hub.challenge': '1158201444' } });
    expect(wrong.statusCode).toBe(403);
  });

  it('refuses a bad signature with 401, and changes nothing on a replay', async () => {
    const body = webhookBody({ statuses: [{ id: 'wamid.replayed', status: 'delivered', timestamp: '1741597200', recipient_id: '79991112233' }] });
    expect((await postWebhook(body, metaSignature('another-secret', body))).status).toBe(401);
    expect((await postWebhook(body, '')).status).toBe(401);
    expect(recorder.events).toEqual([]);

    const first = await postWebhook(body);
    expect([first.status, await first.json()]).toEqual([200, { recorded: 1 }]);
    const replay = await postWebhook(body);
    expect([replay.status, await replay.json()]).toEqual([200, { recorded: 0 }]);
    expect(recorder.events).toEqual([{ kind: 'delivered', providerMessageId: 'wamid.replayed', at: new Date('2025-03-10T09:00:00Z') }]);
  });

  it('ignores another number’s changes and answers 400 naming a missing field', async () => {
    const other = await postWebhook(webhookBody({ statuses: [{ id: 'wamid.other', status: 'read', timestamp: '1741597200' }] }, '999'));
    expect([other.status, await other.json()]).toEqual([200, { recorded: 0 }]);
    const broken = await postWebhook(JSON.stringify({ object: 'whatsapp_business_account' }));
    expect([broken.status, await broken.json()]).toEqual([400, expect.objectContaining({ code: 'VALIDATION_FAILED', fields: { entry: expect.any(String) } })]);
  });

  it('gives another number of the same Meta app its own events, and none to a number of another app', async () => {
    const [owner] = await t.db.query<{ user_id: string }>('select user_id from channel_accounts where id = $1', [account.id]);
    const userId = owner?.user_id ?? '';
    const sibling = await insertChannelAccount(t.db, { userId, kind: 'waba', adapter: 'whatsappCloud', settings: { ...NUMBER, phoneNumberId: '200' } });
    await insertChannelAccount(t.db, { userId, kind: 'waba', adapter: 'whatsappCloud', settings: { ...NUMBER, phoneNumberId: '300', appSecret: 'another-app' } });
    const inbound = (phoneNumberId: string, id: string) =>
      webhookBody({ messages: [{ from: '79991112233', id, timestamp: '1741597200', type: 'button', button: { text: 'Отменить' } }] }, phoneNumberId);

    const response = await postWebhook(inbound('200', 'wamid.sibling'));
    expect(await response.json()).toEqual({ recorded: 1 });
    expect(recorder.events).toEqual([{ kind: 'replied', channelAccountId: sibling, fromPhone: '+79991112233', text: 'Отменить', at: new Date('2025-03-10T09:00:00Z') }]);
    expect(await (await postWebhook(inbound('300', 'wamid.stranger'))).json()).toEqual({ recorded: 0 });
  });

  it('answers 503 while no engine takes the events, so Meta retries', async () => {
    // Without the engine's domain, whatever it connects once it exists.
    const lonely = await createTestApp({ seed: false, app: { domains: DOMAINS.filter((domain) => domain.name !== 'messaging') } });
    try {
      const userId = await insertUser(lonely.db, 'lonely@example.com');
      const { displayPhoneNumber: _display, ...settings } = NUMBER;
      const id = await insertChannelAccount(lonely.db, { userId, kind: 'waba', adapter: 'whatsappCloud', settings });
      const body = webhookBody({ statuses: [{ id: 'wamid.lost', status: 'delivered', timestamp: '1741597200' }] });
      const response = await lonely.app.inject({
        method: 'POST',
        url: channelWebhookPath(CHANNEL_WEBHOOK_PATHS.whatsappCloud, id),
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': metaSignature(NUMBER.appSecret, body) },
        payload: body,
      });
      expect(response.statusCode).toBe(503);
      const [receipts] = await lonely.db.query<{ count: number }>('select count(*)::int as count from channel_event_receipts');
      expect(receipts?.count).toBe(0);
    } finally {
      await lonely.close();
    }
  });
});
