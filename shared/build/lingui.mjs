// @ts-check
import { formatter } from '@lingui/format-po';

/**
 * Every package keeps its own catalogues in src/locales, so a team extracts and
 * compiles only its own messages. English is the source language; ids are
 * stable and namespaced by domain (auth.login.submit), so catalogues of all
 * apps merge into the page's single lingui instance without clashes.
 * @returns {import('@lingui/conf').LinguiConfig}
 */
export function linguiConfig() {
  return {
    locales: ['en', 'ru', 'pt-BR', 'uk-UA'],
    sourceLocale: 'en',
    fallbackLocales: { default: 'en' },
    catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'], exclude: ['**/*.test.*'] }],
    format: formatter({ lineNumbers: false, origins: false }),
    orderBy: 'messageId',
  };
}
