import type { ChannelAdapter, ChannelAdapterName, OutboundMessage, SendResult } from '../channels/Channel';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { drainPhoneOutbox, serviceChannelAccount } from './phoneSender';
import { sendPhoneMessage } from './phoneCodes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

/** A channel that records what it was asked to send and answers as told. */
function recordingChannel(answer: (message: OutboundMessage) => SendResult) {
  const sent: OutboundMessage[] = [];
  const adapter: ChannelAdapter = {
    name: 'simulated',
    idempotent: true,
    send: async (_account, message) => {
      sent.push(message);
      return answer(message);
    },
  };
  const adapters: Record<ChannelAdapterName, ChannelAdapter> = { simulated: adapter, whatsappCloud: adapter, twilio: adapter, chatApi: adapter, telegram: adapter, dialog360: adapter, sigma: adapter };
  return { sent, adapters };
}
const statusOf = async (phone: string) =>
  (await t.db.query<{ sent_at: Date | null; failed_at: Date | null; attempts: number }>('select sent_at, failed_at, attempts from phone_outbox where to_phone = $1', [phone]))[0];

describe('the phone codes leave through the service channel', () => {
  it('sends each code once through the channel, however many runs', async () => {
    const channel = recordingChannel((message) => ({ ok: true, providerMessageId: `sim-${message.messageId}` }));
    await sendPhoneMessage(t.db, '+79001110001', 'Your confirmation code: 123456.');
    const now = new Date();
    const account = serviceChannelAccount({ mode: 'development', serviceSms: null });
    expect(await drainPhoneOutbox(t.db, channel.adapters, account, now)).toBe(1);
    expect(await drainPhoneOutbox(t.db, channel.adapters, account, now)).toBe(0);
    expect(channel.sent.map((message) => [message.to, message.text])).toEqual([['+79001110001', 'Your confirmation code: 123456.']]);
    expect((await statusOf('+79001110001'))?.sent_at).not.toBeNull();
  });

  it('tries a retryable refusal again, and gives a refused or stale code up', async () => {
    let refusal: SendResult = { ok: false, reason: 'providerError', detail: 'unreachable', retryable: true };
    const channel = recordingChannel(() => refusal);
    const account = serviceChannelAccount({ mode: 'development', serviceSms: null });
    await sendPhoneMessage(t.db, '+79001110002', 'Your confirmation code: 654321.');
    await drainPhoneOutbox(t.db, channel.adapters, account, new Date());
    expect(await statusOf('+79001110002')).toMatchObject({ sent_at: null, failed_at: null, attempts: 1 });
    refusal = { ok: false, reason: 'notOnChannel', detail: 'no such number', retryable: false };
    await drainPhoneOutbox(t.db, channel.adapters, account, new Date());
    expect((await statusOf('+79001110002'))?.failed_at).not.toBeNull();

    await sendPhoneMessage(t.db, '+79001110003', 'Your confirmation code: 111111.');
    await drainPhoneOutbox(t.db, channel.adapters, account, new Date(Date.now() + 5 * 60_000));
    expect((await statusOf('+79001110003'))?.failed_at).not.toBeNull();
    expect(channel.sent.filter((message) => message.to === '+79001110003')).toEqual([]);
  });

  it('uses the simulated messenger in development, the configured Twilio sender anywhere, and nothing otherwise', () => {
    expect(serviceChannelAccount({ mode: 'development', serviceSms: null })?.adapter).toBe('simulated');
    expect(serviceChannelAccount({ mode: 'production', serviceSms: null })).toBeNull();
    expect(serviceChannelAccount({ mode: 'production', serviceSms: { accountSid: 'AC1', authToken: 'x', from: '+15550001' } })).toMatchObject({ adapter: 'twilio', kind: 'sms' });
    expect(serviceChannelAccount({ mode: 'development', serviceSms: { accountSid: 'AC1', authToken: 'x', from: '+15550001' } })).toMatchObject({ adapter: 'twilio', phone: '+15550001' });
  });
});
