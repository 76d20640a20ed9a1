import type { AlternativeService, CancelReason, CoverageKind, PaymentPackage, PriceRuleCode, PromoErrorCode } from '@cabinet/api/payments';
import type { MessageDescriptor } from '@cabinet/i18n';

/** Tariff names (spec section 4's codes). */
export const TARIFF_LABELS: Readonly<Record<number, MessageDescriptor>> = {
  0: /*i18n*/ { id: 'payments.tariff.0', message: 'Booking system: base' },
  1: /*i18n*/ { id: 'payments.tariff.1', message: 'Booking system: Pro' },
  2: /*i18n*/ { id: 'payments.tariff.2', message: 'Test' },
  3: /*i18n*/ { id: 'payments.tariff.3', message: 'amoCRM' },
  4: /*i18n*/ { id: 'payments.tariff.4', message: 'iiko: base' },
  5: /*i18n*/ { id: 'payments.tariff.5', message: 'iiko: extended' },
  9: /*i18n*/ { id: 'payments.tariff.9', message: 'Chatwoot' },
  13: /*i18n*/ { id: 'payments.tariff.13', message: 'WhatsApp distribution' },
  14: /*i18n*/ { id: 'payments.tariff.14', message: 'SMS module' },
  15: /*i18n*/ { id: 'payments.tariff.15', message: 'API' },
  16: /*i18n*/ { id: 'payments.tariff.16', message: 'Analytics' },
  17: /*i18n*/ { id: 'payments.tariff.17', message: 'Feedback and reputation' },
  19: /*i18n*/ { id: 'payments.tariff.19', message: 'One-rouble plan' },
  20: /*i18n*/ { id: 'payments.tariff.20', message: 'AI assistant' },
  25: /*i18n*/ { id: 'payments.tariff.25', message: 'Medflex' },
};
export const unknownTariff = /*i18n*/ { id: 'payments.tariff.unknown', message: 'Tariff {code}' };

/** What each tariff's payment covers: the field's legend and the prompt when nothing is chosen (spec section 5). */
export const COVERAGE_LABELS: Readonly<Record<Exclude<CoverageKind, 'account'>, { legend: MessageDescriptor; select: MessageDescriptor; none: MessageDescriptor }>> = {
  companies: {
    legend: /*i18n*/ { id: 'payments.covers.companies', message: 'Companies for payment' },
    select: /*i18n*/ { id: 'payments.covers.companies.select', message: 'Select at least one company to choose a plan' },
    none: /*i18n*/ { id: 'payments.covers.companies.none', message: 'No booking-system companies are connected yet. Connect one in Accounts first.' },
  },
  iikoOrganizations: {
    legend: /*i18n*/ { id: 'payments.covers.iiko', message: 'iiko organisations for payment' },
    select: /*i18n*/ { id: 'payments.covers.iiko.select', message: 'Select at least one organisation to choose a plan' },
    none: /*i18n*/ { id: 'payments.covers.iiko.none', message: 'No iiko organisations are connected yet. Connect one in Accounts first.' },
  },
  medflexLpus: {
    legend: /*i18n*/ { id: 'payments.covers.lpus', message: 'Medflex clinics for payment' },
    select: /*i18n*/ { id: 'payments.covers.lpus.select', message: 'Select at least one clinic to choose a plan' },
    none: /*i18n*/ { id: 'payments.covers.lpus.none', message: 'No Medflex clinics are connected yet. Connect one in Accounts first.' },
  },
  instances: {
    legend: /*i18n*/ { id: 'payments.covers.instances', message: 'WhatsApp accounts for payment' },
    select: /*i18n*/ { id: 'payments.covers.instances.select', message: 'Select at least one WhatsApp account to choose a plan' },
    none: /*i18n*/ { id: 'payments.covers.instances.none', message: 'No WhatsApp accounts are connected yet. Add one in Accounts first.' },
  },
};

/** Spec section 8's promo messages, and ours for the two rules it names in words. */
export const PROMO_ERROR_LABELS: Readonly<Record<PromoErrorCode, MessageDescriptor>> = {
  PROMO_NOT_FOUND: /*i18n*/ { id: 'payments.promo.PROMO_NOT_FOUND', message: 'Promo code not found' },
  PROMO_ERROR_USED_MAX_USERS_COUNT: /*i18n*/ { id: 'payments.promo.PROMO_ERROR_USED_MAX_USERS_COUNT', message: 'The promo code has reached its payment limit' },
  PROMO_ERROR_USED_MAX_COUNT_BY_USER: /*i18n*/ { id: 'payments.promo.PROMO_ERROR_USED_MAX_COUNT_BY_USER', message: 'You have reached the limit of payments with this promo code' },
  PROMO_ERROR_EXPIRED: /*i18n*/ { id: 'payments.promo.PROMO_ERROR_EXPIRED', message: 'The promo code has expired' },
  PROMO_ERROR_OWNER: /*i18n*/ { id: 'payments.promo.PROMO_ERROR_OWNER', message: 'You cannot use your own promo code' },
  PROMO_ERROR_NOT_AVAILABLE_TARIFF_TYPE: /*i18n*/ { id: 'payments.promo.PROMO_ERROR_NOT_AVAILABLE_TARIFF_TYPE', message: 'The promo code is not valid for this tariff' },
  PROMO_ERROR_MINIMAL_USER_PAYMENTS: /*i18n*/ { id: 'payments.promo.PROMO_ERROR_MINIMAL_USER_PAYMENTS', message: 'The promo code is for accounts that have made more payments' },
  PROMO_ERROR_MAX_USER_PAYMENTS: /*i18n*/ { id: 'payments.promo.PROMO_ERROR_MAX_USER_PAYMENTS', message: 'The promo code is for accounts that have made fewer payments' },
  PROMO_ERROR_ONE_MONTH_ONLY: /*i18n*/ { id: 'payments.promo.PROMO_ERROR_ONE_MONTH_ONLY', message: 'The promo code is valid for one month of payment only' },
  PROMO_ERROR_NETWORK_COMPANIES: /*i18n*/ { id: 'payments.promo.PROMO_ERROR_NETWORK_COMPANIES', message: 'The promo code is for networks: choose two companies or more' },
};

