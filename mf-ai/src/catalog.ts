import type { PublicViewIdOf } from '@cabinet/contracts';
import { registerCatalog, screenCatalogs, type ScreenCatalog } from '@cabinet/i18n';
// The toolkit's messages register with the remote's: its screens load lazily, after the catalogues.
import '@cabinet/toolkit/catalog';

/** The remote's shared messages (src/locales); registered by defineRemote at run time, and directly by tests. */
export const catalog = {
  en: () => import('./locales/en'),
  ru: () => import('./locales/ru'),
  'pt-BR': () => import('./locales/pt-BR'),
  'uk-UA': () => import('./locales/uk-UA'),
};

registerCatalog('mf-ai', catalog);

/** A lazy screen's own messages (src/<its folder>/locales, `@cabinet/build/lingui`), each locale its own chunk. */
export const screenCatalog = screenCatalogs('mf-ai', (folder, locale) => import(/* webpackInclude: /\/locales\/[^/]+\.ts$/ */ `./${folder}/locales/${locale}`));

/** Each public view's catalogue: its lazy screen in the shell and its standalone page name the same one. */
export const publicViewCatalogs: Record<PublicViewIdOf<'mf-ai'>, ScreenCatalog | null> = { aiChat: screenCatalog('public/ai-chat') };
