import { money } from './money';

describe('money (spec section 9)', () => {
  it('puts ₽ and ₸ after the amount and $ before, in every language', () => {
    expect(money(250_000, 'RUB', 'ru')).toBe('2\u00a0500\u00a0₽');
    expect(money(1_400_000, 'KZT', 'en')).toBe('14,000\u00a0₸');
    expect(money(3_000, 'USD', 'pt-BR')).toBe('$30');
    expect(money(2_375, 'USD', 'en')).toBe('$23.75');
  });
});
