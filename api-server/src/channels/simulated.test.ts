import { DOMAINS } from '../domains';
import { manualClock } from '../platform/clock';
import { manualJobQueue } from '../platform/jobs/manualJobQueue';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { findChannelAccountById } from './accounts';
import { createChannelAdapters } from './adapters';
import type { ChannelAccount, ChannelAdapter, OutboundMessage } from './Channel';
import { SIMULATED_REPLIES, simulatedPlan } from './simulated';
import { connectingDomain, insertChannelAccount, insertUser, recordingEvents } from './testSupport';

const LATENCY = 1000;
const START = '2025-03-10T09:00:00Z';

function message(messageId: string, to: string, overrides: Partial<OutboundMessage> = {}): OutboundMessage {
  return { messageId, to, text: 'See you tomorrow at 10:00', buttons: [], image: null, ...overrides };
}

describe('the simulated messenger', () => {
  const clock = manualClock(START);
  const jobs = manualJobQueue(clock);
  const recorder = recordingEvents();
  let t: TestApp;
  let adapter: ChannelAdapter;
  let account: ChannelAccount;
  let userId: string;

  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      env: { SIMULATED_CHANNEL_LATENCY_MS: String(LATENCY), SIMULATED_CHANNEL_DELIVERY_RATE: '1', SIMULATED_CHANNEL_READ_RATE: '1', SIMULATED_CHANNEL_REPLY_RATE: '0' },
      app: { clock, jobs, domains: [...DOMAINS, connectingDomain(recorder)] },
    });
    adapter = createChannelAdapters({ config: t.config, db: t.db, jobs, clock }).simulated;
    userId = await insertUser(t.db, 'sim@example.com');
    const id = await insertChannelAccount(t.db, { userId, kind: 'whatsapp', adapter: 'simulated', phone: '+79001234567' });
    const found = await findChannelAccountById(t.db, id);
    if (!found) throw new Error('no account');
    account = found;
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    recorder.events.length = 0;
    await jobs.drain();
    recorder.events.length = 0;
  });

  it('refuses the documented numbers with their reasons', async () => {
    await expect(adapter.send(account, message('m-refused-1', '+79990000000'))).resolves.toMatchObject({ ok: false, reason: 'notOnChannel', retryable: false });
    await expect(adapter.send(account, message('m-refused-2', '+79990000002'))).resolves.toMatchObject({ ok: false, reason: 'providerError', retryable: false });
    expect(jobs.pending()).toHaveLength(0);
  });

  it('refuses to send through an instance that is not authorized', async () => {
    await expect(adapter.send({ ...account, state: 'gotQrCode' }, message('m-qr', '+79991112233'))).resolves.toMatchObject({ ok: false, reason: 'channelNotAuthorized' });
  });

  it('reports delivered, then read, when their time comes', async () => {
    const sent = await adapter.send(account, message('m-normal', '+79991112233'));
    expect(sent).toEqual({ ok: true, providerMessageId: 'sim-m-normal' });
    expect(await jobs.drain()).toBe(0);
    expect(recorder.events).toEqual([]);

    clock.advance(LATENCY * 1.5);
    await jobs.drain();
    expect(recorder.events.map((event) => event.kind)).toEqual(['delivered']);

    clock.advance(LATENCY * 10);
    await jobs.drain();
    expect(recorder.events).toEqual([
      { kind: 'delivered', providerMessageId: 'sim-m-normal', at: expect.any(Date) },
      { kind: 'read', providerMessageId: 'sim-m-normal', at: expect.any(Date) },
    ]);
  });

  it('answers for the client: the confirming number presses the first quick-reply button', async () => {
    const buttons = [
      { type: 'answer', text: 'Подтвердить' },
      { type: 'answer', text: 'Отменить' },
    ] as const;
    await adapter.send(account, message('m-confirm', '+79991110004', { buttons: [...buttons] }));
    await adapter.send(account, message('m-cancel', '+79991110005'));
    clock.advance(LATENCY * 30);
    await jobs.drain();
    const replies = recorder.events.filter((event) => event.kind === 'replied');
    expect(replies).toEqual(
      expect.arrayContaining([
        { kind: 'replied', channelAccountId: account.id, fromPhone: '+79991110004', text: 'Подтвердить', at: expect.any(Date), providerMessageId: 'sim-m-confirm' },
        { kind: 'replied', channelAccountId: account.id, fromPhone: '+79991110005', text: SIMULATED_REPLIES.cancel, at: expect.any(Date), providerMessageId: 'sim-m-cancel' },
      ]),
    );
    expect(replies).toHaveLength(2);
  });

  it('reports the number that is not on the messenger as failed later', async () => {
    await expect(adapter.send(account, message('m-later', '+79991110001'))).resolves.toMatchObject({ ok: true });
    clock.advance(LATENCY * 30);
    await jobs.drain();
    expect(recorder.events).toEqual([{ kind: 'failed', providerMessageId: 'sim-m-later', at: expect.any(Date), reason: 'notOnChannel', detail: expect.stringContaining('+79991110001') }]);
  });

  it('is idempotent on the message id: a second send reports nothing twice', async () => {
    const first = await adapter.send(account, message('m-twice', '+79991112233'));
    clock.advance(LATENCY * 1.5);
    await jobs.drain();
    const second = await adapter.send(account, message('m-twice', '+79991112233'));
    expect(second).toEqual(first);
    clock.advance(LATENCY * 30);
    await jobs.drain();
    expect(recorder.events.map((event) => event.kind)).toEqual(['delivered', 'read']);
  });

  it('takes a client message typed on the stand-in as a reply on the account', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/stand-ins/simulated/inbound',
      payload: { channelAccountId: account.id, from: '+79991112233', text: 'cancel' },
    });
    expect(response.statusCode).toBe(200);
    expect(recorder.events).toEqual([{ kind: 'replied', channelAccountId: account.id, fromPhone: '+79991112233', text: 'cancel', at: clock.now() }]);
    const unknown = await t.app.inject({ method: 'POST', url: '/stand-ins/simulated/inbound', payload: { channelAccountId: 'nope', from: '+79991112233', text: 'x' } });
    expect(unknown.statusCode).toBe(404);
  });

  it('drops the events of an account deleted meanwhile', async () => {
    const id = await insertChannelAccount(t.db, { userId, kind: 'whatsapp', adapter: 'simulated' });
    const doomed = await findChannelAccountById(t.db, id);
    if (!doomed) throw new Error('no account');
    await adapter.send(doomed, message('m-doomed', '+79991112233'));
    await t.db.query('delete from channel_accounts where id = $1', [id]);
    clock.advance(LATENCY * 30);
    await jobs.drain();
    expect(recorder.events).toEqual([]);
  });
});

