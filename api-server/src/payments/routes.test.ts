import { fillPath } from '@cabinet/api/contract';
import { MEDFLEX_PATHS } from '@cabinet/api/systemAccounts';
import { allowedServicesSchema, paymentOrderSchema, type PaymentConfigInput, PAYMENTS_PATHS } from '@cabinet/api/payments';
import { createListeningTestApp, type ListeningTestApp } from '../testing/createTestApp';
import { callAs, registerUser, userIdOf } from '../testing/requests';
import { STAND_IN_MEDFLEX_KEY } from '../systemAccounts/standIns/medflex';
import { STAND_IN_CREDENTIALS } from './providers/adapters';
import { payboxSignature } from './providers/paybox';
import { stripeSignatureHeader } from './providers/stripe';

/*
 * The whole loop on a listening API: the adapters call the sandboxes over HTTP, the sandboxes post their
 * notifications back, and the webhooks settle the orders.
 */
let t: ListeningTestApp;
let origin: string;

beforeAll(async () => {
  t = await createListeningTestApp({ seed: false });
  origin = t.origin;
});
afterAll(async () => {
  await t.close();
});

async function account(email: string, countryId: number) {
  const { token } = await registerUser(t.app, { email, countryId });
  return { call: callAs(t.app, token), id: userIdOf(token) };
}

const config = (userId: string, extra: Partial<PaymentConfigInput> = {}): PaymentConfigInput => ({ requireUserId: userId, tariff: 3, month: 1, ...extra });

async function order(call: ReturnType<typeof callAs>, orderId: string) {
  return paymentOrderSchema.parse((await call('GET', fillPath(PAYMENTS_PATHS.order, { orderId }))).json());
}
async function paidCount(userId: string): Promise<number> {
  const [row] = await t.db.query<{ count: number }>('select count(*)::int as count from payments where user_id = $1 and success', [userId]);
  return row?.count ?? 0;
}
const post = (path: string, body: string, headers: Record<string, string>) => fetch(`${origin}${path}`, { method: 'POST', body, headers, redirect: 'manual' });
/** A button of a sandbox's page, as the browser submits its form. */
const press = (pageUrl: string, action: string) => post(`${new URL(pageUrl).pathname}/${action}`, `action=${action}`, { 'content-type': 'application/x-www-form-urlencoded' });

