import { fillPath } from '@cabinet/api/contract';
import { payHistoryPageSchema, PAYMENTS_PATHS } from '@cabinet/api/payments';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { callAs, registerUser, userIdOf } from '../testing/requests';
import { grantFreePeriod } from './freePeriods';
import { PAYMENT_NOTE_BACKFILL } from './migrations';
import { settleSucceeded } from './orders';

/*
 * Issue 31: the API wrote English on payment records ("Booking system: Pro, 30 days for 2 unit(s)", "…, 2 months
 * free"), which admins and owners read in every locale. Records carry a note, a code with its values, instead.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const NOW = new Date('2026-11-20T10:00:00.000Z');

async function order(userId: string, values: { tariff: number; days: number; messages: number; config: object }): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(
    `insert into pay_orders (user_id, provider, tariff, config, amount, currency, days, messages_added) values ($1, 'YoomoneyPay', $2, $3, 500000, 'RUB', $4, $5) returning id`,
    [userId, values.tariff, JSON.stringify(values.config), values.days, values.messages],
  );
  if (!row) throw new Error('no order');
  return row.id;
}

async function history(token: string) {
  const response = await callAs(t.app, token)('GET', fillPath(PAYMENTS_PATHS.payHistory, { userId: userIdOf(token) }));
  expect(response.statusCode).toBe(200);
  return payHistoryPageSchema.parse(response.json()).items;
}

it('records a settled order and a free period as codes with their values, no English text', async () => {
  const { token } = await registerUser(t.app, { email: 'note.codes@example.com', phone: '+79005550301' });
  const userId = userIdOf(token);
  const paid = await order(userId, { tariff: 1, days: 30, messages: 500, config: { requireUserId: userId, tariff: 1, targetIds: ['account'], aiReviewsCount: 10 } });
  await t.db.transaction((tx) => settleSucceeded(tx, paid, 'provider-1', NOW));
  await t.db.transaction((tx) => grantFreePeriod(tx, userId, 1, 2, NOW));
  const items = await history(token);
  expect(items.map((item) => ({ comment: item.comment, note: item.note }))).toEqual(
    expect.arrayContaining([
      { comment: '', note: { code: 'purchase', days: 30, units: 1, messages: 500, reviewRatings: 10, aiBalanceUsd: 0 } },
      { comment: '', note: { code: 'freePeriod', months: 2 } },
    ]),
  );
});

it('gives records made before the note theirs, and keeps a comment a person wrote as it was', async () => {
  const { token } = await registerUser(t.app, { email: 'note.backfill@example.com', phone: '+79005550302' });
  const userId = userIdOf(token);
  const old = await order(userId, { tariff: 1, days: 30, messages: 0, config: { requireUserId: userId, tariff: 1, targetIds: ['a', 'b'] } });
  const typed = await order(userId, { tariff: 1, days: 30, messages: 0, config: { requireUserId: userId, tariff: 1, targetIds: ['a'] } });
  await t.db.query(`update pay_orders set status = 'succeeded' where id = any($1::uuid[])`, [[old, typed]]);
  await t.db.query(
    `insert into payments (user_id, tariff, amount, currency, success, date_begin, date_end, comment, order_id) values
       ($1, 1, 5000, 'RUB', true, '2026-10-01', '2026-10-31', 'Booking system: Pro, 30 days for 2 unit(s)', $2),
       ($1, 1, 5000, 'RUB', true, '2026-09-01', '2026-09-30', 'Paid after a call with the manager', $3),
       ($1, 1, 0, 'RUB', true, '2026-08-01', '2026-09-30', 'Booking system: Pro, 2 months free', null),
       ($1, 1, 2500, 'RUB', true, '2026-07-01', '2026-07-31', 'Bank transfer', null)`,
    [userId, old, typed],
  );
  for (const statement of PAYMENT_NOTE_BACKFILL) await t.db.query(statement);
  const rows = await t.db.query<{ comment: string; note: unknown }>('select comment, note from payments where user_id = $1 order by date_begin desc', [userId]);
  expect(rows).toEqual([
    { comment: '', note: { code: 'purchase', days: 30, units: 2, messages: 0, reviewRatings: 0, aiBalanceUsd: 0 } },
    { comment: 'Paid after a call with the manager', note: { code: 'purchase', days: 30, units: 1, messages: 0, reviewRatings: 0, aiBalanceUsd: 0 } },
    { comment: '', note: { code: 'freePeriod', months: 2 } },
    // Not the API's words: what someone typed stays, without a note.
    { comment: 'Bank transfer', note: null },
  ]);
});
