import { analyticsSchema, checklistSchema, conversionInsightSchema, homeStatsSchema, INSIGHTS_PATHS, revenueSchema } from '@cabinet/api/insights';
import { insertChannel, insertClient, insertCompany, insertConnection, insertFlow } from '../messaging/testing';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { callAs, registerUser, userIdOf } from '../testing/requests';
import { daysAgo, insertMessageAt } from './testing';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

async function owner(email: string) {
  const token = (await registerUser(t.app, { email })).token;
  return { call: callAs(t.app, token), userId: userIdOf(token) };
}

describe('the home figures', () => {
  it('count the period’s messages by how far they got, with flows, mailings, quota, paid-up-to and reviews', async () => {
    const { call, userId } = await owner('home-figures@example.com');
    const flowId = await insertFlow(t.db, userId, { type: 'reviewRequest', status: 'working' });
    await insertFlow(t.db, userId, { type: 'birthday', status: 'pause' });
    // Switched on, between messages: active too (only a paused, finished or cancelled flow is not).
    await insertFlow(t.db, userId, { type: 'visitReminder', status: 'waiting' });
    await insertFlow(t.db, userId, { type: 'recordCreated', status: 'done' });
    for (const reached of ['sent', 'delivered', 'read', 'replied', 'replied'] as const) await insertMessageAt(t.db, userId, { scheduledAt: daysAgo(2), reached, flowId });
    await insertMessageAt(t.db, userId, { scheduledAt: daysAgo(3), reached: 'none', status: 'failed' });
    await insertMessageAt(t.db, userId, { scheduledAt: daysAgo(3), reached: 'none', status: 'skipped' });
    // Outside the week, inside the month.
    await insertMessageAt(t.db, userId, { scheduledAt: daysAgo(20), reached: 'read' });
    // A mailing with a message still to go.
    const [mailing] = await t.db.query<{ id: string }>(
      `insert into distributions (user_id, title, type, mode, status, text, start_at, days_of_week, begin_hour, end_hour, per_day, audience_source)
       values ($1, 'Spring offer', 'whatsapp', 'combat', 'working', 'Hello', now(), '{1,2,3,4,5,6,7}', 9, 21, 300, 'list') returning id`,
      [userId],
    );
    await insertMessageAt(t.db, userId, { scheduledAt: new Date(Date.now() + 3_600_000), reached: 'none', campaignId: mailing?.id ?? null });
    // Started and waiting for its start or window, with nothing queued yet: active too (issue 36, the walk); paused and done ones are not.
    await t.db.query(
      `insert into distributions (user_id, title, type, mode, status, text, start_at, days_of_week, begin_hour, end_hour, per_day, audience_source)
       values ($1, 'Holiday hours', 'whatsapp', 'combat', 'waiting', 'Hello', now() + interval '1 day', '{1,2,3,4,5,6,7}', 9, 21, 300, 'list'),
              ($1, 'Win-back', 'whatsapp', 'combat', 'pause', 'Hello', now(), '{1,2,3,4,5,6,7}', 9, 21, 300, 'list'),
              ($1, 'Autumn', 'whatsapp', 'combat', 'done', 'Hello', now() - interval '9 days', '{1,2,3,4,5,6,7}', 9, 21, 300, 'list')`,
      [userId],
    );
    await t.db.query('update users set available_notifications_count = 412 where id = $1', [userId]);
    await t.db.query(`insert into payments (user_id, success, date_begin, date_end) values ($1, true, '2026-01-01', '2099-03-01'), ($1, false, '2099-03-01', '2099-09-01')`, [userId]);
    await t.db.query(`insert into reviews (user_id, rating, created_at) values ($1, 5, now() - interval '1 day'), ($1, 4, now() - interval '2 days'), ($1, 1, now() - interval '40 days')`, [userId]);

    const week = homeStatsSchema.parse((await call('GET', INSIGHTS_PATHS.home, undefined, { period: 'week' })).json());
    expect(week.messages).toEqual({ total: 7, sent: 5, delivered: 4, read: 3, replied: 2, failed: 1, skipped: 1 });
    expect(week).toMatchObject({ activeFlows: 2, activeMailings: 2, remainingMessages: 412, paidUpTo: '2099-03-01T00:00:00.000Z', reviews: { count: 2, averageRating: 4.5 } });

    const month = homeStatsSchema.parse((await call('GET', INSIGHTS_PATHS.home)).json());
    expect(month.period).toBe('month');
    expect(month.messages.read).toBe(4);
  });

  it('refuses an unknown period with a 400', async () => {
    const { call } = await owner('home-period@example.com');
    expect((await call('GET', INSIGHTS_PATHS.home, undefined, { period: 'decade' })).statusCode).toBe(400);
  });

  it('never counts another account’s rows', async () => {
    const { userId } = await owner('home-other@example.com');
    await insertMessageAt(t.db, userId, { scheduledAt: daysAgo(1), reached: 'read' });
    const { call } = await owner('home-empty@example.com');
    const stats = homeStatsSchema.parse((await call('GET', INSIGHTS_PATHS.home)).json());
    expect(stats.messages.total).toBe(0);
    expect(stats.paidUpTo).toBeNull();
  });
});

