import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ApiError } from '../../../platform/http/ApiError';
import { route, type Route } from '../../../platform/http/route';
import { controlRoute, controlRoutes } from '../../../platform/standIns/controlRoutes';
import { STAND_IN_CREDENTIALS, STAND_IN_PATHS } from '../adapters';
import { stripeSignatureHeader } from '../stripe';
import { notify, sandboxPage } from './page';

/**
 * A local stand-in of Stripe's Checkout, enough for the official library: POST /v1/checkout/sessions (form
 * encoded, bearer secret key, Idempotency-Key) answers a Checkout Session with its hosted page's url; the
 * page pays, declines or goes back (cancel_url); events are posted to the webhook signed as Stripe signs
 * them (Stripe-Signature, by the library's own function). Development only.
 *
 * Auto-pay: a session paid with `payment_intent_data[setup_future_usage]=off_session` and
 * `customer_creation=always` gets a Customer (cus_...) and a PaymentIntent (pi_...) whose card (pm_...) is
 * saved to that Customer; GET /v1/payment_intents/{id} answers it. POST /v1/payment_intents with `customer`,
 * `payment_method`, `off_session` and `confirm` charges a saved card at once: a 200 with the succeeded
 * PaymentIntent, or Stripe's 402 card_error (`card_declined`, or `authentication_required` when the bank
 * wants the owner present), each followed by payment_intent.succeeded or payment_intent.payment_failed. An
 * Idempotency-Key answers the first answer again, as Stripe does. Test controls (not Stripe's): POST
 * .../_control/payment_methods/{id} { behaviour: succeed | decline | authenticate } decides the card's next
 * charges; POST .../_control/notifications { hold: true } keeps events back until { hold: false } (a
 * notification that arrives late).
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
  customer: string | null;
  payment_intent: string | null;
  /** Not a field of Stripe's session: what its PaymentIntent was created with. */
  setupFutureUsage: 'off_session' | null;
  customerCreation: boolean;
}

interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  customer: string | null;
  payment_method: string | null;
  setup_future_usage: 'off_session' | null;
  status: 'succeeded' | 'requires_payment_method';
  description: string | null;
  metadata: Record<string, string>;
  last_payment_error: { type: 'card_error'; code: string; decline_code?: string; message: string } | null;
  livemode: false;
  created: number;
}

type CardBehaviour = 'succeed' | 'decline' | 'authenticate';

const metadataOf = (fields: Record<string, string>) => {
  const metadata: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    const match = /^metadata\[(.+)\]$/.exec(name);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
};

const field = (fields: Record<string, string>, key: string) => fields[key] ?? '';

