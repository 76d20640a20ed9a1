import { registerCatalog } from '@cabinet/i18n';

// The design package's messages (field labels, rule messages, error texts). antd's own texts load apart, with
// the core entry (../catalog.ts), so a page drawn with the plain primitives never fetches them.
registerCatalog('design', {
  en: () => import('../locales/en'),
  ru: () => import('../locales/ru'),
  'pt-BR': () => import('../locales/pt-BR'),
  'uk-UA': () => import('../locales/uk-UA'),
});