describe('the setup checklist and its gift', () => {
  it('reads each step from the account and grants the gift once, idempotently', async () => {
    const { call, userId } = await owner('checklist@example.com');
    const before = checklistSchema.parse((await call('GET', INSIGHTS_PATHS.checklist)).json());
    expect(before.steps.every((step) => !step.done)).toBe(true);
    expect(before.gift).toMatchObject({ stepsDone: 0, earned: false, grantedAt: null });
    expect((await call('POST', INSIGHTS_PATHS.gift)).statusCode).toBe(409);

    await insertChannel(t.db, userId);
    await insertCompany(t.db, userId, await insertConnection(t.db, userId));
    await insertFlow(t.db, userId, { type: 'birthday', status: 'pause', mode: 'test' });
    // Waiting for its next message: switched on.
    const testFlow = await insertFlow(t.db, userId, { type: 'visitReminder', status: 'waiting', mode: 'test' });
    const ready = checklistSchema.parse((await call('GET', INSIGHTS_PATHS.checklist)).json());
    expect(ready.steps.filter((step) => step.done).map((step) => step.id)).toEqual(['connectChannel', 'connectBookingSystem', 'turnOnFlow']);
    // Sending a test and going live are done in the running test-mode flow, not the paused one.
    expect(ready.steps.filter((step) => step.flowId !== null).map((step) => [step.id, step.flowId])).toEqual([
      ['sendTest', testFlow],
      ['goLive', testFlow],
    ]);
    expect(ready.gift).toMatchObject({ stepsDone: 3, earned: true, grantedAt: null });

    const [first, second] = await Promise.all([call('POST', INSIGHTS_PATHS.gift), call('POST', INSIGHTS_PATHS.gift)]);
    expect(first?.statusCode).toBe(200);
    expect(second?.statusCode).toBe(200);
    const granted = checklistSchema.parse(first?.json()).gift;
    expect(checklistSchema.parse(second?.json()).gift).toEqual(granted);
    expect(granted.grantedAt).not.toBeNull();
    const payments = await t.db.query<{ amount: string; months: number }>(
      `select amount::text, (extract(year from age(date_end, date_begin)) * 12 + extract(month from age(date_end, date_begin)))::int as months from payments where user_id = $1`,
      [userId],
    );
    expect(payments).toEqual([{ amount: '0.00', months: 3 }]);
    // A gift is not a payment: the "pay" step stays to do.
    const after = checklistSchema.parse((await call('GET', INSIGHTS_PATHS.checklist)).json());
    expect(after.steps.find((step) => step.id === 'pay')?.done).toBe(false);
    expect(after.gift.grantedUntil).toBe(granted.grantedUntil);
  });

  it('starts the gifted months when the paid period ends', async () => {
    const { call, userId } = await owner('gift-after-paid@example.com');
    await insertChannel(t.db, userId);
    await insertConnection(t.db, userId);
    await insertFlow(t.db, userId, { type: 'visitReminder', status: 'working' });
    await t.db.query(`insert into payments (user_id, success, date_begin, date_end) values ($1, true, now() - interval '5 days', '2099-01-10T00:00:00Z')`, [userId]);
    const gift = checklistSchema.parse((await call('POST', INSIGHTS_PATHS.gift)).json()).gift;
    expect(gift.grantedUntil).toBe('2099-04-10T00:00:00.000Z');
  });
});

