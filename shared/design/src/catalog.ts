import type { Locale as AntLocale } from 'antd/es/locale';
import { registerCatalog, type CatalogModule, type Locale } from '@cabinet/i18n';

// antd's own texts (pagination, modal buttons, empty lists) load with the design catalogue of the same
// locale: a page needs one of the four, and the provider is rendered only once the catalogues are ready.
const antLocales = new Map<Locale, AntLocale>();

/** antd's texts for a locale whose catalogues are loaded; before that, antd's built-in English. */
export function antLocaleOf(locale: Locale): AntLocale | undefined {
  return antLocales.get(locale);
}

function withAntLocale(locale: Locale, messages: () => Promise<CatalogModule>, antLocale: () => Promise<{ default: AntLocale }>) {
  return async (): Promise<CatalogModule> => {
    const [catalog, ant] = await Promise.all([messages(), antLocale()]);
    antLocales.set(locale, ant.default);
    return catalog;
  };
}

registerCatalog('design', {
  en: withAntLocale('en', () => import('./locales/en'), () => import('antd/es/locale/en_US')),
  ru: withAntLocale('ru', () => import('./locales/ru'), () => import('antd/es/locale/ru_RU')),
  'pt-BR': withAntLocale('pt-BR', () => import('./locales/pt-BR'), () => import('antd/es/locale/pt_BR')),
  'uk-UA': withAntLocale('uk-UA', () => import('./locales/uk-UA'), () => import('antd/es/locale/uk_UA')),
});
