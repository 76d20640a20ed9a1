import {
  API_EXTRA_NUMBER_DISCOUNT_PERCENT,
  MAX_AI_BALANCE_USD,
  MAX_MESSAGES,
  MAX_REVIEW_RATINGS,
  MIN_AI_BALANCE_USD,
  MIN_MESSAGES,
  MIN_REVIEW_RATINGS,
  ONE_MONTH_DAYS,
  ONE_ROUBLE_MONTHLY_MESSAGES,
  PACKAGES,
  SELLABLE_TARIFFS,
  TARIFFS,
  USD_RATES,
  type Currency,
  type PaymentPackage,
} from './constants';

/*
 * The price rules, once: the remote shows what api-server charges, computed by the same function. Amounts are
 * integers in minor units (kopecks, tiyn, cents), so no sum is ever off by a rounding.
 *
 * Decision (the spec shows no prices): a monthly price per covered unit and currency; a package costs its
 * months (its bonus weeks are free); messages and review ratings are bought by the piece on top; the AI
 * balance is its dollars in the payment's currency at USD_RATES.
 */

/** Monthly price per covered unit, in minor units. The one-rouble plan is one rouble a month. */
export const MONTHLY_PRICES: Readonly<Record<number, Readonly<Record<Currency, number>>>> = {
  [TARIFFS.base]: { RUB: 99_000, KZT: 550_000, USD: 1_200 },
  [TARIFFS.pro]: { RUB: 250_000, KZT: 1_400_000, USD: 3_000 },
  [TARIFFS.amoCrm]: { RUB: 150_000, KZT: 850_000, USD: 1_800 },
  [TARIFFS.iikoBase]: { RUB: 199_000, KZT: 1_100_000, USD: 2_400 },
  [TARIFFS.iikoExtended]: { RUB: 349_000, KZT: 1_950_000, USD: 4_200 },
  [TARIFFS.chatwoot]: { RUB: 149_000, KZT: 830_000, USD: 1_800 },
  [TARIFFS.whatsappDistribution]: { RUB: 199_000, KZT: 1_100_000, USD: 2_400 },
  [TARIFFS.smsModule]: { RUB: 0, KZT: 0, USD: 0 },
  [TARIFFS.api]: { RUB: 149_000, KZT: 830_000, USD: 1_800 },
  [TARIFFS.analytics]: { RUB: 99_000, KZT: 550_000, USD: 1_200 },
  [TARIFFS.feedback]: { RUB: 99_000, KZT: 550_000, USD: 1_200 },
  [TARIFFS.oneRouble]: { RUB: 100, KZT: 500, USD: 100 },
  [TARIFFS.aiAssistant]: { RUB: 0, KZT: 0, USD: 0 },
  [TARIFFS.medflex]: { RUB: 299_000, KZT: 1_650_000, USD: 3_600 },
};

/** One message and one review rating, in minor units. */
export const MESSAGE_PRICE: Readonly<Record<Currency, number>> = { RUB: 250, KZT: 1_400, USD: 3 };
export const REVIEW_RATING_PRICE: Readonly<Record<Currency, number>> = { RUB: 500, KZT: 2_800, USD: 6 };

export interface PriceInput {
  tariff: number;
  currency: Currency;
  /** How many units the payment covers (companies, organisations, LPUs, instances); 1 for an account-wide tariff. */
  units: number;
  /** The period (the calls' `month`): 1 for one month, or a package's value (PACKAGES). */
  period: number;
  messageCount: number;
  reviewRatings: number;
  aiBalanceUsd: number;
  /** The promo code's discount, 0 without one. */
  discountPercent: number;
}

export type PriceRuleCode = 'tariff.notSold' | 'units.required' | 'period.invalid' | 'messages.min' | 'messages.max' | 'reviews.min' | 'reviews.max' | 'aiBalance.min' | 'aiBalance.max';

export interface PriceLine {
  kind: 'period' | 'messages' | 'reviews' | 'aiBalance';
  quantity: number;
  /** Minor units. */
  amount: number;
}

export interface PriceBreakdown {
  currency: Currency;
  months: number;
  days: number;
  lines: PriceLine[];
  /** Before the discount, minor units. */
  subtotal: number;
  discountPercent: number;
  discount: number;
  total: number;
  /** Messages the payment adds to the quota (bought, or the one-rouble plan's monthly ones). */
  messagesAdded: number;
}

/** The packages a tariff offers (none for the top-ups). */
export function packagesFor(tariff: number): readonly PaymentPackage[] {
  const kind = SELLABLE_TARIFFS[tariff]?.packages;
  return kind ? PACKAGES[kind] : [];
}

/** The one-month period's value; package values (59 and up) never collide with it. */
export const ONE_MONTH = 1;

