import type { PaymentConfig, PaymentNote, PaymentOrder, PaymentProvider } from '@cabinet/api/payments';
import { TARIFFS, TRIAL_OFFER } from '@cabinet/api/payments';
import { recordCopilotBotTopUp } from '../ai/topUps';
import type { Queryable } from '../platform/db/Db';
import { MAJOR_TARIFFS, type Quote } from './data';

/** Payment method ids of spec section 9 each provider records (widget provider 2, Paybox 4, Stripe 5, bank invoice 11). */
export const PAYMENT_METHOD_OF: Readonly<Record<PaymentProvider | 'TinkoffPay', number>> = { YoomoneyPay: 2, Paybox: 4, StripePay: 5, TinkoffPay: 11 };

type OrderRow = {
  id: string;
  user_id: string;
  provider: PaymentProvider;
  status: 'created' | 'succeeded' | 'failed' | 'abandoned';
  tariff: number;
  config: PaymentConfig & { targetIds: string[]; covers: string };
  amount: number;
  currency: 'RUB' | 'KZT' | 'USD';
  days: number;
  messages_added: number;
  promocode_id: string | null;
  is_auto_pay: boolean;
  provider_payment_id: string | null;
  failure_reason: string | null;
  subscription_id: string | null;
  kind: 'checkout' | 'trial' | 'renewal';
  renews_from: Date | null;
  created_at: Date;
};

