import Stripe from 'stripe';
import { ProviderFailed, WebhookRefused, type ChargeResult, type Checkout, type PaymentAdapter, type SavedMethodCharge, type Started, type VerifiedEvent } from './PaymentAdapter';

/**
 * Stripe through its official Node library: a Checkout Session (mode payment) gives the hosted checkout's
 * url; `checkout.session.completed` (paid) and `checkout.session.async_payment_failed` arrive signed
 * (Stripe-Signature, verified by the library, which also refuses a timestamp older than five minutes).
 * `apiBaseUrl` points the library at the development stand-in; in production it is Stripe's own.
 *
 * Auto-pay, decided: a Checkout Session in mode `payment` with `setup_future_usage: 'off_session'` and
 * `customer_creation: 'always'`, not mode `subscription`. The cabinet's own renewal job (renewals.ts) owns
 * the periods for all three providers: it charges a day before the paid-up-to date, once per period, at the
 * subscription's price for the units it covers, and extends paid_coverage; a Stripe Subscription would bring
 * a second billing clock (its own cycle, Prices, proration, retries) that disagrees with paid_coverage, gifts
 * and promo months. So the checkout only saves the card: `checkout.session.completed` names the Customer and
 * the PaymentIntent, whose `payment_method` (asked back from the API) is stored on the subscription with
 * the Customer. A renewal is a PaymentIntent with `customer`, `payment_method`, `off_session` and `confirm`,
 * idempotent by the order id; `card_declined` or `authentication_required` (the bank wants the owner present)
 * is a failed renewal, which the owner pays by hand on /payments. `payment_intent.succeeded` and
 * `payment_intent.payment_failed` of a renewal (metadata.kind = renewal) settle the same order again,
 * idempotently; the checkout's own PaymentIntent events are left to the session's.
 */
export interface StripeOptions {
  apiBaseUrl: string;
  secretKey: string;
  webhookSecret: string;
  timeoutMs: number;
}

const STRIPE_ORIGIN = 'https://api.stripe.com';

