import { registerCatalog, screenCatalogs } from '@cabinet/i18n';

/** What the shell draws before sign-in and on every page (route titles, hosts, the sign-in pages' parts). */
registerCatalog('shell', {
  en: () => import('./locales/en'),
  ru: () => import('./locales/ru'),
  'pt-BR': () => import('./locales/pt-BR'),
  'uk-UA': () => import('./locales/uk-UA'),
});

/** The signed-in layout's and the shell's own pages' messages (src/layout, src/pages), loaded with their code. */
export const screenCatalog = screenCatalogs('shell', (folder, locale) => import(/* webpackInclude: /\/locales\/[^/]+\.ts$/ */ `./${folder}/locales/${locale}`));
