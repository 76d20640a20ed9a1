import { manualClock } from '../platform/clock';
import type { Db } from '../platform/db/Db';
import { manualJobQueue } from '../platform/jobs/manualJobQueue';
import { QUEUES } from '../platform/jobs/queues';
import { openTestDb } from '../testing/createTestApp';
import { chatbotReplyHandler, replyIntent } from './replies';

const NOW = new Date('2025-03-10T09:00:00Z');
const TOMORROW = new Date('2025-03-11T10:00:00Z');
const BOT_TEXTS = { confirmText: 'Thank you, {clientName}! See you on {recordDate}.', cancelText: 'Your record on {recordDate} is canceled.' };

describe('reading a client’s reply', () => {
  it.each([
    ['Да', 'confirm'],
    ['да, подтверждаю!', 'confirm'],
    ['Подтвердить', 'confirm'],
    ['  CONFIRM ', 'confirm'],
    ['Yes', 'confirm'],
    ['Sim, confirmo', 'confirm'],
    ['Так, підтверджую', 'confirm'],
    ['1', 'confirm'],
    ['+', 'confirm'],
    ['Нет, отмените запись', 'cancel'],
    ['Отменить', 'cancel'],
    ['не приду', 'cancel'],
    ['cancel', 'cancel'],
    ['Não vou', 'cancel'],
    ['Cancelar', 'cancel'],
    ['Скасувати', 'cancel'],
    ['2', 'cancel'],
    ['Да, отмените', null],
    ['Спасибо!', null],
    ['', null],
  ] as const)('%j asks to %s', (text, intent) => {
    expect(replyIntent(text, BOT_TEXTS)).toBe(intent);
  });

  it('takes a reply equal to one of the bot’s own texts', () => {
    expect(replyIntent('Записаться снова', { confirmText: 'Жду!', cancelText: 'Записаться снова' })).toBe('cancel');
  });
});

