import type { Locale } from '@cabinet/i18n';

/** A moment as the account's clock reads it (its branch's zone); an unknown zone falls back to the browser's. */
export function formatIn(at: Date | string, timeZone: string, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(date);
  }
}
