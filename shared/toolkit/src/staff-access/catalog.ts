import { screenCatalogs } from '@cabinet/i18n';
import { TOOLKIT_CATALOG } from '../catalog';

const LOADERS = {
  en: () => import('./locales/en'),
  ru: () => import('./locales/ru'),
  'pt-BR': () => import('./locales/pt-BR'),
  'uk-UA': () => import('./locales/uk-UA'),
};

/**
 * The staff notice's own catalogue (src/staff-access/locales, `"catalogues"` in the toolkit's package.json):
 * its texts load with its drawing, for an account whose booking-system user lacks rights, not with the
 * toolkit's catalogue that every remote loads.
 */
export const staffAccessCatalog = screenCatalogs(TOOLKIT_CATALOG, (_folder, locale) => LOADERS[locale]())('staff-access');
