import { engineTestbed, insertClient, insertFlow, insertSalon, insertVisit, silentEngineLog, type Testbed } from './testing';

// 07:00 UTC is 10:00 in Moscow, 12:00 in Yekaterinburg; Tuesday 24 November 2026.
const NOW = new Date('2026-11-24T07:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('planning birthdays, return visits, retries and the daily report', () => {
  let bed: Testbed;
  let salon: Awaited<ReturnType<typeof insertSalon>>;

  beforeAll(async () => {
    bed = await engineTestbed(NOW);
  });
  beforeEach(async () => {
    await bed.reset(NOW);
    salon = await insertSalon(bed.db, { owner: { phone: '+79005550000' } });
  });
  afterEach(() => {
    expect(silentEngineLog.errors).toEqual([]);
  });
  afterAll(async () => {
    await bed.close();
  });

  it('greets a client birthdayDaysBefore days before the birthday, at FROM on the branch’s clock, once a year', async () => {
    await insertFlow(bed.db, salon.userId, { type: 'birthday', settings: { birthdayDaysBefore: 1, beginHour: 11, endHour: 20, content: 'С наступающим, {clientName}!' } });
    await insertClient(bed.db, salon.userId, salon.companyId, { name: 'Завтра', birthday: '1990-11-25' });
    await insertClient(bed.db, salon.userId, salon.companyId, { name: 'Сегодня', birthday: '1985-11-24' });
    await insertClient(bed.db, salon.userId, salon.companyId, { name: 'Послезавтра', birthday: '1985-11-26' });
    await bed.tick();
    // Today's greeting (for tomorrow's birthday) at 11:00 Moscow; tomorrow's (for the 26th) planned too.
    expect((await bed.messages()).map((message) => [message.text, message.scheduled_at])).toEqual([
      ['С наступающим, Завтра!', new Date('2026-11-24T08:00:00Z')],
      ['С наступающим, Послезавтра!', new Date('2026-11-25T08:00:00Z')],
    ]);
    await bed.advance(HOUR);
    await bed.advance(DAY);
    await bed.advance(DAY);
    expect(bed.adapter.sent.map((sent) => sent.message.text)).toEqual(['С наступающим, Завтра!', 'С наступающим, Послезавтра!']);
    expect(await bed.messages()).toHaveLength(2);
  });

  it('reminds reminderDaysN days after the last visit, unless the client came or booked since', async () => {
    await insertFlow(bed.db, salon.userId, { type: 'returnVisit', settings: { reminderDaysN: 30 } });
    const lapsed = await insertClient(bed.db, salon.userId, salon.companyId, { name: 'Пропала' });
    const booked = await insertClient(bed.db, salon.userId, salon.companyId, { name: 'Записана' });
    const monthAgo = new Date(NOW.getTime() - 30 * DAY + HOUR);
    for (const clientId of [lapsed, booked]) await insertVisit(bed.db, salon.userId, salon.companyId, { clientId, startsAt: monthAgo, status: 'arrived' });
    await insertVisit(bed.db, salon.userId, salon.companyId, { clientId: booked, startsAt: new Date(NOW.getTime() + 3 * DAY) });
    await bed.tick();
    const rows = await bed.db.query<{ client_name: string; status: string }>('select client_name, status from messages');
    // 10:00 in Moscow with no hours set: due now.
    expect(rows).toEqual([{ client_name: 'Пропала', status: 'sent' }]);
  });

  it('writes to clients not seen for retryDays', async () => {
    await insertFlow(bed.db, salon.userId, { type: 'retryNotify', settings: { retryDays: 7 } });
    const clientId = await insertClient(bed.db, salon.userId, salon.companyId);
    await insertVisit(bed.db, salon.userId, salon.companyId, { clientId, startsAt: new Date(NOW.getTime() - 7 * DAY), status: 'arrived' });
    await insertVisit(bed.db, salon.userId, salon.companyId, { clientId: await insertClient(bed.db, salon.userId, salon.companyId), startsAt: new Date(NOW.getTime() - 8 * DAY), status: 'arrived' });
    await bed.tick();
    expect(await bed.messages()).toHaveLength(1);
  });

  it('writes to at most notificationsPerDay lapsed clients a day, the next ones the next day', async () => {
    await insertFlow(bed.db, salon.userId, { type: 'retryNotifyRange', settings: { dayRange: 365, notificationsPerDay: 2 } });
    for (let index = 0; index < 5; index += 1) {
      const clientId = await insertClient(bed.db, salon.userId, salon.companyId);
      await insertVisit(bed.db, salon.userId, salon.companyId, { clientId, startsAt: new Date(NOW.getTime() - (40 + index) * DAY), status: 'arrived' });
    }
    // Seen 10 days ago: not lapsed. Seen 400 days ago: beyond the range.
    for (const daysAgo of [10, 400]) {
      await insertVisit(bed.db, salon.userId, salon.companyId, { clientId: await insertClient(bed.db, salon.userId, salon.companyId), startsAt: new Date(NOW.getTime() - daysAgo * DAY), status: 'arrived' });
    }
    await bed.tick();
    await bed.advance(HOUR);
    expect(bed.adapter.sent).toHaveLength(2);
    await bed.advance(DAY);
    await bed.advance(DAY);
    await bed.advance(DAY);
    expect(bed.adapter.sent).toHaveLength(5);
    expect(await bed.messages()).toHaveLength(5);
  });

  it('sends the owner the next day’s visits in the evening', async () => {
    await insertFlow(bed.db, salon.userId, { type: 'dailyReport', settings: { content: 'Отчёт {companyName}' } });
    const anna = await insertClient(bed.db, salon.userId, salon.companyId, { name: 'Анна' });
    const olga = await insertClient(bed.db, salon.userId, salon.companyId, { name: 'Ольга' });
    // 25 November, 10:00 and 12:30 in Moscow; one canceled; one the day after.
    await insertVisit(bed.db, salon.userId, salon.companyId, { clientId: olga, startsAt: new Date('2026-11-25T09:30:00Z'), serviceIds: ['colour'], staffId: salon.staffId });
    await insertVisit(bed.db, salon.userId, salon.companyId, { clientId: anna, startsAt: new Date('2026-11-25T07:00:00Z'), serviceIds: ['cut'] });
    await insertVisit(bed.db, salon.userId, salon.companyId, { clientId: anna, startsAt: new Date('2026-11-25T11:00:00Z'), canceledAt: NOW });
    await insertVisit(bed.db, salon.userId, salon.companyId, { clientId: anna, startsAt: new Date('2026-11-26T11:00:00Z') });
    await bed.tick();
    expect(await bed.messages()).toMatchObject([{ status: 'queued', recipient: '+79005550000', scheduled_at: new Date('2026-11-24T17:00:00Z') }]);
    bed.clock.set('2026-11-24T17:00:00Z');
    await bed.jobs.drain();
    expect(bed.adapter.sent.map((sent) => [sent.message.to, sent.message.text])).toEqual([
      ['+79005550000', 'Отчёт Салон ' + (await companyNumber()) + '\n\nЗаписи на 25.11.2026: 2\n10:00 Анна — Стрижка\n12:30 Ольга — Окрашивание (Ольга)'],
    ]);
  });

  async function companyNumber(): Promise<string> {
    const [row] = await bed.db.query<{ name: string }>('select name from companies where id = $1', [salon.companyId]);
    return (row?.name ?? '').replace('Салон ', '');
  }
});
