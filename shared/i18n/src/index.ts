export {
  LOCALES,
  LOCALE_NAMES,
  LOCALE_STORAGE_KEY,
  SOURCE_LOCALE,
  detectLocale,
  isLocale,
  matchLocale,
  readStoredLocale,
  storeLocale,
  type Locale,
  type LocaleSources,
} from './locales';
export {
  activateLocale,
  catalogsReady,
  i18n,
  loadCatalog,
  loadCatalogs,
  registerCatalog,
  screenCatalogs,
  type CatalogLoaders,
  type CatalogModule,
  type ScreenCatalog,
} from './catalogs';
export { useTranslate, type MessageDescriptor, type MessageValues, type Translate } from './messages';
export { CURRENCIES, formatDate, formatMoney, type Currency, type DateStyle } from './format';
export { I18nProvider } from '@lingui/react';
