import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ApiError } from '../../../platform/http/ApiError';
import { route, type Route } from '../../../platform/http/route';
import { controlRoute } from '../../../platform/standIns/controlRoutes';
import { DEMO_SAVED_PAYMENT_METHOD_ID, STAND_IN_CREDENTIALS, STAND_IN_PATHS } from '../adapters';
import { notify, sandboxPage } from './page';

/**
 * A local stand-in of YooKassa's API v3 and its embedded widget, as far as the public documentation shows:
 * Basic auth (shop id, secret key), Idempotence-Key, `confirmation: { type: 'embedded' }` answering a
 * confirmation token, GET of a payment, and notifications (`payment.succeeded`, `payment.canceled`) posted
 * to the shop's URL. The widget is a page the cabinet frames: pay, decline or close, then it tells the
 * framing page (postMessage) as the real widget's events do. Auto-pay: a paid payment made with
 * `save_payment_method` saves its card (`payment_method: { id, saved: true }`); a payment with
 * `payment_method_id` charges that card at once, with no confirmation. A test or a developer makes a
 * saved card refuse its next charges with POST .../_control/payment_methods/{id} { "behaviour": "decline" }. It
 * knows the demo's saved card from the start (the seed's payment was never made on it).
 * Development only.
 */
interface SandboxPayment {
  id: string;
  status: 'pending' | 'succeeded' | 'canceled';
  amount: { value: string; currency: string };
  description: string;
  metadata: Record<string, string>;
  confirmation?: { type: 'embedded'; confirmation_token: string };
  payment_method?: { type: 'bank_card'; id: string; saved: boolean };
  save_payment_method: boolean;
  cancellation_details?: { party: string; reason: string };
  created_at: string;
  paid: boolean;
}

const createSchema = z.object({
  amount: z.object({ value: z.string().regex(/^\d+(\.\d{1,2})?$/), currency: z.enum(['RUB', 'USD', 'EUR', 'KZT']) }),
  confirmation: z.object({ type: z.literal('embedded') }).optional(),
  payment_method_id: z.string().optional(),
  capture: z.boolean().optional(),
  description: z.string().max(128).optional(),
  save_payment_method: z.boolean().optional(),
  metadata: z.record(z.string(), z.string()).optional(),
});

