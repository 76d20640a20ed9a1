import { fillPath } from '@cabinet/api/contract';
import { payHistoryPageSchema, PAYMENTS_PATHS } from '@cabinet/api/payments';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { callAs, registerUser, userIdOf } from '../testing/requests';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

/** `count` paid payments, a day apart, the newest starting `newest`; and `failed` refused orders before them all. */
async function history(userId: string, count: number, failed: number): Promise<void> {
  await t.db.query(
    `insert into payments (user_id, tariff, amount, currency, success, date_begin, date_end, comment)
     select $1, 3, 10 + n, 'RUB', true, timestamptz '2026-11-01T00:00:00Z' - make_interval(days => n), timestamptz '2026-12-01T00:00:00Z' - make_interval(days => n), 'payment ' || n
     from generate_series(1, $2::int) as n`,
    [userId, count],
  );
  await t.db.query(
    `insert into pay_orders (user_id, provider, tariff, config, amount, currency, days, status, failure_reason, created_at)
     select $1, 'YoomoneyPay', 3, '{}', 900, 'RUB', 30, 'failed', 'card_declined', timestamptz '2020-01-01T00:00:00Z' - make_interval(days => n)
     from generate_series(1, $2::int) as n`,
    [userId, failed],
  );
}

describe('GET PayInfos/{userId}/History', () => {
  it('pages the whole history on the server, newest first: rows past the 500th are on the last pages', async () => {
    const { token } = await registerUser(t.app, { email: 'long.history@example.com', phone: '+79001113301' });
    const userId = userIdOf(token);
    const call = callAs(t.app, token);
    await history(userId, 503, 2);
    const page = async (n: number) => {
      const answer = await call('GET', `${fillPath(PAYMENTS_PATHS.payHistory, { userId })}?page=${n}&pageSize=100`);
      expect(answer.statusCode).toBe(200);
      return payHistoryPageSchema.parse(answer.json());
    };

    const first = await page(1);
    expect(first).toMatchObject({ total: 505, page: 1, pageSize: 100 });
    // A record kept before orders were: what it bought is its own period, and it paid up to that period's end.
    expect(first.items[0]).toMatchObject({
      comment: 'payment 1',
      sum: 1100,
      paid: true,
      dateBegin: '2026-10-31T00:00:00.000Z',
      paidUpTo: '2026-11-30T00:00:00.000Z',
      purchase: { days: 30, covers: null, units: [], messages: 0, reviewRatings: 0, aiBalanceUsd: 0 },
    });

    const last = await page(6);
    expect(last.items.map((item) => item.comment)).toEqual(['payment 501', 'payment 502', 'payment 503', 'card_declined', 'card_declined']);
    expect(last.items.at(-1)).toMatchObject({ paid: false, sum: 900, promocode: null, subscriptionId: null, paidUpTo: null });

    const all = [first, await page(2), await page(3), await page(4), await page(5), last].flatMap((one) => one.items.map((item) => item.id));
    expect(new Set(all).size).toBe(505);
  });

  it("refuses another user's history and a page size over 100", async () => {
    const owner = await registerUser(t.app, { email: 'history.owner@example.com', phone: '+79001113302' });
    const stranger = callAs(t.app, (await registerUser(t.app, { email: 'history.stranger@example.com', phone: '+79001113303' })).token);
    const path = fillPath(PAYMENTS_PATHS.payHistory, { userId: userIdOf(owner.token) });
    expect((await stranger('GET', path)).statusCode).toBe(403);
    expect((await callAs(t.app, owner.token)('GET', `${path}?pageSize=101`)).statusCode).toBe(400);
  });
});
