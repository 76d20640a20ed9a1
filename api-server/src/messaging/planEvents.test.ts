import { QUEUES } from '../platform/jobs/queues';
import { setVisitStatus } from '../business/store';
import {
  engineTestbed,
  insertBusinessEvent,
  insertClient,
  insertCompany,
  insertConnection,
  insertFlow,
  insertOrder,
  insertSalon,
  insertVisit,
  silentEngineLog,
  type Testbed,
} from './testing';

const NOW = new Date('2026-11-24T08:00:00Z');
const HOUR = 3_600_000;

describe('planning from business events', () => {
  let bed: Testbed;
  let salon: Awaited<ReturnType<typeof insertSalon>>;

  beforeAll(async () => {
    bed = await engineTestbed(NOW);
  });
  beforeEach(async () => {
    await bed.reset(NOW);
    salon = await insertSalon(bed.db);
  });
  afterEach(() => {
    expect(silentEngineLog.errors).toEqual([]);
  });
  afterAll(async () => {
    await bed.close();
  });

  async function wake() {
    await bed.jobs.send(QUEUES.businessEvents, {});
    await bed.jobs.drain();
  }

  it('notices a created record after delayMinutes, once however often the event is processed', async () => {
    await insertFlow(bed.db, salon.userId, { type: 'recordCreated', settings: { delayMinutes: 5, content: '{clientName}, вы записаны на {recordDate} в {recordTime}' } });
    const clientId = await insertClient(bed.db, salon.userId, salon.companyId, { name: 'Анна' });
    const visitId = await insertVisit(bed.db, salon.userId, salon.companyId, { clientId, startsAt: new Date(NOW.getTime() + 48 * HOUR) });
    await insertBusinessEvent(bed.db, salon.userId, { kind: 'visitCreated', visitId, at: NOW });
    await wake();
    // The same event delivered twice (a replayed webhook writes no second event; a crash before marking it processed does).
    await bed.db.query('update business_events set processed_at = null');
    await wake();
    expect(await bed.messages()).toMatchObject([{ status: 'queued', scheduled_at: new Date(NOW.getTime() + 5 * 60_000), text: 'Анна, вы записаны на 26.11.2026 в 11:00' }]);
    await bed.advance(5 * 60_000);
    expect(bed.adapter.sent).toHaveLength(1);
  });

  it('notices a moved record, voids the reminder for the old time and plans one for the new', async () => {
    await insertFlow(bed.db, salon.userId, { type: 'recordChanged' });
    await insertFlow(bed.db, salon.userId, { type: 'visitReminder', settings: { intervalMinutes: 120 } });
    const clientId = await insertClient(bed.db, salon.userId, salon.companyId);
    const visitId = await insertVisit(bed.db, salon.userId, salon.companyId, { clientId, startsAt: new Date(NOW.getTime() + 5 * HOUR) });
    await insertBusinessEvent(bed.db, salon.userId, { kind: 'visitCreated', visitId, at: NOW });
    await bed.tick();
    expect((await bed.messages()).map((message) => [message.dedupe_key.split(':')[0], message.status])).toEqual([['visitReminder', 'queued']]);

    bed.clock.advance(HOUR);
    await bed.db.query('update visits set starts_at = $2 where id = $1', [visitId, new Date(NOW.getTime() + 8 * HOUR).toISOString()]);
    await insertBusinessEvent(bed.db, salon.userId, { kind: 'visitChanged', visitId, at: bed.clock.now() });
    await bed.tick();
    const messages = await bed.messages();
    expect(messages.map((message) => [message.dedupe_key.split(':')[0], message.status, message.reason])).toEqual([
      ['recordChanged', 'sent', null],
      ['visitReminder', 'skipped', 'recordChanged'],
      ['visitReminder', 'queued', null],
    ]);
  });

  it('sends no "record changed" notice when only the status changed (a chatbot’s confirm)', async () => {
    await insertFlow(bed.db, salon.userId, { type: 'recordChanged' });
    const clientId = await insertClient(bed.db, salon.userId, salon.companyId);
    const visitId = await insertVisit(bed.db, salon.userId, salon.companyId, { clientId, startsAt: new Date(NOW.getTime() + 5 * HOUR) });
    await insertBusinessEvent(bed.db, salon.userId, { kind: 'visitCreated', visitId, at: NOW });
    await wake();
    await setVisitStatus(bed.db, salon.userId, visitId, 'confirmed');
    await wake();
    expect(await bed.messages()).toEqual([]);
  });

  it('notices a canceled record and skips what was waiting for it', async () => {
    await insertFlow(bed.db, salon.userId, { type: 'recordCanceled', settings: { content: 'Запись на {recordDate} отменена' } });
    await insertFlow(bed.db, salon.userId, { type: 'visitReminder', settings: { intervalMinutes: 1440 } });
    const clientId = await insertClient(bed.db, salon.userId, salon.companyId);
    const visitId = await insertVisit(bed.db, salon.userId, salon.companyId, { clientId, startsAt: new Date(NOW.getTime() + 30 * HOUR) });
    await bed.tick();
    await bed.db.query('update visits set canceled_at = $2 where id = $1', [visitId, NOW.toISOString()]);
    await insertBusinessEvent(bed.db, salon.userId, { kind: 'visitCanceled', visitId, at: NOW });
    await bed.tick();
    expect((await bed.messages()).map((message) => [message.dedupe_key.split(':')[0], message.status, message.reason])).toEqual([
      ['recordCanceled', 'sent', null],
      ['visitReminder', 'skipped', 'recordCanceled'],
    ]);
  });

  it('tells a webhook flow’s clients each new status of their order, and drops the abandoned-cart reminder', async () => {
    const cafeConnection = await insertConnection(bed.db, salon.userId, 'iikocrm');
    const cafe = await insertCompany(bed.db, salon.userId, cafeConnection, { name: 'Кафе' });
    await insertFlow(bed.db, salon.userId, { type: 'webhook', integration: 'iikocrm', settings: { content: 'Заказ {orderNum}: {orderStatus}, {orderSum}' } });
    await insertFlow(bed.db, salon.userId, { type: 'abandonedCart', integration: 'iikocrm', settings: { delayMinutes: 60 } });
    const clientId = await insertClient(bed.db, salon.userId, cafe);
    const orderId = await insertOrder(bed.db, salon.userId, cafe, { clientId, status: 'Unconfirmed', number: 'A-7', sum: 1250.5, updatedAt: NOW });
    await bed.tick();
    expect((await bed.messages()).map((message) => [message.dedupe_key.split(':')[0], message.status])).toEqual([['abandonedCart', 'queued']]);

    bed.clock.advance(30 * 60_000);
    await bed.db.query(`update orders set status = 'OnWay', updated_at = $2 where id = $1`, [orderId, bed.clock.now().toISOString()]);
    await insertBusinessEvent(bed.db, salon.userId, { kind: 'orderStatusChanged', orderId, at: bed.clock.now() });
    await bed.tick();
    const messages = await bed.messages();
    expect(messages.map((message) => [message.dedupe_key.split(':')[0], message.status, message.reason])).toEqual([
      ['webhook', 'sent', null],
      ['abandonedCart', 'skipped', 'recordChanged'],
    ]);
    // The owner writes Russian: the amount is written the Russian way (a no-break space between thousands).
    expect(messages[0]?.text).toBe('Заказ A-7: в пути, 1\u00a0250,5');
  });

  it('sends an abandoned-cart reminder when the order is still unconfirmed', async () => {
    const cafeConnection = await insertConnection(bed.db, salon.userId, 'iikocrm');
    const cafe = await insertCompany(bed.db, salon.userId, cafeConnection);
    await insertFlow(bed.db, salon.userId, { type: 'abandonedCart', integration: 'iikocrm', settings: { delayMinutes: 60 } });
    // A Yclients flow of the same type does not see the cafe's orders.
    await insertFlow(bed.db, salon.userId, { type: 'abandonedCart', settings: { delayMinutes: 60 } });
    const clientId = await insertClient(bed.db, salon.userId, cafe);
    await insertOrder(bed.db, salon.userId, cafe, { clientId, status: 'Unconfirmed', updatedAt: NOW });
    await insertOrder(bed.db, salon.userId, cafe, { clientId, status: 'Delivered', updatedAt: NOW });
    await bed.tick();
    await bed.advance(HOUR);
    expect(bed.adapter.sent).toHaveLength(1);
  });
});
