import Stripe from 'stripe';
import { ProviderFailed, WebhookRefused, type Checkout, type PaymentAdapter, type Started, type VerifiedEvent } from './PaymentAdapter';

/**
 * Stripe through its official Node library: a Checkout Session (mode payment) gives the hosted checkout's
 * url; `checkout.session.completed` (paid) and `checkout.session.async_payment_failed` arrive signed
 * (Stripe-Signature, verified by the library, which also refuses a timestamp older than five minutes).
 * `apiBaseUrl` points the library at the development sandbox; in production it is Stripe's own.
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
      if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_failed' && event.type !== 'checkout.session.async_payment_succeeded') {
        return { eventId: event.id, orderId: '', providerPaymentId: '', outcome: 'ignored', failureReason: null, amount: null };
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
      };
    },
    acknowledge: () => ({ contentType: 'application/json', body: '{"received":true}' }),
  };
}

/** The library's own signing, for the sandbox's notifications (the header Stripe sends). */
export function stripeSignatureHeader(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp === undefined ? {} : { timestamp }) });
}
