import { z } from 'zod';
import { ProviderFailed, WebhookRefused, type ChargeResult, type Checkout, type PaymentAdapter, type SavedMethodCharge, type Started, type VerifiedEvent } from './PaymentAdapter';

/**
 * The embedded-widget provider (YooKassa's API v3, as its public documentation shows): a payment created
 * with `confirmation.type = embedded` answers a `confirmation_token` the page's widget opens. YooKassa does
 * not sign its notifications; its documentation says to confirm each by asking the API for the payment.
 * So `verify` trusts nothing in the body but the payment id: the status, amount and order come from
 * GET /v3/payments/{id} with the shop's credentials, and a notification that disagrees is refused.
 * Auto-pay: a payment made with `save_payment_method` answers `payment_method.saved` and its id once it
 * succeeds; a later payment with `payment_method_id` and no confirmation charges it with no one present.
 */
export interface YookassaOptions {
  baseUrl: string;
  shopId: string;
  secretKey: string;
  timeoutMs: number;
}

const paymentSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'waiting_for_capture', 'succeeded', 'canceled']),
  amount: z.object({ value: z.string(), currency: z.string() }),
  metadata: z.record(z.string(), z.string()).optional(),
  confirmation: z.object({ type: z.string(), confirmation_token: z.string().optional() }).optional(),
  payment_method: z.object({ id: z.string(), saved: z.boolean() }).optional(),
  cancellation_details: z.object({ reason: z.string() }).optional(),
});
const notificationSchema = z.object({
  type: z.literal('notification'),
  event: z.string(),
  object: z.object({ id: z.string() }),
});

export function createYookassaAdapter(options: YookassaOptions, widgetUrlOf: (token: string) => string): PaymentAdapter {
  const auth = 'Basic ' + Buffer.from(`${options.shopId}:${options.secretKey}`).toString('base64');

  async function call(path: string, init: RequestInit = {}): Promise<z.infer<typeof paymentSchema>> {
    const response = await fetch(`${options.baseUrl}/v3/${path}`, {
      ...init,
      headers: { authorization: auth, 'content-type': 'application/json', ...init.headers },
      signal: AbortSignal.timeout(options.timeoutMs),
    }).catch((error: unknown) => {
      throw new ProviderFailed(`YooKassa did not answer: ${String(error)}`);
    });
    if (!response.ok) throw new ProviderFailed(`YooKassa answered ${response.status}`);
    return paymentSchema.parse(await response.json());
  }

  return {
    provider: 'YoomoneyPay',
    async start(checkout: Checkout): Promise<Started> {
      const payment = await call('payments', {
        method: 'POST',
        // The order id: a retried call does not create a second payment.
        headers: { 'idempotence-key': checkout.orderId },
        body: JSON.stringify({
          amount: { value: (checkout.amount / 100).toFixed(2), currency: checkout.currency },
          capture: true,
          confirmation: { type: 'embedded' },
          description: checkout.description.slice(0, 128),
          save_payment_method: checkout.recurring,
          metadata: { orderId: checkout.orderId },
        }),
      });
      const token = payment.confirmation?.confirmation_token;
      if (!token) throw new ProviderFailed('YooKassa gave no confirmation token');
      return { providerPaymentId: payment.id, token, widgetUrl: widgetUrlOf(token) };
    },
    async verify(webhook): Promise<VerifiedEvent> {
      const parsed = notificationSchema.safeParse(webhook.body);
      if (!parsed.success) throw new WebhookRefused('Not a YooKassa notification');
      const payment = await call(`payments/${encodeURIComponent(parsed.data.object.id)}`).catch(() => {
        throw new WebhookRefused('YooKassa does not know this payment');
      });
      const orderId = payment.metadata?.orderId;
      if (!orderId) throw new WebhookRefused('The payment is not one of ours');
      const expected = parsed.data.event === 'payment.succeeded' ? 'succeeded' : parsed.data.event === 'payment.canceled' ? 'canceled' : null;
      if (expected !== null && payment.status !== expected) throw new WebhookRefused(`The notification says ${expected}, YooKassa says ${payment.status}`);
      const outcome = payment.status === 'succeeded' ? 'succeeded' : payment.status === 'canceled' ? 'failed' : 'ignored';
      return {
        eventId: `${payment.id}:${parsed.data.event}`,
        orderId,
        providerPaymentId: payment.id,
        outcome,
        failureReason: payment.cancellation_details?.reason ?? null,
        amount: Math.round(Number(payment.amount.value) * 100),
        savedPaymentMethodId: payment.status === 'succeeded' && payment.payment_method?.saved ? payment.payment_method.id : null,
      };
    },
    async chargeSaved(charge: SavedMethodCharge): Promise<ChargeResult> {
      const payment = await call('payments', {
        method: 'POST',
        headers: { 'idempotence-key': charge.orderId },
        body: JSON.stringify({
          amount: { value: (charge.amount / 100).toFixed(2), currency: charge.currency },
          capture: true,
          payment_method_id: charge.paymentMethodId,
          description: charge.description.slice(0, 128),
          metadata: { orderId: charge.orderId },
        }),
      });
      const outcome = payment.status === 'succeeded' ? 'succeeded' : payment.status === 'canceled' ? 'failed' : 'pending';
      return { providerPaymentId: payment.id, outcome, failureReason: payment.cancellation_details?.reason ?? null };
    },
    acknowledge: () => ({ contentType: 'application/json', body: '{}' }),
  };
}
