import type { Locale } from './locales';

export const CURRENCIES = ['RUB', 'KZT', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

const SYMBOLS: Record<Currency, { symbol: string; position: 'before' | 'after' }> = {
  RUB: { symbol: '₽', position: 'after' },
  KZT: { symbol: '₸', position: 'after' },
  USD: { symbol: '$', position: 'before' },
};

/**
 * Spec section 9: ₽ and ₸ follow the amount, $ precedes it, in every language
 * (Intl would put the symbol where each locale prefers). Digits are grouped
 * the locale's way.
 */
export function formatMoney(amount: number, currency: Currency, locale: Locale): string {
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: 2,
  }).format(amount);
  const { symbol, position } = SYMBOLS[currency];
  return position === 'before' ? `${symbol}${number}` : `${number}\u00a0${symbol}`;
}

/** 'compact' is for tables: numeric date and time, e.g. 22.11.2026, 07:55 in Russian. */
export type DateStyle = 'date' | 'dateTime' | 'time' | 'compact';

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  dateTime: { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  time: { hour: '2-digit', minute: '2-digit' },
  compact: { dateStyle: 'short', timeStyle: 'short' },
};

export function formatDate(value: Date | string | number, locale: Locale, style: DateStyle = 'date', timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  return new Intl.DateTimeFormat(locale, { ...DATE_OPTIONS[style], ...(timeZone ? { timeZone } : {}) }).format(date);
}
