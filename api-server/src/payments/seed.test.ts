import { fillPath, PATHS } from '@cabinet/api/contract';
import { INSIGHTS_PATHS } from '@cabinet/api/insights';
import { allowedServicesSchema, payHistoryPageSchema, PAYMENTS_PATHS, subscriptionListSchema, TARIFFS } from '@cabinet/api/payments';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { callAs, signIn, userIdOf } from '../testing/requests';

let t: TestApp;
let call: ReturnType<typeof callAs>;
let demoId: string;

beforeAll(async () => {
  t = await createTestApp();
  const { token } = await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD);
  call = callAs(t.app, token);
  demoId = userIdOf(token);
});
afterAll(async () => {
  await t.close();
});

const json = async (path: string): Promise<unknown> => {
  const answer = await call('GET', path);
  expect(answer.statusCode).toBe(200);
  return answer.json();
};

const DAY_MS = 86_400_000;

// Issue 36: the seeded payments covered no company, so the payment page said "not paid" while home said paid.
describe("the demo's payments, seeded as real ones are", () => {
  it('agree on every screen: each company on the payment page, the subscription, the history row and home', async () => {
    const allowed = allowedServicesSchema.parse(await json(fillPath(PAYMENTS_PATHS.allowedServices, { userId: demoId })));
    const pro = allowed.services.find((service) => service.tariff === TARIFFS.pro);
    expect(pro?.targets.length).toBe(2);
    const paidUpTo = pro?.targets[0]?.paidUpTo ?? '';
    const daysAhead = (Date.parse(paidUpTo) - Date.now()) / DAY_MS;
    expect(daysAhead).toBeGreaterThan(19.9);
    expect(daysAhead).toBeLessThanOrEqual(20);
    expect(pro?.targets.map((target) => target.paidUpTo)).toEqual([paidUpTo, paidUpTo]);
    // No plan runs past Pro, so the payment page opens on Pro, the plan home speaks of (its latest paid-up-to).
    const latestOf = (service: (typeof allowed.services)[number]) => [service.paidUpTo, ...service.targets.map((target) => target.paidUpTo)].filter((date) => date !== null).sort().at(-1) ?? '';
    expect(allowed.services.filter((service) => latestOf(service) > paidUpTo).map((service) => service.tariff)).toEqual([]);

    const subscriptions = subscriptionListSchema.parse(await json(fillPath(PAYMENTS_PATHS.subscriptions, { userId: demoId })));
    expect(subscriptions.find((subscription) => subscription.tariff === TARIFFS.pro)).toMatchObject({ status: 'active', isAutoPay: true, paidUpTo });

    const history = payHistoryPageSchema.parse(await json(`${fillPath(PAYMENTS_PATHS.payHistory, { userId: demoId })}?pageSize=100`));
    const proRows = history.items.filter((item) => item.tariff === TARIFFS.pro);
    expect(proRows).toHaveLength(2);
    const [latest, earlier] = proRows;
    expect(latest).toMatchObject({ paid: true, isAutoPay: true, dateEnd: paidUpTo, paidUpTo });
    expect(Date.parse(paidUpTo) - Date.parse(latest?.dateBegin ?? '')).toBe(30 * DAY_MS);
    const companies = pro?.targets.map((target) => target.name);
    expect(latest?.purchase).toEqual({ days: 30, covers: 'companies', units: companies, messages: 0, reviewRatings: 0, aiBalanceUsd: 0 });
    // A row's paid-up-to is its own period's end, not the tariff's latest.
    expect(earlier?.paidUpTo).toBe(earlier?.dateEnd);
    expect(Date.parse(earlier?.dateEnd ?? '')).toBeLessThan(Date.UTC(new Date().getUTCFullYear(), 0, 1));

    const home = await json(INSIGHTS_PATHS.home);
    expect(home).toMatchObject({ paidUpTo });
    expect(await json(PATHS.account.nearestPaymentEndDate)).toEqual({ nearestPaymentEndDate: paidUpTo });
  });

  it('has a subscription for every plan its history paid for, each with its state and paid-up-to', async () => {
    const history = payHistoryPageSchema.parse(await json(`${fillPath(PAYMENTS_PATHS.payHistory, { userId: demoId })}?pageSize=100`));
    const subscriptions = subscriptionListSchema.parse(await json(fillPath(PAYMENTS_PATHS.subscriptions, { userId: demoId })));
    const paidPlans = new Set(history.items.filter((item) => item.paid && item.purchase.days > 0).map((item) => item.tariff));
    expect([...paidPlans].sort()).toEqual([TARIFFS.pro, TARIFFS.analytics, TARIFFS.feedback].sort());
    expect(subscriptions.map((subscription) => subscription.tariff).sort()).toEqual([...paidPlans].sort());
    for (const item of history.items.filter((row) => row.paid)) {
      expect(subscriptions.find((subscription) => subscription.id === item.subscriptionId)?.tariff).toBe(item.tariff);
    }
    for (const subscription of subscriptions) {
      expect(subscription.status).toBe('active');
      expect(subscription.paidUpTo).not.toBeNull();
    }
  });

  // The insights journey claims the demo's setup gift: a free period agrees everywhere as a paid one does.
  it('still agree after the setup gift adds its free months', async () => {
    const before = allowedServicesSchema.parse(await json(fillPath(PAYMENTS_PATHS.allowedServices, { userId: demoId })));
    const was = before.services.find((service) => service.tariff === TARIFFS.pro)?.targets[0]?.paidUpTo ?? '';
    expect((await call('POST', INSIGHTS_PATHS.gift)).statusCode).toBe(200);
    const allowed = allowedServicesSchema.parse(await json(fillPath(PAYMENTS_PATHS.allowedServices, { userId: demoId })));
    const targets = allowed.services.find((service) => service.tariff === TARIFFS.pro)?.targets ?? [];
    const paidUpTo = targets[0]?.paidUpTo ?? '';
    const expected = new Date(was);
    expected.setUTCMonth(expected.getUTCMonth() + 3);
    expect(paidUpTo).toBe(expected.toISOString());
    expect(targets.map((target) => target.paidUpTo)).toEqual([paidUpTo, paidUpTo]);
    const subscriptions = subscriptionListSchema.parse(await json(fillPath(PAYMENTS_PATHS.subscriptions, { userId: demoId })));
    expect(subscriptions.find((subscription) => subscription.tariff === TARIFFS.pro)).toMatchObject({ isAutoPay: true, paidUpTo });
    const history = payHistoryPageSchema.parse(await json(`${fillPath(PAYMENTS_PATHS.payHistory, { userId: demoId })}?pageSize=100`));
    expect(history.items[0]).toMatchObject({ tariff: TARIFFS.pro, sum: 0, dateBegin: was, paidUpTo });
    expect(await json(INSIGHTS_PATHS.home)).toMatchObject({ paidUpTo });
  });
});
