import { formatMoney } from './format';

describe('formatMoney', () => {
  it('puts ₽ and ₸ after the amount and $ before it, in every language', () => {
    expect(formatMoney(2500, 'RUB', 'ru')).toBe('2\u00a0500\u00a0₽');
    expect(formatMoney(2500, 'RUB', 'en')).toBe('2,500\u00a0₽');
    expect(formatMoney(1200, 'KZT', 'pt-BR')).toBe('1.200\u00a0₸');
    expect(formatMoney(20, 'USD', 'ru')).toBe('$20');
    expect(formatMoney(19.5, 'USD', 'en')).toBe('$19.50');
  });
});
