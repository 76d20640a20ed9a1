import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ApiError } from '../../platform/http/ApiError';
import { route, type Route } from '../../platform/http/route';
import { SANDBOX, SANDBOX_PATHS } from '../config';
import { stripeSignatureHeader } from '../providers/stripe';
import { notify, sandboxPage } from './page';

/**
 * A local sandbox of Stripe's Checkout, enough for the official library: POST /v1/checkout/sessions (form
 * encoded, bearer secret key, Idempotency-Key) answers a Checkout Session with its hosted page's url; the
 * page pays, declines or goes back (cancel_url); events are posted to the webhook signed as Stripe signs
 * them (Stripe-Signature, by the library's own function). Development only.
 */
interface Session {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string;
  livemode: false;
  description: string;
  declined: boolean;
}

const field = (fields: Record<string, string>, key: string) => fields[key] ?? '';

export function createStripeSandbox(options: { origin: string; webhookUrl: string }) {
  const sessions = new Map<string, Session>();
  const byKey = new Map<string, string>();
  const base = SANDBOX_PATHS.stripe;
  const stripeError = (status: number, message: string, type = 'invalid_request_error') => ({ status, body: { error: { type, message } } });

  const sessionOf = (id: string) => {
    const session = sessions.get(id);
    if (!session) throw new ApiError(404, 'NOT_FOUND', 'No such checkout session');
    return session;
  };

  async function send(type: string, session: Session) {
    const event = { id: `evt_${randomBytes(12).toString('hex')}`, object: 'event', api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), livemode: false, type, data: { object: session } };
    const payload = JSON.stringify(event);
    await notify(options.webhookUrl, { body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignatureHeader(payload, SANDBOX.stripe.webhookSecret) } });
  }

  const page = (session: Session, notice?: string) =>
    sandboxPage({
      title: 'Stripe Checkout (sandbox)',
      brand: 'Stripe Checkout',
      lines: [session.description, `Amount: $${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`],
      actionBase: `/${base}/checkout/${session.id}`,
      actions: session.status === 'open' ? [{ action: 'pay', label: 'Pay' }, { action: 'decline', label: 'Decline the card' }, { action: 'back', label: 'Back' }] : [{ action: 'back', label: 'Back' }],
      notice,
    });

  const routes: Route[] = [
    route({
      method: 'POST',
      path: `${base}/v1/checkout/sessions`,
      access: 'guest',
      summary: 'Stripe sandbox: create a Checkout Session',
      body: z.record(z.string(), z.string()),
      responses: { 200: { description: 'The session' } },
      handler({ request, reply, body }) {
        if (request.headers.authorization !== `Bearer ${SANDBOX.stripe.secretKey}`) {
          const error = stripeError(401, 'Invalid API Key provided', 'authentication_error');
          return reply.code(error.status).send(error.body);
        }
        const key = request.headers['idempotency-key'];
        const known = typeof key === 'string' ? byKey.get(key) : undefined;
        if (known) return sessions.get(known);
        const fields = body();
        const amount = Number(field(fields, 'line_items[0][price_data][unit_amount]'));
        const quantity = Number(fields['line_items[0][quantity]'] ?? '1');
        if (!Number.isInteger(amount) || amount < 50 || !fields.success_url) {
          const error = stripeError(400, 'The Checkout Session total must be at least $0.50 usd, with a success_url.');
          return reply.code(error.status).send(error.body);
        }
        const id = `cs_test_${randomBytes(16).toString('hex')}`;
        const metadata: Record<string, string> = {};
        for (const [name, value] of Object.entries(fields)) {
          const match = /^metadata\[(.+)\]$/.exec(name);
          if (match?.[1]) metadata[match[1]] = value;
        }
        const session: Session = {
          id,
          object: 'checkout.session',
          mode: 'payment',
          status: 'open',
          payment_status: 'unpaid',
          amount_total: amount * quantity,
          currency: field(fields, 'line_items[0][price_data][currency]') || 'usd',
          client_reference_id: fields.client_reference_id ?? null,
          customer_email: fields.customer_email ?? null,
          metadata,
          success_url: fields.success_url,
          cancel_url: fields.cancel_url ?? fields.success_url,
          url: `${options.origin}/${base}/checkout/${id}`,
          livemode: false,
          description: field(fields, 'line_items[0][price_data][product_data][name]'),
          declined: false,
        };
        sessions.set(id, session);
        if (typeof key === 'string') byKey.set(key, id);
        return session;
      },
    }),
    route({
      method: 'GET',
      path: `${base}/checkout/:id`,
      access: 'guest',
      summary: 'Stripe sandbox: the hosted checkout page',
      params: z.object({ id: z.string() }),
      responses: { 200: { description: 'The page', contentType: 'text/html' } },
      handler({ reply, params }) {
        return reply.type('text/html').send(page(sessionOf(params().id)));
      },
    }),
    route({
      method: 'POST',
      path: `${base}/checkout/:id/:action`,
      access: 'guest',
      summary: 'Stripe sandbox: pay, be declined, or go back',
      params: z.object({ id: z.string(), action: z.enum(['pay', 'decline', 'back']) }),
      responses: { 303: { description: 'Back to the cabinet' }, 200: { description: 'The declined page', contentType: 'text/html' } },
      async handler({ reply, params }) {
        const { id, action } = params();
        const session = sessionOf(id);
        if (action === 'pay' && session.status === 'open') {
          session.status = 'complete';
          session.payment_status = 'paid';
          await send('checkout.session.completed', session);
          return reply.redirect(session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id), 303);
        }
        if (action === 'decline' && session.status === 'open') {
          session.declined = true;
          await send('checkout.session.async_payment_failed', session);
          return reply.type('text/html').send(page(session, 'Your card was declined.'));
        }
        return reply.redirect(session.cancel_url, 303);
      },
    }),
  ];
  return { routes, sessions };
}
