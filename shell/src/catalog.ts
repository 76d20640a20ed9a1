import { registerCatalog } from '@cabinet/i18n';

registerCatalog('shell', {
  en: () => import('./locales/en'),
  ru: () => import('./locales/ru'),
  'pt-BR': () => import('./locales/pt-BR'),
  'uk-UA': () => import('./locales/uk-UA'),
});
