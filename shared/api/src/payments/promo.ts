import { ONE_MONTH_DAYS, type PromoErrorCode } from './constants';

/*
 * The Promocode entity's rules (spec sections 3, 5 and 8), once: api-server refuses with these codes and the
 * remote words each. Null limits are "no limit".
 */

export interface PromocodeRules {
  /** The owner (a partner's code); null for the cabinet's own codes. */
  userId: string | null;
  discountPercent: number;
  /** How many payments the code may bring in all. */
  paymentCount: number | null;
  /** How many times one user may pay with it. */
  paymentsCountByUser: number | null;
  expireDate: Date | null;
  /** Empty: every tariff. */
  availableTariffTypes: readonly number[];
  /** The payer must have made at least this many successful payments before. */
  minimalUserPayments: number | null;
  /** ... and at most this many. */
  maxUserPayments: number | null;
  /** Decision: only for a network, a payment covering two companies or more. */
  forNetworkCompanies: boolean;
}

export interface PromoUse {
  userId: string;
  tariff: number;
  now: Date;
  /** Days paid for: a code is for one month at a time. */
  days: number;
  /** Successful payments made with the code, by anyone and by this user. */
  usedTotal: number;
  usedByUser: number;
  /** The user's successful payments so far. */
  userPayments: number;
  /** Companies the payment covers. */
  units: number;
}

/** The first rule the use breaks, in the order a user can act on them, or null. */
export function checkPromocode(promo: PromocodeRules, use: PromoUse): PromoErrorCode | null {
  if (promo.userId !== null && promo.userId === use.userId) return 'PROMO_ERROR_OWNER';
  if (promo.expireDate !== null && promo.expireDate.getTime() <= use.now.getTime()) return 'PROMO_ERROR_EXPIRED';
  if (promo.availableTariffTypes.length > 0 && !promo.availableTariffTypes.includes(use.tariff)) return 'PROMO_ERROR_NOT_AVAILABLE_TARIFF_TYPE';
  if (promo.paymentCount !== null && use.usedTotal >= promo.paymentCount) return 'PROMO_ERROR_USED_MAX_USERS_COUNT';
  if (promo.paymentsCountByUser !== null && use.usedByUser >= promo.paymentsCountByUser) return 'PROMO_ERROR_USED_MAX_COUNT_BY_USER';
  if (promo.minimalUserPayments !== null && use.userPayments < promo.minimalUserPayments) return 'PROMO_ERROR_MINIMAL_USER_PAYMENTS';
  if (promo.maxUserPayments !== null && use.userPayments > promo.maxUserPayments) return 'PROMO_ERROR_MAX_USER_PAYMENTS';
  if (promo.forNetworkCompanies && use.units < 2) return 'PROMO_ERROR_NETWORK_COMPANIES';
  if (use.days > ONE_MONTH_DAYS) return 'PROMO_ERROR_ONE_MONTH_ONLY';
  return null;
}

/** Codes are compared without case or surrounding spaces. */
export function normalizePromocode(code: string): string {
  return code.trim().toUpperCase();
}
