import { formatDate, formatMoney } from './format';

describe('formatMoney', () => {
  it('puts ₽ and ₸ after the amount and $ before it, in every language', () => {
    expect(formatMoney(2500, 'RUB', 'ru')).toBe('2\u00a0500\u00a0₽');
    expect(formatMoney(2500, 'RUB', 'en')).toBe('2,500\u00a0₽');
    expect(formatMoney(1200, 'KZT', 'pt-BR')).toBe('1.200\u00a0₸');
    expect(formatMoney(20, 'USD', 'ru')).toBe('$20');
    expect(formatMoney(19.5, 'USD', 'en')).toBe('$19.50');
  });
});

describe('formatDate', () => {
  it('has a compact style for tables, in each language its way', () => {
    const date = new Date(Date.UTC(2026, 10, 22, 7, 55));
    expect(formatDate(date, 'ru', 'compact', 'UTC')).toBe('22.11.2026, 07:55');
    expect(formatDate(date, 'pt-BR', 'compact', 'UTC')).toBe('22/11/2026, 07:55');
  });
});
