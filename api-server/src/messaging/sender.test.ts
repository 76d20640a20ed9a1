import { createIgnoreLinkTokens } from '../blacklist/ignoreLinks';
import { createReviewTokens, createVisitTokens } from './links';
import {
  engineTestbed,
  insertBlacklisted,
  insertChannel,
  insertBusinessEvent,
  insertConnection,
  insertOrder,
  insertClient,
  insertCompany,
  insertFlow,
  insertSalon,
  insertVisit,
  silentEngineLog,
  type Testbed,
} from './testing';

const NOW = new Date('2026-11-24T08:00:00Z'); // Tuesday, 11:00 in Moscow
const HOUR = 3_600_000;
const SECRET = 'test-secret-of-at-least-thirty-two-characters';

describe('the rules at send time', () => {
  let bed: Testbed;
  let salon: Awaited<ReturnType<typeof insertSalon>>;

  beforeAll(async () => {
    bed = await engineTestbed(NOW);
  });
  beforeEach(async () => {
    await bed.reset(NOW);
    salon = await insertSalon(bed.db, { owner: { phone: '+79005550000', quota: 100 } });
  });
  afterEach(() => {
    expect(silentEngineLog.errors).toEqual([]);
  });
  afterAll(async () => {
    await bed.close();
  });

  /** A visit reminder due now for a new client of the branch (a 2-hour reminder of a visit 2 hours ahead). */
  async function reminderDueNow(options: { companyId?: string; phone?: string; name?: string } = {}) {
    const clientId = await insertClient(bed.db, salon.userId, options.companyId ?? salon.companyId, { phone: options.phone, name: options.name });
    return insertVisit(bed.db, salon.userId, options.companyId ?? salon.companyId, { clientId, startsAt: new Date(bed.clock.now().getTime() + 2 * HOUR), serviceIds: ['cut'] });
  }

  const quota = async () => (await bed.db.query<{ count: number }>('select available_notifications_count as count from users where id = $1', [salon.userId]))[0]?.count;
  const outcomes = async () => (await bed.messages()).map((message) => [message.status, message.reason]);

  describe('the dispatch window', () => {
    it('reads the hours on each branch’s own clock, and skips stale a reminder whose window opens after the visit', async () => {
      await insertFlow(bed.db, salon.userId, { type: 'visitReminder', settings: { intervalMinutes: 120, beginHour: 9, endHour: 21 } });
      const yekaterinburg = await insertCompany(bed.db, salon.userId, salon.connectionId, { timezone: 'Asia/Yekaterinburg' });
      // 16:30 UTC: 19:30 in Moscow (open), 21:30 in Yekaterinburg (closed until 09:00 there, 04:00 UTC).
      bed.clock.set('2026-11-24T16:30:00Z');
      await reminderDueNow({ name: 'Москва' });
      await reminderDueNow({ companyId: yekaterinburg, name: 'Екатеринбург' });
      await bed.tick();
      const rows = await bed.db.query<{ client_name: string; status: string; reason: string | null; scheduled_at: Date }>(
        'select client_name, status, reason, scheduled_at from messages order by client_name',
      );
      expect(rows).toEqual([
        // The reminder's visit is at 23:30 there: the opening comes after it, so it is stale, never sent late.
        { client_name: 'Екатеринбург', status: 'skipped', reason: 'stale', scheduled_at: new Date('2026-11-24T16:30:00Z') },
        { client_name: 'Москва', status: 'sent', reason: null, scheduled_at: new Date('2026-11-24T16:30:00Z') },
      ]);
    });

    it('waits across a DST change and opens at FROM on the local clock', async () => {
      const berlin = await insertCompany(bed.db, salon.userId, salon.connectionId, { timezone: 'Europe/Berlin' });
      // Mondays to Saturdays, 09:00 to 18:00. A birthday-style day message would expire; a review request lives 3 days.
      await insertFlow(bed.db, salon.userId, { type: 'reviewRequest', settings: { reviewRangeMinutes: 60, beginHour: 9, endHour: 18, daysOfWeek: [1, 2, 3, 4, 5, 6] } });
      const clientId = await insertClient(bed.db, salon.userId, berlin);
      // Saturday 28 March 2026, visit 16:00-17:00 CET: the request is due at 18:00 CET (17:00 UTC), after TO.
      bed.clock.set('2026-03-28T17:00:00Z');
      await insertVisit(bed.db, salon.userId, berlin, { clientId, startsAt: new Date('2026-03-28T15:00:00Z'), status: 'arrived' });
      await bed.tick();
      expect(await bed.messages()).toMatchObject([{ status: 'waitingWindow', reason: 'outsideHours', scheduled_at: new Date('2026-03-30T07:00:00Z') }]);
      // Sunday (not a day), then the clocks go forward: Monday 09:00 CEST is 07:00 UTC, not 08:00.
      await bed.advance(24 * HOUR);
      bed.clock.set('2026-03-30T06:59:00Z');
      await bed.jobs.drain();
      expect(bed.adapter.sent).toHaveLength(0);
      bed.clock.set('2026-03-30T07:00:00Z');
      await bed.jobs.drain();
      expect(bed.adapter.sent).toHaveLength(1);
      expect(await outcomes()).toEqual([['sent', null]]);
    });

    it('tells outside the days from outside the hours', async () => {
      // Wednesdays only; a 24-hour reminder due on Tuesday 10:30 for a visit on Wednesday 10:30 (Moscow).
      await insertFlow(bed.db, salon.userId, { type: 'visitReminder', settings: { intervalMinutes: 1440, daysOfWeek: [3] } });
      const clientId = await insertClient(bed.db, salon.userId, salon.companyId);
      await insertVisit(bed.db, salon.userId, salon.companyId, { clientId, startsAt: new Date(NOW.getTime() + 23.5 * HOUR) });
      await bed.tick();
      // Waits for Wednesday's midnight in Moscow (the flow has no hours).
      expect(await bed.messages()).toMatchObject([{ status: 'waitingWindow', reason: 'outsideDays', scheduled_at: new Date('2026-11-24T21:00:00Z') }]);
      await bed.advance(13 * HOUR);
      expect(await outcomes()).toEqual([['sent', null]]);
    });
  });

  it('sends a test-mode flow’s message to the owner’s phone, and skips it without one', async () => {
    await insertFlow(bed.db, salon.userId, { type: 'visitReminder', mode: 'test', settings: { intervalMinutes: 120 } });
    await reminderDueNow({ phone: '+79161234567' });
    await bed.tick();
    expect(bed.adapter.sent.map((sent) => sent.message.to)).toEqual(['+79005550000']);
    expect(await bed.messages()).toMatchObject([{ status: 'sent', mode: 'test', recipient: '+79005550000', phone: '+79161234567' }]);

    await bed.db.query('update users set phone = null where id = $1', [salon.userId]);
    await reminderDueNow();
    await bed.tick();
    expect((await outcomes()).sort()).toEqual([
      ['sent', null],
      ['skipped', 'noTestPhone'],
    ]);
    // A test message counts against the quota like any other.
    expect(await quota()).toBe(99);
  });

  it('skips a blacklisted client, except for the tasks the entry allows', async () => {
    await insertFlow(bed.db, salon.userId, { type: 'visitReminder', settings: { intervalMinutes: 120 } });
    await insertFlow(bed.db, salon.userId, { type: 'recordCreated' });
    await insertBlacklisted(bed.db, salon.userId, '+79161234567', ['recordCreated']);
    const visitId = await reminderDueNow({ phone: '+79161234567' });
    await bed.db.query(`insert into business_events (user_id, kind, visit_id, occurred_at) values ($1, 'visitCreated', $2, $3)`, [salon.userId, visitId, NOW.toISOString()]);
    await bed.tick();
    const rows = await bed.db.query<{ kind: string; status: string; reason: string | null }>(
      `select split_part(dedupe_key, ':', 1) as kind, status, reason from messages order by kind`,
    );
    expect(rows).toEqual([
      { kind: 'recordCreated', status: 'sent', reason: null },
      { kind: 'visitReminder', status: 'skipped', reason: 'blacklisted' },
    ]);
    // The blacklist is the clients' opt-out: a test message goes to the owner anyway.
    await bed.db.query(`update flows set mode = 'test'`);
    await reminderDueNow({ phone: '+79161234567' });
    await bed.tick();
    expect(bed.adapter.sent.map((sent) => sent.message.to)).toEqual(['+79161234567', '+79005550000']);
  });

  it('stops at zero quota in the middle of a batch and gives back what a channel refused', async () => {
    await bed.db.query('update users set available_notifications_count = 3 where id = $1', [salon.userId]);
    await insertFlow(bed.db, salon.userId, { type: 'visitReminder', settings: { intervalMinutes: 120 } });
    for (let index = 0; index < 5; index += 1) await reminderDueNow({ name: `Клиент ${index}` });
    // Three units, five messages due; the channel refuses the first, whose unit comes back: three go, the fifth finds none.
    let first = true;
    bed.adapter.answer = (message) => {
      if (first) {
        first = false;
        return { ok: false, reason: 'notOnChannel', detail: 'not on WhatsApp', retryable: false };
      }
      return { ok: true, providerMessageId: `p-${message.messageId}` };
    };
    await bed.tick();
    const statuses = (await outcomes()).map(([status, reason]) => `${status}:${reason ?? ''}`).sort();
    expect(statuses).toEqual(['failed:notOnChannel', 'sent:', 'sent:', 'sent:', 'skipped:quotaExhausted']);
    expect(await quota()).toBe(0);
    // Nothing was ever taken below zero, nothing charged twice.
    const [charged] = await bed.db.query<{ count: number }>('select count(*)::int as count from messages where quota_charged');
    expect(charged?.count).toBe(3);
  });

  it('fails a message when the instance is not authorised, or when there is no channel of its kind', async () => {
    await bed.db.query(`update channel_accounts set state = 'gotQrCode' where user_id = $1`, [salon.userId]);
    await insertFlow(bed.db, salon.userId, { type: 'visitReminder', settings: { intervalMinutes: 120 } });
    await reminderDueNow();
    await bed.tick();
    expect(await outcomes()).toEqual([['failed', 'channelNotAuthorized']]);
    expect(bed.adapter.sent).toHaveLength(0);
    expect(await quota()).toBe(100);
    const [flow] = await bed.db.query<{ status: string }>('select status from flows');
    expect(flow?.status).toBe('error');

    await bed.db.query('delete from channel_accounts where user_id = $1', [salon.userId]);
    await reminderDueNow();
    await bed.tick();
    expect((await outcomes()).sort()).toEqual([
      ['failed', 'channelNotAuthorized'],
      ['failed', 'noChannel'],
    ]);
    // Why, beyond the reason, as a code with its values that support's screen words in its reader's language (issue 31).
    const params = await bed.db.query<{ reason: string; reason_params: unknown }>('select reason, reason_params from messages order by reason');
    expect(params).toEqual([
      { reason: 'channelNotAuthorized', reason_params: { code: 'channelState', value: 'gotQrCode' } },
      { reason: 'noChannel', reason_params: { code: 'noChannelAccount', value: 'whatsapp' } },
    ]);
  });

  it('sends through the instance the owner connected, not the simulated messenger, and refuses it while that instance is signed out', async () => {
    const instance = await insertChannel(bed.db, salon.userId, { adapter: 'chatApi' });
    await insertFlow(bed.db, salon.userId, { type: 'visitReminder', settings: { intervalMinutes: 120 } });
    await reminderDueNow();
    await bed.tick();
    expect(await outcomes()).toEqual([['sent', null]]);
    expect(bed.adapters.chatApi.sent.map(({ account }) => account.id)).toEqual([instance]);
    expect(bed.adapter.sent).toHaveLength(0);

    // The phone logged out at the provider: sendMessage says so. The message fails with the reason, the
    // instance shows it needs a new scan, and the next message does not slip through the simulated messenger.
    bed.adapters.chatApi.answer = () => ({ ok: false, reason: 'channelNotAuthorized', detail: 'Instance not authorized', retryable: false });
    await reminderDueNow();
    await bed.tick();
    expect((await outcomes()).sort()).toEqual([
      ['failed', 'channelNotAuthorized'],
      ['sent', null],
    ]);
    const [account] = await bed.db.query<{ state: string }>('select state from channel_accounts where id = $1', [instance]);
    expect(account?.state).toBe('notAuthorized');
    await reminderDueNow();
    await bed.tick();
    expect((await outcomes()).sort()).toEqual([
      ['failed', 'channelNotAuthorized'],
      ['failed', 'channelNotAuthorized'],
      ['sent', null],
    ]);
    expect(bed.adapters.chatApi.sent).toHaveLength(2);
    expect(bed.adapter.sent).toHaveLength(0);
    expect(await quota()).toBe(99);
  });

  it('skips the messages of a paused, ended or no longer affordable flow', async () => {
    const paused = await insertFlow(bed.db, salon.userId, { type: 'visitReminder', settings: { intervalMinutes: 120, content: 'paused' } });
    const ended = await insertFlow(bed.db, salon.userId, { type: 'visitReminder', settings: { intervalMinutes: 120, content: 'ended' } });
    const gated = await insertFlow(bed.db, salon.userId, { type: 'retryNotify', settings: { content: 'gated', beginHour: 12, endHour: 13 } });
    const clientId = await insertClient(bed.db, salon.userId, salon.companyId);
    await insertVisit(bed.db, salon.userId, salon.companyId, { clientId, startsAt: new Date(NOW.getTime() + 3 * HOUR) });
    const lapsed = await insertClient(bed.db, salon.userId, salon.companyId, { name: 'lapsed' });
    // 3 days ago at 20:00 in Moscow: retried today at 10:00 Moscow, which is past: it is due at once... but the
    // flow has hours 12-13 so it waits, and meanwhile the tariff changes.
    await insertVisit(bed.db, salon.userId, salon.companyId, { clientId: lapsed, startsAt: new Date(NOW.getTime() - 3 * 24 * HOUR), status: 'arrived' });
    await bed.tick();
    expect(await bed.messages()).toHaveLength(3);
    await bed.db.query(`update flows set status = 'pause' where id = $1`, [paused]);
    await bed.db.query(`update flows set end_date = $2 where id = $1`, [ended, new Date(NOW.getTime() + 30 * 60_000).toISOString()]);
    await bed.db.query('update users set major_tariff = 3 where id = $1', [salon.userId]);
    await bed.advance(HOUR);
    const rows = await bed.db.query<{ text: string; status: string; reason: string }>('select text, status, reason from messages order by text');
    expect(rows).toEqual([
      { text: 'ended', status: 'skipped', reason: 'flowEnded' },
      { text: 'gated', status: 'skipped', reason: 'tariff' },
      { text: 'paused', status: 'skipped', reason: 'flowPaused' },
    ]);
    const flows = await bed.db.query<{ id: string; status: string }>('select id, status from flows');
    expect(flows.find((flow) => flow.id === ended)?.status).toBe('done');
    expect(flows.find((flow) => flow.id === gated)?.status).not.toBe('done');
  });

  it('fills ignoreLink with the client’s real opt-out link and reviewForm with this message’s review link', async () => {
    await bed.db.query(`update users set client_host = 'https://cabinet.example' where id = $1`, [salon.userId]);
    await insertFlow(bed.db, salon.userId, { type: 'visitReminder', settings: { intervalMinutes: 120, content: '{clientName} {clientPhone} {companyAddress}|{ignoreLink}|{reviewForm}|{orderNum}' } });
    await reminderDueNow({ phone: '+79161234567', name: 'Анна' });
    await bed.tick();
    const [message] = await bed.messages();
    const [head, ignoreLink, reviewLink, orderNum] = (message?.text ?? '').split('|');
    expect(head).toBe('Анна +79161234567 ул. Тверская, 1');
    expect(orderNum).toBe('');
    const optOut = /^https:\/\/cabinet\.example\/il\/([A-Za-z0-9_-]+)$/.exec(ignoreLink ?? '');
    expect(createIgnoreLinkTokens(SECRET).open(optOut?.[1] ?? '')).toEqual({ userId: salon.userId, phone: '+79161234567' });
    const review = /^https:\/\/cabinet\.example\/rv\/([A-Za-z0-9_-]{43})$/.exec(reviewLink ?? '');
    expect(createReviewTokens(SECRET).open(review?.[1] ?? '')).toBe(message?.id);
  });

  it('fills confirmLink and cancelLink with the visit’s own page, sealed until the visit begins', async () => {
    await bed.db.query(`update users set client_host = 'https://cabinet.example' where id = $1`, [salon.userId]);
    await insertFlow(bed.db, salon.userId, { type: 'visitReminder', settings: { intervalMinutes: 120, content: 'Confirm: {confirmLink} Cancel: {cancelLink}' } });
    const visitId = await reminderDueNow();
    await bed.tick();
    const [message] = await bed.messages();
    const links = /^Confirm: https:\/\/cabinet\.example\/vn\/([A-Za-z0-9_-]{48})\?action=confirm Cancel: https:\/\/cabinet\.example\/vn\/([A-Za-z0-9_-]{48})\?action=cancel$/.exec(message?.text ?? '');
    expect(message?.status).toBe('sent');
    const tokens = createVisitTokens(SECRET);
    expect(tokens.open(links?.[1] ?? '', bed.clock.now())).toBe(visitId);
    expect(links?.[2]).toBe(links?.[1]);
    // Once the visit has begun, the link opens nothing.
    expect(tokens.open(links?.[1] ?? '', new Date(bed.clock.now().getTime() + 2 * HOUR))).toBeNull();
  });

  it('does not send a text whose link is empty for the message: skipped variableEmpty, the quota untouched', async () => {
    await insertFlow(bed.db, salon.userId, { type: 'visitReminder', settings: { intervalMinutes: 120, content: 'Pay: {paymentLink}' } });
    await reminderDueNow();
    await bed.tick();
    const [message] = await bed.messages();
    expect([message?.status, message?.reason]).toEqual(['skipped', 'variableEmpty']);
    expect(bed.adapter.sent).toEqual([]);
    expect(await quota()).toBe(100);
  });

  it('does not send an empty text: a flow whose text was emptied behind the rules is skipped textEmpty, the quota untouched', async () => {
    // The rules keep a running flow's text written (checkContentToRun); this is the engine's last word.
    await insertFlow(bed.db, salon.userId, { type: 'visitReminder', settings: { intervalMinutes: 120, content: '' } });
    await reminderDueNow();
    await bed.tick();
    const [message] = await bed.messages();
    expect([message?.status, message?.reason]).toEqual(['skipped', 'textEmpty']);
    expect(bed.adapter.sent).toEqual([]);
    expect(await quota()).toBe(100);
  });

  it('fills recordForm with the branch’s online booking page from its booking system, and sends without one', async () => {
    await insertFlow(bed.db, salon.userId, { type: 'visitReminder', settings: { intervalMinutes: 120, content: 'Book again: {recordForm}' } });
    await bed.db.query(`update companies set booking_url = 'https://n5123.yclients.com/' where id = $1`, [salon.companyId]);
    const pageless = await insertCompany(bed.db, salon.userId, salon.connectionId, { name: 'Без страницы' });
    await reminderDueNow({ phone: '+79161234567' });
    await reminderDueNow({ phone: '+79161234568', companyId: pageless });
    await bed.tick();
    const texts = (await bed.messages()).map((message) => [message.status, message.text]);
    expect(texts).toEqual(expect.arrayContaining([['sent', 'Book again: https://n5123.yclients.com/'], ['sent', 'Book again: ']]));
    expect(texts).toHaveLength(2);
  });

  it('fills paymentLink with the order’s own payment page from the ordering system', async () => {
    const cafeConnection = await insertConnection(bed.db, salon.userId, 'iikocrm');
    const cafe = await insertCompany(bed.db, salon.userId, cafeConnection, { name: 'Кафе' });
    await insertFlow(bed.db, salon.userId, { type: 'webhook', integration: 'iikocrm', settings: { content: 'Заказ {orderNum}. Оплата: {paymentLink}' } });
    const clientId = await insertClient(bed.db, salon.userId, cafe);
    const orderId = await insertOrder(bed.db, salon.userId, cafe, { clientId, status: 'Unconfirmed', number: 'A-9', updatedAt: NOW });
    await bed.db.query(`update orders set payment_url = 'https://pay.cafe.example/A-9' where id = $1`, [orderId]);
    await insertBusinessEvent(bed.db, salon.userId, { kind: 'orderStatusChanged', orderId, at: NOW });
    await bed.tick();
    const [message] = await bed.messages();
    expect([message?.status, message?.text]).toEqual(['sent', 'Заказ A-9. Оплата: https://pay.cafe.example/A-9']);
  });

  it('tries again later when the channel says so', async () => {
    await insertFlow(bed.db, salon.userId, { type: 'visitReminder', settings: { intervalMinutes: 120 } });
    await reminderDueNow();
    bed.adapter.answer = () => ({ ok: false, reason: 'providerError', detail: 'rate limited', retryable: true });
    await bed.tick();
    expect(await bed.messages()).toMatchObject([{ status: 'queued', reason: 'providerError', scheduled_at: new Date(NOW.getTime() + 60_000) }]);
    // The attempt and the next one as values, the channel's own words kept apart as they came.
    const [waiting] = await bed.db.query<{ reason_params: unknown }>('select reason_params from messages');
    expect(waiting?.reason_params).toEqual({ code: 'retrying', count: 1, at: new Date(NOW.getTime() + 60_000).toISOString(), text: 'rate limited' });
    expect(await quota()).toBe(100);
    bed.adapter.answer = (message) => ({ ok: true, providerMessageId: `p-${message.messageId}` });
    await bed.advance(60_000);
    expect(await outcomes()).toEqual([['sent', null]]);
    expect(bed.adapter.sent).toHaveLength(2);
    expect(await quota()).toBe(99);
  });

  it('gives up after maxAttempts, the unit refunded', async () => {
    await insertFlow(bed.db, salon.userId, { type: 'visitReminder', settings: { intervalMinutes: 120 } });
    await reminderDueNow();
    bed.adapter.answer = () => ({ ok: false, reason: 'providerError', detail: 'rate limited', retryable: true });
    await bed.tick();
    // 1, 4, 16 and 64 minutes later: the fifth attempt is the last.
    for (const minutes of [1, 4, 16, 64]) await bed.advance(minutes * 60_000);
    expect(bed.adapter.sent).toHaveLength(5);
    expect(await outcomes()).toEqual([['failed', 'providerError']]);
    expect(await quota()).toBe(100);
  });

  it('sends one row once, however many jobs and workers reach it', async () => {
    await insertFlow(bed.db, salon.userId, { type: 'visitReminder', settings: { intervalMinutes: 120 } });
    await reminderDueNow();
    await bed.engine.planFlows();
    const [message] = await bed.messages();
    const outcomesOfSends = await Promise.all([bed.engine.sendMessage(message?.id ?? ''), bed.engine.sendMessage(message?.id ?? '')]);
    expect(outcomesOfSends.sort()).toEqual(['notClaimed', 'sent']);
    await bed.tick();
    expect(bed.adapter.sent).toHaveLength(1);
  });

  it('finds a due row whose job was lost, a few minutes after its time', async () => {
    const flowId = await insertFlow(bed.db, salon.userId, { type: 'visitReminder', settings: { intervalMinutes: 120 } });
    const visitId = await reminderDueNow();
    // What a crash between the insert and the job's send leaves: a row, no job.
    await bed.db.query(
      `insert into messages (user_id, flow_id, dedupe_key, company_id, client_id, visit_id, phone, recipient, channel, mode, scheduled_at, visit_starts_at, expires_at)
       select v.user_id, $2::uuid, 'visitReminder:' || $2::text || ':' || v.id || ':' || (extract(epoch from v.starts_at) * 1000)::bigint, v.company_id, v.client_id, v.id, c.phone, c.phone, 'whatsapp', 'combat', $3, v.starts_at, v.starts_at
       from visits v join clients c on c.id = v.client_id where v.id = $1`,
      [visitId, flowId, NOW.toISOString()],
    );
    await bed.tick();
    await bed.advance(60_000);
    expect(await outcomes()).toEqual([['queued', null]]);
    await bed.advance(60_000);
    expect(await outcomes()).toEqual([['sent', null]]);
  });

  describe('after a crash mid-send', () => {
    async function stuckMessage(handed: boolean): Promise<string> {
      await insertFlow(bed.db, salon.userId, { type: 'visitReminder', settings: { intervalMinutes: 120 } });
      await reminderDueNow();
      await bed.engine.planFlows();
      const [message] = await bed.messages();
      const id = message?.id ?? '';
      // What a worker killed mid-send leaves: the row claimed, its unit taken, perhaps handed to the channel.
      await bed.db.query(
        `update messages set status = 'sending', quota_charged = true, updated_at = $2, handed_at = $3, channel_account_id = $4 where id = $1`,
        [id, NOW.toISOString(), handed ? NOW.toISOString() : null, salon.channelId],
      );
      await bed.db.query('update users set available_notifications_count = available_notifications_count - 1 where id = $1', [salon.userId]);
      return id;
    }

    it('fails outcomeUnknown a message the channel may have, through an adapter that cannot tell', async () => {
      await stuckMessage(true);
      await bed.tick();
      expect(await outcomes()).toEqual([['sending', null]]);
      await bed.advance(5 * 60_000);
      expect(await outcomes()).toEqual([['failed', 'outcomeUnknown']]);
      expect(bed.adapter.sent).toHaveLength(0);
      expect(await quota()).toBe(99);
    });

    it('sends it again through an idempotent adapter, charged once', async () => {
      bed.adapter.idempotent = true;
      await stuckMessage(true);
      await bed.advance(5 * 60_000);
      expect(await outcomes()).toEqual([['sent', null]]);
      expect(bed.adapter.sent).toHaveLength(1);
      expect(await quota()).toBe(99);
    });

    it('sends a message that never reached its channel', async () => {
      await stuckMessage(false);
      await bed.advance(5 * 60_000);
      expect(await outcomes()).toEqual([['sent', null]]);
      expect(await quota()).toBe(99);
    });
  });

  it('writes the flow’s last start, next start and status', async () => {
    const flowId = await insertFlow(bed.db, salon.userId, { type: 'visitReminder', settings: { intervalMinutes: 120 } });
    const flowState = async () =>
      (await bed.db.query<{ status: string; last_start: Date | null; next_start: Date | null }>('select status, last_start, next_start from flows where id = $1', [flowId]))[0];
    await bed.tick();
    expect(await flowState()).toEqual({ status: 'inQueue', last_start: null, next_start: null });
    const clientId = await insertClient(bed.db, salon.userId, salon.companyId);
    await insertVisit(bed.db, salon.userId, salon.companyId, { clientId, startsAt: new Date(NOW.getTime() + 5 * HOUR) });
    await bed.tick();
    expect(await flowState()).toEqual({ status: 'waiting', last_start: null, next_start: new Date(NOW.getTime() + 3 * HOUR) });
    await bed.advance(3 * HOUR);
    expect(await flowState()).toEqual({ status: 'waiting', last_start: new Date(NOW.getTime() + 3 * HOUR), next_start: null });
    // While a message is due and not yet sent, the flow is working.
    await insertVisit(bed.db, salon.userId, salon.companyId, { clientId, startsAt: new Date(NOW.getTime() + 5 * HOUR) });
    await bed.engine.planFlows();
    await bed.engine.refreshFlowStates();
    expect((await flowState())?.status).toBe('working');
  });
});
