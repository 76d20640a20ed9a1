import type { PaymentProvider } from '@cabinet/api/payments';
import type { Db } from '../platform/db/Db';
import { findOrder, settleFailed, settleSucceeded } from './orders';
import { ProviderFailed, type PaymentAdapter } from './providers/PaymentAdapter';
import { providerDescription } from './tariffNames';

/*
 * Auto-pay (spec section 7: auto-pay is on but for the AI assistant): a subscription with auto-pay on and
 * a saved card is charged again when its paid-up-to date comes, through the provider that saved the card.
 *
 * Decisions the spec leaves open:
 * - The charge is made a day before the paid-up-to date (RENEWAL_LEAD_MS): a refused card then leaves a
 *   day in which the payment-ending notice shows and the owner can pay by hand; a paid renewal extends
 *   from the old end, so charging early costs the owner nothing.
 * - One charge per subscription and period (pay_orders_one_renewal): a refused card is not charged again
 *   for that period; the failure is in the payment history and the owner pays on /payments.
 * - A period that ended more than RENEWAL_GRACE_MS ago is not renewed: a server that was down for days
 *   does not charge for a service the owner went without.
 *
 * Restart-safe: the renewal order is written (unique per period) before the provider is called, with the
 * order id as the provider's idempotence key; a run after a crash finds the open order and asks again with
 * the same key, which the provider answers with the same payment. The provider's notification settles the
 * same order, and settling is idempotent, so the two never extend twice.
 */
export const RENEWAL_LEAD_MS = 24 * 60 * 60 * 1000;
export const RENEWAL_GRACE_MS = 3 * 24 * 60 * 60 * 1000;

type DueRow = {
  id: string;
  user_id: string;
  tariff: number;
  provider: PaymentProvider;
  amount: number;
  currency: 'RUB' | 'KZT' | 'USD';
  renewal_days: number;
  payment_method_id: string;
  provider_customer_id: string | null;
  last_order_id: string | null;
  paid_up_to: Date;
};

export interface RenewalRun {
  charged: number;
  failed: number;
  pending: number;
}

export async function renewDueSubscriptions(db: Db, adapters: Readonly<Record<PaymentProvider, PaymentAdapter | null>>, now: Date): Promise<RenewalRun> {
  const due = await db.query<DueRow>(
    `select s.id, s.user_id, s.tariff, s.provider, s.amount, s.currency, s.renewal_days, s.payment_method_id, s.provider_customer_id, s.last_order_id, c.paid_up_to
     from subscriptions s
     join lateral (select max(pc.paid_up_to) as paid_up_to from paid_coverage pc where pc.user_id = s.user_id and pc.tariff = s.tariff) c on true
     where s.is_auto_pay and s.cancelled_at is null and s.payment_method_id is not null
       and c.paid_up_to <= $1::timestamptz and c.paid_up_to > $2::timestamptz
     order by c.paid_up_to, s.id`,
    [new Date(now.getTime() + RENEWAL_LEAD_MS).toISOString(), new Date(now.getTime() - RENEWAL_GRACE_MS).toISOString()],
  );
  const run: RenewalRun = { charged: 0, failed: 0, pending: 0 };
  for (const subscription of due) {
    const adapter = adapters[subscription.provider];
    if (!adapter?.chargeSaved) continue;
    const outcome = await renewOne(db, adapter, subscription, now);
    if (outcome) run[outcome] += 1;
  }
  return run;
}

async function renewOne(db: Db, adapter: PaymentAdapter, subscription: DueRow, now: Date): Promise<keyof RenewalRun | null> {
  const orderId = await db.transaction(async (tx) => {
    const [last] = subscription.last_order_id ? await tx.query<{ config: Record<string, unknown> }>('select config from pay_orders where id = $1', [subscription.last_order_id]) : [];
    // The same units as the period before, at the subscription's price, without the last period's promo code or extras.
    const config = { ...(last?.config ?? {}), promo: null, messageCount: 0, aiReviewsCount: 0, aiBalanceAmountInUsd: 0, isAutoPay: true };
    const inserted = await tx.query<{ id: string }>(
      `insert into pay_orders (user_id, provider, tariff, config, amount, currency, days, is_auto_pay, kind, renews_from, subscription_id)
       values ($1, $2, $3, $4, $5, $6, $7, true, 'renewal', $8, $9)
       on conflict (subscription_id, renews_from) where kind = 'renewal' do nothing returning id`,
      [subscription.user_id, subscription.provider, subscription.tariff, JSON.stringify(config), subscription.amount, subscription.currency, subscription.renewal_days, subscription.paid_up_to.toISOString(), subscription.id],
    );
    if (inserted[0]) return inserted[0].id;
    // Begun before (a crash, or another run): only an order still open is asked about again.
    const [open] = await tx.query<{ id: string }>(`select id from pay_orders where subscription_id = $1 and renews_from = $2 and kind = 'renewal' and status = 'created'`, [
      subscription.id,
      subscription.paid_up_to.toISOString(),
    ]);
    return open?.id ?? null;
  });
  if (!orderId || !adapter.chargeSaved) return null;
  let result;
  try {
    result = await adapter.chargeSaved({
      orderId,
      amount: subscription.amount,
      currency: subscription.currency,
      description: providerDescription(subscription.provider, subscription.tariff, { ru: 'автоплатёж', en: 'auto-pay' }),
      paymentMethodId: subscription.payment_method_id,
      customerId: subscription.provider_customer_id,
    });
  } catch (error) {
    // The provider did not answer: the order stays open and the next run asks again with the same key.
    if (error instanceof ProviderFailed) return 'pending';
    throw error;
  }
  await db.query('update pay_orders set provider_payment_id = coalesce(provider_payment_id, $2) where id = $1', [orderId, result.providerPaymentId]);
  if (result.outcome === 'pending') return 'pending';
  await db.transaction(async (tx) => {
    if (result.outcome === 'succeeded') await settleSucceeded(tx, orderId, result.providerPaymentId, now);
    else await settleFailed(tx, orderId, result.failureReason ?? 'declined', now);
  });
  const order = await findOrder(db, orderId);
  return order?.status === 'succeeded' ? 'charged' : 'failed';
}
