import { fillPath, PATHS } from '@cabinet/api/contract';
import { payInfosSchema, PAYMENTS_PATHS, subscriptionListSchema, widgetPaymentSchema } from '@cabinet/api/payments';
import { manualClock } from '../platform/clock';
import { manualJobQueue } from '../platform/jobs/manualJobQueue';
import { QUEUES } from '../platform/jobs/queues';
import { createListeningTestApp, type ListeningTestApp } from '../testing/createTestApp';
import { callAs, registerUser, userIdOf } from '../testing/requests';
import { STAND_IN_PATHS } from './providers/adapters';

/*
 * Auto-pay on the API's own scheduler, with the clock moved by the test: the quick start's trial saves a
 * card through the widget, and the renewal job charges it at the end of the trial, once.
 */
const DAY = 24 * 60 * 60 * 1000;
let t: ListeningTestApp;
let origin: string;
const clock = manualClock(new Date());
const jobs = manualJobQueue(clock);

beforeAll(async () => {
  t = await createListeningTestApp({ seed: false, app: { clock, jobs } });
  origin = t.origin;
});
afterAll(async () => {
  await t.close();
});

async function account(email: string, countryId = 1) {
  const { token } = await registerUser(t.app, { email, countryId });
  return { call: callAs(t.app, token), id: userIdOf(token) };
}
const press = (pageUrl: string, action: string) =>
  fetch(`${origin}${new URL(pageUrl).pathname}/${action}`, { method: 'POST', body: `action=${action}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });

/** Takes the trial: the widget's token, then the card paid in the widget. Answers the saved card's id. */
async function takeTrial(owner: Awaited<ReturnType<typeof account>>): Promise<string> {
  const started = await owner.call('GET', fillPath(PAYMENTS_PATHS.miniPay, { id: owner.id }));
  expect(started.statusCode).toBe(200);
  const { widgetUrl } = widgetPaymentSchema.parse(started.json());
  expect((await press(widgetUrl, 'pay')).status).toBe(200);
  const [row] = await t.db.query<{ payment_method_id: string }>('select payment_method_id from subscriptions where user_id = $1', [owner.id]);
  if (!row?.payment_method_id) throw new Error('no card saved');
  return row.payment_method_id;
}
async function subscriptionOf(owner: Awaited<ReturnType<typeof account>>) {
  const list = subscriptionListSchema.parse((await owner.call('GET', fillPath(PAYMENTS_PATHS.subscriptions, { userId: owner.id }))).json());
  const [subscription] = list;
  if (!subscription) throw new Error('no subscription');
  return subscription;
}
const renewalCharges = async (userId: string) =>
  (await t.db.query<{ status: string }>(`select status from pay_orders where user_id = $1 and kind = 'renewal' order by created_at`, [userId])).map((row) => row.status);

describe('the quick start trial and auto-pay', () => {
  it('starts a 3-day trial with the card checked, then charges 1,200 roubles at its end, once', async () => {
    const owner = await account('trial.owner@example.com');
    await takeTrial(owner);
    const trial = await subscriptionOf(owner);
    expect(trial).toMatchObject({ tariff: 1, status: 'active', isAutoPay: true, amount: 120_000, currency: 'RUB' });
    const trialEnd = new Date(trial.paidUpTo ?? 0).getTime();
    expect(trialEnd - clock.now().getTime()).toBe(3 * DAY);

    // Not yet due: nothing is charged during the trial.
    clock.advance(DAY);
    await jobs.fire(QUEUES.paymentsAutoRenew);
    expect(await renewalCharges(owner.id)).toEqual([]);

    // Its end comes: the saved card pays for a month, from the trial's end.
    clock.advance(2 * DAY - 60_000);
    await jobs.fire(QUEUES.paymentsAutoRenew);
    expect(await renewalCharges(owner.id)).toEqual(['succeeded']);
    const renewed = await subscriptionOf(owner);
    expect(new Date(renewed.paidUpTo ?? 0).getTime()).toBe(trialEnd + 30 * DAY);

    // Another run, or one after a restart, charges nothing more.
    await jobs.fire(QUEUES.paymentsAutoRenew);
    await jobs.fire(QUEUES.paymentsAutoRenew);
    expect(await renewalCharges(owner.id)).toEqual(['succeeded']);
    const history = payInfosSchema.parse((await owner.call('GET', fillPath(PAYMENTS_PATHS.payInfos, { userId: owner.id }))).json());
    expect(history.payments.filter((payment) => payment.sum === 120_000 && payment.paid)).toHaveLength(1);
    clock.set(new Date());
  });

  it('offers the trial once, and only to an account paying through the widget provider', async () => {
    const owner = await account('trial.twice@example.com');
    await takeTrial(owner);
    expect((await owner.call('GET', fillPath(PAYMENTS_PATHS.miniPay, { id: owner.id }))).statusCode).toBe(409);
    const brazilian = await account('trial.br@example.com', 55);
    const refused = await brazilian.call('GET', fillPath(PAYMENTS_PATHS.miniPay, { id: brazilian.id }));
    expect(refused.statusCode).toBe(409);
    const stranger = await account('trial.stranger@example.com');
    expect((await stranger.call('GET', fillPath(PAYMENTS_PATHS.miniPay, { id: owner.id }))).statusCode).toBe(403);
  });

  it('records a refused card as a failed payment and leaves the paid-up-to date as it was', async () => {
    const owner = await account('trial.declined@example.com');
    const card = await takeTrial(owner);
    const before = await subscriptionOf(owner);
    const declines = await fetch(`${origin}/${STAND_IN_PATHS.yookassa}/_control/payment_methods/${card}`, { method: 'POST', body: JSON.stringify({ behaviour: 'decline' }), headers: { 'content-type': 'application/json' } });
    expect(declines.status).toBe(204);
    clock.advance(3 * DAY - 60_000);
    await jobs.fire(QUEUES.paymentsAutoRenew);
    await jobs.fire(QUEUES.paymentsAutoRenew);
    expect(await renewalCharges(owner.id)).toEqual(['failed']);
    expect((await subscriptionOf(owner)).paidUpTo).toBe(before.paidUpTo);
    const history = payInfosSchema.parse((await owner.call('GET', fillPath(PAYMENTS_PATHS.payInfos, { userId: owner.id }))).json());
    expect(history.failedPayments).toBe(1);
    // The period still runs (a day is left): the payment-ending notice reads this date.
    const nearest = (await owner.call('GET', PATHS.account.nearestPaymentEndDate)).json<{ nearestPaymentEndDate: string | null }>();
    expect(nearest.nearestPaymentEndDate).not.toBeNull();
    clock.set(new Date());
  });

  it('charges the open renewal of a run that stopped half-way exactly once (the same idempotence key)', async () => {
    const owner = await account('trial.restart@example.com');
    await takeTrial(owner);
    const before = await subscriptionOf(owner);
    clock.advance(3 * DAY - 60_000);
    // A run wrote its order and stopped before it heard from the provider (a restart).
    const [subscription] = await t.db.query<{ id: string; amount: number }>('select id, amount from subscriptions where user_id = $1', [owner.id]);
    await t.db.query(
      `insert into pay_orders (user_id, provider, tariff, config, amount, currency, days, is_auto_pay, kind, renews_from, subscription_id)
       values ($1, 'YoomoneyPay', 1, '{"targetIds":["account"],"covers":"account"}', $2, 'RUB', 30, true, 'renewal', $3, $4)`,
      [owner.id, subscription?.amount, before.paidUpTo, subscription?.id],
    );
    await jobs.fire(QUEUES.paymentsAutoRenew);
    await jobs.fire(QUEUES.paymentsAutoRenew);
    expect(await renewalCharges(owner.id)).toEqual(['succeeded']);
    expect(new Date((await subscriptionOf(owner)).paidUpTo ?? 0).getTime()).toBe(new Date(before.paidUpTo ?? 0).getTime() + 30 * DAY);
    clock.set(new Date());
  });

  it('stops charging once auto-pay is cancelled', async () => {
    const owner = await account('trial.cancelled@example.com');
    await takeTrial(owner);
    const trial = await subscriptionOf(owner);
    const cancelled = await owner.call('POST', fillPath(PAYMENTS_PATHS.cancelSubscription, { userId: owner.id, id: trial.id }), { onlyAutoPay: true });
    expect(cancelled.statusCode).toBe(200);
    clock.advance(3 * DAY - 60_000);
    await jobs.fire(QUEUES.paymentsAutoRenew);
    expect(await renewalCharges(owner.id)).toEqual([]);
    expect((await subscriptionOf(owner)).paidUpTo).toBe(trial.paidUpTo);
    clock.set(new Date());
  });
});
