import {
  autoPayAvailable,
  checkPriceInput,
  checkPromocode,
  computePrice,
  daysOf,
  normalizePromocode,
  PROVIDER_CURRENCY,
  providerForCountry,
  SELLABLE_TARIFFS,
  TARIFFS,
  type CoverageKind,
  type PaymentConfig,
  type PaymentProvider,
  type PaymentTarget,
  type PriceBreakdown,
  type PriceRuleCode,
  type PromoErrorCode,
  type PromocodeRules,
  type TariffPrice,
} from '@cabinet/api/payments';
import { ownsCopilotBot } from '../ai/topUps';
import type { Queryable } from '../platform/db/Db';
import { isUuid } from '../platform/db/sql';
import { ApiError, unauthorized } from '../platform/http/ApiError';

/** The payer as this domain needs them. */
export interface Payer {
  id: string;
  email: string;
  countryId: number;
  provider: PaymentProvider;
}

export async function loadPayer(q: Queryable, userId: string): Promise<Payer> {
  const [row] = await q.query<{ email: string; country_id: number }>('select email, country_id from users where id = $1', [userId]);
  if (!row) throw unauthorized();
  return { id: userId, email: row.email, countryId: row.country_id, provider: providerForCountry(row.country_id) };
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** The units a tariff can cover on the account, each with its paid-up-to date for that tariff. */
export async function listTargets(q: Queryable, userId: string, covers: CoverageKind, tariff: number): Promise<PaymentTarget[]> {
  const coverage = `left join paid_coverage pc on pc.user_id = $1 and pc.tariff = $2 and pc.target_id = t.id::text`;
  if (covers === 'companies' || covers === 'iikoOrganizations') {
    const integrations = covers === 'companies' ? ['yclients', 'altegio'] : ['iikocrm'];
    const rows = await q.query<{ id: string; name: string; masters: number; paid_up_to: Date | null }>(
      `select t.id, t.name, (select count(*)::int from staff s where s.company_id = t.id and not s.is_fired) as masters, pc.paid_up_to
       from companies t join business_connections bc on bc.id = t.connection_id ${coverage}
       where t.user_id = $1 and bc.integration = any($3::text[]) order by t.name, t.id`,
      [userId, tariff, integrations],
    );
    return rows.map((row) => ({ id: row.id, name: row.name, activeMastersCount: covers === 'companies' ? row.masters : null, paidUpTo: iso(row.paid_up_to) }));
  }
  if (covers === 'instances') {
    const rows = await q.query<{ id: string; name: string; phone: string | null; paid_up_to: Date | null }>(
      `select t.id, t.name, t.phone, pc.paid_up_to from channel_accounts t ${coverage}
       where t.user_id = $1 and t.kind in ('whatsapp', 'max') order by t.created_at, t.id`,
      [userId, tariff],
    );
    return rows.map((row) => ({ id: row.id, name: row.name || row.phone || row.id, activeMastersCount: null, paidUpTo: iso(row.paid_up_to) }));
  }
  // Medflex LPUs, as the Medflex connection read them (systemAccounts/medflex): each paid on its own, by its id.
  const rows = await q.query<{ id: string; name: string; paid_up_to: Date | null }>(
    `select t.id, t.name, pc.paid_up_to from medflex_lpus t ${coverage} where t.user_id = $1 order by t.name, t.id`,
    [userId, tariff],
  );
  return rows.map((row) => ({ id: row.id, name: row.name, activeMastersCount: null, paidUpTo: iso(row.paid_up_to) }));
}

export async function accountPaidUpTo(q: Queryable, userId: string, tariff: number): Promise<Date | null> {
  const [row] = await q.query<{ paid_up_to: Date }>(`select paid_up_to from paid_coverage where user_id = $1 and tariff = $2 and target_id = 'account'`, [userId, tariff]);
  return row?.paid_up_to ?? null;
}

/** The field of the payment configuration each kind of unit is chosen in. */
export const TARGET_FIELDS = {
  companies: 'internalYclientsCompaniesIds',
  iikoOrganizations: 'iikoOrganizationsIds',
  medflexLpus: 'medFlexLpuIds',
  instances: 'chatApiAccountsIds',
} as const satisfies Record<Exclude<CoverageKind, 'account'>, keyof PaymentConfig>;

export function targetIdsOf(config: PaymentConfig, covers: CoverageKind): string[] {
  return covers === 'account' ? ['account'] : config[TARGET_FIELDS[covers]];
}

const PRICE_FIELDS: Readonly<Record<PriceRuleCode, string>> = {
  'tariff.notSold': 'tariff',
  'units.required': 'units',
  'period.invalid': 'month',
  'messages.min': 'messageCount',
  'messages.max': 'messageCount',
  'reviews.min': 'aiReviewsCount',
  'reviews.max': 'aiReviewsCount',
  'aiBalance.min': 'aiBalanceAmountInUsd',
  'aiBalance.max': 'aiBalanceAmountInUsd',
};

const PROMO_MESSAGES: Readonly<Record<PromoErrorCode, string>> = {
  PROMO_NOT_FOUND: 'Promo code not found',
  PROMO_ERROR_USED_MAX_USERS_COUNT: 'The promo code has reached its payment limit',
  PROMO_ERROR_USED_MAX_COUNT_BY_USER: 'You have used this promo code as many times as it allows',
  PROMO_ERROR_EXPIRED: 'The promo code has expired',
  PROMO_ERROR_OWNER: 'You cannot use your own promo code',
  PROMO_ERROR_NOT_AVAILABLE_TARIFF_TYPE: 'The promo code is not valid for this tariff',
  PROMO_ERROR_MINIMAL_USER_PAYMENTS: 'The promo code needs more payments made before',
  PROMO_ERROR_MAX_USER_PAYMENTS: 'The promo code is for accounts with fewer payments',
  PROMO_ERROR_ONE_MONTH_ONLY: 'A promo code is valid for one month of payment at a time',
  PROMO_ERROR_NETWORK_COMPANIES: 'The promo code is for networks of two companies or more',
};

export const promoRefused = (code: PromoErrorCode) => new ApiError(400, code, `${code}: ${PROMO_MESSAGES[code]}`, { promo: code });

type PromocodeRow = {
  id: string;
  code: string;
  user_id: string | null;
  kind: 'partner' | 'bonus' | 'admin';
  for_user_id: string | null;
  discount_percent: number;
  payment_count: number | null;
  payments_count_by_user: number | null;
  expire_date: Date | null;
  available_tariff_types: number[];
  minimal_user_payments: number | null;
  max_user_payments: number | null;
  for_network_companies: boolean;
  /** False once an admin deactivated it (admin/promocodes.ts): refused as not found. */
  active: boolean;
};

export const promoRules = (row: PromocodeRow): PromocodeRules => ({
  userId: row.user_id,
  discountPercent: row.discount_percent,
  paymentCount: row.payment_count,
  paymentsCountByUser: row.payments_count_by_user,
  expireDate: row.expire_date,
  availableTariffTypes: row.available_tariff_types,
  minimalUserPayments: row.minimal_user_payments,
  maxUserPayments: row.max_user_payments,
  forNetworkCompanies: row.for_network_companies,
});

/** A priced payment configuration: what an order charges. */
export interface Quote {
  tariff: number;
  covers: CoverageKind;
  targetIds: string[];
  price: PriceBreakdown;
  promo: { id: string; code: string; discountPercent: number } | null;
  isAutoPay: boolean;
}

/**
 * Prices a configuration for the payer, refusing what the rules refuse: a tariff not sold, units not the
 * payer's, the minimums of section 9, a promo code the Promocode entity's rules refuse. `lock` takes the
 * promo code's row lock (inside the transaction that creates the order), so two payments cannot both take
 * its last use.
 */
export async function quote(q: Queryable, payer: Payer, config: PaymentConfig, now: Date, lock = false): Promise<Quote> {
  const sold = SELLABLE_TARIFFS[config.tariff];
  if (!sold) throw new ApiError(400, 'VALIDATION_FAILED', 'This tariff is not sold', { tariff: 'tariff.notSold' });
  const targetIds = [...new Set(targetIdsOf(config, sold.covers))];
  if (sold.covers !== 'account') {
    if (targetIds.some((id) => !isUuid(id))) throw new ApiError(400, 'VALIDATION_FAILED', 'Unknown unit', { [TARGET_FIELDS[sold.covers]]: 'units.unknown' });
    const own = await listTargets(q, payer.id, sold.covers, config.tariff);
    const ownIds = new Set(own.map((target) => target.id));
    if (targetIds.some((id) => !ownIds.has(id))) throw new ApiError(400, 'VALIDATION_FAILED', 'A chosen unit is not on this account', { [TARGET_FIELDS[sold.covers]]: 'units.unknown' });
  }
  if (config.copilotBotId && (!sold.aiBalance || !(await ownsCopilotBot(q, payer.id, config.copilotBotId)))) {
    throw new ApiError(400, 'VALIDATION_FAILED', 'This AI assistant is not one of yours', { copilotBotId: 'copilotBot.unknown' });
  }
  const units = sold.covers === 'account' ? 1 : targetIds.length;
  const input = { tariff: config.tariff, units, period: config.month, messageCount: config.messageCount, reviewRatings: config.aiReviewsCount, aiBalanceUsd: config.aiBalanceAmountInUsd };
  const broken = checkPriceInput(input);
  if (broken) {
    const field = broken === 'units.required' && sold.covers !== 'account' ? TARGET_FIELDS[sold.covers] : PRICE_FIELDS[broken];
    throw new ApiError(400, 'VALIDATION_FAILED', `The payment breaks the rule ${broken}`, { [field]: broken });
  }
  let promo: Quote['promo'] = null;
  const code = config.promo ? normalizePromocode(config.promo) : '';
  if (code) {
    const [row] = await q.query<PromocodeRow>(`select * from promocodes where code = $1 ${lock ? 'for update' : ''}`, [code]);
    if (!row || !row.active || (row.for_user_id !== null && row.for_user_id !== payer.id)) throw promoRefused('PROMO_NOT_FOUND');
    const [usage] = await q.query<{ total: number; by_user: number; user_payments: number }>(
      `select (select count(*)::int from pay_orders where promocode_id = $1 and status = 'succeeded') as total,
              (select count(*)::int from pay_orders where promocode_id = $1 and status = 'succeeded' and user_id = $2) as by_user,
              (select count(*)::int from payments where user_id = $2 and success) as user_payments`,
      [row.id, payer.id],
    );
    const refused = checkPromocode(promoRules(row), {
      userId: payer.id,
      tariff: config.tariff,
      now,
      days: daysOf(config.tariff, config.month),
      usedTotal: usage?.total ?? 0,
      usedByUser: usage?.by_user ?? 0,
      userPayments: usage?.user_payments ?? 0,
      units,
    });
    if (refused) throw promoRefused(refused);
    promo = { id: row.id, code: row.code, discountPercent: row.discount_percent };
  }
  const price = computePrice({ ...input, currency: PROVIDER_CURRENCY[payer.provider], discountPercent: promo?.discountPercent ?? 0 });
  return { tariff: config.tariff, covers: sold.covers, targetIds, price, promo, isAutoPay: config.isAutoPay && autoPayAvailable(config.tariff, promo !== null) };
}

export function tariffPriceOf(quoted: Quote): TariffPrice {
  return {
    tariff: quoted.tariff,
    ...quoted.price,
    isAutoPay: quoted.isAutoPay,
    autoPayAvailable: autoPayAvailable(quoted.tariff, quoted.promo !== null),
    promo: quoted.promo ? { code: quoted.promo.code, discountPercent: quoted.promo.discountPercent } : null,
  };
}

/** Whether the tariff is one of the major (booking-system) tariffs that set what the account's flows may do. */
export const MAJOR_TARIFFS: readonly number[] = [TARIFFS.base, TARIFFS.pro, TARIFFS.iikoBase, TARIFFS.iikoExtended];