/** The periods a tariff offers: one month, then its packages; none for the pure top-ups (SMS module, AI). */
export function periodsFor(tariff: number): readonly number[] {
  const sold = SELLABLE_TARIFFS[tariff];
  if (!sold || tariff === TARIFFS.smsModule || tariff === TARIFFS.aiAssistant) return [];
  return [ONE_MONTH, ...packagesFor(tariff).map((pack) => pack.value)];
}

/** Days a period pays for: 30 for a month, a package's value (its months and bonus weeks); 0 for a top-up. */
export function daysOf(tariff: number, period: number): number {
  if (periodsFor(tariff).length === 0) return 0;
  return period === ONE_MONTH ? ONE_MONTH_DAYS : period;
}

/** Months charged for a period: one, or a package's months (its bonus weeks are free). */
export function monthsOf(tariff: number, period: number): number {
  if (periodsFor(tariff).length === 0) return 0;
  return packagesFor(tariff).find((candidate) => candidate.value === period)?.months ?? 1;
}

/** The first rule the input breaks, or null (spec sections 5 and 9). */
export function checkPriceInput(input: Omit<PriceInput, 'currency' | 'discountPercent'>): PriceRuleCode | null {
  const sold = SELLABLE_TARIFFS[input.tariff];
  if (!sold) return 'tariff.notSold';
  if (sold.covers !== 'account' && input.units < 1) return 'units.required';
  const periods = periodsFor(input.tariff);
  if (periods.length > 0 && !periods.includes(input.period)) return 'period.invalid';
  if (input.tariff === TARIFFS.smsModule || (sold.messages && input.messageCount > 0)) {
    if (input.messageCount < MIN_MESSAGES) return 'messages.min';
    if (input.messageCount > MAX_MESSAGES) return 'messages.max';
  }
  if (sold.reviews && input.reviewRatings > 0) {
    if (input.reviewRatings < MIN_REVIEW_RATINGS) return 'reviews.min';
    if (input.reviewRatings > MAX_REVIEW_RATINGS) return 'reviews.max';
  }
  if (sold.aiBalance) {
    if (input.aiBalanceUsd < MIN_AI_BALANCE_USD) return 'aiBalance.min';
    if (input.aiBalanceUsd > MAX_AI_BALANCE_USD) return 'aiBalance.max';
  }
  return null;
}

/** What a payment costs; call checkPriceInput first (this assumes a valid input). */
export function computePrice(input: PriceInput): PriceBreakdown {
  const sold = SELLABLE_TARIFFS[input.tariff];
  const lines: PriceLine[] = [];
  const hasPeriod = periodsFor(input.tariff).length > 0;
  const months = monthsOf(input.tariff, input.period);
  if (hasPeriod) {
    const monthly = MONTHLY_PRICES[input.tariff]?.[input.currency] ?? 0;
    const units = sold?.covers === 'account' ? 1 : input.units;
    // Spec section 9: the second and later API numbers cost half.
    const unitMonths = input.tariff === TARIFFS.api ? 1 + ((units - 1) * (100 - API_EXTRA_NUMBER_DISCOUNT_PERCENT)) / 100 : units;
    lines.push({ kind: 'period', quantity: units, amount: Math.round(monthly * unitMonths * months) });
  }
  if (input.messageCount > 0 && (sold?.messages ?? false)) lines.push({ kind: 'messages', quantity: input.messageCount, amount: MESSAGE_PRICE[input.currency] * input.messageCount });
  if (input.reviewRatings > 0 && (sold?.reviews ?? false)) lines.push({ kind: 'reviews', quantity: input.reviewRatings, amount: REVIEW_RATING_PRICE[input.currency] * input.reviewRatings });
  if (sold?.aiBalance) lines.push({ kind: 'aiBalance', quantity: input.aiBalanceUsd, amount: Math.round(input.aiBalanceUsd * USD_RATES[input.currency] * 100) });
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const discount = Math.round((subtotal * input.discountPercent) / 100);
  const oneRoubleMessages = input.tariff === TARIFFS.oneRouble ? ONE_ROUBLE_MONTHLY_MESSAGES * months : 0;
  return {
    currency: input.currency,
    months,
    days: daysOf(input.tariff, input.period),
    lines,
    subtotal,
    discountPercent: input.discountPercent,
    discount,
    total: subtotal - discount,
    messagesAdded: (sold?.messages ? input.messageCount : 0) + oneRoubleMessages,
  };
}

/** Auto-pay is on for every tariff but the AI assistant's (spec section 7), and never with a promo code (section 5). */
export function autoPayAvailable(tariff: number, hasPromo: boolean): boolean {
  return tariff !== TARIFFS.aiAssistant && !hasPromo;
}