describe('Stripe checkout (Brazil)', () => {
  it('pays through the hosted checkout and moves the paid-up-to date at once', async () => {
    const owner = await account('br.owner@example.com', 55);
    const created = await owner.call('POST', fillPath(PAYMENTS_PATHS.createPayment, { provider: 'StripePay' }), config(owner.id));
    expect(created.statusCode).toBe(200);
    const { orderId, url } = created.json<{ orderId: string; url: string }>();
    const back = await press(url, 'pay');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toContain(`/payments?tariff=3&order=${orderId}`);
    const paid = await order(owner.call, orderId);
    expect(paid).toMatchObject({ status: 'succeeded', currency: 'USD', amount: 1800 });
    expect(new Date(paid.paidUpTo ?? 0).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const services = allowedServicesSchema.parse((await owner.call('GET', fillPath(PAYMENTS_PATHS.allowedServices, { userId: owner.id }))).json());
    expect(services.services.find((service) => service.tariff === 3)?.paidUpTo).toBe(paid.paidUpTo);
  });

  it('refuses a forged or stale notification, and takes a replayed one once', async () => {
    const owner = await account('br.replay@example.com', 55);
    const { orderId } = (await owner.call('POST', fillPath(PAYMENTS_PATHS.createPayment, { provider: 'StripePay' }), config(owner.id))).json<{ orderId: string }>();
    const event = (id: string) =>
      JSON.stringify({ id, object: 'event', type: 'checkout.session.completed', data: { object: { id: 'cs_test_x', object: 'checkout.session', metadata: { orderId }, client_reference_id: orderId, payment_status: 'paid', amount_total: 1800 } } });
    const webhook = '/' + fillPath(PAYMENTS_PATHS.webhook, { provider: 'StripePay' });
    const payload = event('evt_once');

    const forged = await post(webhook, payload, { 'content-type': 'application/json', 'stripe-signature': stripeSignatureHeader(payload, 'whsec_not_ours') });
    expect(forged.status).toBe(400);
    const stale = await post(webhook, payload, { 'content-type': 'application/json', 'stripe-signature': stripeSignatureHeader(payload, STAND_IN_CREDENTIALS.stripe.webhookSecret, Math.floor(Date.now() / 1000) - 3600) });
    expect(stale.status).toBe(400);
    expect((await order(owner.call, orderId)).status).toBe('created');

    const signed = { 'content-type': 'application/json', 'stripe-signature': stripeSignatureHeader(payload, STAND_IN_CREDENTIALS.stripe.webhookSecret) };
    const settled = await post(webhook, payload, signed);
    expect(`${settled.status} ${await settled.text()}`).toBe('200 {"received":true}');
    const first = await order(owner.call, orderId);
    expect((await post(webhook, payload, signed)).status).toBe(200);
    const again = event('evt_second_notice');
    expect((await post(webhook, again, { 'content-type': 'application/json', 'stripe-signature': stripeSignatureHeader(again, STAND_IN_CREDENTIALS.stripe.webhookSecret) })).status).toBe(200);
    expect(await order(owner.call, orderId)).toEqual(first);
    expect(await paidCount(owner.id)).toBe(1);
  });
});

describe('Paybox redirect (Kazakhstan)', () => {
  it('leaves nothing paid when the card is declined or the payer goes back', async () => {
    const owner = await account('kz.owner@example.com', 8);
    const start = async () => (await owner.call('POST', fillPath(PAYMENTS_PATHS.createPayment, { provider: 'Paybox' }), config(owner.id))).json<{ orderId: string; redirectUrl: string }>();
    const declined = await start();
    expect((await press(declined.redirectUrl, 'decline')).status).toBe(200);
    expect(await order(owner.call, declined.orderId)).toMatchObject({ status: 'failed', paidUpTo: null });
    const abandoned = await start();
    expect((await press(abandoned.redirectUrl, 'back')).status).toBe(303);
    expect(await order(owner.call, abandoned.orderId)).toMatchObject({ status: 'created', paidUpTo: null });
    expect(await paidCount(owner.id)).toBe(0);
  });

  it('refuses a result whose pg_sig is not the merchant’s', async () => {
    const owner = await account('kz.forged@example.com', 8);
    const { orderId } = (await owner.call('POST', fillPath(PAYMENTS_PATHS.createPayment, { provider: 'Paybox' }), config(owner.id))).json<{ orderId: string }>();
    const fields: Record<string, string> = { pg_order_id: orderId, pg_payment_id: '1', pg_amount: '8500.00', pg_result: '1', pg_salt: 'abc' };
    fields.pg_sig = payboxSignature('Webhook', fields, 'not-the-secret');
    const webhook = '/' + fillPath(PAYMENTS_PATHS.webhook, { provider: 'Paybox' });
    const response = await post(webhook, new URLSearchParams(fields).toString(), { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.status).toBe(400);
    fields.pg_sig = payboxSignature('Webhook', fields, STAND_IN_CREDENTIALS.paybox.secretKey);
    expect((await post(webhook, new URLSearchParams(fields).toString(), { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(200);
    expect((await order(owner.call, orderId)).status).toBe('succeeded');
  });
});

describe('the embedded widget (Russia)', () => {
  it('pays in the widget and refuses a notification the provider does not confirm', async () => {
    const owner = await account('ru.owner@example.com', 1);
    const start = async () => (await owner.call('POST', fillPath(PAYMENTS_PATHS.createPayment, { provider: 'YoomoneyPay' }), config(owner.id))).json<{ orderId: string; token: string; widgetUrl: string }>();
    const pending = await start();
    const [row] = await t.db.query<{ provider_payment_id: string }>('select provider_payment_id from pay_orders where id = $1', [pending.orderId]);
    const forged = JSON.stringify({ type: 'notification', event: 'payment.succeeded', object: { id: row?.provider_payment_id, status: 'succeeded' } });
    expect((await post('/' + fillPath(PAYMENTS_PATHS.webhook, { provider: 'YoomoneyPay' }), forged, { 'content-type': 'application/json' })).status).toBe(400);
    expect((await order(owner.call, pending.orderId)).status).toBe('created');

    expect((await press(pending.widgetUrl, 'pay')).status).toBe(200);
    expect((await order(owner.call, pending.orderId)).status).toBe('succeeded');
    expect(await paidCount(owner.id)).toBe(1);
  });

  it('refuses another country’s provider and another user’s payment', async () => {
    const owner = await account('ru.wrong@example.com', 1);
    const stranger = await account('ru.stranger@example.com', 1);
    expect((await owner.call('POST', fillPath(PAYMENTS_PATHS.createPayment, { provider: 'StripePay' }), config(owner.id))).statusCode).toBe(409);
    expect((await stranger.call('POST', fillPath(PAYMENTS_PATHS.paymentInfo, { provider: 'YoomoneyPay' }), config(owner.id))).statusCode).toBe(403);
  });
});

describe('promo codes and the partner programme', () => {
  it('opens the programme after the first payment, refuses the owner’s own code and discounts a friend', async () => {
    const partner = await account('partner@example.com', 1);
    expect((await partner.call('POST', PAYMENTS_PATHS.partnerPromocodes, { code: 'SALON10' })).statusCode).toBe(403);
    const { widgetUrl } = (await partner.call('POST', fillPath(PAYMENTS_PATHS.createPayment, { provider: 'YoomoneyPay' }), config(partner.id))).json<{ widgetUrl: string }>();
    await press(widgetUrl, 'pay');
    expect((await partner.call('POST', PAYMENTS_PATHS.partnerPromocodes, { code: 'salon10' })).statusCode).toBe(201);

    const own = await partner.call('POST', fillPath(PAYMENTS_PATHS.paymentInfo, { provider: 'YoomoneyPay' }), config(partner.id, { promo: 'SALON10' }));
    expect(own.json()).toMatchObject({ code: 'PROMO_ERROR_OWNER' });
    const friend = await account('friend@example.com', 1);
    const priced = await friend.call('POST', fillPath(PAYMENTS_PATHS.paymentInfo, { provider: 'YoomoneyPay' }), config(friend.id, { promo: ' salon10 ' }));
    expect(priced.json()).toMatchObject({ tariffs: [{ discountPercent: 10, total: 135_000, isAutoPay: false }] });
    const longer = await friend.call('POST', fillPath(PAYMENTS_PATHS.paymentInfo, { provider: 'YoomoneyPay' }), config(friend.id, { promo: 'SALON10', month: 59 }));
    expect(longer.json()).toMatchObject({ code: 'PROMO_ERROR_ONE_MONTH_ONLY' });
    const missing = await friend.call('POST', fillPath(PAYMENTS_PATHS.paymentInfo, { provider: 'YoomoneyPay' }), config(friend.id, { promo: 'NOPE' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'PROMO_NOT_FOUND' });
  });
});

describe('invoices', () => {
  it('finds the payer by INN and makes a downloadable PDF invoice; a tampered link finds nothing', async () => {
    const owner = await account('ru.invoice@example.com', 1);
    const payer = await owner.call('POST', PAYMENTS_PATHS.bankPayerInfo, { Inn: '7707083893' });
    expect(payer.json()).toEqual({ inn: '7707083893', name: 'ООО «Салон 3893»', kpp: '770701001' });
    expect((await owner.call('POST', PAYMENTS_PATHS.bankPayerInfo, { Inn: '12345' })).statusCode).toBe(400);
    const created = await owner.call('POST', PAYMENTS_PATHS.bankCreatePayment, { paymentConfig: config(owner.id), payer: payer.json() });
    const { pdfUrl } = created.json<{ pdfUrl: string }>();
    const pdf = await fetch(pdfUrl);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    // The API's own file: never sniffed into another type, never framed (issue 35).
    expect(pdf.headers.get('x-content-type-options')).toBe('nosniff');
    expect(pdf.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await fetch(pdfUrl.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')))).status).toBe(404);
  });

  it('takes a Kazakhstan invoice request', async () => {
    const owner = await account('kz.invoice@example.com', 8);
    const response = await owner.call('POST', PAYMENTS_PATHS.requestInvoice, { paymentConfig: config(owner.id), companyName: 'ТОО Салон', bin: '123456789012', email: 'buh@salon.kz' });
    expect(response.statusCode).toBe(204);
    expect((await owner.call('POST', PAYMENTS_PATHS.requestInvoice, { paymentConfig: config(owner.id), companyName: 'ТОО Салон', bin: '12', email: 'buh@salon.kz' })).statusCode).toBe(400);
  });
});

describe('the Medflex tariff', () => {
  const medflexServiceOf = async (call: ReturnType<typeof callAs>, userId: string) => {
    const services = allowedServicesSchema.parse((await call('GET', fillPath(PAYMENTS_PATHS.allowedServices, { userId }))).json()).services;
    return services.find((service) => service.tariff === 25);
  };

  it("covers the account's Medflex LPUs: each priced, paid and dated on its own", async () => {
    const owner = await account('medflex.owner@example.com', 1);
    expect(await medflexServiceOf(owner.call, owner.id)).toEqual({ tariff: 25, covers: 'medflexLpus', targets: [], paidUpTo: null });
    expect((await owner.call('POST', MEDFLEX_PATHS.connect, { apiKey: STAND_IN_MEDFLEX_KEY })).statusCode).toBe(201);

    const service = await medflexServiceOf(owner.call, owner.id);
    expect(service?.targets).toEqual([
      { id: expect.any(String), name: 'Клиника «Здоровье», Арбат', activeMastersCount: null, paidUpTo: null },
      { id: expect.any(String), name: 'Клиника «Здоровье», Тверская', activeMastersCount: null, paidUpTo: null },
    ]);
    const [arbat, tverskaya] = service?.targets ?? [];
    if (!arbat || !tverskaya) throw new Error('no LPUs');

    const price = (ids: string[]) => owner.call('POST', fillPath(PAYMENTS_PATHS.paymentInfo, { provider: 'YoomoneyPay' }), config(owner.id, { tariff: 25, medFlexLpuIds: ids }));
    const none = await price([]);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ fields: { medFlexLpuIds: 'units.required' } });
    const one = (await price([arbat.id])).json<{ tariffs: Array<{ total: number }> }>().tariffs[0]?.total ?? 0;
    expect(one).toBe(299_000);
    expect((await price([arbat.id, tverskaya.id])).json()).toMatchObject({ tariffs: [{ total: 2 * one }] });

    // Another account's LPU is not this one's to pay for.
    const stranger = await account('medflex.stranger@example.com', 1);
    const refused = await stranger.call('POST', fillPath(PAYMENTS_PATHS.paymentInfo, { provider: 'YoomoneyPay' }), config(stranger.id, { tariff: 25, medFlexLpuIds: [arbat.id] }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { medFlexLpuIds: 'units.unknown' } });

    // Paying for one LPU moves its date; the other stays unpaid.
    const started = (await owner.call('POST', fillPath(PAYMENTS_PATHS.createPayment, { provider: 'YoomoneyPay' }), config(owner.id, { tariff: 25, medFlexLpuIds: [arbat.id] }))).json<{ orderId: string; widgetUrl: string }>();
    expect((await press(started.widgetUrl, 'pay')).status).toBe(200);
    const paid = await order(owner.call, started.orderId);
    expect(paid).toMatchObject({ status: 'succeeded', tariff: 25, amount: 299_000 });
    const after = await medflexServiceOf(owner.call, owner.id);
    expect(after?.targets.find((target) => target.id === arbat.id)?.paidUpTo).toBe(paid.paidUpTo);
    expect(new Date(paid.paidUpTo ?? 0).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect(after?.targets.find((target) => target.id === tverskaya.id)?.paidUpTo).toBeNull();
  });
});
