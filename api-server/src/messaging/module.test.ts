import { manualClock } from '../platform/clock';
import { manualJobQueue } from '../platform/jobs/manualJobQueue';
import { QUEUES } from '../platform/jobs/queues';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { insertClient, insertFlow, insertSalon, insertVisit } from './testing';

const NOW = new Date('2026-11-24T08:00:00Z');
const HOUR = 3_600_000;

describe('the engine in the app', () => {
  const clock = manualClock(NOW);
  const jobs = manualJobQueue(clock);
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp({ seed: false, app: { clock, jobs } });
  });
  afterAll(async () => {
    await api.close();
  });

  it('sends a reminder through the simulated messenger, follows its statuses, and the chatbot confirms the visit on the client’s reply', async () => {
    const { db } = api;
    const salon = await insertSalon(db);
    await insertFlow(db, salon.userId, { type: 'visitReminder', settings: { intervalMinutes: 120, content: '{clientName}, ждём вас в {recordTime}' } });
    await db.query(
      `insert into booking_chatbots (user_id, name, instance_id, company_id, phone, confirm_text, cancel_text)
       values ($1, 'Bot', $2, $3, '+79000000000', 'Спасибо!', 'Запись отменена')`,
      [salon.userId, salon.channelId, salon.companyId],
    );
    // A number ending 0004: the simulated client reads and answers with a confirmation.
    const clientId = await insertClient(db, salon.userId, salon.companyId, { name: 'Анна', phone: '+79161230004' });
    const visitId = await insertVisit(db, salon.userId, salon.companyId, { clientId, startsAt: new Date(NOW.getTime() + 2 * HOUR) });

    await jobs.fire(QUEUES.engineTick);
    await jobs.drain();
    clock.advance(10 * 60_000);
    await jobs.drain();

    const [message] = await db.query<{ status: string; reply_text: string | null; delivered_at: Date | null; read_at: Date | null; text: string }>(
      'select status, reply_text, delivered_at, read_at, text from messages',
    );
    expect(message).toMatchObject({ status: 'replied', reply_text: 'Да, подтверждаю', text: 'Анна, ждём вас в 13:00' });
    expect(message?.delivered_at).not.toBeNull();
    expect(message?.read_at).not.toBeNull();
    const [visit] = await db.query<{ status: string }>('select status from visits where id = $1', [visitId]);
    expect(visit?.status).toBe('confirmed');
    // The confirmation is a status change only: the engine consumed its event and sent nothing more.
    await jobs.fire(QUEUES.engineTick);
    await jobs.drain();
    const [events] = await db.query<{ unprocessed: number }>('select count(*) filter (where processed_at is null)::int as unprocessed from business_events');
    expect(events?.unprocessed).toBe(0);
    expect(await db.query('select id from messages')).toHaveLength(1);
  });
});
