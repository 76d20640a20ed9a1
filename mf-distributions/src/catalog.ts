import { screenCatalogs } from '@cabinet/i18n';
// The toolkit's messages register with the remote's: its screens load lazily, after the catalogues.
import '@cabinet/toolkit/catalog';

// No catalogue of the remote's own (src/locales): its messages are all a screen's, so a first visit fetches no
// empty one. Shared code with messages brings it back (shared/build's lingui.test.ts checks the two agree).

/** A lazy screen's own messages (src/<its folder>/locales, `@cabinet/build/lingui`), each locale its own chunk. */
export const screenCatalog = screenCatalogs('mf-distributions', (folder, locale) => import(/* webpackInclude: /\/locales\/[^/]+\.ts$/ */ `./${folder}/locales/${locale}`));
