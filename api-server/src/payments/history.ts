import {
  PARTNER_FRIEND_DISCOUNT_PERCENT,
  PARTNER_OWNER_REWARD_PERCENT,
  USD_RATES,
  type PartnerProgramme,
  type PartnerPromocode,
  type PayHistoryPage,
  type PayInfo,
  type PayInfos,
} from '@cabinet/api/payments';
import type { Queryable } from '../platform/db/Db';
import { pagedList, type PagedListDefinition } from '../platform/db/pagedList';
import { ApiError } from '../platform/http/ApiError';

/** A payment's reward to the code's owner, in cents: the fixed sum plus the share of the payment in dollars. */
const REWARD_SQL = `round(pc.reward_sum_owner * 100 + o.amount::numeric / (case o.currency when 'RUB' then ${USD_RATES.RUB} when 'KZT' then ${USD_RATES.KZT} else 1 end) * pc.reward_percent_owner / 100)`;

export async function partnerBalance(q: Queryable, userId: string): Promise<number> {
  const [row] = await q.query<{ balance: string | null }>(
    `select sum(${REWARD_SQL}) as balance from pay_orders o join promocodes pc on pc.id = o.promocode_id
     where pc.user_id = $1 and pc.kind = 'partner' and o.status = 'succeeded'`,
    [userId],
  );
  return Number(row?.balance ?? 0);
}

/** The user's payments (spec section 3, user side): the paid ones, and the orders the provider refused. */
export async function payInfos(q: Queryable, userId: string): Promise<PayInfos> {
  const paid = await q.query<{
    id: string;
    tariff: number;
    date_begin: Date;
    date_end: Date;
    amount: string;
    currency: 'RUB' | 'KZT' | 'USD';
    comment: string;
    promocode: string | null;
    is_auto_pay: boolean;
    subscription_id: string | null;
    paid_up_to: Date | null;
  }>(
    `select p.id, p.tariff, p.date_begin, p.date_end, p.amount, p.currency, p.comment, p.promocode, p.is_auto_pay, p.subscription_id,
       (select max(pc.paid_up_to) from paid_coverage pc where pc.user_id = p.user_id and pc.tariff = p.tariff) as paid_up_to
     from payments p where p.user_id = $1 and p.success order by p.created_at desc, p.id limit 500`,
    [userId],
  );
  const failed = await q.query<{ id: string; tariff: number; created_at: Date; amount: number; currency: 'RUB' | 'KZT' | 'USD'; failure_reason: string | null; is_auto_pay: boolean }>(
    `select id, tariff, created_at, amount, currency, failure_reason, is_auto_pay from pay_orders where user_id = $1 and status = 'failed' order by created_at desc limit 100`,
    [userId],
  );
  const [user] = await q.query<{ available_notifications_count: number; ai_balance_usd: string }>('select available_notifications_count, ai_balance_usd from users where id = $1', [userId]);
  const payments: PayInfos['payments'] = [
    ...paid.map((row) => ({
      id: row.id,
      tariff: row.tariff,
      dateBegin: row.date_begin.toISOString(),
      dateEnd: row.date_end.toISOString(),
      sum: Math.round(Number(row.amount) * 100),
      currency: row.currency,
      comment: row.comment,
      promocode: row.promocode,
      isAutoPay: row.is_auto_pay,
      subscriptionId: row.subscription_id,
      paid: true,
      paidUpTo: row.paid_up_to?.toISOString() ?? null,
    })),
    ...failed.map((row) => ({
      id: row.id,
      tariff: row.tariff,
      dateBegin: row.created_at.toISOString(),
      dateEnd: row.created_at.toISOString(),
      sum: row.amount,
      currency: row.currency,
      comment: row.failure_reason ?? '',
      promocode: null,
      isAutoPay: row.is_auto_pay,
      subscriptionId: null,
      paid: false,
      paidUpTo: null,
    })),
  ].sort((a, b) => b.dateBegin.localeCompare(a.dateBegin));
  return {
    payments,
    failedPayments: failed.length,
    balance: user?.available_notifications_count ?? 0,
    aiBalanceUsd: Number(user?.ai_balance_usd ?? 0),
    partnerBalance: await partnerBalance(q, userId),
  };
}

/**
 * The whole history as one list: the paid payments and the orders the provider refused (as payInfos shows
 * them: a refusal's dates are its order's, its sum in minor units already, its comment the reason).
 */
const HISTORY_FROM = `(
  select p.id, p.user_id, p.tariff, p.date_begin, p.date_end, round(p.amount * 100)::bigint as sum, p.currency, p.comment, p.promocode,
    p.is_auto_pay, p.subscription_id, true as paid
  from payments p where p.success
  union all
  select o.id, o.user_id, o.tariff, o.created_at, o.created_at, o.amount::bigint, o.currency, coalesce(o.failure_reason, ''), null,
    o.is_auto_pay, null, false
  from pay_orders o where o.status = 'failed'
) h`;

