import {
  COVERAGE_KINDS,
  PARTNER_FRIEND_DISCOUNT_PERCENT,
  PARTNER_OWNER_REWARD_PERCENT,
  USD_RATES,
  type CoverageKind,
  type PartnerProgramme,
  type PartnerPromocode,
  type PayHistoryPage,
  type PayInfo,
  type PayInfos,
} from '@cabinet/api/payments';
import type { Queryable } from '../platform/db/Db';
import { pagedList, type PagedListDefinition } from '../platform/db/pagedList';
import { ApiError } from '../platform/http/ApiError';
import { readPaymentNote } from './note';

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

/**
 * The whole history as one list: the paid payments and the orders the provider refused (a refusal's dates
 * are its order's, its sum in minor units already, its comment the reason), each with its order (a record
 * made before orders were kept has none).
 */
const HISTORY_FROM = `(
  select p.id, p.user_id, p.tariff, p.date_begin, p.date_end, p.created_at, round(p.amount * 100)::bigint as sum, p.currency, p.comment, p.note, p.promocode,
    p.is_auto_pay, p.subscription_id, true as paid, o.days, o.messages_added, o.config
  from payments p left join pay_orders o on o.id = p.order_id where p.success
  union all
  select o.id, o.user_id, o.tariff, o.created_at, o.created_at, o.created_at, o.amount::bigint, o.currency, coalesce(o.failure_reason, ''), null::jsonb, null,
    o.is_auto_pay, null, false, o.days, o.messages_added, o.config
  from pay_orders o where o.status = 'failed'
) h`;

/** A record without an order paid for its own period, in whole days. */
const DAYS_SQL = `(case when h.days is not null then h.days when h.paid then greatest(0, round(extract(epoch from h.date_end - h.date_begin) / 86400))::int else 0 end)`;

/** The covered units' names as they are now, in the order paid for; a unit since removed keeps its id. */
const UNITS_SQL = `(select coalesce(array_agg(coalesce(c.name, nullif(ca.name, ''), ca.phone, m.name, x.t) order by x.n), '{}')
  from jsonb_array_elements_text(case when jsonb_typeof(h.config -> 'targetIds') = 'array' then h.config -> 'targetIds' else '[]'::jsonb end) with ordinality as x(t, n)
  left join companies c on c.id::text = x.t and c.user_id = h.user_id
  left join channel_accounts ca on ca.id::text = x.t and ca.user_id = h.user_id
  left join medflex_lpus m on m.id::text = x.t and m.user_id = h.user_id
  where x.t <> 'account')`;

const HISTORY_COLUMNS = `h.id, h.tariff, h.date_begin, h.date_end, h.sum, h.currency, h.comment, h.note, h.promocode, h.is_auto_pay, h.subscription_id, h.paid,
  ${DAYS_SQL} as days, coalesce(h.messages_added, 0) as messages, h.config ->> 'covers' as covers, ${UNITS_SQL} as units,
  coalesce(h.config ->> 'aiReviewsCount', '0') as review_ratings, coalesce(h.config ->> 'aiBalanceAmountInUsd', '0') as ai_balance_usd`;

type HistoryRow = {
  id: string;
  tariff: number;
  date_begin: Date;
  date_end: Date;
  sum: string;
  currency: PayInfo['currency'];
  comment: string;
  note: unknown;
  promocode: string | null;
  is_auto_pay: boolean;
  subscription_id: string | null;
  paid: boolean;
  days: number;
  messages: number;
  covers: string | null;
  units: string[];
  review_ratings: string;
  ai_balance_usd: string;
};

const isCoverageKind = (value: string | null): value is CoverageKind => COVERAGE_KINDS.some((kind) => kind === value);

/** A history row as the contract gives it: what it bought, and what it paid up to, its own period's end (issue 36). */
function historyItem(row: HistoryRow): PayInfo {
  return {
    id: row.id,
    tariff: row.tariff,
    dateBegin: row.date_begin.toISOString(),
    dateEnd: row.date_end.toISOString(),
    sum: Number(row.sum),
    currency: row.currency,
    comment: row.comment,
    note: readPaymentNote(row.note),
    purchase: {
      days: row.days,
      covers: isCoverageKind(row.covers) ? row.covers : null,
      units: row.units,
      messages: row.messages,
      reviewRatings: Number(row.review_ratings) || 0,
      aiBalanceUsd: Number(row.ai_balance_usd) || 0,
    },
    promocode: row.promocode,
    isAutoPay: row.is_auto_pay,
    subscriptionId: row.subscription_id,
    paid: row.paid,
    paidUpTo: row.paid && row.days > 0 ? row.date_end.toISOString() : null,
  };
}

/** The user's payments (spec section 3, user side): the latest 500 paid, and the latest 100 orders the provider refused. */
export async function payInfos(q: Queryable, userId: string): Promise<PayInfos> {
  const paid = await q.query<HistoryRow>(`select ${HISTORY_COLUMNS} from ${HISTORY_FROM} where h.user_id = $1 and h.paid order by h.created_at desc, h.id limit 500`, [userId]);
  const failed = await q.query<HistoryRow>(`select ${HISTORY_COLUMNS} from ${HISTORY_FROM} where h.user_id = $1 and not h.paid order by h.created_at desc limit 100`, [userId]);
  const [user] = await q.query<{ available_notifications_count: number; ai_balance_usd: string }>('select available_notifications_count, ai_balance_usd from users where id = $1', [userId]);
  return {
    payments: [...paid, ...failed].map(historyItem).sort((a, b) => b.dateBegin.localeCompare(a.dateBegin)),
    failedPayments: failed.length,
    balance: user?.available_notifications_count ?? 0,
    aiBalanceUsd: Number(user?.ai_balance_usd ?? 0),
    partnerBalance: await partnerBalance(q, userId),
  };
}

function historyList(userId: string): PagedListDefinition {
  return {
    from: HISTORY_FROM,
    columns: HISTORY_COLUMNS,
    scope: [(params) => `h.user_id = ${params.add(userId)}`],
    sorts: { dateBegin: 'h.date_begin' },
    defaultSort: 'dateBegin',
    tieBreaker: 'h.id',
  };
}

/** A page of the user's payment history, newest first: every row is reachable, however long the history. */
export async function payHistory(q: Queryable, userId: string, query: { page: number; pageSize: number }): Promise<PayHistoryPage> {
  const page = await pagedList<HistoryRow>(q, historyList(userId), { page: query.page, pageSize: query.pageSize });
  return { ...page, items: page.items.map(historyItem) };
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
