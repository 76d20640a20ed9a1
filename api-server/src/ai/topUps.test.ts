import { fillPath } from '@cabinet/api/contract';
import { AI_PATHS, AI_TOP_UP_SIZES, AI_TOP_UP_TARIFF, copilotBotSchema } from '@cabinet/api/ai';
import { PAYMENTS_PATHS, paymentOrderSchema, type PaymentConfigInput } from '@cabinet/api/payments';
import { settleSucceeded } from '../payments/orders';
import { createListeningTestApp, type ListeningTestApp } from '../testing/createTestApp';
import { callAs, registerUser, userIdOf } from '../testing/requests';

/* An assistant's top-up through the payments flow on the Stripe stand-in (a Brazilian account pays in dollars). */
let t: ListeningTestApp;
beforeAll(async () => {
  t = await createListeningTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

async function ownerWithBot(email: string) {
  const { token } = await registerUser(t.app, { email, countryId: 55 });
  const call = callAs(t.app, token);
  const bot = copilotBotSchema.parse((await call('POST', AI_PATHS.bots, { name: 'Lotus', language: 'en' })).json());
  const balance = async () => copilotBotSchema.parse((await call('GET', fillPath(AI_PATHS.bot, { id: bot.id }))).json()).balanceCents;
  return { call, userId: userIdOf(token), bot, balance };
}

const topUp = (userId: string, copilotBotId: string, usd: number): PaymentConfigInput => ({ requireUserId: userId, tariff: AI_TOP_UP_TARIFF, aiBalanceAmountInUsd: usd, isAutoPay: false, copilotBotId });
const create = (call: ReturnType<typeof callAs>, config: PaymentConfigInput) => call('POST', fillPath(PAYMENTS_PATHS.createPayment, { provider: 'StripePay' }), config);
/** The stand-in checkout's pay button, as the browser submits it. */
const pay = (url: string) => fetch(`${t.origin}${new URL(url).pathname}/pay`, { method: 'POST', body: 'action=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });

it('refuses a top-up under $20, at the amount', async () => {
  const { call, userId, bot } = await ownerWithBot('topup.small@example.com');
  const refused = await create(call, topUp(userId, bot.id, 19));
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { aiBalanceAmountInUsd: 'aiBalance.min' } });
  const priced = await call('POST', fillPath(PAYMENTS_PATHS.paymentInfo, { provider: 'StripePay' }), topUp(userId, bot.id, 19));
  expect(priced.statusCode).toBe(400);
});

it('adds a paid top-up to the assistant’s balance once the stand-in’s payment succeeds, and only once', async () => {
  const { call, userId, bot, balance } = await ownerWithBot('topup.paid@example.com');
  expect(await balance()).toBe(0);
  const medium = AI_TOP_UP_SIZES.find((size) => size.size === 'medium')?.usd ?? 0;
  const created = await create(call, topUp(userId, bot.id, medium));
  expect(created.statusCode).toBe(200);
  const { orderId, url } = created.json<{ orderId: string; url: string }>();
  // Nothing is added before the provider says the payment succeeded.
  expect(await balance()).toBe(0);
  expect((await pay(url)).status).toBe(303);
  expect(paymentOrderSchema.parse((await call('GET', fillPath(PAYMENTS_PATHS.order, { orderId }))).json())).toMatchObject({ status: 'succeeded', currency: 'USD' });
  expect(await balance()).toBe(5000);
  // Paid to the assistant, not to the account's AI balance.
  const [user] = await t.db.query<{ ai_balance_usd: string }>('select ai_balance_usd from users where id = $1', [userId]);
  expect(Number(user?.ai_balance_usd)).toBe(0);
  // The same order settled again adds nothing.
  await t.db.transaction((tx) => settleSucceeded(tx, orderId, null, new Date()));
  expect(await balance()).toBe(5000);
});

it('refuses to top up an assistant that is not the payer’s', async () => {
  const owner = await ownerWithBot('topup.owner@example.com');
  const other = await ownerWithBot('topup.other@example.com');
  const refused = await create(other.call, topUp(other.userId, owner.bot.id, 20));
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toMatchObject({ fields: { copilotBotId: 'copilotBot.unknown' } });
});
