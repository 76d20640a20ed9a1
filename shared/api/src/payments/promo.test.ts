import { checkPromocode, normalizePromocode, type PromocodeRules, type PromoUse } from './promo';

const rules: PromocodeRules = {
  userId: 'partner',
  discountPercent: 10,
  paymentCount: null,
  paymentsCountByUser: null,
  expireDate: null,
  availableTariffTypes: [],
  minimalUserPayments: null,
  maxUserPayments: null,
  forNetworkCompanies: false,
};
const use: PromoUse = { userId: 'friend', tariff: 1, now: new Date('2026-06-01T00:00:00Z'), days: 30, usedTotal: 0, usedByUser: 0, userPayments: 0, units: 1 };

describe('the Promocode entity rules', () => {
  it('accepts a code within every rule', () => {
    expect(checkPromocode(rules, use)).toBeNull();
  });

  it.each<[string, Partial<PromocodeRules>, Partial<PromoUse>, string]>([
    ['its owner', {}, { userId: 'partner' }, 'PROMO_ERROR_OWNER'],
    ['after it expired', { expireDate: new Date('2026-05-31T00:00:00Z') }, {}, 'PROMO_ERROR_EXPIRED'],
    ['for another tariff', { availableTariffTypes: [13] }, {}, 'PROMO_ERROR_NOT_AVAILABLE_TARIFF_TYPE'],
    ['past its payment count', { paymentCount: 5 }, { usedTotal: 5 }, 'PROMO_ERROR_USED_MAX_USERS_COUNT'],
    ['past its per-user count', { paymentsCountByUser: 1 }, { usedByUser: 1 }, 'PROMO_ERROR_USED_MAX_COUNT_BY_USER'],
    ['before the minimal payments', { minimalUserPayments: 2 }, { userPayments: 1 }, 'PROMO_ERROR_MINIMAL_USER_PAYMENTS'],
    ['after the maximal payments', { maxUserPayments: 0 }, { userPayments: 1 }, 'PROMO_ERROR_MAX_USER_PAYMENTS'],
    ['for one company when it is for networks', { forNetworkCompanies: true }, { units: 1 }, 'PROMO_ERROR_NETWORK_COMPANIES'],
    ['for more than one month', {}, { days: 107 }, 'PROMO_ERROR_ONE_MONTH_ONLY'],
  ])('refuses a code used by %s', (_case, rule, usage, code) => {
    expect(checkPromocode({ ...rules, ...rule }, { ...use, ...usage })).toBe(code);
  });

  it('accepts a network code for two companies', () => {
    expect(checkPromocode({ ...rules, forNetworkCompanies: true }, { ...use, units: 2 })).toBeNull();
  });

  it('compares codes without case or spaces', () => {
    expect(normalizePromocode('  friend10 ')).toBe('FRIEND10');
  });
});
