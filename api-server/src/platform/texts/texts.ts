import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { messages as en } from '../../locales/en';
import { messages as ptBR } from '../../locales/pt-BR';
import { messages as ru } from '../../locales/ru';
import { messages as ukUA } from '../../locales/uk-UA';

/**
 * What the API itself writes to people (e-mails, service messages, the owner's alerts), in the recipient's
 * language: their account's `language` (ru, en, pt-BR or uk-UA; a browser tag such as "pt" or "en-GB" is read
 * by its prefix; none is Russian, the product's first market). The words are lingui messages with stable ids,
 * in `src/locales` like every package's, so they are translated and checked as the screens' are.
 */
export const TEXT_LANGUAGES = ['ru', 'en', 'pt-BR', 'uk-UA'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

const i18n: I18n = setupI18n({ locale: 'en', messages: { en, ru, 'pt-BR': ptBR, 'uk-UA': ukUA } });

export function textLanguage(language: string | null | undefined): TextLanguage {
  if (!language) return 'ru';
  if (language.startsWith('en')) return 'en';
  if (language.startsWith('pt')) return 'pt-BR';
  if (language.startsWith('uk')) return 'uk-UA';
  return 'ru';
}

export type Translate = (descriptor: MessageDescriptor, values?: Record<string, unknown>) => string;

/** The words of one language; the catalogue's English where a text is missing, never an id. */
export function textsIn(language: string | null | undefined): Translate {
  const locale = textLanguage(language);
  return (descriptor, values) => {
    i18n.activate(locale);
    return i18n._({ ...descriptor, values });
  };
}
