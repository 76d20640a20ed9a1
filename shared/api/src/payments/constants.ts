/*
 * The payments domain's constants (spec sections 4, 6, 7 and 9). Where the spec is silent (prices, what a
 * tariff covers, the partner programme's figures, the retention offers' sizes) the decision is written here,
 * once, and both the remote and api-server read it.
 */

/** Tariff codes of spec section 4 that can be bought (2 "test" is given, never sold). */
export const TARIFFS = {
  base: 0,
  pro: 1,
  test: 2,
  amoCrm: 3,
  iikoBase: 4,
  iikoExtended: 5,
  chatwoot: 9,
  whatsappDistribution: 13,
  smsModule: 14,
  api: 15,
  analytics: 16,
  feedback: 17,
  yelp: 18,
  oneRouble: 19,
  aiAssistant: 20,
  medflex: 25,
} as const;
export type TariffCode = (typeof TARIFFS)[keyof typeof TARIFFS];

/** What a payment for a tariff covers: the account's booking companies, iiko organisations, Medflex LPUs, WhatsApp instances, or the account itself. */
export const COVERAGE_KINDS = ['companies', 'iikoOrganizations', 'medflexLpus', 'instances', 'account'] as const;
export type CoverageKind = (typeof COVERAGE_KINDS)[number];

/** The tariffs sold here, each with what it covers and which extras it takes. */
export const SELLABLE_TARIFFS: Readonly<Record<number, { covers: CoverageKind; messages?: boolean; reviews?: boolean; aiBalance?: boolean; packages?: 'long' | 'short' }>> = {
  [TARIFFS.base]: { covers: 'companies', packages: 'long' },
  [TARIFFS.pro]: { covers: 'companies', packages: 'long' },
  [TARIFFS.amoCrm]: { covers: 'account', packages: 'short' },
  [TARIFFS.iikoBase]: { covers: 'iikoOrganizations', packages: 'long' },
  [TARIFFS.iikoExtended]: { covers: 'iikoOrganizations', packages: 'long' },
  [TARIFFS.chatwoot]: { covers: 'account', packages: 'short' },
  [TARIFFS.whatsappDistribution]: { covers: 'instances', messages: true, packages: 'short' },
  [TARIFFS.smsModule]: { covers: 'account', messages: true },
  [TARIFFS.api]: { covers: 'instances', packages: 'short' },
  [TARIFFS.analytics]: { covers: 'companies', packages: 'short' },
  [TARIFFS.feedback]: { covers: 'companies', reviews: true, packages: 'short' },
  [TARIFFS.oneRouble]: { covers: 'account' },
  [TARIFFS.aiAssistant]: { covers: 'account', aiBalance: true },
  [TARIFFS.medflex]: { covers: 'medflexLpus', packages: 'short' },
};

