import { cohortsSchema, conversionInsightSchema, INSIGHTS_PATHS, revenueSchema, reviewPageSchema, rfmClientPageSchema, rfmDashboardSchema, rfmRecipientsSchema, rfmReportSchema } from '@cabinet/api/insights';
import { fillPath } from '@cabinet/api/contract';
import { insertClient, insertCompany, insertConnection, insertFlow, insertOrder, insertVisit } from '../messaging/testing';
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

async function analyticsOwner(email: string, unlocked = true) {
  const token = (await registerUser(t.app, { email })).token;
  const userId = userIdOf(token);
  if (unlocked) await t.db.query(`insert into payments (user_id, tariff, success, date_begin, date_end) values ($1, 16, true, now() - interval '1 day', now() + interval '30 days')`, [userId]);
  const company = await insertCompany(t.db, userId, await insertConnection(t.db, userId));
  return { call: callAs(t.app, token), userId, company };
}

const at = (date: Date) => date.toISOString();

describe('revenue attributed to messages', () => {
  it('counts the bookings and orders that followed a message within the window, once each, by the last message’s flow', async () => {
    const { call, userId, company } = await analyticsOwner('revenue@example.com');
    const flow = await insertFlow(t.db, userId, { type: 'returnVisit', settings: { title: 'Come back' } });
    const anna = await insertClient(t.db, userId, company);
    const boris = await insertClient(t.db, userId, company);
    const vera = await insertClient(t.db, userId, company);
    // Anna: messaged 5 days ago, booked 3 days ago (attributed), and again 1 day ago (attributed to the same message).
    await insertMessageAt(t.db, userId, { scheduledAt: daysAgo(5), reached: 'read', flowId: flow, clientId: anna });
    const booked = async (client: string, days: number, price: number, canceled = false) => {
      const id = await insertVisit(t.db, userId, company, { clientId: client, startsAt: daysAgo(-3), price, canceledAt: canceled ? new Date() : null });
      await t.db.query('update visits set created_at = $2 where id = $1', [id, at(daysAgo(days))]);
    };
    await booked(anna, 3, 2000);
    await booked(anna, 1, 1500);
    await booked(anna, 2, 9999, true); // canceled: never counted
    // Boris: messaged 20 days ago, booked 2 days ago: outside a 7-day window, inside a 30-day one.
    await insertMessageAt(t.db, userId, { scheduledAt: daysAgo(20), reached: 'delivered', flowId: flow, clientId: boris });
    await booked(boris, 2, 3000);
    // Vera: booked without any message.
    await booked(vera, 1, 5000);
    // An order that followed Anna's message.
    await insertOrder(t.db, userId, company, { clientId: anna, sum: 800, status: 'Delivered', updatedAt: daysAgo(4) });
    await insertOrder(t.db, userId, company, { clientId: anna, sum: 700, status: 'Cancelled', updatedAt: daysAgo(4) });

    const week = revenueSchema.parse((await call('GET', INSIGHTS_PATHS.revenue, undefined, { period: 'month', windowDays: '7' })).json());
    expect(week.current).toEqual({ visits: 2, visitsRevenue: 3500, orders: 1, ordersRevenue: 800, total: 4300 });
    expect(week.byFlow).toEqual([{ flowId: flow, title: 'Come back', total: 3500, visits: 2 }]);
    expect(week.series.reduce((sum, point) => sum + point.total, 0)).toBe(4300);
    const month = revenueSchema.parse((await call('GET', INSIGHTS_PATHS.revenue, undefined, { windowDays: '30' })).json());
    expect(month.current.visitsRevenue).toBe(6500);
    expect((await call('GET', INSIGHTS_PATHS.revenue, undefined, { windowDays: '10' })).statusCode).toBe(400);
  });
});

