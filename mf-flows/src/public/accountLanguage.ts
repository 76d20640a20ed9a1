import { useEffect } from 'react';
import { useRemoteProps } from '@cabinet/contracts';
import { isLocale } from '@cabinet/i18n';

/**
 * A client's page speaks the language the business writes to its clients in (the account's, which the
 * API names with the page's data), not the language of whoever's browser opened the link.
 */
export function useAccountLanguage(language: string | undefined): void {
  const { locale, changeLocale } = useRemoteProps();
  useEffect(() => {
    if (isLocale(language) && language !== locale) changeLocale(language);
  }, [language, locale, changeLocale]);
}

/** The API answers 404 for a token it did not make, one altered, or one out of date. */
export function isLinkInvalid(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'response' in error && error.response instanceof Response && error.response.status === 404;
}