export async function insertOrder(q: Queryable, userId: string, provider: PaymentProvider, quoted: Quote, config: PaymentConfig): Promise<string> {
  const [row] = await q.query<{ id: string }>(
    `insert into pay_orders (user_id, provider, tariff, config, amount, currency, days, messages_added, promocode_id, is_auto_pay)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
    [userId, provider, quoted.tariff, JSON.stringify({ ...config, targetIds: quoted.targetIds, covers: quoted.covers }), quoted.price.total, quoted.price.currency, quoted.price.days, quoted.price.messagesAdded, quoted.promo?.id ?? null, quoted.isAutoPay],
  );
  if (!row) throw new Error('The order was not created');
  return row.id;
}

export async function setProviderPaymentId(q: Queryable, orderId: string, providerPaymentId: string): Promise<void> {
  await q.query('update pay_orders set provider_payment_id = $2 where id = $1', [orderId, providerPaymentId]);
}

export async function findOrder(q: Queryable, orderId: string): Promise<OrderRow | null> {
  const [row] = await q.query<OrderRow>('select * from pay_orders where id = $1', [orderId]);
  return row ?? null;
}

export async function orderView(q: Queryable, order: OrderRow): Promise<PaymentOrder> {
  const [coverage] = await q.query<{ paid_up_to: Date | null }>(
    `select max(paid_up_to) as paid_up_to from paid_coverage where user_id = $1 and tariff = $2 and target_id = any($3::text[])`,
    [order.user_id, order.tariff, order.config.targetIds],
  );
  return {
    id: order.id,
    provider: order.provider,
    status: order.status,
    tariff: order.tariff,
    amount: order.amount,
    currency: order.currency,
    failureReason: order.failure_reason,
    paidUpTo: order.status === 'succeeded' && coverage?.paid_up_to ? coverage.paid_up_to.toISOString() : null,
    messagesAdded: order.messages_added,
    createdAt: order.created_at.toISOString(),
  };
}

/** The quick start's trial (spec section 7, OnBoarding/AddMiniPayForAutoPay): 1,200 roubles a month after it. */
export const TRIAL_RENEWAL = { amount: TRIAL_OFFER.price * 100, days: TRIAL_OFFER.renewalDays } as const;

export type SettleResult = 'settled' | 'already';

/**
 * What any paid period does to the account's units, a provider's settled order or a payment an admin adds
 * (admin/service.ts): each unit's paid-up-to moves on by `days`, from `from` or from its current end when that
 * is later. Answers the period actually covered (earliest begin, latest end); null when nothing was covered.
 */
export async function extendCoverage(
  tx: Queryable,
  { userId, tariff, targetIds, from, days }: { userId: string; tariff: number; targetIds: readonly string[]; from: Date; days: number },
): Promise<{ begin: Date; end: Date } | null> {
  const rows = await tx.query<{ paid_up_to: Date; begin: Date }>(
    `insert into paid_coverage as pc (user_id, tariff, target_id, paid_up_to)
     select $1, $2, target, $4::timestamptz + make_interval(days => $5) from unnest($3::text[]) as target
     on conflict (user_id, tariff, target_id) do update
       set paid_up_to = greatest(pc.paid_up_to, $4::timestamptz) + make_interval(days => $5)
     returning paid_up_to, paid_up_to - make_interval(days => $5) as begin`,
    [userId, tariff, [...targetIds], from.toISOString(), days],
  );
  const [first] = rows;
  if (!first) return null;
  return {
    begin: rows.reduce((earliest, row) => (row.begin < earliest ? row.begin : earliest), first.begin),
    end: rows.reduce((latest, row) => (row.paid_up_to > latest ? row.paid_up_to : latest), first.paid_up_to),
  };
}

/** Takes back a paid period that turned out unpaid (an admin's correction): the units' paid-up-to moves back by `days`. */
export async function withdrawCoverage(tx: Queryable, { userId, tariff, targetIds, days }: { userId: string; tariff: number; targetIds: readonly string[]; days: number }): Promise<void> {
  await tx.query(`update paid_coverage set paid_up_to = paid_up_to - make_interval(days => $4) where user_id = $1 and tariff = $2 and target_id = any($3::text[])`, [
    userId,
    tariff,
    [...targetIds],
    days,
  ]);
}

/** A major (booking-system) tariff paid for a period becomes the account's, except that a base one does not replace an extended one. */
export async function applyMajorTariff(tx: Queryable, userId: string, tariff: number): Promise<void> {
  if (!MAJOR_TARIFFS.includes(tariff)) return;
  await tx.query(`update users set major_tariff = $2 where id = $1 and (major_tariff is null or major_tariff not in (1, 2, 5) or $2::int in (1, 5))`, [userId, tariff]);
}

/**
 * A confirmed payment takes effect at once, in one transaction: each covered unit's paid-up-to moves on by
 * the period (from today, or from its current end when that is later), the quota, review ratings and AI
 * balance grow, the subscription is made or renewed, and the account's payment record is written.
 * Idempotent: only an order still open (or failed, then paid on a retry) is settled; a second notice does nothing.
 */
export async function settleSucceeded(
  tx: Queryable,
  orderId: string,
  providerPaymentId: string | null,
  now: Date,
  savedPaymentMethodId: string | null = null,
  savedCustomerId: string | null = null,
): Promise<SettleResult> {
  const [order] = await tx.query<OrderRow>(
    `update pay_orders set status = 'succeeded', settled_at = $2, failure_reason = null, provider_payment_id = coalesce($3, provider_payment_id)
     where id = $1 and status in ('created', 'failed', 'abandoned') returning *`,
    [orderId, now.toISOString(), providerPaymentId],
  );
  if (!order) return 'already';
  const config = order.config;
  const covered = order.days > 0 ? await extendCoverage(tx, { userId: order.user_id, tariff: order.tariff, targetIds: config.targetIds, from: now, days: order.days }) : null;
  const begin = covered?.begin ?? now;
  const end = covered?.end ?? now;
  await tx.query(
    `update users set available_notifications_count = available_notifications_count + $2,
       available_ai_reviews_count = available_ai_reviews_count + $3,
       ai_balance_usd = ai_balance_usd + $4
     where id = $1`,
    // An assistant's top-up is its balance (ai/topUps.ts), not the account's.
    [order.user_id, order.messages_added, config.aiReviewsCount ?? 0, config.copilotBotId ? 0 : (config.aiBalanceAmountInUsd ?? 0)],
  );
  if (config.copilotBotId) await recordCopilotBotTopUp(tx, { userId: order.user_id, botId: config.copilotBotId, amountUsd: config.aiBalanceAmountInUsd ?? 0, orderId: order.id, at: now });
  if (order.days > 0) await applyMajorTariff(tx, order.user_id, order.tariff);
  let subscriptionId: string | null = null;
  if (order.days > 0) {
    const [subscription] = await tx.query<{ id: string }>(
      `insert into subscriptions (user_id, tariff, provider, is_auto_pay, amount, currency, last_order_id)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (user_id, tariff) do update set provider = excluded.provider, is_auto_pay = excluded.is_auto_pay, amount = excluded.amount,
         currency = excluded.currency, last_order_id = excluded.last_order_id, cancelled_at = null,
         -- A card saved at another provider (the account's country changed) cannot be charged by this one.
         payment_method_id = case when subscriptions.provider = excluded.provider then subscriptions.payment_method_id end,
         provider_customer_id = case when subscriptions.provider = excluded.provider then subscriptions.provider_customer_id end
       returning id`,
      [order.user_id, order.tariff, order.provider, order.is_auto_pay, order.amount, order.currency, order.id],
    );
    subscriptionId = subscription?.id ?? null;
    // The card auto-pay charges next; a trial's subscription renews at the offer's price for a month.
    await tx.query(
      `update subscriptions set payment_method_id = coalesce($2, payment_method_id),
         provider_customer_id = case when $2::text is null then provider_customer_id else $6::text end,
         amount = case when $3::boolean then $4::int else amount end, renewal_days = case when $3::boolean then $5::int else renewal_days end
       where id = $1`,
      [subscriptionId, savedPaymentMethodId, order.kind === 'trial', TRIAL_RENEWAL.amount, TRIAL_RENEWAL.days, savedCustomerId],
    );
    if (order.kind === 'checkout' && order.days > 0) await tx.query('update subscriptions set renewal_days = $2 where id = $1', [subscriptionId, order.days]);
    await tx.query('update pay_orders set subscription_id = $2 where id = $1', [order.id, subscriptionId]);
  }
  const [promo] = order.promocode_id ? await tx.query<{ code: string }>('select code from promocodes where id = $1', [order.promocode_id]) : [];
  // A top-up has no period: its record spans the instant of payment, so no "payment ends" notice follows it.
  const dateBegin = order.days > 0 ? begin : new Date(now.getTime() - 1000);
  const dateEnd = order.days > 0 ? end : now;
  await tx.query(
    `insert into payments (user_id, tariff, amount, currency, success, date_begin, date_end, created_at, note, promocode, is_auto_pay, subscription_id, order_id, payment_method)
     values ($1, $2, $3, $4, true, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [order.user_id, order.tariff, (order.amount / 100).toFixed(2), order.currency, dateBegin.toISOString(), dateEnd.toISOString(), now.toISOString(), JSON.stringify(orderNote(order)), promo?.code ?? null, order.is_auto_pay, subscriptionId, order.id, PAYMENT_METHOD_OF[order.provider]],
  );
  return 'settled';
}

/** The provider refused the charge: nothing is paid; the order says why. A paid order stays paid. */
export async function settleFailed(tx: Queryable, orderId: string, reason: string, now: Date): Promise<SettleResult> {
  const rows = await tx.query(`update pay_orders set status = 'failed', failure_reason = $2, settled_at = $3 where id = $1 and status = 'created' returning id`, [orderId, reason, now.toISOString()]);
  return rows.length > 0 ? 'settled' : 'already';
}

/**
 * What the record says it bought, as data (issue 31: it was English text, "Pro, 30 days for 2 unit(s)", read by
 * admins and owners in every locale): the screens word it in their reader's language. The comment stays empty,
 * for a person to write.
 */
export function orderNote(order: Pick<OrderRow, 'days' | 'messages_added' | 'tariff' | 'config'>): PaymentNote {
  return {
    code: 'purchase',
    days: order.days,
    units: order.days > 0 ? order.config.targetIds.length : 0,
    messages: order.messages_added,
    reviewRatings: order.config.aiReviewsCount ?? 0,
    aiBalanceUsd: order.tariff === TARIFFS.aiAssistant ? (order.config.aiBalanceAmountInUsd ?? 0) : 0,
  };
}

/** Takes a provider's notification once: false when it was taken before (a replay changes nothing). */
export async function takeWebhookEvent(tx: Queryable, provider: PaymentProvider, eventId: string, orderId: string): Promise<boolean> {
  const fresh = await tx.query('insert into payment_webhook_events (provider, event_id, order_id) values ($1, $2, $3) on conflict do nothing returning event_id', [provider, eventId, orderId]);
  return fresh.length > 0;
}

/** An order's status as stored, or undefined when there is none. */
export async function orderStatus(q: Queryable, orderId: string | null): Promise<string | undefined> {
  if (!orderId) return undefined;
  const [row] = await q.query<{ status: string }>('select status from pay_orders where id = $1', [orderId]);
  return row?.status;
}

/**
 * Whether the quick start's trial is still open to the account: not when it has a Pro subscription or a paid
 * trial. Call inside the transaction that inserts the order: the user's row stays locked so two calls cannot both take it.
 */
export async function lockTrialOpen(tx: Queryable, userId: string, tariff: number): Promise<boolean> {
  await tx.query('select id from users where id = $1 for update', [userId]);
  const [taken] = await tx.query<{ id: string }>(
    `select id from subscriptions where user_id = $1 and tariff = $2
     union all select id from pay_orders where user_id = $1 and kind = 'trial' and status = 'succeeded' limit 1`,
    [userId, tariff],
  );
  return !taken;
}

export async function insertTrialOrder(tx: Queryable, userId: string, order: { tariff: number; config: object; amount: number; days: number }): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `insert into pay_orders (user_id, provider, tariff, config, amount, currency, days, is_auto_pay, kind)
     values ($1, 'YoomoneyPay', $2, $3, $4, 'RUB', $5, true, 'trial') returning id`,
    [userId, order.tariff, JSON.stringify(order.config), order.amount, order.days],
  );
  if (!row) throw new Error('The trial order was not created');
  return row.id;
}

export type PaymentLinkRow = {
  token: string;
  user_id: string;
  config: PaymentConfig;
  order_id: string | null;
};

export async function insertPaymentLink(q: Queryable, link: { token: string; userId: string; provider: PaymentProvider; config: PaymentConfig }): Promise<void> {
  await q.query('insert into payment_links (token, user_id, provider, config) values ($1, $2, $3, $4)', [link.token, link.userId, link.provider, JSON.stringify(link.config)]);
}

export async function findPaymentLink(q: Queryable, token: string): Promise<PaymentLinkRow | null> {
  const [link] = await q.query<PaymentLinkRow>('select token, user_id, config, order_id from payment_links where token = $1', [token]);
  return link ?? null;
}

export async function setLinkOrder(q: Queryable, token: string, orderId: string): Promise<void> {
  await q.query('update payment_links set order_id = $2 where token = $1', [token, orderId]);
}

export async function hasSucceededPayment(q: Queryable, userId: string): Promise<boolean> {
  const [paid] = await q.query<{ count: number }>('select count(*)::int as count from payments where user_id = $1 and success', [userId]);
  return (paid?.count ?? 0) > 0;
}