export function createStripeAdapter(options: StripeOptions): PaymentAdapter {
  const rewrite = (input: string | URL | Request): string | URL | Request => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return url.startsWith(STRIPE_ORIGIN) ? options.apiBaseUrl + url.slice(STRIPE_ORIGIN.length) : input;
  };
  const stripe = new Stripe(options.secretKey, {
    httpClient: Stripe.createFetchHttpClient((input, init) => fetch(rewrite(input), init)),
    timeout: options.timeoutMs,
    maxNetworkRetries: 1,
    telemetry: false,
  });

  const ignored = (eventId: string): VerifiedEvent => ({ eventId, orderId: '', providerPaymentId: '', outcome: 'ignored', failureReason: null, amount: null });

  /** The card a recurring checkout saved: its Customer, and the payment method of its PaymentIntent (asked back). */
  async function savedCard(session: Stripe.Checkout.Session): Promise<Pick<VerifiedEvent, 'savedPaymentMethodId' | 'savedCustomerId'>> {
    const customerId = typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? null);
    const intentId = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
    if (!customerId || !intentId) return {};
    let intent: Stripe.PaymentIntent;
    try {
      intent = await stripe.paymentIntents.retrieve(intentId);
    } catch (error) {
      throw new ProviderFailed(`Stripe did not answer for the payment intent: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (intent.setup_future_usage !== 'off_session') return {};
    const methodId = typeof intent.payment_method === 'string' ? intent.payment_method : (intent.payment_method?.id ?? null);
    return methodId ? { savedPaymentMethodId: methodId, savedCustomerId: customerId } : {};
  }

  return {
    provider: 'StripePay',
    async start(checkout: Checkout): Promise<Started> {
      const returnUrl = new URL(checkout.returnUrl);
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: checkout.orderId,
            customer_email: checkout.email,
            line_items: [{ quantity: 1, price_data: { currency: checkout.currency.toLowerCase(), unit_amount: checkout.amount, product_data: { name: checkout.description.slice(0, 250) } } }],
            metadata: { orderId: checkout.orderId },
            payment_intent_data: { metadata: { orderId: checkout.orderId }, ...(checkout.recurring ? { setup_future_usage: 'off_session' as const } : {}) },
            // A saved card belongs to a Customer: auto-pay charges the two together.
            ...(checkout.recurring ? { customer_creation: 'always' as const } : {}),
            success_url: returnUrl.href,
            cancel_url: returnUrl.href,
          },
          { idempotencyKey: checkout.orderId },
        );
        if (!session.url) throw new ProviderFailed('Stripe gave no checkout url');
        return { providerPaymentId: session.id, url: session.url };
      } catch (error) {
        if (error instanceof ProviderFailed) throw error;
        throw new ProviderFailed(`Stripe refused: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    async verify(webhook): Promise<VerifiedEvent> {
      const header = webhook.headers['stripe-signature'];
      if (typeof header !== 'string') throw new WebhookRefused('No Stripe-Signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(webhook.raw, header, options.webhookSecret);
      } catch (error) {
        throw new WebhookRefused(error instanceof Error ? error.message : 'Bad signature');
      }
      if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed') {
        const intent = event.data.object;
        const orderId = intent.metadata.orderId;
        if (intent.metadata.kind !== 'renewal' || !orderId) return ignored(event.id);
        const paid = event.type === 'payment_intent.succeeded';
        return {
          eventId: event.id,
          orderId,
          providerPaymentId: intent.id,
          outcome: paid ? 'succeeded' : 'failed',
          failureReason: paid ? null : (intent.last_payment_error?.code ?? 'card_declined'),
          amount: intent.amount,
        };
      }
      if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_failed' && event.type !== 'checkout.session.async_payment_succeeded') {
        return ignored(event.id);
      }
      const session = event.data.object;
      const orderId = session.metadata?.orderId ?? session.client_reference_id;
      if (!orderId) throw new WebhookRefused('The session is not one of ours');
      const paid = event.type !== 'checkout.session.async_payment_failed' && session.payment_status === 'paid';
      return {
        eventId: event.id,
        orderId,
        providerPaymentId: session.id,
        outcome: paid ? 'succeeded' : event.type === 'checkout.session.async_payment_failed' ? 'failed' : 'ignored',
        failureReason: paid ? null : 'card_declined',
        amount: session.amount_total,
        ...(paid ? await savedCard(session) : {}),
      };
    },
    async chargeSaved(charge: SavedMethodCharge): Promise<ChargeResult> {
      if (!charge.customerId) return { providerPaymentId: `unsaved:${charge.orderId}`, outcome: 'failed', failureReason: 'no_customer' };
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: charge.amount,
            currency: charge.currency.toLowerCase(),
            customer: charge.customerId,
            payment_method: charge.paymentMethodId,
            off_session: true,
            confirm: true,
            description: charge.description.slice(0, 250),
            metadata: { orderId: charge.orderId, kind: 'renewal' },
          },
          // A renewal asked again after a restart is the same PaymentIntent: Stripe replays its first answer.
          { idempotencyKey: charge.orderId },
        );
        const outcome = intent.status === 'succeeded' ? 'succeeded' : intent.status === 'processing' ? 'pending' : 'failed';
        return { providerPaymentId: intent.id, outcome, failureReason: outcome === 'failed' ? (intent.last_payment_error?.code ?? intent.status) : null };
      } catch (error) {
        // The card refused, or its bank wants the owner present (3-D Secure): a failed renewal, paid by hand.
        if (error instanceof Stripe.errors.StripeCardError || (error instanceof Stripe.errors.StripeError && error.code === 'authentication_required')) {
          return { providerPaymentId: error.payment_intent?.id ?? `declined:${charge.orderId}`, outcome: 'failed', failureReason: error.code ?? 'card_declined' };
        }
        throw new ProviderFailed(`Stripe did not charge: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    acknowledge: () => ({ contentType: 'application/json', body: '{"received":true}' }),
  };
}

/** The library's own signing, for the stand-in's notifications (the header Stripe sends). */
export function stripeSignatureHeader(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp === undefined ? {} : { timestamp }) });
}
