import { useMemo } from 'react';
import { useRemoteProps } from '@cabinet/contracts';
import { formatDate, formatMoney, type Locale } from '@cabinet/i18n';
import type { InsightPeriod } from '@cabinet/api/insights';

/** Numbers, shares, money and bucket labels the locale's way. */
export function formatsOf(locale: Locale) {
  const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return {
    count: (value: number) => integer.format(value),
    decimal: (value: number) => decimal.format(value),
    /** The share of part in whole; a dash when there is no whole. */
    rate: (part: number, whole: number) => (whole > 0 ? percent.format(part / whole) : '—'),
    money: (value: number) => formatMoney(Math.round(value), 'RUB', locale),
    date: (value: string) => formatDate(value, locale, 'date'),
    /** An ISO calendar day (no time, e.g. a report's period): written in UTC, where it is midnight, so no time zone moves it a day. */
    day: (isoDay: string) => formatDate(isoDay, locale, 'date', 'UTC'),
    /** A series' bucket start, worded for its period (UTC, as the API buckets). */
    bucket: (start: string, period: InsightPeriod) =>
      new Intl.DateTimeFormat(
        locale,
        period === 'day'
          ? { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }
          : period === 'year'
            ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
            : { day: 'numeric', month: 'short', timeZone: 'UTC' },
      ).format(new Date(start)),
  };
}

export type Formats = ReturnType<typeof formatsOf>;

export function useFormats(): Formats {
  const { locale } = useRemoteProps();
  return useMemo(() => formatsOf(locale), [locale]);
}