describe('the analytics', () => {
  it('splits the period by status and channel, compares with the previous one, and tells whether the deep dashboards open', async () => {
    const { call, userId } = await owner('analytics@example.com');
    const company = await insertCompany(t.db, userId, await insertConnection(t.db, userId));
    const client = await insertClient(t.db, userId, company);
    await insertMessageAt(t.db, userId, { scheduledAt: daysAgo(1), reached: 'read', clientId: client });
    await insertMessageAt(t.db, userId, { scheduledAt: daysAgo(1), reached: 'sent', channel: 'sms' });
    await insertMessageAt(t.db, userId, { scheduledAt: daysAgo(2), reached: 'none', status: 'failed', channel: 'sms' });
    await insertMessageAt(t.db, userId, { scheduledAt: daysAgo(10), reached: 'replied' });
    const week = analyticsSchema.parse((await call('GET', INSIGHTS_PATHS.analytics, undefined, { period: 'week' })).json());
    expect(week.current).toMatchObject({ total: 3, sent: 2, read: 1, failed: 1 });
    expect(week.previous).toMatchObject({ total: 1, replied: 1 });
    expect(week.byStatus.find((row) => row.status === 'read')?.count).toBe(1);
    expect(week.byStatus).toHaveLength(8);
    expect(week.byChannel.find((row) => row.channel === 'sms')).toEqual({ channel: 'sms', sent: 1, read: 0, failed: 1 });
    expect(week.series).toHaveLength(7);
    expect(week.series.reduce((sum, point) => sum + point.sent, 0)).toBe(2);
    expect(week.deepUnlocked).toBe(false);

    await t.db.query(`insert into payments (user_id, tariff, success, date_begin, date_end) values ($1, 16, true, now() - interval '1 day', now() + interval '30 days')`, [userId]);
    expect(analyticsSchema.parse((await call('GET', INSIGHTS_PATHS.analytics)).json()).deepUnlocked).toBe(true);
  });
});

describe('the previous period', () => {
  it('is said to have no data while the account is newer than it, in analytics, revenue and conversion', async () => {
    const { call, userId } = await owner('previous-period@example.com');
    await t.db.query(`insert into payments (user_id, tariff, success, date_begin, date_end) values ($1, 16, true, now() - interval '1 day', now() + interval '30 days')`, [userId]);
    await insertMessageAt(t.db, userId, { scheduledAt: daysAgo(1), reached: 'read' });
    const available = async () => [
      analyticsSchema.parse((await call('GET', INSIGHTS_PATHS.analytics, undefined, { period: 'month' })).json()).previousAvailable,
      revenueSchema.parse((await call('GET', INSIGHTS_PATHS.revenue, undefined, { period: 'month' })).json()).previousAvailable,
      conversionInsightSchema.parse((await call('GET', INSIGHTS_PATHS.conversion, undefined, { period: 'month' })).json()).previousAvailable,
    ];
    // Registered today: nothing existed last month to compare with.
    expect(await available()).toEqual([false, false, false]);
    // Its history (an import, a connected system's past messages) reaches back before the previous month.
    await insertMessageAt(t.db, userId, { scheduledAt: daysAgo(70), reached: 'read' });
    expect(await available()).toEqual([true, true, true]);
  });
});

describe('staff without access', () => {
  it('answers 403 STAFF_NO_ACCESS for each area the booking-system rights deny, and lists them', async () => {
    const { call, userId } = await owner('staff-rights@example.com');
    expect((await call('GET', INSIGHTS_PATHS.access)).json()).toEqual({ denied: [] });
    const connectionId = await insertConnection(t.db, userId);
    await t.db.query(`insert into staff_rights (connection_id, user_id, denied_areas) values ($1, $2, array['reviews', 'dashboard'])`, [connectionId, userId]);
    expect((await call('GET', INSIGHTS_PATHS.access)).json()).toEqual({ denied: ['dashboard', 'reviews'] });
    for (const path of [INSIGHTS_PATHS.home, INSIGHTS_PATHS.checklist, INSIGHTS_PATHS.reviews]) {
      const answer = await call('GET', path);
      expect([path, answer.statusCode, answer.json().code]).toEqual([path, 403, 'STAFF_NO_ACCESS']);
    }
    expect((await call('POST', INSIGHTS_PATHS.gift)).json().code).toBe('STAFF_NO_ACCESS');
    // The areas the rights allow stay open.
    expect((await call('GET', INSIGHTS_PATHS.analytics)).statusCode).toBe(200);
    expect((await call('GET', INSIGHTS_PATHS.conversion)).statusCode).toBe(200);
  });

  it('denies analytics before the tariff is asked, and the summary’s conversion', async () => {
    const { call, userId } = await owner('staff-analytics@example.com');
    const connectionId = await insertConnection(t.db, userId);
    await t.db.query(`insert into staff_rights (connection_id, user_id, denied_areas) values ($1, $2, array['analytics', 'summary'])`, [connectionId, userId]);
    for (const path of [INSIGHTS_PATHS.analytics, INSIGHTS_PATHS.revenue, INSIGHTS_PATHS.rfmDashboards, INSIGHTS_PATHS.cohorts, INSIGHTS_PATHS.conversion]) {
      const answer = await call('GET', path);
      expect([path, answer.statusCode, answer.json().code]).toEqual([path, 403, 'STAFF_NO_ACCESS']);
    }
    expect((await call('GET', INSIGHTS_PATHS.home)).statusCode).toBe(200);
  });
});