export function createYookassaStandIn(options: { notificationUrl: string }) {
  const payments = new Map<string, SandboxPayment>();
  const byKey = new Map<string, string>();
  const byToken = new Map<string, string>();
  /** The cards saved for auto-pay, and whether each pays or declines its next charge. */
  const savedMethods = new Map<string, { behaviour: 'succeed' | 'decline' }>([[DEMO_SAVED_PAYMENT_METHOD_ID, { behaviour: 'succeed' }]]);
  const base = STAND_IN_PATHS.yookassa;
  const expectedAuth = 'Basic ' + Buffer.from(`${STAND_IN_CREDENTIALS.yookassa.shopId}:${STAND_IN_CREDENTIALS.yookassa.secretKey}`).toString('base64');
  const unauthorized = () => new ApiError(401, 'UNAUTHORIZED', 'invalid_credentials');

  const paymentOfToken = (token: string): SandboxPayment => {
    const id = byToken.get(token);
    const payment = id ? payments.get(id) : undefined;
    if (!payment) throw new ApiError(404, 'NOT_FOUND', 'No such confirmation token');
    return payment;
  };

  async function settle(payment: SandboxPayment, outcome: 'succeeded' | 'canceled'): Promise<void> {
    if (payment.status !== 'pending') return;
    payment.status = outcome;
    payment.paid = outcome === 'succeeded';
    if (outcome === 'succeeded' && payment.save_payment_method && payment.payment_method) {
      payment.payment_method.saved = true;
      savedMethods.set(payment.payment_method.id, { behaviour: 'succeed' });
    }
    if (outcome === 'canceled') payment.cancellation_details = { party: 'yoo_money', reason: 'insufficient_funds' };
    const event = outcome === 'succeeded' ? 'payment.succeeded' : 'payment.canceled';
    await notify(options.notificationUrl, { body: JSON.stringify({ type: 'notification', event, object: payment }), headers: { 'content-type': 'application/json' } });
  }

  const widget = (payment: SandboxPayment, token: string, notice?: string, done?: string) =>
    sandboxPage({
      title: 'YooKassa widget (sandbox)',
      brand: 'YooKassa',
      lines: [`${payment.description}`, `Amount: ${payment.amount.value} ${payment.amount.currency}`],
      actionBase: `/${base}/widget/${token}`,
      actions: payment.status === 'pending' ? [{ action: 'pay', label: 'Pay' }, { action: 'decline', label: 'Decline the card' }, { action: 'close', label: 'Close' }] : [],
      notice,
      // The real widget's events (success, fail, modal_close) reach the page that framed it.
      script: done ? `parent.postMessage({ source: 'yookassa-sandbox', event: ${JSON.stringify(done)} }, '*');` : undefined,
    });

  const routes: Route[] = [
    route({
      method: 'POST',
      path: `${base}/v3/payments`,
      access: 'guest',
      summary: 'YooKassa stand-in: create a payment (embedded confirmation)',
      body: createSchema,
      responses: { 200: { description: 'The payment' } },
      async handler({ request, body }) {
        if (request.headers.authorization !== expectedAuth) throw unauthorized();
        const key = request.headers['idempotence-key'];
        if (typeof key !== 'string' || key.length === 0) throw new ApiError(400, 'VALIDATION_FAILED', 'Idempotence-Key is required');
        const existing = byKey.get(key);
        if (existing) return payments.get(existing);
        const input = body();
        const fields = { id: randomUUID(), status: 'pending' as const, amount: input.amount, description: input.description ?? '', metadata: input.metadata ?? {}, created_at: new Date().toISOString(), paid: false };
        if (input.payment_method_id !== undefined) {
          // A charge of a saved card (auto-pay): no one confirms it, it is decided at once.
          const saved = savedMethods.get(input.payment_method_id);
          if (!saved) throw new ApiError(400, 'VALIDATION_FAILED', 'invalid_request: payment_method_id is not a saved payment method');
          const payment: SandboxPayment = { ...fields, save_payment_method: false, payment_method: { type: 'bank_card', id: input.payment_method_id, saved: true } };
          payments.set(payment.id, payment);
          byKey.set(key, payment.id);
          await settle(payment, saved.behaviour === 'succeed' ? 'succeeded' : 'canceled');
          return payment;
        }
        if (!input.confirmation) throw new ApiError(400, 'VALIDATION_FAILED', 'invalid_request: confirmation or payment_method_id is required');
        const token = `ct-${randomBytes(12).toString('hex')}`;
        const payment: SandboxPayment = {
          ...fields,
          confirmation: { type: 'embedded', confirmation_token: token },
          save_payment_method: input.save_payment_method ?? false,
          ...(input.save_payment_method ? { payment_method: { type: 'bank_card' as const, id: `pm-${randomBytes(10).toString('hex')}`, saved: false } } : {}),
        };
        payments.set(payment.id, payment);
        byKey.set(key, payment.id);
        byToken.set(token, payment.id);
        return payment;
      },
    }),
    route({
      method: 'GET',
      path: `${base}/v3/payments/:id`,
      access: 'guest',
      summary: 'YooKassa stand-in: a payment',
      params: z.object({ id: z.string() }),
      responses: { 200: { description: 'The payment' } },
      handler({ request, params }) {
        if (request.headers.authorization !== expectedAuth) throw unauthorized();
        const payment = payments.get(params().id);
        if (!payment) throw new ApiError(404, 'NOT_FOUND', 'not_found');
        return payment;
      },
    }),
    route({
      method: 'GET',
      path: `${base}/widget/:token`,
      access: 'guest',
      summary: 'YooKassa stand-in: the embedded widget',
      params: z.object({ token: z.string() }),
      responses: { 200: { description: 'The widget', contentType: 'text/html' } },
      handler({ reply, params }) {
        const { token } = params();
        return reply.type('text/html').send(widget(paymentOfToken(token), token));
      },
    }),
    route({
      method: 'POST',
      path: `${base}/widget/:token/:action`,
      access: 'guest',
      summary: 'YooKassa stand-in: pay, decline or close in the widget',
      params: z.object({ token: z.string(), action: z.enum(['pay', 'decline', 'close']) }),
      responses: { 200: { description: 'The widget after the action', contentType: 'text/html' } },
      async handler({ reply, params }) {
        const { token, action } = params();
        const payment = paymentOfToken(token);
        if (action === 'pay') await settle(payment, 'succeeded');
        if (action === 'decline') await settle(payment, 'canceled');
        const event = action === 'pay' ? 'success' : action === 'decline' ? 'fail' : 'modal_close';
        const notice = action === 'pay' ? 'Payment succeeded.' : action === 'decline' ? 'The card was declined.' : 'Closed.';
        return reply.type('text/html').send(widget(payment, token, notice, event));
      },
    }),
    controlRoute(base, {
      method: 'POST',
      path: 'payment_methods/:id',
      summary: 'YooKassa stand-in: a saved card pays or declines its next charges',
      params: z.object({ id: z.string() }),
      body: z.object({ behaviour: z.enum(['succeed', 'decline']) }),
      responses: { 204: { description: 'Set' } },
      handler({ params, body, reply }) {
        const saved = savedMethods.get(params().id);
        if (!saved) throw new ApiError(404, 'NOT_FOUND', 'No such saved payment method');
        saved.behaviour = body().behaviour;
        return reply.code(204).send();
      },
    }),
  ];
  return { routes, payments };
}