/** The providers of spec section 7, by their path segment. */
export const PAYMENT_PROVIDERS = ['YoomoneyPay', 'Paybox', 'StripePay'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** Country ids of spec section 9. */
export const COUNTRIES = { default: 0, russia: 1, belarus: 3, ukraine: 4, kazakhstan: 8, brazil: 55 } as const;

/** Spec section 7: ids 0, 1, 3 pay through the embedded widget, 8 through Paybox, every other through Stripe. */
export function providerForCountry(countryId: number): PaymentProvider {
  if (countryId === COUNTRIES.default || countryId === COUNTRIES.russia || countryId === COUNTRIES.belarus) return 'YoomoneyPay';
  if (countryId === COUNTRIES.kazakhstan) return 'Paybox';
  return 'StripePay';
}

/**
 * The quick start's trial (OnBoarding/AddMiniPayForAutoPay; the offer's words are account/quickStart.ts
 * QUICK_START_OFFER, and a test keeps the two equal): the Pro plan free for `trialDays`, then `price`
 * roubles for `renewalDays`, charged by auto-pay. The widget checks the card with `cardCheck` kopecks,
 * since the provider saves a card only with a payment. Paid through the widget provider only (roubles).
 */
export const TRIAL_OFFER = { price: 1200, trialDays: 3, renewalDays: 30, cardCheck: 100 } as const;

export const CURRENCIES = ['RUB', 'KZT', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Spec section 9: the widget provider's family pays in roubles, Paybox in tenge, Stripe in dollars. */
export const PROVIDER_CURRENCY: Readonly<Record<PaymentProvider, Currency>> = { YoomoneyPay: 'RUB', Paybox: 'KZT', StripePay: 'USD' };

/** Payment method ids 1-16 of spec section 9 and their currency (their names are not shown; the families are). */
export const PAYMENT_METHOD_CURRENCY: Readonly<Record<number, Currency>> = {
  1: 'RUB', // manual invoice
  2: 'RUB', // embedded-widget provider
  3: 'RUB', // widget provider, recurring
  4: 'KZT', // Paybox
  5: 'USD', // Stripe
  6: 'KZT', // Kaspi
  7: 'KZT', // bank pay (Kazakhstan invoice)
  8: 'RUB', // test
  9: 'RUB', // compensation
  10: 'KZT', // CloudPayments
  11: 'RUB', // bank invoice (Tinkoff)
  12: 'RUB', // widget provider, SBP
  13: 'KZT', // Paybox, recurring
  14: 'USD', // Stripe, recurring
  15: 'RUB', // widget provider, one-rouble
  16: 'KZT', // Kaspi QR
};

/** Spec section 9 minimums. */
export const MIN_MESSAGES = 500;
export const MIN_REVIEW_RATINGS = 100;
export const MIN_AI_BALANCE_USD = 20;
/** Upper bounds of ours: a typing slip should not make a price of millions. */
export const MAX_MESSAGES = 1_000_000;
export const MAX_REVIEW_RATINGS = 100_000;
export const MAX_AI_BALANCE_USD = 10_000;
/** The one-rouble plan's monthly messages (spec section 9). */
export const ONE_ROUBLE_MONTHLY_MESSAGES = 800;
/** Second and later API numbers: 50% off (spec section 9). */
export const API_EXTRA_NUMBER_DISCOUNT_PERCENT = 50;

/**
 * The packages of spec section 9, value and label. Decision: the value is the days the package pays for and
 * the label its months plus the bonus weeks ('3+2 weeks' is three months and two weeks free: 91 + 14 ≈ 107
 * days, and so on for each), so a package costs its months. The long set is the booking-system tariffs', the
 * short set the other monthly tariffs'.
 */
export const PACKAGES = {
  long: [
    { value: 107, label: '3+2 weeks', months: 3, bonusWeeks: 2 },
    { value: 221, label: '6+5', months: 6, bonusWeeks: 5 },
    { value: 449, label: '12+11', months: 12, bonusWeeks: 11 },
  ],
  short: [
    { value: 59, label: '1+4', months: 1, bonusWeeks: 4 },
    { value: 149, label: '3+8', months: 3, bonusWeeks: 8 },
    { value: 270, label: '6+12', months: 6, bonusWeeks: 12 },
    { value: 477, label: '12+15', months: 12, bonusWeeks: 15 },
  ],
} as const;
export interface PaymentPackage {
  value: number;
  label: string;
  months: number;
  bonusWeeks: number;
}

/** One month is always on offer (and the only period with a promo code: spec section 5). */
export const ONE_MONTH_DAYS = 30;

/** Spec section 9's cancel reasons and alternative services. */
export const CANCEL_REASONS = ['TooExpensive', 'TechnicalIssues', 'FoundAlternative', 'MissingFunctions', 'LongCustomerService', 'CancelAutoPay', 'Other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
export const ALTERNATIVE_SERVICES = ['BeautyBot', 'DataHeroes', 'Wahelp', 'ChatPush', 'Revvy', 'Other'] as const;
export type AlternativeService = (typeof ALTERNATIVE_SERVICES)[number];

/** The retention offers of spec section 4. Decision: the discount is a 30% code for the next month; the gift two free weeks, once a subscription. */
export const RETENTION_OFFERS = ['discount', 'gift', 'keep', 'cancelAutoPay'] as const;
export type RetentionOffer = (typeof RETENTION_OFFERS)[number];
export const RETENTION_DISCOUNT_PERCENT = 30;
export const RETENTION_GIFT_DAYS = 14;

/** Spec section 8's promo refusals, as the API words them (the client maps each to its text). */
export const PROMO_ERROR_CODES = [
  'PROMO_NOT_FOUND',
  'PROMO_ERROR_USED_MAX_USERS_COUNT',
  'PROMO_ERROR_USED_MAX_COUNT_BY_USER',
  'PROMO_ERROR_EXPIRED',
  'PROMO_ERROR_OWNER',
  'PROMO_ERROR_NOT_AVAILABLE_TARIFF_TYPE',
  'PROMO_ERROR_MINIMAL_USER_PAYMENTS',
  'PROMO_ERROR_MAX_USER_PAYMENTS',
  'PROMO_ERROR_ONE_MONTH_ONLY',
  'PROMO_ERROR_NETWORK_COMPANIES',
] as const;
export type PromoErrorCode = (typeof PROMO_ERROR_CODES)[number];

/** The partner programme's parameters (spec section 9: "friend discount and owner reward are parameters"). */
export const PARTNER_FRIEND_DISCOUNT_PERCENT = 10;
export const PARTNER_OWNER_REWARD_PERCENT = 20;

/** Reference rates for the figures kept in dollars (AI balance, partner rewards); decision: fixed, reviewed by hand. */
export const USD_RATES: Readonly<Record<Currency, number>> = { USD: 1, RUB: 95, KZT: 480 };

/** The quick-start subscription (spec section 9): 1,200 roubles after a 3-day free trial. */
export const QUICK_START_PRICE_RUB = 1200;
export const TRIAL_DAYS = 3;