export const PRICE_RULE_LABELS: Readonly<Record<PriceRuleCode | 'units.unknown' | 'total.zero' | 'provider.notForCountry', MessageDescriptor>> = {
  'tariff.notSold': /*i18n*/ { id: 'payments.rule.tariff.notSold', message: 'This service cannot be bought here' },
  'units.required': /*i18n*/ { id: 'payments.rule.units.required', message: 'Select what the payment covers' },
  'units.unknown': /*i18n*/ { id: 'payments.rule.units.unknown', message: 'A chosen item is no longer on your account; reload the page' },
  'period.invalid': /*i18n*/ { id: 'payments.rule.period.invalid', message: 'Choose one of the periods offered' },
  'messages.min': /*i18n*/ { id: 'payments.rule.messages.min', message: 'At least 500 messages' },
  'messages.max': /*i18n*/ { id: 'payments.rule.messages.max', message: 'At most 1,000,000 messages at a time' },
  'reviews.min': /*i18n*/ { id: 'payments.rule.reviews.min', message: 'At least 100 review ratings' },
  'reviews.max': /*i18n*/ { id: 'payments.rule.reviews.max', message: 'At most 100,000 review ratings at a time' },
  'aiBalance.min': /*i18n*/ { id: 'payments.rule.aiBalance.min', message: 'Top up the AI balance by at least {minimum}' },
  'aiBalance.max': /*i18n*/ { id: 'payments.rule.aiBalance.max', message: 'At most {maximum} at a time' },
  'total.zero': /*i18n*/ { id: 'payments.rule.total.zero', message: 'There is nothing to pay' },
  'provider.notForCountry': /*i18n*/ { id: 'payments.rule.provider', message: 'Your account pays through another provider; reload the page' },
};

/** A package's label of spec section 9 ('3+2 weeks', '6+5', ...) in words: months paid plus weeks free. */
export const packageLabel = /*i18n*/ { id: 'payments.period.package', message: '{months, plural, one {# month} other {# months}} + {weeks, plural, one {# week} other {# weeks}} free' };
export const oneMonthLabel = /*i18n*/ { id: 'payments.period.month', message: '1 month' };
export const packageValues = (pack: PaymentPackage) => ({ months: pack.months, weeks: pack.bonusWeeks });

export const CANCEL_REASON_LABELS: Readonly<Record<CancelReason, MessageDescriptor>> = {
  TooExpensive: /*i18n*/ { id: 'payments.cancel.reason.TooExpensive', message: 'Too expensive' },
  TechnicalIssues: /*i18n*/ { id: 'payments.cancel.reason.TechnicalIssues', message: 'Technical issues' },
  FoundAlternative: /*i18n*/ { id: 'payments.cancel.reason.FoundAlternative', message: 'Found an alternative' },
  MissingFunctions: /*i18n*/ { id: 'payments.cancel.reason.MissingFunctions', message: 'Missing functions' },
  LongCustomerService: /*i18n*/ { id: 'payments.cancel.reason.LongCustomerService', message: 'Customer service takes too long' },
  CancelAutoPay: /*i18n*/ { id: 'payments.cancel.reason.CancelAutoPay', message: 'I only want to cancel auto-pay' },
  Other: /*i18n*/ { id: 'payments.cancel.reason.Other', message: 'Other' },
};

export const ALTERNATIVE_LABELS: Readonly<Record<AlternativeService, MessageDescriptor>> = {
  BeautyBot: /*i18n*/ { id: 'payments.cancel.alternative.BeautyBot', message: 'BeautyBot' },
  DataHeroes: /*i18n*/ { id: 'payments.cancel.alternative.DataHeroes', message: 'DataHeroes' },
  Wahelp: /*i18n*/ { id: 'payments.cancel.alternative.Wahelp', message: 'Wahelp' },
  ChatPush: /*i18n*/ { id: 'payments.cancel.alternative.ChatPush', message: 'ChatPush' },
  Revvy: /*i18n*/ { id: 'payments.cancel.alternative.Revvy', message: 'Revvy' },
  Other: /*i18n*/ { id: 'payments.cancel.alternative.Other', message: 'Another service' },
};

/** Spec section 8's payment failures (the server's message otherwise). */
export const PAYMENT_ERRORS: Readonly<Record<string, MessageDescriptor>> = {
  ...PROMO_ERROR_LABELS,
  PAYMENT_PROVIDER_FAILED: /*i18n*/ { id: 'payments.error.provider', message: 'The payment provider did not answer. Try again in a minute.' },
  SUBSCRIPTION_NOT_FOUND: /*i18n*/ { id: 'payments.error.subscriptionNotFound', message: 'Subscription not found' },
  OFFER_UNAVAILABLE: /*i18n*/ { id: 'payments.error.offerUnavailable', message: 'This offer is no longer available' },
};
