import { registerCatalog, screenCatalogs } from '@cabinet/i18n';
// The toolkit's messages register with the remote's: its screens load lazily, after the catalogues.
import '@cabinet/toolkit/catalog';

/** The remote's shared messages (src/locales); registered by defineRemote at run time, and directly by tests. */
export const catalog = {
  en: () => import('./locales/en'),
  ru: () => import('./locales/ru'),
  'pt-BR': () => import('./locales/pt-BR'),
  'uk-UA': () => import('./locales/uk-UA'),
};

registerCatalog('mf-admin', catalog);

/** A lazy screen's own messages (src/<its folder>/locales, `@cabinet/build/lingui`), each locale its own chunk. */
export const screenCatalog = screenCatalogs('mf-admin', (folder, locale) => import(/* webpackInclude: /\/locales\/[^/]+\.ts$/ */ `./${folder}/locales/${locale}.ts`));