export function createStripeStandIn(options: { origin: string; webhookUrl: string }) {
  const sessions = new Map<string, Session>();
  const byKey = new Map<string, string>();
  const intents = new Map<string, PaymentIntent>();
  /** The first answer of each Idempotency-Key of POST /v1/payment_intents, answered again as it was. */
  const intentAnswers = new Map<string, { status: number; body: unknown }>();
  /** Cards saved to a Customer by a checkout, and how each answers its next off-session charge. */
  const savedMethods = new Map<string, { customer: string; behaviour: CardBehaviour }>();
  let holding = false;
  const held: Array<{ type: string; object: unknown }> = [];
  const authorized = (header: string | undefined) => header === `Bearer ${STAND_IN_CREDENTIALS.stripe.secretKey}`;
  const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
  const base = STAND_IN_PATHS.stripe;
  const stripeError = (status: number, message: string, type = 'invalid_request_error') => ({ status, body: { error: { type, message } } });

  const sessionOf = (id: string) => {
    const session = sessions.get(id);
    if (!session) throw new ApiError(404, 'NOT_FOUND', 'No such checkout session');
    return session;
  };

  /** What Stripe shows of a session (the sandbox's own bookkeeping left out). */
  const sessionView = ({ setupFutureUsage: _setup, customerCreation: _creation, ...session }: Session) => session;

  async function send(type: string, object: unknown) {
    if (holding) {
      held.push({ type, object });
      return;
    }
    const event = { id: `evt_${randomBytes(12).toString('hex')}`, object: 'event', api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), livemode: false, type, data: { object } };
    const payload = JSON.stringify(event);
    await notify(options.webhookUrl, { body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignatureHeader(payload, STAND_IN_CREDENTIALS.stripe.webhookSecret) } });
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
      summary: 'Stripe stand-in: create a Checkout Session',
      body: z.record(z.string(), z.string()),
      responses: { 200: { description: 'The session' } },
      handler({ request, reply, body }) {
        if (!authorized(request.headers.authorization)) {
          const error = stripeError(401, 'Invalid API Key provided', 'authentication_error');
          return reply.code(error.status).send(error.body);
        }
        const key = request.headers['idempotency-key'];
        const known = typeof key === 'string' ? byKey.get(key) : undefined;
        const knownSession = known ? sessions.get(known) : undefined;
        if (knownSession) return sessionView(knownSession);
        const fields = body();
        const amount = Number(field(fields, 'line_items[0][price_data][unit_amount]'));
        const quantity = Number(fields['line_items[0][quantity]'] ?? '1');
        if (!Number.isInteger(amount) || amount < 50 || !fields.success_url) {
          const error = stripeError(400, 'The Checkout Session total must be at least $0.50 usd, with a success_url.');
          return reply.code(error.status).send(error.body);
        }
        const id = `cs_test_${randomBytes(16).toString('hex')}`;
        const metadata = metadataOf(fields);
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
          customer: null,
          payment_intent: null,
          setupFutureUsage: fields['payment_intent_data[setup_future_usage]'] === 'off_session' ? 'off_session' : null,
          customerCreation: fields.customer_creation === 'always',
        };
        sessions.set(id, session);
        if (typeof key === 'string') byKey.set(key, id);
        return sessionView(session);
      },
    }),
    route({
      method: 'GET',
      path: `${base}/checkout/:id`,
      access: 'guest',
      summary: 'Stripe stand-in: the hosted checkout page',
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
      summary: 'Stripe stand-in: pay, be declined, or go back',
      params: z.object({ id: z.string(), action: z.enum(['pay', 'decline', 'back']) }),
      responses: { 303: { description: 'Back to the cabinet' }, 200: { description: 'The declined page', contentType: 'text/html' } },
      async handler({ reply, params }) {
        const { id, action } = params();
        const session = sessionOf(id);
        if (action === 'pay' && session.status === 'open') {
          session.status = 'complete';
          session.payment_status = 'paid';
          session.customer = session.customerCreation || session.setupFutureUsage ? newId('cus') : null;
          const intent: PaymentIntent = {
            id: newId('pi'),
            object: 'payment_intent',
            amount: session.amount_total,
            currency: session.currency,
            customer: session.customer,
            payment_method: newId('pm'),
            setup_future_usage: session.setupFutureUsage,
            status: 'succeeded',
            description: session.description,
            metadata: session.metadata,
            last_payment_error: null,
            livemode: false,
            created: Math.floor(Date.now() / 1000),
          };
          intents.set(intent.id, intent);
          session.payment_intent = intent.id;
          // The card is saved to the Customer only when the session asked for it.
          if (session.setupFutureUsage && session.customer && intent.payment_method) savedMethods.set(intent.payment_method, { customer: session.customer, behaviour: 'succeed' });
          await send('checkout.session.completed', sessionView(session));
          return reply.redirect(session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id), 303);
        }
        if (action === 'decline' && session.status === 'open') {
          session.declined = true;
          await send('checkout.session.async_payment_failed', sessionView(session));
          return reply.type('text/html').send(page(session, 'Your card was declined.'));
        }
        return reply.redirect(session.cancel_url, 303);
      },
    }),
    route({
      method: 'GET',
      path: `${base}/v1/payment_intents/:id`,
      access: 'guest',
      summary: 'Stripe stand-in: a PaymentIntent',
      params: z.object({ id: z.string() }),
      responses: { 200: { description: 'The PaymentIntent' } },
      handler({ request, reply, params }) {
        if (!authorized(request.headers.authorization)) {
          const error = stripeError(401, 'Invalid API Key provided', 'authentication_error');
          return reply.code(error.status).send(error.body);
        }
        const intent = intents.get(params().id);
        if (!intent) {
          const error = stripeError(404, `No such payment_intent: '${params().id}'`);
          return reply.code(error.status).send(error.body);
        }
        return intent;
      },
    }),
    route({
      method: 'POST',
      path: `${base}/v1/payment_intents`,
      access: 'guest',
      summary: "Stripe stand-in: charge a Customer's saved card off-session (confirm at once)",
      body: z.record(z.string(), z.string()),
      responses: { 200: { description: 'The succeeded PaymentIntent' }, 402: { description: 'card_error: card_declined or authentication_required' } },
      async handler({ request, reply, body }) {
        if (!authorized(request.headers.authorization)) {
          const error = stripeError(401, 'Invalid API Key provided', 'authentication_error');
          return reply.code(error.status).send(error.body);
        }
        const key = request.headers['idempotency-key'];
        const replayed = typeof key === 'string' ? intentAnswers.get(key) : undefined;
        if (replayed) return reply.code(replayed.status).header('idempotent-replayed', 'true').send(replayed.body);
        const answer = async (status: number, answerBody: unknown) => {
          if (typeof key === 'string') intentAnswers.set(key, { status, body: answerBody });
          return reply.code(status).send(answerBody);
        };
        const fields = body();
        const amount = Number(fields.amount);
        const customer = fields.customer ?? null;
        const methodId = fields.payment_method ?? null;
        const saved = methodId ? savedMethods.get(methodId) : undefined;
        if (!Number.isInteger(amount) || amount < 50 || !fields.currency) {
          const error = stripeError(400, 'Amount must be at least $0.50 usd, with a currency.');
          return answer(error.status, error.body);
        }
        if (fields.confirm !== 'true' || fields.off_session !== 'true') {
          const error = stripeError(400, 'The sandbox charges saved cards only: confirm and off_session must be true.');
          return answer(error.status, error.body);
        }
        if (!methodId || !saved || saved.customer !== customer) {
          const error = stripeError(400, `The provided PaymentMethod ${methodId ?? ''} was not saved to the Customer ${customer ?? ''}.`);
          return answer(error.status, error.body);
        }
        const failure =
          saved.behaviour === 'decline'
            ? { type: 'card_error' as const, code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' }
            : saved.behaviour === 'authenticate'
              ? { type: 'card_error' as const, code: 'authentication_required', message: 'Your card was declined. This transaction requires authentication.' }
              : null;
        const intent: PaymentIntent = {
          id: newId('pi'),
          object: 'payment_intent',
          amount,
          currency: fields.currency,
          customer,
          payment_method: failure ? null : methodId,
          setup_future_usage: null,
          status: failure ? 'requires_payment_method' : 'succeeded',
          description: fields.description ?? null,
          metadata: metadataOf(fields),
          last_payment_error: failure,
          livemode: false,
          created: Math.floor(Date.now() / 1000),
        };
        intents.set(intent.id, intent);
        await send(failure ? 'payment_intent.payment_failed' : 'payment_intent.succeeded', intent);
        if (failure) return answer(402, { error: { ...failure, payment_intent: intent, doc_url: `https://docs.stripe.com/error-codes/${failure.code.replace(/_/g, '-')}` } });
        return answer(200, intent);
      },
    }),
    controlRoute(base, {
      method: 'POST',
      path: 'payment_methods/:id',
      summary: 'Stripe stand-in: a saved card pays, declines, or wants authentication on its next charges',
      params: z.object({ id: z.string() }),
      body: z.object({ behaviour: z.enum(['succeed', 'decline', 'authenticate']) }),
      responses: { 204: { description: 'Set' } },
      handler({ params, body, reply }) {
        const saved = savedMethods.get(params().id);
        if (!saved) throw new ApiError(404, 'NOT_FOUND', 'No such saved payment method');
        saved.behaviour = body().behaviour;
        return reply.code(204).send();
      },
    }),
    ...controlRoutes(base, 'Stripe stand-in', {
      notifications: {
        async hold(hold) {
          holding = hold;
          if (!holding) for (const event of held.splice(0)) await send(event.type, event.object);
        },
      },
    }),
  ];
  return { routes, sessions };
}
