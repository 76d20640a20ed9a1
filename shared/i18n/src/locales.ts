/** Interface languages of spec section 1. English is the source language of every catalogue. */
export const LOCALES = ['ru', 'en', 'pt-BR', 'uk-UA'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en';

/** Native names: a user looking for their language reads it in that language. */
export const LOCALE_NAMES: Record<Locale, string> = {
  ru: 'Русский',
  en: 'English',
  'pt-BR': 'Português (Brasil)',
  'uk-UA': 'Українська',
};

export const LOCALE_STORAGE_KEY = 'cabinet.locale';

export function isLocale(value: unknown): value is Locale {
  return LOCALES.some((locale) => locale === value);
}

/**
 * Maps a BCP 47 tag from the browser to one of our locales. Belarusian and
 * Kazakh browsers get Russian, the cabinet's language in those countries
 * (spec section 9 lists them among its markets); any Portuguese gets pt-BR and
 * any Ukrainian uk-UA.
 */
export function matchLocale(tag: string): Locale | undefined {
  const lower = tag.toLowerCase();
  const exact = LOCALES.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  const language = lower.split('-')[0];
  switch (language) {
    case 'ru':
    case 'be':
    case 'kk':
      return 'ru';
    case 'en':
      return 'en';
    case 'pt':
      return 'pt-BR';
    case 'uk':
      return 'uk-UA';
    default:
      return undefined;
  }
}

export interface LocaleSources {
  /** The user's own choice, stored locally; honoured only where the host offers the selector. */
  stored?: string | null;
  /** A language the host fixes as its default (the AI dashboard: English). */
  hostDefault?: Locale;
  /** navigator.languages, most preferred first. */
  browser: readonly string[];
  /** Whether the host shows the language selector. */
  choiceAllowed: boolean;
}

/**
 * Spec section 1: the default language follows the browser; a host may fix
 * its own default; the user's choice from the selector wins where it is offered.
 * A browser in none of our languages gets English.
 */
export function detectLocale({ stored, hostDefault, browser, choiceAllowed }: LocaleSources): Locale {
  if (choiceAllowed && isLocale(stored)) return stored;
  if (hostDefault) return hostDefault;
  for (const tag of browser) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return SOURCE_LOCALE;
}

export function readStoredLocale(storage: Pick<Storage, 'getItem'> = window.localStorage): string | null {
  try {
    return storage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeLocale(locale: Locale, storage: Pick<Storage, 'setItem'> = window.localStorage): void {
  try {
    storage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode or a full quota: the choice lasts for this page only.
  }
}
