import type { LanguageModelKind } from '@cabinet/api/widgets';
import type { MessageDescriptor } from '@cabinet/i18n';

/** The AI answers' names shared by both of their screens. */
export const AI_ANSWERS = {
  feature: /*i18n*/ { id: 'widgets.reviewsAi.feature', message: 'AI answers to reviews' },
  about: /*i18n*/ {
    id: 'widgets.reviewsAi.about',
    message: 'A language model drafts the answer to each review your widgets collect; you edit it and approve it. With the feedback tariff and a package of answers (at least 100 ratings).',
  },
} satisfies Record<string, MessageDescriptor>;

/** Which implementation drafts, said on the screens (the stand-in never pretends). */
export const MODEL_NAMES = {
  standIn: /*i18n*/ { id: 'widgets.reviewsAi.model.standIn', message: 'Drafts come from the development stand-in: it matches words and understands nothing.' },
  openAiCompatible: /*i18n*/ { id: 'widgets.reviewsAi.model.real', message: 'Drafts come from the language model.' },
} satisfies Record<LanguageModelKind, MessageDescriptor>;
