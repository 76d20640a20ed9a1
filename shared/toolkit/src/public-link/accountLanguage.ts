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
