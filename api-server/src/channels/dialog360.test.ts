import { manualClock } from '../platform/clock';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import type { ChannelAccount, OutboundMessage } from './Channel';
import { createDialog360Adapter } from './dialog360';
import { STAND_IN_PATHS } from './paths';
import { freePort } from './testSupport';

describe('the engine sends WABA messages through Dialog360 (its stand-in)', () => {
  let t: TestApp;
  let api: string;
  const KEY = 'AdapterDialog360Key0123';
  const account = (apiKey: string): ChannelAccount => ({ id: 'a1', userId: 'u1', kind: 'waba', adapter: 'dialog360', state: 'authorized', phone: '+79005550101', settings: { apiKey, standIn: true } });
  const message: OutboundMessage = { messageId: 'm1', to: '+79001234567', text: 'See you tomorrow at 10:00', buttons: [{ type: 'answer', text: 'Confirm' }], image: null };

  beforeAll(async () => {
    const port = await freePort();
    api = `http://127.0.0.1:${port}`;
    t = await createTestApp({ seed: false, env: { PUBLIC_URL: api, CHANNEL_HTTP_TIMEOUT_MS: '1000' }, app: { clock: manualClock('2026-05-04T10:00:00Z') } });
    await t.app.listen({ host: '127.0.0.1', port });
  });
  afterAll(() => t.close());

  it('posts the Cloud API body with the number’s key and answers the provider’s message id', async () => {
    const result = await createDialog360Adapter(t.config).send(account(KEY), message);
    expect(result).toEqual({ ok: true, providerMessageId: expect.stringMatching(/^wamid\./) });
  });

  it('says the channel is not authorised when Dialog360 refuses the key, and a retryable provider error when it fails', async () => {
    const adapter = createDialog360Adapter(t.config);
    expect(await adapter.send(account('revoked'), message)).toMatchObject({ ok: false, reason: 'channelNotAuthorized', retryable: false });
    await fetch(`${api}/${STAND_IN_PATHS.dialog360}/_control/fail`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ times: 1 }) });
    expect(await adapter.send(account(KEY), message)).toMatchObject({ ok: false, reason: 'providerError', retryable: true });
    expect(await adapter.send({ ...account(KEY), settings: {} }, message)).toMatchObject({ ok: false, reason: 'channelNotAuthorized' });
  });
});
