import { fillPath } from '@cabinet/api/contract';
import { PAYMENTS_PATHS, subscriptionListSchema } from '@cabinet/api/payments';
import { manualClock } from '../platform/clock';
import { manualJobQueue } from '../platform/jobs/manualJobQueue';
import { QUEUES } from '../platform/jobs/queues';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed';
import { createListeningTestApp, type ListeningTestApp } from '../testing/createTestApp';
import { callAs, signIn, userIdOf } from '../testing/requests';

/* The demo's auto-pay, as a developer trying the cancel flow would leave it running: its card renews the plan. */
const DAY = 24 * 60 * 60 * 1000;
let t: ListeningTestApp;
const clock = manualClock(new Date());
const jobs = manualJobQueue(clock);

beforeAll(async () => {
  t = await createListeningTestApp({ app: { clock, jobs } });
});
afterAll(async () => {
  await t.close();
});

it('renews the demo’s Pro plan on its saved card when the paid period ends, through the YooKassa stand-in', async () => {
  const { token } = await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD);
  const demo = callAs(t.app, token);
  const userId = userIdOf(token);
  const subscriptions = async () => subscriptionListSchema.parse((await demo('GET', fillPath(PAYMENTS_PATHS.subscriptions, { userId }))).json());
  const pro = (await subscriptions()).find((subscription) => subscription.isAutoPay);
  if (!pro?.paidUpTo) throw new Error('the demo has no auto-pay subscription');
  const [{ provider } = { provider: '' }] = await t.db.query<{ provider: string }>('select provider from subscriptions where id = $1', [pro.id]);
  expect(provider).toBe('YoomoneyPay');

  const end = new Date(pro.paidUpTo).getTime();
  clock.set(new Date(end - DAY / 2));
  await jobs.fire(QUEUES.paymentsAutoRenew);

  const charges = await t.db.query<{ status: string }>(`select status from pay_orders where user_id = $1 and kind = 'renewal'`, [userId]);
  expect(charges.map((charge) => charge.status)).toEqual(['succeeded']);
  const renewed = (await subscriptions()).find((subscription) => subscription.id === pro.id);
  expect(new Date(renewed?.paidUpTo ?? 0).getTime()).toBe(end + 30 * DAY);
});
