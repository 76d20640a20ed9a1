import { screenCatalogs } from '@cabinet/i18n';
import { TOOLKIT_CATALOG } from '../catalog';

const LOADERS = {
  en: () => import('./locales/en'),
  ru: () => import('./locales/ru'),
  'pt-BR': () => import('./locales/pt-BR'),
  'uk-UA': () => import('./locales/uk-UA'),
};

/** The reason details' own catalogue (src/reasons/locales): loaded with their wording, for a log that shows one. */
export const reasonsCatalog = screenCatalogs(TOOLKIT_CATALOG, (_folder, locale) => LOADERS[locale]())('reasons');