describe('conversion by flow', () => {
  it('counts a flow’s sent messages and those whose client booked within the window after them, best flow first', async () => {
    const { call, userId, company } = await analyticsOwner('conversion@example.com', false);
    const reminder = await insertFlow(t.db, userId, { type: 'visitReminder', settings: { title: 'Reminder' } });
    const review = await insertFlow(t.db, userId, { type: 'reviewRequest', settings: { title: 'Review' } });
    const clients = await Promise.all([1, 2, 3].map(() => insertClient(t.db, userId, company)));
    for (const client of clients) await insertMessageAt(t.db, userId, { scheduledAt: daysAgo(6), reached: 'read', flowId: reminder, clientId: client });
    await insertMessageAt(t.db, userId, { scheduledAt: daysAgo(6), reached: 'sent', flowId: review, clientId: clients[0] });
    const visit = await insertVisit(t.db, userId, company, { clientId: clients[0] ?? null, startsAt: daysAgo(-1) });
    await t.db.query('update visits set created_at = $2 where id = $1', [visit, at(daysAgo(4))]);

    const answer = conversionInsightSchema.parse((await call('GET', INSIGHTS_PATHS.conversion, undefined, { period: 'week', windowDays: '7' })).json());
    expect(answer.totals).toEqual({ sent: 4, read: 3, converted: 2 });
    expect(answer.byFlow.map((row) => [row.title, row.sent, row.converted])).toEqual([['Review', 1, 1], ['Reminder', 3, 1]]);
    expect(answer.series).toHaveLength(7);
  });
});

describe('RFM', () => {
  it('scores each client by quintile, names their segment, sums the segments, and pages a segment’s clients', async () => {
    const { call, userId, company } = await analyticsOwner('rfm@example.com');
    // Ten clients: client i visited i times, the last visit (10 - i) * 10 days ago, 1000 each.
    for (let i = 1; i <= 10; i += 1) {
      const client = await insertClient(t.db, userId, company, { name: `Client ${i}` });
      for (let visit = 0; visit < i; visit += 1) {
        await insertVisit(t.db, userId, company, { clientId: client, startsAt: daysAgo((10 - i) * 10 + 1 + visit), price: 1000, status: 'arrived' });
      }
    }
    const created = await call('POST', INSIGHTS_PATHS.rfmDashboards, { name: 'Year', periodMonths: 12 });
    expect(created.statusCode).toBe(200);
    const dashboard = rfmDashboardSchema.parse(created.json());
    expect((await call('POST', INSIGHTS_PATHS.rfmDashboards, { name: ' ', periodMonths: 5 })).json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { name: 'required', periodMonths: 'number.outOfRange' } });

    const report = rfmReportSchema.parse((await call('GET', fillPath(INSIGHTS_PATHS.rfmDashboard, { id: dashboard.id }))).json());
    expect(report.clients).toBe(10);
    expect(report.revenue).toBe(55_000);
    const segment = (name: string) => report.segments.find((row) => row.segment === name);
    // Quintiles of 2: clients 9-10 are R5 F5 (champions), 7-8 R4 F4 (loyal), 5-6 R3 F3, 3-4 R2 F2, 1-2 R1 F1.
    expect(segment('champions')).toEqual({ segment: 'champions', clients: 2, revenue: 19_000 });
    expect(segment('loyal')?.clients).toBe(2);
    expect(segment('needAttention')?.clients).toBe(2);
    expect(segment('hibernating')?.clients).toBe(4);
    expect(report.grid).toContainEqual({ recency: 5, frequency: 5, clients: 2 });

    const page = rfmClientPageSchema.parse((await call('GET', fillPath(INSIGHTS_PATHS.rfmClients, { id: dashboard.id }), undefined, { segment: 'champions', pageSize: '1' })).json());
    expect(page.total).toBe(2);
    expect(page.items).toEqual([expect.objectContaining({ name: 'Client 10', visits: 10, revenue: 10_000, recency: 5, frequency: 5, monetary: 5 })]);
    expect((await call('GET', fillPath(INSIGHTS_PATHS.rfmDashboard, { id: '00000000-0000-4000-8000-000000000000' }))).statusCode).toBe(404);

    // The segment as a mailing's recipients: its clients with a phone, the most valuable first.
    await t.db.query(`update clients set phone = null where user_id = $1 and name = 'Client 9'`, [userId]);
    const recipients = rfmRecipientsSchema.parse((await call('GET', fillPath(INSIGHTS_PATHS.rfmRecipients, { id: dashboard.id }), undefined, { segment: 'champions' })).json());
    expect(recipients).toEqual({ rows: [{ name: 'Client 10', phone: expect.stringMatching(/^\+\d+$/) }], total: 1 });
    expect((await call('GET', fillPath(INSIGHTS_PATHS.rfmRecipients, { id: dashboard.id }), undefined, { segment: 'nobody' })).statusCode).toBe(400);
  });

  it('is locked without the analytics tariff', async () => {
    const { call } = await analyticsOwner('rfm-locked@example.com', false);
    const answer = await call('GET', INSIGHTS_PATHS.rfmDashboards);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: 'FEATURE_REQUIRES_ANALYTICS' });
    expect((await call('GET', INSIGHTS_PATHS.cohorts)).statusCode).toBe(403);
    expect((await call('GET', INSIGHTS_PATHS.revenue)).statusCode).toBe(403);
  });
});

