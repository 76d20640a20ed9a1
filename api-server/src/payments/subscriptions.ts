import { randomBytes } from 'node:crypto';
import { RETENTION_DISCOUNT_PERCENT, RETENTION_GIFT_DAYS, type OfferResult, type Subscription } from '@cabinet/api/payments';
import type { Queryable } from '../platform/db/Db';
import { isUuid } from '../platform/db/sql';
import { ApiError } from '../platform/http/ApiError';

type SubscriptionRow = {
  id: string;
  tariff: number;
  provider: Subscription['provider'];
  is_auto_pay: boolean;
  amount: number;
  currency: Subscription['currency'];
  gift_taken_at: Date | null;
  cancelled_at: Date | null;
  created_at: Date;
  paid_up_to: Date | null;
};

const SELECT = `select s.*, (select max(pc.paid_up_to) from paid_coverage pc where pc.user_id = s.user_id and pc.tariff = s.tariff) as paid_up_to from subscriptions s`;

function view(row: SubscriptionRow, now: Date): Subscription {
  const status = row.cancelled_at ? 'cancelled' : row.paid_up_to && row.paid_up_to > now ? 'active' : 'expired';
  return {
    id: row.id,
    tariff: row.tariff,
    provider: row.provider,
    status,
    isAutoPay: row.is_auto_pay,
    amount: row.amount,
    currency: row.currency,
    paidUpTo: row.paid_up_to?.toISOString() ?? null,
    giftAvailable: status === 'active' && row.gift_taken_at === null,
    createdAt: row.created_at.toISOString(),
  };
}

export async function listSubscriptions(q: Queryable, userId: string, now: Date): Promise<Subscription[]> {
  const rows = await q.query<SubscriptionRow>(`${SELECT} where s.user_id = $1 order by s.created_at desc, s.id`, [userId]);
  return rows.map((row) => view(row, now));
}

const notFound = () => new ApiError(404, 'SUBSCRIPTION_NOT_FOUND', 'Subscription not found');
const unavailable = () => new ApiError(409, 'OFFER_UNAVAILABLE', 'This offer is no longer available');

/** The user's subscription, locked for the change that follows (inside a transaction). */
async function lockOwn(tx: Queryable, userId: string, id: string): Promise<SubscriptionRow> {
  if (!isUuid(id)) throw notFound();
  await tx.query('select id from subscriptions where id = $1 and user_id = $2 for update', [id, userId]);
  const [row] = await tx.query<SubscriptionRow>(`${SELECT} where s.id = $1 and s.user_id = $2`, [id, userId]);
  if (!row) throw notFound();
  return row;
}

export async function findSubscription(q: Queryable, userId: string, id: string, now: Date): Promise<Subscription> {
  if (!isUuid(id)) throw notFound();
  const [row] = await q.query<SubscriptionRow>(`${SELECT} where s.id = $1 and s.user_id = $2`, [id, userId]);
  if (!row) throw notFound();
  return view(row, now);
}

export async function saveCancelReason(q: Queryable, userId: string, id: string, answer: { reason: string; alternativeService?: string | null; comment: string }): Promise<void> {
  await findSubscription(q, userId, id, new Date());
  await q.query('insert into subscription_cancel_reasons (subscription_id, reason, alternative_service, comment) values ($1, $2, $3, $4)', [id, answer.reason, answer.alternativeService ?? null, answer.comment]);
}

/** Cancels all of it (no renewal, the paid period runs out) or auto-pay only (the subscription stays). */
export async function cancelSubscription(tx: Queryable, userId: string, id: string, onlyAutoPay: boolean, now: Date): Promise<Subscription> {
  await lockOwn(tx, userId, id);
  await tx.query(`update subscriptions set is_auto_pay = false, cancelled_at = case when $2 then cancelled_at else coalesce(cancelled_at, $3) end where id = $1`, [id, onlyAutoPay, now.toISOString()]);
  return findSubscription(tx, userId, id, now);
}

/**
 * A retention offer, in one transaction with nothing else: it never cancels anything, so a failed offer
 * leaves the subscription exactly as it was. The discount is a personal code for the next month (the same
 * code again while it is unused and valid); the gift moves every covered unit's paid-up-to on, once.
 */
export async function acceptOffer(tx: Queryable, userId: string, id: string, offer: 'discount' | 'gift' | 'keep' | 'cancelAutoPay', now: Date): Promise<OfferResult> {
  const row = await lockOwn(tx, userId, id);
  if (row.cancelled_at) throw unavailable();
  let promocode: OfferResult['promocode'] = null;
  if (offer === 'discount') {
    const [existing] = await tx.query<{ code: string; discount_percent: number; expire_date: Date }>(
      `select p.code, p.discount_percent, p.expire_date from promocodes p
       where p.kind = 'bonus' and p.for_user_id = $1 and p.available_tariff_types = array[$2::int] and p.expire_date > $3
         and not exists (select 1 from pay_orders o where o.promocode_id = p.id and o.status = 'succeeded')
       order by p.created_at desc limit 1`,
      [userId, row.tariff, now.toISOString()],
    );
    const created = existing
      ? existing
      : (
          await tx.query<{ code: string; discount_percent: number; expire_date: Date }>(
            `insert into promocodes (code, kind, for_user_id, discount_percent, payment_count, payments_count_by_user, expire_date, available_tariff_types)
             values ($1, 'bonus', $2, $3, 1, 1, $4::timestamptz + interval '30 days', array[$5::int]) returning code, discount_percent, expire_date`,
            [`STAY-${randomBytes(4).toString('hex').toUpperCase()}`, userId, RETENTION_DISCOUNT_PERCENT, now.toISOString(), row.tariff],
          )
        )[0];
    if (!created) throw new Error('The bonus code was not created');
    promocode = { code: created.code, discountPercent: created.discount_percent, expireDate: created.expire_date.toISOString() };
  }
  if (offer === 'gift') {
    if (row.gift_taken_at) throw unavailable();
    await tx.query('update subscriptions set gift_taken_at = $2 where id = $1', [id, now.toISOString()]);
    await tx.query(`update paid_coverage set paid_up_to = greatest(paid_up_to, $3::timestamptz) + make_interval(days => $4) where user_id = $1 and tariff = $2`, [userId, row.tariff, now.toISOString(), RETENTION_GIFT_DAYS]);
  }
  if (offer === 'cancelAutoPay') await tx.query('update subscriptions set is_auto_pay = false where id = $1', [id]);
  return { subscription: await findSubscription(tx, userId, id, now), promocode };
}
