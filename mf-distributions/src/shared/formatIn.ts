import { useCallback } from 'react';
import { useRemoteProps } from '@cabinet/contracts';
import { formatDate, type Locale } from '@cabinet/i18n';
import { useDistributionOptions } from '../api/distributions';

/** A moment as the account's clock reads it (its branch's zone); an unknown zone falls back to the browser's. */
export function formatIn(at: Date | string, timeZone: string, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(date);
  }
}

/**
 * A table's or a chart's date and time (the compact style) on the account's clock, the zone its mailings'
 * hours and waiting reasons are read in (the mailing options'), never the browser's: a row reads one zone.
 * Empty until the zone has arrived, rather than a moment in the wrong zone.
 */
export function useAccountDate(): (at: Date | string) => string {
  const { locale } = useRemoteProps();
  const timeZone = useDistributionOptions().data?.timeZone;
  return useCallback(
    (at: Date | string) => {
      if (timeZone === undefined) return '';
      try {
        return formatDate(at, locale, 'compact', timeZone);
      } catch {
        return formatDate(at, locale, 'compact');
      }
    },
    [locale, timeZone],
  );
}
