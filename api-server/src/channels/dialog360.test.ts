import { DOMAINS } from '../domains';
import { manualClock } from '../platform/clock';
import { createListeningTestApp, type ListeningTestApp } from '../testing/createTestApp';
import type { ChannelAccount, OutboundMessage } from './Channel';
import { createDialog360Adapter, createDialog360Client, DIALOG360_WEBHOOK_HEADER, dialog360WebhookToken } from './dialog360';
import { recordInbound } from './events';
import { CHANNEL_WEBHOOK_PATHS, channelWebhookPath, STAND_IN_PATHS } from './paths';
import { connectingDomain, insertChannelAccount, insertUser, recordingEvents } from './testSupport';

const HOUR = 3_600_000;

describe('the engine sends WABA messages through Dialog360 (its stand-in)', () => {
  const clock = manualClock('2026-05-04T10:00:00Z');
  const recorder = recordingEvents();
  let t: ListeningTestApp;
  let api: string;
  let account: ChannelAccount;
  const KEY = 'AdapterDialog360Key0123';
  const CLIENT = '+79001234567';
  const message = (text: string, to = CLIENT): OutboundMessage => ({ messageId: 'm1', to, text, buttons: [{ type: 'answer', text: 'Confirm' }], image: null });

  const standIn = async (path: string, body: unknown) => {
    const response = await fetch(`${api}/${STAND_IN_PATHS.dialog360}/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'D360-API-KEY': KEY }, body: JSON.stringify(body) });
    return { status: response.status, body: await response.json() };
  };
  /** A template created at Dialog360 and approved there, and as the cabinet last synced it. */
  async function approvedTemplate(name: string, body: string, options: { type?: 'standard' | 'media'; createdAt?: Date } = {}) {
    await createDialog360Client(t.config).createTemplate(KEY, { name, category: 'UTILITY', language: 'ru', type: options.type ?? 'standard', body });
    await standIn('_control/templates/approve', { name });
    await t.db.query(
      `insert into waba_templates (channel_account_id, name, category, language, type, body, status, created_at) values ($1, $2, 'UTILITY', 'ru', $3, $4, 'approved', $5)`,
      [account.id, name, options.type ?? 'standard', body, (options.createdAt ?? clock.now()).toISOString()],
    );
  }
  const adapter = () => {
    const real = createDialog360Adapter(t.config, { db: t.db, clock });
    return {
      async send(outbound: OutboundMessage) {
        return real.send(account, outbound);
      },
    };
  };
  /** What the stand-in accepted last for the number. */
  const lastSent = async (): Promise<unknown> => {
    const bodies: unknown[] = await (await fetch(`${api}/${STAND_IN_PATHS.dialog360}/_control/sent?apiKey=${KEY}`)).json();
    return bodies.at(-1);
  };

  beforeAll(async () => {
    t = await createListeningTestApp({ seed: false, env: { CHANNEL_HTTP_TIMEOUT_MS: '1000' }, app: { clock, domains: [...DOMAINS, connectingDomain(recorder)] } });
    api = t.origin;
    const owner = await insertUser(t.db, 'waba@example.com');
    const id = await insertChannelAccount(t.db, { userId: owner, kind: 'waba', adapter: 'dialog360', phone: '+79005550101', settings: { apiKey: KEY, standIn: true } });
    account = { id, userId: owner, kind: 'waba', adapter: 'dialog360', state: 'authorized', phone: '+79005550101', settings: { apiKey: KEY, standIn: true } };
    // As connecting the number does (dialog360Routes.ts): its webhook points at the cabinet.
    await createDialog360Client(t.config).setWebhook(KEY, api + channelWebhookPath(CHANNEL_WEBHOOK_PATHS.dialog360, id), { [DIALOG360_WEBHOOK_HEADER]: dialog360WebhookToken(t.config.jwtSecret, id) });
  });
  afterAll(() => t.close());

  it('refuses a message outside the 24-hour window when no approved template matches it, and sends nothing', async () => {
    expect(await adapter().send(message('See you tomorrow at 10:00'))).toEqual({ ok: false, reason: 'templateRequired', detail: expect.stringContaining('no approved template'), retryable: false });
  });

  it('sends a business-initiated message as the approved template its text matches, the placeholders as parameters', async () => {
    await approvedTemplate('visit_reminder', 'Hello, {{1}}! See you on {{2}} at {{3}}.', { createdAt: new Date(clock.now().getTime() - HOUR) });
    // Pending at the provider, or a media template (its header would need an image): never chosen.
    await t.db.query(
      `insert into waba_templates (channel_account_id, name, category, language, type, body, status) values ($1, 'pending_one', 'UTILITY', 'ru', 'standard', 'Hello, {{1}}! See you on {{2}} at {{3}}.', 'pending')`,
      [account.id],
    );
    await approvedTemplate('media_one', 'Hello, {{1}}! See you on {{2}} at {{3}}.', { type: 'media' });
    const result = await adapter().send(message('Hello, Anna! See you on 5 May at 10:00.'));
    expect(result).toEqual({ ok: true, providerMessageId: expect.stringMatching(/^wamid\./) });
    expect(await lastSent()).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '79001234567',
      type: 'template',
      template: {
        name: 'visit_reminder',
        language: { policy: 'deterministic', code: 'ru' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: 'Anna' }, { type: 'text', text: '5 May' }, { type: 'text', text: '10:00' }] }],
      },
    });
  });

  it('asks Dialog360 again for a template still pending as last synced, and sends it once approved there', async () => {
    await createDialog360Client(t.config).createTemplate(KEY, { name: 'order_ready', category: 'UTILITY', language: 'ru', type: 'standard', body: 'Your order {{1}} is ready' });
    const [row] = await t.db.query<{ id: string }>(
      `insert into waba_templates (channel_account_id, name, category, language, type, body, status) values ($1, 'order_ready', 'UTILITY', 'ru', 'standard', 'Your order {{1}} is ready', 'pending') returning id`,
      [account.id],
    );
    // Still in review at Dialog360: refused, and still pending.
    expect(await adapter().send(message('Your order 42 is ready'))).toMatchObject({ ok: false, reason: 'templateRequired' });
    await standIn('_control/templates/approve', { name: 'order_ready' });
    expect(await adapter().send(message('Your order 42 is ready'))).toMatchObject({ ok: true });
    expect(await lastSent()).toMatchObject({ type: 'template', template: { name: 'order_ready', components: [{ type: 'body', parameters: [{ type: 'text', text: '42' }] }] } });
    const [saved] = await t.db.query<{ status: string }>('select status from waba_templates where id = $1', [row?.id]);
    expect(saved?.status).toBe('approved');
  });

  it('checks template messages as WhatsApp does: an unknown template or a wrong parameter count is refused', async () => {
    const wrongName = await standIn('messages', { messaging_product: 'whatsapp', to: '79001234567', type: 'template', template: { name: 'nope', language: { code: 'ru' }, components: [] } });
    expect(wrongName).toMatchObject({ status: 400, body: { error: { code: 132001 } } });
    const wrongCount = await standIn('messages', {
      messaging_product: 'whatsapp',
      to: '79001234567',
      type: 'template',
      template: { name: 'visit_reminder', language: { code: 'ru' }, components: [{ type: 'body', parameters: [{ type: 'text', text: 'Anna' }] }] },
    });
    expect(wrongCount).toMatchObject({ status: 400, body: { error: { code: 132000 } } });
    const free = await standIn('messages', { messaging_product: 'whatsapp', to: '79001230000', type: 'text', text: { body: 'Hi' } });
    expect(free).toMatchObject({ status: 400, body: { error: { code: 131047 } } });
  });

  it('sends free-form (with its buttons) within 24 hours of the client’s message, which reaches the cabinet through the number’s webhook', async () => {
    const client = '+79001112233';
    const inbound = await standIn('_control/inbound', { apiKey: KEY, from: client, text: 'Hi, can I book?' });
    expect(inbound.body).toEqual({ delivered: true, status: 200 });
    expect(recorder.events).toContainEqual(expect.objectContaining({ kind: 'replied', channelAccountId: account.id, fromPhone: client, text: 'Hi, can I book?' }));
    // No template matches this text: inside the window it goes as it is.
    expect(await adapter().send(message('Yes: tomorrow at 10:00 suits?', client))).toEqual({ ok: true, providerMessageId: expect.stringMatching(/^wamid\./) });
    expect(await lastSent()).toMatchObject({ to: '79001112233', type: 'interactive', interactive: { body: { text: 'Yes: tomorrow at 10:00 suits?' } } });
    // 24 hours later the window has closed: a template is needed again.
    clock.advance(24 * HOUR);
    expect(await adapter().send(message('Yes: tomorrow at 10:00 suits?', client))).toMatchObject({ ok: false, reason: 'templateRequired' });
    expect(await adapter().send(message('Hello, Anna! See you on 6 May at 11:00.', client))).toMatchObject({ ok: true });
  });

  it('takes WhatsApp’s re-engagement refusal (131047) for the same reason', async () => {
    // The cabinet believes the client wrote, WhatsApp does not (its window is its own).
    const client = '+79004445566';
    await recordInbound(t.db, account.id, client, clock.now());
    expect(await adapter().send(message('Anything at all', client))).toEqual({ ok: false, reason: 'templateRequired', detail: expect.stringContaining('Re-engagement message'), retryable: false });
  });

  it('says the channel is not authorised when Dialog360 refuses the key, and a retryable provider error when it fails', async () => {
    await approvedTemplate('plain_text', 'See you tomorrow at 10:00');
    const real = createDialog360Adapter(t.config, { db: t.db, clock });
    const text = message('See you tomorrow at 10:00');
    expect(await real.send({ ...account, settings: { apiKey: 'revoked' } }, text)).toMatchObject({ ok: false, reason: 'channelNotAuthorized', retryable: false });
    await fetch(`${api}/${STAND_IN_PATHS.dialog360}/_control/fail`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ times: 1 }) });
    expect(await real.send(account, text)).toMatchObject({ ok: false, reason: 'providerError', retryable: true });
    expect(await real.send({ ...account, settings: {} }, text)).toMatchObject({ ok: false, reason: 'channelNotAuthorized' });
    expect(await real.send(account, text)).toMatchObject({ ok: true });
  });
});