describe('cohorts', () => {
  it('groups clients by the month of their first visit and counts who came back each later month', async () => {
    const { call, userId, company } = await analyticsOwner('cohorts@example.com');
    const now = new Date();
    const monthStart = (back: number, day = 10) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, day, 12));
    const a = await insertClient(t.db, userId, company);
    const b = await insertClient(t.db, userId, company);
    const c = await insertClient(t.db, userId, company);
    await insertVisit(t.db, userId, company, { clientId: a, startsAt: monthStart(2), status: 'arrived' });
    await insertVisit(t.db, userId, company, { clientId: a, startsAt: monthStart(2, 20), status: 'arrived' });
    await insertVisit(t.db, userId, company, { clientId: a, startsAt: monthStart(1), status: 'arrived' });
    await insertVisit(t.db, userId, company, { clientId: b, startsAt: monthStart(2), status: 'arrived' });
    await insertVisit(t.db, userId, company, { clientId: c, startsAt: monthStart(1), status: 'arrived' });
    await insertVisit(t.db, userId, company, { clientId: c, startsAt: monthStart(0, 1), status: 'notCome' });

    const table = cohortsSchema.parse((await call('GET', INSIGHTS_PATHS.cohorts, undefined, { months: '6' })).json()).cohorts;
    expect(table.map((row) => [row.clients, row.retained])).toEqual([
      [2, [2, 1, 0]],
      [1, [1, 0]],
    ]);
  });
});

describe('reviews', () => {
  it('filters the period’s ratings negative, neutral or positive, with the whole period’s statistics', async () => {
    const { call, userId } = await analyticsOwner('reviews@example.com', false);
    const flow = await insertFlow(t.db, userId, { type: 'reviewRequest' });
    for (let i = 0; i < 4; i += 1) await insertMessageAt(t.db, userId, { scheduledAt: daysAgo(3), reached: 'read', flowId: flow });
    await t.db.query(
      `insert into reviews (user_id, rating, text, client_name, created_at) values
         ($1, 5, 'Great', 'Anna', now() - interval '1 day'), ($1, 4, '', 'Boris', now() - interval '2 days'),
         ($1, 3, 'OK', 'Vera', now() - interval '2 days'), ($1, 1, 'Late', 'Gleb', now() - interval '3 days'),
         ($1, 2, 'Old', 'Dina', now() - interval '60 days')`,
      [userId],
    );
    const all = reviewPageSchema.parse((await call('GET', INSIGHTS_PATHS.reviews)).json());
    expect(all.total).toBe(4);
    expect(all.stats).toEqual({ count: 4, averageRating: 3.25, byRating: [{ rating: 5, count: 1 }, { rating: 4, count: 1 }, { rating: 3, count: 1 }, { rating: 2, count: 0 }, { rating: 1, count: 1 }], requestsSent: 4 });
    const negative = reviewPageSchema.parse((await call('GET', INSIGHTS_PATHS.reviews, undefined, { rating: 'negative' })).json());
    expect(negative.items.map((item) => item.clientName)).toEqual(['Gleb']);
    const positive = reviewPageSchema.parse((await call('GET', INSIGHTS_PATHS.reviews, undefined, { rating: 'positive' })).json());
    expect(positive.items.map((item) => item.clientName)).toEqual(['Anna', 'Boris']);
  });
});
