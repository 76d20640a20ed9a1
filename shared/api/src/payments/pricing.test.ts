import { QUICK_START_OFFER } from '../account/quickStart';
import { PACKAGES, providerForCountry, PROVIDER_CURRENCY, TARIFFS, TRIAL_OFFER } from './constants';
import { autoPayAvailable, checkPriceInput, computePrice, daysOf, monthsOf, periodsFor } from './pricing';

const base = { units: 1, period: 1, messageCount: 0, reviewRatings: 0, aiBalanceUsd: 0 };

describe('provider by country (spec section 7)', () => {
  it.each([
    [0, 'YoomoneyPay'],
    [1, 'YoomoneyPay'],
    [3, 'YoomoneyPay'],
    [8, 'Paybox'],
    [4, 'StripePay'],
    [55, 'StripePay'],
  ])('country %i pays through %s', (country, provider) => {
    expect(providerForCountry(country)).toBe(provider);
  });

  it('prices in the provider currency: roubles, tenge, dollars', () => {
    expect(PROVIDER_CURRENCY).toEqual({ YoomoneyPay: 'RUB', Paybox: 'KZT', StripePay: 'USD' });
  });
});

describe('periods and packages (spec section 9)', () => {
  it('offers one month and the long packages for the booking-system tariffs', () => {
    expect(periodsFor(TARIFFS.pro)).toEqual([1, 107, 221, 449]);
    expect(PACKAGES.long.map((pack) => pack.label)).toEqual(['3+2 weeks', '6+5', '12+11']);
  });

  it('offers the short packages to the other monthly tariffs and no period to the top-ups', () => {
    expect(periodsFor(TARIFFS.amoCrm)).toEqual([1, 59, 149, 270, 477]);
    expect(periodsFor(TARIFFS.smsModule)).toEqual([]);
    expect(periodsFor(TARIFFS.aiAssistant)).toEqual([]);
  });

  it('charges a package its months and gives its days', () => {
    expect(monthsOf(TARIFFS.pro, 107)).toBe(3);
    expect(daysOf(TARIFFS.pro, 107)).toBe(107);
    expect(daysOf(TARIFFS.pro, 1)).toBe(30);
    const month = computePrice({ ...base, tariff: TARIFFS.pro, currency: 'RUB', discountPercent: 0 });
    const pack = computePrice({ ...base, tariff: TARIFFS.pro, period: 107, currency: 'RUB', discountPercent: 0 });
    expect(pack.total).toBe(month.total * 3);
  });

  it('refuses a period the tariff does not offer', () => {
    expect(checkPriceInput({ ...base, tariff: TARIFFS.pro, period: 59 })).toBe('period.invalid');
  });
});

describe('minimums (spec sections 5 and 9)', () => {
  it('needs at least 500 messages', () => {
    expect(checkPriceInput({ ...base, tariff: TARIFFS.smsModule, messageCount: 499 })).toBe('messages.min');
    expect(checkPriceInput({ ...base, tariff: TARIFFS.smsModule, messageCount: 500 })).toBeNull();
  });

  it('needs at least 100 review ratings when buying any', () => {
    expect(checkPriceInput({ ...base, tariff: TARIFFS.feedback, reviewRatings: 99 })).toBe('reviews.min');
    expect(checkPriceInput({ ...base, tariff: TARIFFS.feedback, reviewRatings: 100 })).toBeNull();
    expect(checkPriceInput({ ...base, tariff: TARIFFS.feedback })).toBeNull();
  });

  it('needs an AI top-up of at least $20', () => {
    expect(checkPriceInput({ ...base, tariff: TARIFFS.aiAssistant, aiBalanceUsd: 19 })).toBe('aiBalance.min');
    expect(checkPriceInput({ ...base, tariff: TARIFFS.aiAssistant, aiBalanceUsd: 20 })).toBeNull();
  });

  it('cannot price a plan with no company chosen', () => {
    expect(checkPriceInput({ ...base, tariff: TARIFFS.pro, units: 0 })).toBe('units.required');
    expect(checkPriceInput({ ...base, tariff: 18 })).toBe('tariff.notSold');
  });
});

describe('the price', () => {
  it('multiplies the monthly price by the units and applies the discount', () => {
    const price = computePrice({ ...base, tariff: TARIFFS.pro, units: 2, currency: 'RUB', discountPercent: 10 });
    expect(price.subtotal).toBe(2 * 250_000);
    expect(price.discount).toBe(50_000);
    expect(price.total).toBe(450_000);
  });

  it('charges the second and later API numbers half', () => {
    const one = computePrice({ ...base, tariff: TARIFFS.api, currency: 'USD', discountPercent: 0 });
    const three = computePrice({ ...base, tariff: TARIFFS.api, units: 3, currency: 'USD', discountPercent: 0 });
    expect(three.total).toBe(one.total * 2);
  });

  it('gives the one-rouble plan 800 messages a month', () => {
    const price = computePrice({ ...base, tariff: TARIFFS.oneRouble, currency: 'RUB', discountPercent: 0 });
    expect(price.total).toBe(100);
    expect(price.messagesAdded).toBe(800);
  });

  it('converts the AI balance into the payment currency', () => {
    const price = computePrice({ ...base, tariff: TARIFFS.aiAssistant, aiBalanceUsd: 20, currency: 'USD', discountPercent: 0 });
    expect(price.total).toBe(2000);
  });
});

describe('auto-pay (spec sections 5 and 7)', () => {
  it('is on except for the AI assistant, and never with a promo code', () => {
    expect(autoPayAvailable(TARIFFS.pro, false)).toBe(true);
    expect(autoPayAvailable(TARIFFS.aiAssistant, false)).toBe(false);
    expect(autoPayAvailable(TARIFFS.pro, true)).toBe(false);
  });
});

describe("the quick start's trial", () => {
  it('charges what the quick start offers, after the days it offers', () => {
    expect({ price: TRIAL_OFFER.price, trialDays: TRIAL_OFFER.trialDays }).toEqual(QUICK_START_OFFER);
  });
});