type HistoryRow = {
  id: string;
  tariff: number;
  date_begin: Date;
  date_end: Date;
  sum: string;
  currency: PayInfo['currency'];
  comment: string;
  promocode: string | null;
  is_auto_pay: boolean;
  subscription_id: string | null;
  paid: boolean;
  paid_up_to: Date | null;
};

function historyList(userId: string): PagedListDefinition {
  return {
    from: HISTORY_FROM,
    columns: `h.id, h.tariff, h.date_begin, h.date_end, h.sum, h.currency, h.comment, h.promocode, h.is_auto_pay, h.subscription_id, h.paid,
      case when h.paid then (select max(pc.paid_up_to) from paid_coverage pc where pc.user_id = h.user_id and pc.tariff = h.tariff) end as paid_up_to`,
    scope: [(params) => `h.user_id = ${params.add(userId)}`],
    sorts: { dateBegin: 'h.date_begin' },
    defaultSort: 'dateBegin',
    tieBreaker: 'h.id',
  };
}

/** A page of the user's payment history, newest first: every row is reachable, however long the history. */
export async function payHistory(q: Queryable, userId: string, query: { page: number; pageSize: number }): Promise<PayHistoryPage> {
  const page = await pagedList<HistoryRow>(q, historyList(userId), { page: query.page, pageSize: query.pageSize });
  return {
    ...page,
    items: page.items.map((row) => ({
      id: row.id,
      tariff: row.tariff,
      dateBegin: row.date_begin.toISOString(),
      dateEnd: row.date_end.toISOString(),
      sum: Number(row.sum),
      currency: row.currency,
      comment: row.comment,
      promocode: row.promocode,
      isAutoPay: row.is_auto_pay,
      subscriptionId: row.subscription_id,
      paid: row.paid,
      paidUpTo: row.paid_up_to?.toISOString() ?? null,
    })),
  };
}

async function hasPaid(q: Queryable, userId: string): Promise<boolean> {
  const [row] = await q.query<{ paid: boolean }>('select exists (select 1 from payments where user_id = $1 and success) as paid', [userId]);
  return row?.paid ?? false;
}

export async function partnerProgramme(q: Queryable, userId: string): Promise<PartnerProgramme> {
  const eligible = await hasPaid(q, userId);
  const codes = eligible
    ? await q.query<{ code: string; discount_percent: number; reward_percent_owner: number; payments_count: number; reward: string; created_at: Date }>(
        `select pc.code, pc.discount_percent, pc.reward_percent_owner, pc.created_at,
           count(o.id)::int as payments_count, coalesce(sum(${REWARD_SQL}), 0) as reward
         from promocodes pc left join pay_orders o on o.promocode_id = pc.id and o.status = 'succeeded'
         where pc.user_id = $1 and pc.kind = 'partner' group by pc.id order by pc.created_at desc`,
        [userId],
      )
    : [];
  return {
    eligible,
    friendDiscountPercent: PARTNER_FRIEND_DISCOUNT_PERCENT,
    ownerRewardPercent: PARTNER_OWNER_REWARD_PERCENT,
    partnerBalance: eligible ? await partnerBalance(q, userId) : 0,
    codes: codes.map((row) => ({ code: row.code, discountPercent: row.discount_percent, rewardPercentOwner: row.reward_percent_owner, paymentsCount: row.payments_count, reward: Number(row.reward), createdAt: row.created_at.toISOString() })),
  };
}

/** Decision: at most 10 codes a partner; a friend pays with one code once. */
export const PARTNER_CODES_MAX = 10;

export async function createPartnerCode(tx: Queryable, userId: string, code: string): Promise<PartnerPromocode> {
  if (!(await hasPaid(tx, userId))) throw new ApiError(403, 'PARTNER_PROGRAMME_LOCKED', 'The partner programme opens after your first payment');
  const [count] = await tx.query<{ count: number }>(`select count(*)::int as count from promocodes where user_id = $1 and kind = 'partner'`, [userId]);
  if ((count?.count ?? 0) >= PARTNER_CODES_MAX) throw new ApiError(400, 'VALIDATION_FAILED', `At most ${PARTNER_CODES_MAX} codes`, { code: 'promocode.tooMany' });
  const [row] = await tx.query<{ code: string; created_at: Date }>(
    `insert into promocodes (code, user_id, kind, discount_percent, payments_count_by_user, reward_percent_owner)
     values ($1, $2, 'partner', $3, 1, $4) on conflict (code) do nothing returning code, created_at`,
    [code.toUpperCase(), userId, PARTNER_FRIEND_DISCOUNT_PERCENT, PARTNER_OWNER_REWARD_PERCENT],
  );
  if (!row) throw new ApiError(409, 'PROMOCODE_EXISTS', 'This code is taken; choose another', { code: 'promocode.exists' });
  return { code: row.code, discountPercent: PARTNER_FRIEND_DISCOUNT_PERCENT, rewardPercentOwner: PARTNER_OWNER_REWARD_PERCENT, paymentsCount: 0, reward: 0, createdAt: row.created_at.toISOString() };
}
