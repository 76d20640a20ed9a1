import type { Locale as AntLocale } from 'antd/es/locale';
import { loadCatalog, registerCatalog, type CatalogLoaders, type CatalogModule, type Locale } from '@cabinet/i18n';

// antd's own texts (pagination, modal buttons, empty lists) load as a catalogue of their own, in the active
// locale only, once a page draws antd (the core entry is loaded): the plain sign-in page needs none of them.
const antLocales = new Map<Locale, AntLocale>();

/** antd's texts for a locale whose catalogues are loaded; before that, antd's built-in English. */
export function antLocaleOf(locale: Locale): AntLocale | undefined {
  return antLocales.get(locale);
}

function antLocale(locale: Locale, load: () => Promise<{ default: AntLocale }>) {
  return async (): Promise<CatalogModule> => {
    antLocales.set(locale, (await load()).default);
    return { messages: {} };
  };
}

const ANT_LOCALES: CatalogLoaders = {
  en: antLocale('en', () => import('antd/es/locale/en_US')),
  ru: antLocale('ru', () => import('antd/es/locale/ru_RU')),
  'pt-BR': antLocale('pt-BR', () => import('antd/es/locale/pt_BR')),
  'uk-UA': antLocale('uk-UA', () => import('antd/es/locale/uk_UA')),
};
registerCatalog('design.antd', ANT_LOCALES);

/** antd's texts of the locale, loaded once (the provider loaded on demand waits for them: no English flash). */
export function ensureAntLocale(locale: Locale): Promise<void> {
  return loadCatalog('design.antd', ANT_LOCALES, locale);
}
