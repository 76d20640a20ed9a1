import { silentEngineLog, engineTestbed, insertBusinessEvent, insertClient, insertFlow, insertSalon, insertVisit, type Testbed } from './testing';

const NOW = new Date('2026-11-24T08:00:00Z'); // 11:00 in Moscow, a Tuesday
const HOUR = 3_600_000;

describe('planning visit reminders, review requests and cross-selling', () => {
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

  it('plans a reminder intervalMinutes before the visit, once however often it plans', async () => {
    const flowId = await insertFlow(bed.db, salon.userId, { type: 'visitReminder', settings: { intervalMinutes: 1440, content: '{clientName}, ждём вас {recordDate} в {recordTime}: {serviceTitle}, мастер {masterName}' } });
    const clientId = await insertClient(bed.db, salon.userId, salon.companyId, { name: 'Анна', phone: '+79161234567' });
    const tomorrow = new Date(NOW.getTime() + 30 * HOUR); // 25 Nov, 17:00 Moscow
    await insertVisit(bed.db, salon.userId, salon.companyId, { clientId, startsAt: tomorrow, staffId: salon.staffId, serviceIds: ['cut', 'colour'] });
    // Beyond the horizon: planned later.
    await insertVisit(bed.db, salon.userId, salon.companyId, { clientId, startsAt: new Date(NOW.getTime() + 60 * HOUR) });

    await bed.tick();
    await bed.tick();
    expect(await bed.engine.planFlows()).toBe(0);

    const messages = await bed.messages();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      flow_id: flowId,
      status: 'queued',
      recipient: '+79161234567',
      scheduled_at: new Date(tomorrow.getTime() - 24 * HOUR),
      text: 'Анна, ждём вас 25.11.2026 в 17:00: Стрижка, Окрашивание, мастер Ольга',
    });
    const [flow] = await bed.db.query<{ next_start: Date; status: string }>('select next_start, status from flows where id = $1', [flowId]);
    expect(flow).toEqual({ next_start: new Date(tomorrow.getTime() - 24 * HOUR), status: 'waiting' });

    bed.clock.set(new Date(tomorrow.getTime() - 24 * HOUR));
    await bed.jobs.drain();
    expect(bed.adapter.sent.map((sent) => sent.message.text)).toEqual(['Анна, ждём вас 25.11.2026 в 17:00: Стрижка, Окрашивание, мастер Ольга']);
  });

  it('sends the due reminder of a booking that arrives late as soon as the booking arrives, not at the next tick', async () => {
    await insertFlow(bed.db, salon.userId, { type: 'visitReminder', settings: { intervalMinutes: 120, content: 'До встречи в {recordTime}' } });
    const clientId = await insertClient(bed.db, salon.userId, salon.companyId, { phone: '+79161234567' });
    const visitId = await insertVisit(bed.db, salon.userId, salon.companyId, { clientId, startsAt: new Date(NOW.getTime() + 1.5 * HOUR) });
    await insertBusinessEvent(bed.db, salon.userId, { kind: 'visitCreated', visitId, at: NOW });

    expect(await bed.engine.processBusinessEvents()).toBe(1);
    await bed.jobs.drain();

    expect(bed.adapter.sent.map((sent) => sent.message.text)).toEqual(['До встречи в 12:30']);
    expect(await bed.messages()).toEqual([expect.objectContaining({ status: 'sent', visit_id: visitId })]);
  });

  it('does not send a 24-hour reminder for a visit booked 5 hours ahead, nor for a canceled one', async () => {
    await insertFlow(bed.db, salon.userId, { type: 'visitReminder', settings: { intervalMinutes: 1440 } });
    const clientId = await insertClient(bed.db, salon.userId, salon.companyId);
    await insertVisit(bed.db, salon.userId, salon.companyId, { clientId, startsAt: new Date(NOW.getTime() + 5 * HOUR) });
    await insertVisit(bed.db, salon.userId, salon.companyId, { clientId, startsAt: new Date(NOW.getTime() + 30 * HOUR), canceledAt: NOW });
    await bed.tick();
    expect(await bed.messages()).toEqual([]);
  });

  it('plans for the visits that match the filters and no exclusion rule', async () => {
    await insertFlow(bed.db, salon.userId, {
      type: 'visitReminder',
      settings: { intervalMinutes: 120, filters: { staffIds: ['master-1'], categoryIds: ['colouring'], visitCount: { min: 1 } }, exclusionRules: [{ kind: 'clientCategory', ids: ['vip'] }] },
    });
    const regular = await insertClient(bed.db, salon.userId, salon.companyId, { name: 'Постоянная' });
    const newcomer = await insertClient(bed.db, salon.userId, salon.companyId, { name: 'Новенькая' });
    const vip = await insertClient(bed.db, salon.userId, salon.companyId, { name: 'VIP', categoryId: 'vip' });
    for (const clientId of [regular, vip]) {
      await insertVisit(bed.db, salon.userId, salon.companyId, { clientId, startsAt: new Date(NOW.getTime() - 30 * 24 * HOUR), status: 'arrived' });
    }
    const inThreeHours = new Date(NOW.getTime() + 3 * HOUR);
    for (const clientId of [regular, newcomer, vip]) {
      await insertVisit(bed.db, salon.userId, salon.companyId, { clientId, startsAt: inThreeHours, staffId: salon.staffId, serviceIds: ['colour'] });
    }
    // The right client, another category of service: filtered out.
    await insertVisit(bed.db, salon.userId, salon.companyId, { clientId: regular, startsAt: new Date(NOW.getTime() + 4 * HOUR), staffId: salon.staffId, serviceIds: ['cut'] });
    await bed.tick();
    const rows = await bed.db.query<{ client_name: string }>('select client_name from messages');
    expect(rows.map((row) => row.client_name)).toEqual(['Постоянная']);
  });

  it('plans nothing for a paused flow or one outside the tariff', async () => {
    await insertFlow(bed.db, salon.userId, { type: 'visitReminder', status: 'pause', settings: { intervalMinutes: 60 } });
    await bed.db.query('update users set major_tariff = 14 where id = $1', [salon.userId]);
    await insertFlow(bed.db, salon.userId, { type: 'visitReminder', settings: { intervalMinutes: 60 } });
    const clientId = await insertClient(bed.db, salon.userId, salon.companyId);
    await insertVisit(bed.db, salon.userId, salon.companyId, { clientId, startsAt: new Date(NOW.getTime() + 2 * HOUR) });
    await bed.tick();
    expect(await bed.messages()).toEqual([]);
  });

  it('sends an SMS flow’s reminder through the SMS channel', async () => {
    await insertFlow(bed.db, salon.userId, { type: 'sms', settings: { content: 'SMS {recordTime}' } });
    const clientId = await insertClient(bed.db, salon.userId, salon.companyId);
    await insertVisit(bed.db, salon.userId, salon.companyId, { clientId, startsAt: new Date(NOW.getTime() + 23.5 * HOUR) });
    await bed.tick();
    const [message] = await bed.db.query<{ channel: string; status: string; reason: string }>('select channel, status, reason from messages');
    // The salon has no SMS account: the rule names it.
    expect(message).toEqual({ channel: 'sms', status: 'failed', reason: 'noChannel' });
  });

  it('asks for a review reviewRangeMinutes after a visit the client came to', async () => {
    await insertFlow(bed.db, salon.userId, { type: 'reviewRequest', settings: { reviewRangeMinutes: 120, content: 'Оцените визит: {reviewForm}' } });
    const came = await insertClient(bed.db, salon.userId, salon.companyId);
    const didNotCome = await insertClient(bed.db, salon.userId, salon.companyId);
    const startedAt = new Date(NOW.getTime() - 2 * HOUR);
    await insertVisit(bed.db, salon.userId, salon.companyId, { clientId: came, startsAt: startedAt, durationMinutes: 60, status: 'arrived' });
    await insertVisit(bed.db, salon.userId, salon.companyId, { clientId: didNotCome, startsAt: startedAt, durationMinutes: 60, status: 'notCome' });
    await bed.tick();
    const [message] = await bed.messages();
    expect(await bed.messages()).toHaveLength(1);
    expect(message).toMatchObject({ status: 'queued', scheduled_at: new Date(startedAt.getTime() + 3 * HOUR) });
    await bed.advance(HOUR);
    expect(bed.adapter.sent).toHaveLength(1);
    expect(bed.adapter.sent[0]?.message.text).toMatch(/^Оцените визит: http:\/\/localhost:3000\/rv\/[A-Za-z0-9_-]{43}$/);
  });

  it('offers cross-selling delayMinutes after a visit', async () => {
    await insertFlow(bed.db, salon.userId, { type: 'crossSell', settings: { delayMinutes: 1440, filters: { serviceIds: ['colour'] } } });
    const clientId = await insertClient(bed.db, salon.userId, salon.companyId);
    const other = await insertClient(bed.db, salon.userId, salon.companyId);
    const visitStart = new Date(NOW.getTime() - 20 * HOUR);
    await insertVisit(bed.db, salon.userId, salon.companyId, { clientId, startsAt: visitStart, serviceIds: ['colour'], status: 'arrived' });
    await insertVisit(bed.db, salon.userId, salon.companyId, { clientId: other, startsAt: visitStart, serviceIds: ['cut'], status: 'arrived' });
    await bed.tick();
    expect((await bed.messages()).map((message) => message.scheduled_at)).toEqual([new Date(visitStart.getTime() + 25 * HOUR)]);
  });
});
