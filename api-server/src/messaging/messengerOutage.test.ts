import type { ChannelAccount } from '../channels/Channel';
import { createWhatsappCloudAdapter } from '../channels/whatsappCloud';
import { createWhatsappCloudStandIn } from '../channels/standIns/whatsappCloud';
import { startStandInServer, type StandInServer } from '../platform/standIns/server';
import { engineTestbed, insertClient, insertFlow, insertSalon, insertVisit, silentEngineLog, type Testbed } from './testing';

/**
 * A messenger that answers 500 or does not answer for a while (issue 35, item 3): the engine sends through the
 * real WhatsApp Cloud adapter to its HTTP stand-in. A 500 is tried again after 1, 4, 16, 64 minutes and the
 * message ends sent once the messenger is back, or failed providerError with the messenger's answer after the
 * fifth attempt; a request that timed out (the messenger may have it) is not sent again but failed with that
 * reason. No message is left waiting and none reaches the messenger twice.
 */
const NOW = new Date('2026-11-24T08:00:00Z'); // Tuesday, 11:00 in Moscow
const HOUR = 3_600_000;
const NUMBER = { phoneNumberId: '106540352242922', accessToken: 'EAAG-test-token', appSecret: 'app-secret-of-the-test', displayPhoneNumber: '+15550001111', webhookUrl: null };

describe('a messenger answering 500 or timing out for a while', () => {
  let bed: Testbed;
  let server: StandInServer;
  const standIn = createWhatsappCloudStandIn({ callbackDelayMs: 60_000, hangMs: 1_000, resolveWebhookUrl: async () => null, numbers: [NUMBER] });
  let salon: Awaited<ReturnType<typeof insertSalon>>;

  beforeAll(async () => {
    bed = await engineTestbed(NOW);
    server = await startStandInServer(standIn.routes);
  });
  beforeEach(async () => {
    await bed.reset(NOW);
    salon = await insertSalon(bed.db, { owner: { quota: 100 } });
    await bed.db.query(`update channel_accounts set adapter = 'whatsappCloud', settings = $2 where id = $1`, [
      salon.channelId,
      JSON.stringify({ phoneNumberId: NUMBER.phoneNumberId, accessToken: NUMBER.accessToken, appSecret: NUMBER.appSecret, verifyToken: 'verify' }),
    ]);
    // The engine's WhatsApp Cloud adapter is the real one, talking HTTP to the stand-in (half a second to answer).
    const adapter = createWhatsappCloudAdapter({ mode: 'production', publicUrl: 'http://127.0.0.1:1', whatsappGraphBaseUrl: `${server.url}/stand-ins/whatsapp-cloud`, whatsappGraphVersion: 'v21.0', channelHttpTimeoutMs: 500 });
    const account: ChannelAccount = {
      id: salon.channelId,
      userId: salon.userId,
      kind: 'whatsapp',
      adapter: 'whatsappCloud',
      state: 'authorized',
      phone: '+79000000000',
      settings: { phoneNumberId: NUMBER.phoneNumberId, accessToken: NUMBER.accessToken, appSecret: NUMBER.appSecret, verifyToken: 'verify' },
    };
    bed.adapters.whatsappCloud.answer = (message) => adapter.send(account, message);
    await insertFlow(bed.db, salon.userId, { type: 'visitReminder', settings: { intervalMinutes: 120 } });
  });
  afterEach(() => {
    silentEngineLog.errors.length = 0;
  });
  afterAll(async () => {
    await server.close();
    await bed.close();
  });

  async function reminderDueNow(phone: string): Promise<void> {
    const clientId = await insertClient(bed.db, salon.userId, salon.companyId, { phone });
    await insertVisit(bed.db, salon.userId, salon.companyId, { clientId, startsAt: new Date(bed.clock.now().getTime() + 2 * HOUR), serviceIds: ['cut'] });
  }
  const accepted = (phone: string) => standIn.accepted.filter((message) => `+${message.to.replace(/^\+/, '')}` === phone).length;

  it('tries again with a growing pause through three 500s and sends it once the messenger is back', async () => {
    await reminderDueNow('+79160000101');
    standIn.command({ outcome: 'fail', httpStatus: 500, code: 1, message: 'An unknown error occurred', to: '+79160000101', times: 3 });
    await bed.tick();
    const [first] = await bed.messages();
    expect(first).toMatchObject({ status: 'queued', reason: 'providerError', scheduled_at: new Date(NOW.getTime() + 60_000) });
    expect(first?.reason_detail).toContain('Attempt 1 failed');
    // 1 and then 4 minutes later: still the outage, the pause growing.
    await bed.advance(60_000);
    expect(await bed.messages()).toMatchObject([{ status: 'queued', scheduled_at: new Date(NOW.getTime() + 5 * 60_000) }]);
    await bed.advance(4 * 60_000);
    expect(await bed.messages()).toMatchObject([{ status: 'queued', scheduled_at: new Date(NOW.getTime() + 21 * 60_000) }]);
    expect(accepted('+79160000101')).toBe(0);
    // 16 minutes later the messenger answers again.
    await bed.advance(16 * 60_000);
    expect(await bed.messages()).toMatchObject([{ status: 'sent', reason: null }]);
    expect(accepted('+79160000101')).toBe(1);
    expect(bed.adapters.whatsappCloud.sent).toHaveLength(4);
  });

  it('fails it providerError with the messenger’s answer after the fifth attempt of an outage that lasts', async () => {
    await reminderDueNow('+79160000102');
    standIn.command({ outcome: 'fail', httpStatus: 500, code: 1, message: 'An unknown error occurred', to: '+79160000102' });
    await bed.tick();
    for (const minutes of [1, 4, 16, 64]) await bed.advance(minutes * 60_000);
    const [message] = await bed.messages();
    expect(message).toMatchObject({ status: 'failed', reason: 'providerError' });
    expect(message?.reason_detail).toContain('An unknown error occurred');
    expect(bed.adapters.whatsappCloud.sent).toHaveLength(5);
    // Nothing more is tried: the message is done.
    await bed.advance(24 * HOUR);
    expect(bed.adapters.whatsappCloud.sent).toHaveLength(5);
  });

  it('does not send again a message whose request timed out (the messenger may have it): failed with that reason', async () => {
    await reminderDueNow('+79160000103');
    standIn.command({ outcome: 'timeout', to: '+79160000103', times: 1 });
    await bed.tick();
    const [message] = await bed.messages();
    expect(message).toMatchObject({ status: 'failed', reason: 'providerError' });
    expect(message?.reason_detail).toContain('may have gone');
    await bed.advance(HOUR);
    expect(bed.adapters.whatsappCloud.sent).toHaveLength(1);
    expect(await bed.messages()).toMatchObject([{ status: 'failed', reason: 'providerError' }]);
  });
});
