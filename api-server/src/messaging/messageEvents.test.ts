import { engineTestbed, insertClient, insertFlow, insertSalon, insertVisit, silentEngineLog, type Testbed } from './testing';

const NOW = new Date('2026-11-24T08:00:00Z');
const HOUR = 3_600_000;

describe('what channels report about sent messages', () => {
  let bed: Testbed;
  let salon: Awaited<ReturnType<typeof insertSalon>>;
  let messageId: string;
  let visitId: string;
  const providerId = () => `p-${messageId}`;

  beforeAll(async () => {
    bed = await engineTestbed(NOW);
  });
  beforeEach(async () => {
    await bed.reset(NOW);
    salon = await insertSalon(bed.db, { owner: { quota: 10 } });
    await insertFlow(bed.db, salon.userId, { type: 'visitReminder', settings: { intervalMinutes: 120 } });
    const clientId = await insertClient(bed.db, salon.userId, salon.companyId, { phone: '+79161234567' });
    visitId = await insertVisit(bed.db, salon.userId, salon.companyId, { clientId, startsAt: new Date(NOW.getTime() + 2 * HOUR) });
    await bed.tick();
    const [message] = await bed.messages();
    messageId = message?.id ?? '';
    expect(message?.status).toBe('sent');
  });
  afterEach(() => {
    expect(silentEngineLog.errors).toEqual([]);
  });
  afterAll(async () => {
    await bed.close();
  });

  const row = async () =>
    (
      await bed.db.query<{ status: string; delivered_at: Date | null; read_at: Date | null; replied_at: Date | null; reply_text: string | null; reason: string | null }>(
        'select status, delivered_at, read_at, replied_at, reply_text, reason from messages where id = $1',
        [messageId],
      )
    )[0];

  it('moves a message forward only: a late "delivered" after "read" changes nothing but its missing time', async () => {
    const t1 = new Date(NOW.getTime() + 60_000);
    const t2 = new Date(NOW.getTime() + 120_000);
    await bed.engine.events.record({ kind: 'read', providerMessageId: providerId(), at: t2 });
    await bed.engine.events.record({ kind: 'delivered', providerMessageId: providerId(), at: t1 });
    // Read implies delivered: its time is the read's, the first known.
    expect(await row()).toMatchObject({ status: 'read', delivered_at: t2, read_at: t2 });
  });

  it('logs a reply on the latest message sent to that phone, keeps every reply, and tells the reply handlers', async () => {
    const at = new Date(NOW.getTime() + 5 * 60_000);
    await bed.engine.events.record({ kind: 'replied', channelAccountId: salon.channelId, fromPhone: '79161234567', text: 'Да', at });
    await bed.engine.events.record({ kind: 'replied', channelAccountId: salon.channelId, fromPhone: '+79161234567', text: 'Буду вовремя', at: new Date(at.getTime() + 60_000) });
    await bed.engine.events.record({ kind: 'read', providerMessageId: providerId(), at: new Date(at.getTime() + 120_000) });
    expect(await row()).toMatchObject({ status: 'replied', replied_at: at, reply_text: 'Да\nБуду вовремя' });
    expect(bed.replies).toEqual([
      { userId: salon.userId, messageId, visitId, companyId: salon.companyId, channelAccountId: salon.channelId, text: 'Да', at },
      expect.objectContaining({ text: 'Буду вовремя' }),
    ]);
  });

  it('fails a message the channel reports undeliverable and gives its unit back', async () => {
    const [before] = await bed.db.query<{ count: number }>('select available_notifications_count as count from users where id = $1', [salon.userId]);
    await bed.engine.events.record({ kind: 'failed', providerMessageId: providerId(), at: NOW, reason: 'notOnChannel', detail: 'not on WhatsApp' });
    await bed.engine.events.record({ kind: 'failed', providerMessageId: providerId(), at: NOW, reason: 'notOnChannel', detail: 'not on WhatsApp' });
    expect(await row()).toMatchObject({ status: 'failed', reason: 'notOnChannel' });
    const [after] = await bed.db.query<{ count: number }>('select available_notifications_count as count from users where id = $1', [salon.userId]);
    expect(after?.count).toBe((before?.count ?? 0) + 1);
  });

  it('ignores a report about a message the cabinet never sent', async () => {
    await bed.engine.events.record({ kind: 'delivered', providerMessageId: 'unknown', at: NOW });
    await bed.engine.events.record({ kind: 'replied', channelAccountId: salon.channelId, fromPhone: '+79990000000', text: 'Кто это?', at: NOW });
    expect(await row()).toMatchObject({ status: 'sent', delivered_at: null });
    expect(bed.replies).toEqual([]);
  });
});
