import { registerCatalog } from '@cabinet/i18n';
import pkg from '../package.json';

/**
 * The toolkit's one catalogue, registered for the page the way the design package registers its own.
 * The toolkit is bundled into each remote rather than shared, so it registers under its version: remotes
 * built with different toolkits each get the messages their code asks for, and the same version loads once.
 * A remote imports this module from its catalog module: its screens load lazily, after the remote's
 * catalogues, so a registration made by a screen's chunk would come too late for the first paint.
 */
export const TOOLKIT_CATALOG = `toolkit@${pkg.version}`;

registerCatalog(TOOLKIT_CATALOG, {
  en: () => import('./locales/en'),
  ru: () => import('./locales/ru'),
  'pt-BR': () => import('./locales/pt-BR'),
  'uk-UA': () => import('./locales/uk-UA'),
});
