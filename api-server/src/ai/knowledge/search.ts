import type { AiLanguage } from '@cabinet/api/ai';

/**
 * PostgreSQL's full-text search per assistant language (works the same on PGlite): the Snowball stemmers of
 * russian, english and portuguese. PostgreSQL has no Ukrainian stemmer, so Ukrainian is indexed unstemmed
 * ('simple') and searched by word beginnings (a crude stem: "стрижки" finds "стрижка").
 */
export const TEXT_SEARCH_CONFIG: Record<AiLanguage, 'russian' | 'english' | 'portuguese' | 'simple'> = {
  ru: 'russian',
  en: 'english',
  'pt-BR': 'portuguese',
  'uk-UA': 'simple',
};

/** How many passages a question retrieves for the model. */
export const RETRIEVED_PASSAGES = 4;

/**
 * The tsquery text for the 'simple' configuration: any of the question's words (three letters or more), each
 * as a prefix of its first letters; null when there is none. Only letters and digits reach the query.
 */
export function prefixQueryOf(question: string): string | null {
  const words = [...new Set((question.toLocaleLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []).map((word) => (word.length > 5 ? word.slice(0, Math.max(4, word.length - 2)) : word)))];
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' | ');
}
