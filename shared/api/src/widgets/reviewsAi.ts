import * as z from '@cabinet/api/zod';
import { requiredBoundedText } from '../text-helpers';
import { pageQueryShape, pageSchema, type PageParams } from '../paging';
import { ANSWER_STATES } from './rules';
import { ratingSchema } from './ratingFields';

/*
 * AI-drafted answers to reviews (`/widgets/reviews-ai`, issue 32): the language model drafts an answer to a
 * rating a Review widget collected, the owner edits it and approves it, and the approved text is the rating's
 * answer (the ratings page shows it). Open with the feedback/reputation tariff (spec section 4: 17) paid for a
 * company of the account; each rating drafted for the first time takes one answer of the account's package
 * (spec section 3: availableAiReviewsCount), bought in packages of at least 100 ratings (spec section 9).
 */

const timestamp = z.iso.datetime({ offset: true });
const count = z.int().check(z.gte(0));

/** The tariff that opens the AI answers (spec section 4: 17, feedback/reputation). */
export const AI_REVIEWS_TARIFF = 17;
/** The smallest package of AI answers sold (spec section 9: 100 review ratings). */
export const AI_REVIEWS_MIN_PACKAGE = 100;
/** An approved answer's length, as a map service takes it (Google's owner reply: 4,096 characters). */
export const AI_ANSWER_MAX = 4000;


/** Which implementation drafted: the development stand-in or a real OpenAI-compatible model. */
export const languageModelKindSchema = z.enum(['standIn', 'openAiCompatible']);
export type LanguageModelKind = z.infer<typeof languageModelKindSchema>;

/** One Review widget on /widgets/reviews-ai, its ratings counted by answer state (stored rows). */
export const aiReviewsWidgetSchema = z.object({
  id: z.string(),
  name: z.string(),
  unanswered: count,
  drafted: count,
  answered: count,
});
export type AiReviewsWidget = z.infer<typeof aiReviewsWidgetSchema>;

/**
 * GET api/v1/Widgets/ReviewsAi. `locked` while the account has no feedback tariff running (the screen shows
 * the teaser; `widgets` is empty then). `answersLeft` is the package's balance; `model` says which
 * implementation drafts.
 */
export const aiReviewsOverviewSchema = z.object({
  locked: z.boolean(),
  paidUpTo: z.nullable(timestamp),
  answersLeft: count,
  minimumPackage: z.int(),
  model: languageModelKindSchema,
  widgets: z.array(aiReviewsWidgetSchema),
});
export type AiReviewsOverview = z.infer<typeof aiReviewsOverviewSchema>;

/** A rating of the widget's AI page: the review, its draft if any, its answer if approved. */
export const aiReviewRatingSchema = z.object({
  id: z.string(),
  rating: ratingSchema,
  text: z.string(),
  clientName: z.string(),
  masterName: z.nullable(z.string()),
  services: z.array(z.string()),
  createdAt: timestamp,
  state: z.enum(ANSWER_STATES),
  draft: z.nullable(z.object({ text: z.string(), model: languageModelKindSchema, draftedAt: timestamp })),
  answer: z.nullable(z.object({ text: z.string(), answeredAt: timestamp })),
});
export type AiReviewRating = z.infer<typeof aiReviewRatingSchema>;

/** GET a widget's ratings for AI answers: `state` filters (unanswered and drafted by default, the work to do). */
export const AI_REVIEW_FILTERS = ['toDo', 'unanswered', 'drafted', 'answered'] as const;
export type AiReviewFilter = (typeof AI_REVIEW_FILTERS)[number];

export const aiReviewRatingsQuerySchema = z.object({
  ...pageQueryShape,
  state: z._default(z.enum(AI_REVIEW_FILTERS), 'toDo'),
});
export interface AiReviewRatingsParams extends PageParams {
  state?: AiReviewFilter;
}

export const aiReviewRatingPageSchema = z.extend(pageSchema(aiReviewRatingSchema), {
  widget: z.object({ id: z.string(), name: z.string() }),
  answersLeft: count,
});
export type AiReviewRatingPage = z.infer<typeof aiReviewRatingPageSchema>;

/** PUT a rating's answer: the owner's text (the draft as edited), approved. */
export const approveAiAnswerRequestSchema = z.object({
  text: requiredBoundedText(AI_ANSWER_MAX),
});
export type ApproveAiAnswerRequest = z.input<typeof approveAiAnswerRequestSchema>;
