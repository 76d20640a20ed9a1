import { screenCatalogs } from '@cabinet/i18n';
// The toolkit's messages register with the remote's: its screens load lazily, after the catalogues.
import '@cabinet/toolkit/catalog';

// No catalogue of the remote's own (src/locales): every message belongs to a screen or a lazy part, so the first
// visit fetches none that is empty. A message in code that screens share needs it back (catalog.test.ts says so).

/** A lazy screen's own messages (src/<its folder>/locales, `@cabinet/build/lingui`), each locale its own chunk. */
export const screenCatalog = screenCatalogs('mf-quality', (folder, locale) => import(/* webpackInclude: /\/locales\/[^/]+\.ts$/ */ `./${folder}/locales/${locale}`));
