import { fillPath } from '@cabinet/api/contract';
import { checkoutPaymentSchema, payInfosSchema, redirectPaymentSchema, subscriptionListSchema, type PaymentProvider, PAYMENTS_PATHS } from '@cabinet/api/payments';
import { manualClock } from '../platform/clock';
import { manualJobQueue } from '../platform/jobs/manualJobQueue';
import { QUEUES } from '../platform/jobs/queues';
import { createListeningTestApp, type ListeningTestApp } from '../testing/createTestApp';
import { callAs, registerUser, userIdOf } from '../testing/requests';
import { STAND_IN_CREDENTIALS, STAND_IN_PATHS } from './providers/adapters';
import type { PaymentAdapter } from './providers/PaymentAdapter';
import { createPayboxAdapter } from './providers/paybox';
import { createStripeAdapter } from './providers/stripe';

/*
 * Auto-pay through Stripe (Brazil) and Paybox (Kazakhstan) on a listening API: the first payment is made on
 * the provider's sandbox page with auto-pay on, which saves the card (Stripe: a Customer and its payment
 * method; Paybox: a recurring profile); the renewal job charges it a day before the paid-up-to date.
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
afterEach(() => {
  clock.set(new Date());
});

const webhookUrl = (provider: PaymentProvider) => `${origin}/${fillPath(PAYMENTS_PATHS.webhook, { provider })}`;
const control = (path: string, body: unknown) => fetch(`${origin}/${path}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
/** A button of a sandbox's page, as the browser submits its form. */
const press = (pageUrl: string, action: string) =>
  fetch(`${origin}${new URL(pageUrl).pathname}/${action}`, { method: 'POST', body: `action=${action}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });

interface Provider {
  name: PaymentProvider;
  countryId: number;
  sandbox: string;
  /** The sandbox's test control that makes a saved card refuse its next charges. */
  declinePath: (methodId: string) => string;
  /** The adapter the API uses, built the same way, to play a run that stopped before it heard back. */
  adapter: () => PaymentAdapter;
  /** Starts the first payment and answers the sandbox page's url. */
  start: (call: ReturnType<typeof callAs>, userId: string) => Promise<string>;
}

const amoCrm = (userId: string) => ({ requireUserId: userId, tariff: 3, month: 1, isAutoPay: true });

const PROVIDERS: Provider[] = [
  {
    name: 'StripePay',
    countryId: 55,
    sandbox: STAND_IN_PATHS.stripe,
    declinePath: (id) => `${STAND_IN_PATHS.stripe}/_control/payment_methods/${id}`,
    adapter: () => createStripeAdapter({ apiBaseUrl: `${origin}/${STAND_IN_PATHS.stripe}`, secretKey: STAND_IN_CREDENTIALS.stripe.secretKey, webhookSecret: STAND_IN_CREDENTIALS.stripe.webhookSecret, timeoutMs: 10_000 }),
    async start(call, userId) {
      const created = await call('POST', fillPath(PAYMENTS_PATHS.createPayment, { provider: 'StripePay' }), amoCrm(userId));
      expect(created.statusCode).toBe(200);
      return checkoutPaymentSchema.parse(created.json()).url;
    },
  },
  {
    name: 'Paybox',
    countryId: 8,
    sandbox: STAND_IN_PATHS.paybox,
    declinePath: (id) => `${STAND_IN_PATHS.paybox}/_control/recurring_profiles/${id}`,
    adapter: () =>
      createPayboxAdapter({ baseUrl: `${origin}/${STAND_IN_PATHS.paybox}`, merchantId: STAND_IN_CREDENTIALS.paybox.merchantId, secretKey: STAND_IN_CREDENTIALS.paybox.secretKey, resultUrl: webhookUrl('Paybox'), timeoutMs: 10_000 }),
    async start(call, userId) {
      const created = await call('POST', fillPath(PAYMENTS_PATHS.createPayment, { provider: 'Paybox' }), amoCrm(userId));
      expect(created.statusCode).toBe(200);
      return redirectPaymentSchema.parse(created.json()).redirectUrl;
    },
  },
];

describe.each(PROVIDERS)('auto-pay through $name', (provider) => {
  let serial = 0;
  async function subscriber() {
    serial += 1;
    const { token } = await registerUser(t.app, { email: `autopay.${provider.name.toLowerCase()}.${serial}@example.com`, countryId: provider.countryId });
    const owner = { call: callAs(t.app, token), id: userIdOf(token) };
    const pageUrl = await provider.start(owner.call, owner.id);
    expect((await press(pageUrl, 'pay')).status).toBe(303);
    const [row] = await t.db.query<{ id: string; amount: number; payment_method_id: string | null; provider_customer_id: string | null }>(
      'select id, amount, payment_method_id, provider_customer_id from subscriptions where user_id = $1',
      [owner.id],
    );
    if (!row?.payment_method_id) throw new Error('The first payment saved no card');
    const [subscription] = subscriptionListSchema.parse((await owner.call('GET', fillPath(PAYMENTS_PATHS.subscriptions, { userId: owner.id }))).json());
    if (!subscription?.paidUpTo) throw new Error('The first payment made no subscription');
    return { ...owner, subscription: { ...row, paidUpTo: new Date(subscription.paidUpTo).getTime(), isAutoPay: subscription.isAutoPay } };
  }
  const paidUpTo = async (call: ReturnType<typeof callAs>, userId: string) => {
    const [subscription] = subscriptionListSchema.parse((await call('GET', fillPath(PAYMENTS_PATHS.subscriptions, { userId }))).json());
    return new Date(subscription?.paidUpTo ?? 0).getTime();
  };
  const renewals = async (userId: string) =>
    t.db.query<{ status: string; provider_payment_id: string | null; failure_reason: string | null }>(
      `select status, provider_payment_id, failure_reason from pay_orders where user_id = $1 and kind = 'renewal' order by created_at`,
      [userId],
    );

  it('saves the card at the first payment, then renews once a period, however often the job runs', async () => {
    const owner = await subscriber();
    expect(owner.subscription.isAutoPay).toBe(true);
    if (provider.name === 'StripePay') expect(owner.subscription.provider_customer_id).toMatch(/^cus_/);

    // Two days before the end: not due yet.
    clock.advance(owner.subscription.paidUpTo - clock.now().getTime() - 2 * DAY);
    await jobs.fire(QUEUES.paymentsAutoRenew);
    expect(await renewals(owner.id)).toEqual([]);

    // A day before the end: charged once, from the old end, however many runs follow.
    clock.advance(DAY + 60_000);
    await jobs.fire(QUEUES.paymentsAutoRenew);
    await jobs.fire(QUEUES.paymentsAutoRenew);
    const charged = await renewals(owner.id);
    expect(charged.map((row) => row.status)).toEqual(['succeeded']);
    expect(await paidUpTo(owner.call, owner.id)).toBe(owner.subscription.paidUpTo + 30 * DAY);
    const history = payInfosSchema.parse((await owner.call('GET', fillPath(PAYMENTS_PATHS.payInfos, { userId: owner.id }))).json());
    expect(history.payments.filter((payment) => payment.paid && payment.isAutoPay)).toHaveLength(2);
    expect(history.payments.filter((payment) => payment.paid)).toHaveLength(2);
  });

  it('records a refused card as a failed payment and extends nothing', async () => {
    const owner = await subscriber();
    expect((await control(provider.declinePath(owner.subscription.payment_method_id ?? ''), { behaviour: 'decline' })).status).toBe(204);
    clock.advance(owner.subscription.paidUpTo - clock.now().getTime() - DAY + 60_000);
    await jobs.fire(QUEUES.paymentsAutoRenew);
    await jobs.fire(QUEUES.paymentsAutoRenew);
    const failed = await renewals(owner.id);
    expect(failed.map((row) => row.status)).toEqual(['failed']);
    expect(failed[0]?.failure_reason).toMatch(provider.name === 'StripePay' ? /^card_declined$/ : /insufficient funds/i);
    expect(await paidUpTo(owner.call, owner.id)).toBe(owner.subscription.paidUpTo);
    const history = payInfosSchema.parse((await owner.call('GET', fillPath(PAYMENTS_PATHS.payInfos, { userId: owner.id }))).json());
    expect(history.failedPayments).toBe(1);
    expect(history.payments.filter((payment) => payment.paid)).toHaveLength(1);
  });

  it('charges a renewal whose run stopped before the answer once: the next run gets the same payment', async () => {
    const owner = await subscriber();
    clock.advance(owner.subscription.paidUpTo - clock.now().getTime() - DAY + 60_000);
    // A run wrote its order and reached the provider, then stopped before it heard back; the
    // provider's notification is late too.
    expect((await control(`${provider.sandbox}/_control/notifications`, { hold: true })).status).toBe(204);
    const [written] = await t.db.query<{ id: string }>(
      `insert into pay_orders (user_id, provider, tariff, config, amount, currency, days, is_auto_pay, kind, renews_from, subscription_id)
       values ($1, $2, 3, '{"targetIds":["account"],"covers":"account"}', $3, $4, 30, true, 'renewal', $5, $6) returning id`,
      [owner.id, provider.name, owner.subscription.amount, provider.name === 'StripePay' ? 'USD' : 'KZT', new Date(owner.subscription.paidUpTo).toISOString(), owner.subscription.id],
    );
    if (!written) throw new Error('no order');
    const first = await provider.adapter().chargeSaved?.({
      orderId: written.id,
      amount: owner.subscription.amount,
      currency: provider.name === 'StripePay' ? 'USD' : 'KZT',
      description: 'Cabinet: tariff 3, auto-pay',
      paymentMethodId: owner.subscription.payment_method_id ?? '',
      customerId: owner.subscription.provider_customer_id,
    });
    expect(first?.outcome).toBe('succeeded');

    await jobs.fire(QUEUES.paymentsAutoRenew);
    expect((await control(`${provider.sandbox}/_control/notifications`, { hold: false })).status).toBe(204);
    await jobs.fire(QUEUES.paymentsAutoRenew);

    const charged = await renewals(owner.id);
    expect(charged).toEqual([{ status: 'succeeded', provider_payment_id: first?.providerPaymentId, failure_reason: null }]);
    expect(await paidUpTo(owner.call, owner.id)).toBe(owner.subscription.paidUpTo + 30 * DAY);
    const history = payInfosSchema.parse((await owner.call('GET', fillPath(PAYMENTS_PATHS.payInfos, { userId: owner.id }))).json());
    expect(history.payments.filter((payment) => payment.paid)).toHaveLength(2);
  });
});

describe('auto-pay through Stripe when the bank wants the owner present', () => {
  it('is a failed renewal (authentication_required), left for the owner to pay by hand', async () => {
    const { token } = await registerUser(t.app, { email: 'autopay.stripe.sca@example.com', countryId: 55 });
    const owner = { call: callAs(t.app, token), id: userIdOf(token) };
    const [stripe] = PROVIDERS;
    if (!stripe) throw new Error('no provider');
    expect((await press(await stripe.start(owner.call, owner.id), 'pay')).status).toBe(303);
    const [row] = await t.db.query<{ payment_method_id: string }>('select payment_method_id from subscriptions where user_id = $1', [owner.id]);
    expect((await control(stripe.declinePath(row?.payment_method_id ?? ''), { behaviour: 'authenticate' })).status).toBe(204);
    const [subscription] = subscriptionListSchema.parse((await owner.call('GET', fillPath(PAYMENTS_PATHS.subscriptions, { userId: owner.id }))).json());
    clock.advance(new Date(subscription?.paidUpTo ?? 0).getTime() - clock.now().getTime() - DAY + 60_000);
    await jobs.fire(QUEUES.paymentsAutoRenew);
    const failed = await t.db.query<{ status: string; failure_reason: string }>(`select status, failure_reason from pay_orders where user_id = $1 and kind = 'renewal'`, [owner.id]);
    expect(failed).toEqual([{ status: 'failed', failure_reason: 'authentication_required' }]);
  });

  it('does not save a card when the first payment is made without auto-pay', async () => {
    const { token } = await registerUser(t.app, { email: 'autopay.stripe.off@example.com', countryId: 55 });
    const owner = { call: callAs(t.app, token), id: userIdOf(token) };
    const created = await owner.call('POST', fillPath(PAYMENTS_PATHS.createPayment, { provider: 'StripePay' }), { ...amoCrm(owner.id), isAutoPay: false });
    expect((await press(checkoutPaymentSchema.parse(created.json()).url, 'pay')).status).toBe(303);
    const [row] = await t.db.query<{ payment_method_id: string | null; provider_customer_id: string | null }>('select payment_method_id, provider_customer_id from subscriptions where user_id = $1', [owner.id]);
    expect(row).toEqual({ payment_method_id: null, provider_customer_id: null });
  });
});
