import { useMemo } from 'react';
import { useRemoteProps } from '@cabinet/contracts';
import { formatDate } from '@cabinet/i18n';

/**
 * A report's days and scores the locale's way. A period's day is an ISO calendar day (no time): read at UTC
 * midnight and written in UTC, so a browser west of Greenwich does not show the day before.
 */
export function useReportFormats() {
  const { locale } = useRemoteProps();
  return useMemo(() => {
    const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    return {
      day: (isoDay: string) => formatDate(`${isoDay}T00:00:00Z`, locale, 'date', 'UTC'),
      score: (value: number) => decimal.format(value),
    };
  }, [locale]);
}