describe('the simulated messenger’s rates', () => {
  const rates = { latencyMs: 1000, deliveryRate: 0.8, readRate: 0.5, replyRate: 0.25 };
  const ids = Array.from({ length: 2000 }, (_, index) => `rate-${index}`);
  const plans = ids.map((id) => simulatedPlan({ messageId: id, to: '+79991112233', buttons: [] }, rates));
  const count = (step: string) => plans.filter((plan) => plan.events.some((event) => event.step === step)).length;

  it('delivers, reads and answers about the configured shares', () => {
    expect(count('delivered') / ids.length).toBeCloseTo(0.8, 1);
    expect(count('read') / count('delivered')).toBeCloseTo(0.5, 1);
    expect(count('replied') / count('read')).toBeCloseTo(0.25, 1);
  });

  it('decides each message the same way every time', () => {
    expect(ids.map((id) => simulatedPlan({ messageId: id, to: '+79991112233', buttons: [] }, rates))).toEqual(plans);
  });

  it('delivers nothing at a zero rate, and everything in order at one', () => {
    expect(simulatedPlan({ messageId: 'x', to: '+79991112233', buttons: [] }, { ...rates, deliveryRate: 0 }).events).toEqual([]);
    const all = simulatedPlan({ messageId: 'x', to: '+79991112233', buttons: [] }, { latencyMs: 1000, deliveryRate: 1, readRate: 1, replyRate: 1 });
    expect(all.events.map((event) => event.step)).toEqual(['delivered', 'read', 'replied']);
    const times = all.events.map((event) => event.afterMs);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(times[0]).toBeGreaterThanOrEqual(500);
  });
});