describe('the booking chatbots acting on replies', () => {
  const clock = manualClock(NOW);
  let db: Db;
  let userId: string;
  let companyId: string;
  let otherCompanyId: string;

  let visits = 0;
  async function insertVisit(company = companyId, startsAt = TOMORROW): Promise<string> {
    visits += 1;
    const [row] = await db.query<{ id: string }>(
      `insert into visits (user_id, company_id, source_id, starts_at, status) values ($1, $2, $3, $4, 'waiting') returning id`,
      [userId, company, `v-${visits}`, startsAt.toISOString()],
    );
    if (!row) throw new Error('no visit');
    return row.id;
  }

  async function insertBot(fields: { companyId: string; enabled?: boolean; removeOnCancel?: boolean }): Promise<string> {
    const [row] = await db.query<{ id: string }>(
      `insert into booking_chatbots (user_id, name, instance_id, company_id, phone, enabled, confirm_text, cancel_text, remove_on_cancel)
       values ($1, 'Bot', 'instance', $2, '+79001234567', $3, $4, $5, $6) returning id`,
      [userId, fields.companyId, fields.enabled ?? true, BOT_TEXTS.confirmText, BOT_TEXTS.cancelText, fields.removeOnCancel ?? false],
    );
    if (!row) throw new Error('no bot');
    return row.id;
  }

  async function visit(id: string) {
    const [row] = await db.query<{ status: string; canceled: boolean }>('select status, canceled_at is not null as canceled from visits where id = $1', [id]);
    return row;
  }

  /** Whether the record is removed as business/store.ts keeps removals: the row gone, or a removal column (removed_at...) set. */
  async function removed(id: string): Promise<boolean> {
    const [row] = await db.query<{ fields: Record<string, unknown> }>('select to_jsonb(v) as fields from visits v where v.id = $1', [id]);
    if (!row) return true;
    return Object.entries(row.fields).some(([name, value]) => name.startsWith('remove') && value !== null && value !== false);
  }

  function reply(visitId: string | null, text: string) {
    return { userId, messageId: '00000000-0000-0000-0000-000000000001', visitId, companyId: null, channelAccountId: null, text, at: clock.now() };
  }

  beforeAll(async () => {
    db = await openTestDb('migrated');
    const [user] = await db.query<{ id: string }>(`insert into users (email, password_hash) values ('bot-owner@example.com', 'x') returning id`);
    userId = user?.id ?? '';
    const [connection] = await db.query<{ id: string }>(
      `insert into business_connections (user_id, integration, external_id, name, webhook_secret) values ($1, 'yclients', '1', 'Salon', 'secret') returning id`,
      [userId],
    );
    const companies = await db.query<{ id: string }>(
      `insert into companies (user_id, connection_id, source_id, name) values ($1, $2, '512345', 'Centre'), ($1, $2, '777', 'North') returning id`,
      [userId, connection?.id],
    );
    companyId = companies[0]?.id ?? '';
    otherCompanyId = companies[1]?.id ?? '';
  });
  afterAll(async () => {
    await db.close();
  });
  beforeEach(async () => {
    await db.query('delete from booking_chatbots');
  });

  it('confirms the visit on "confirm", and wakes the engine', async () => {
    await insertBot({ companyId: '512345' });
    const jobs = manualJobQueue(clock);
    const id = await insertVisit();
    await chatbotReplyHandler(db, { jobs }).handleReply(reply(id, 'Да, подтверждаю'));
    expect(await visit(id)).toEqual({ status: 'confirmed', canceled: false });
    expect(jobs.pending().map((job) => job.queue)).toEqual([QUEUES.businessEvents]);
  });

  it('cancels the visit on "cancel", keeping the record without removeOnCancel', async () => {
    await insertBot({ companyId: '512345' });
    const id = await insertVisit();
    await chatbotReplyHandler(db).handleReply(reply(id, 'Отменить'));
    expect(await visit(id)).toMatchObject({ canceled: true });
    expect(await removed(id)).toBe(false);
  });

  it('cancels and removes the record with removeOnCancel', async () => {
    await insertBot({ companyId: '512345', removeOnCancel: true });
    const id = await insertVisit();
    await chatbotReplyHandler(db).handleReply(reply(id, 'cancel'));
    expect(await removed(id)).toBe(true);
  });

  it('does nothing when the branch’s chatbot is disabled', async () => {
    await insertBot({ companyId: '512345', enabled: false });
    const jobs = manualJobQueue(clock);
    const id = await insertVisit();
    await chatbotReplyHandler(db, { jobs }).handleReply(reply(id, 'Да'));
    await chatbotReplyHandler(db, { jobs }).handleReply(reply(id, 'Отменить'));
    expect(await visit(id)).toEqual({ status: 'waiting', canceled: false });
    expect(jobs.pending()).toEqual([]);
  });

  it('acts only through the visit’s own branch’s chatbot, named by the booking system’s id or the cabinet’s', async () => {
    await insertBot({ companyId: '777' });
    const centre = await insertVisit(companyId);
    await chatbotReplyHandler(db).handleReply(reply(centre, 'Да'));
    expect(await visit(centre)).toEqual({ status: 'waiting', canceled: false });

    await insertBot({ companyId: otherCompanyId });
    const north = await insertVisit(otherCompanyId);
    await chatbotReplyHandler(db).handleReply(reply(north, 'Да'));
    expect(await visit(north)).toEqual({ status: 'confirmed', canceled: false });
  });

  it('leaves a visit that has begun, a reply about no visit, and a reply that asks for nothing', async () => {
    await insertBot({ companyId: '512345' });
    const begun = await insertVisit(companyId, new Date(NOW.getTime() - 60_000));
    await chatbotReplyHandler(db).handleReply(reply(begun, 'Отменить'));
    expect(await visit(begun)).toEqual({ status: 'waiting', canceled: false });

    await expect(chatbotReplyHandler(db).handleReply(reply(null, 'Да'))).resolves.toBeUndefined();
    const id = await insertVisit();
    await chatbotReplyHandler(db).handleReply(reply(id, 'Спасибо!'));
    expect(await visit(id)).toEqual({ status: 'waiting', canceled: false });
  });
});
