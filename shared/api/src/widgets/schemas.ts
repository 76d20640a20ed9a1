import * as z from '@cabinet/api/zod';
import { pageQueryShape, pageSchema, type PageParams } from '../paging';
import { REVIEW_FILTERS, type ReviewFilter } from '../reviewFilters';

export { REVIEW_FILTERS, REVIEW_FILTER_RATINGS, type ReviewFilter } from '../reviewFilters';
import { ratingSchema, reviewRoutingModeSchema, widgetLanguageSchema } from './ratingFields';
import { ANSWER_STATES, MAP_KINDS } from './rules';

export { ratingSchema, reviewRoutingModeSchema, widgetLanguageSchema } from './ratingFields';

/*
 * The widgets domain's entities (spec section 3) as the API answers them, for their editors and the ratings
 * page; the list's rows are list.ts's, the saves' bodies confirmSave.ts's and requests.ts's (apart, so the list's
 * first visit loads neither these nor the origins' schema, embedding.ts). Saves carry the entity's
 * `version`: a stale one is refused 409 VERSION_CONFLICT with the entity as stored (`current`), so no
 * edit silently overwrites another and the editor keeps what was typed.
 */

const timestamp = z.iso.datetime({ offset: true });
const count = z.int().check(z.gte(0));

/** The Review widget (spec section 3): the review catcher a review request's link opens. */
export const reviewWidgetSchema = z.object({
  id: z.string(),
  name: z.string(),
  footerText: z.string(),
  /** The language the client's page is written in (and the editor's preview). */
  language: widgetLanguageSchema,
  /** The phone the client may call back on, shown on the page; null for none. */
  answerPhone: z.nullable(z.string()),
  /** Where a low rating is reported at once (service channel); null for none. */
  notifyPhone: z.nullable(z.string()),
  notifyEmail: z.nullable(z.string()),
  /** The map links (a Yandex-type map, 2GIS, Google); null where the owner gave none. */
  yandexMapLink: z.nullable(z.string()),
  twoGisMapLink: z.nullable(z.string()),
  googleMapLink: z.nullable(z.string()),
  /** The spec's "minimal rating for maps" (1-5). */
  minimalRating: ratingSchema,
  routingMode: reviewRoutingModeSchema,
  positiveText: z.string(),
  negativeText: z.string(),
  /** Sites allowed to frame the rating page of its review links, as origins (embedding.ts); none: no site. */
  allowedOrigins: z.array(z.string()),
  /** Map clicks, each counted once (stored rows). */
  transitionsCount: count,
  /** Ratings the widget collected (stored rows). */
  ratingsCount: count,
  version: z.int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ReviewWidget = z.infer<typeof reviewWidgetSchema>;

/** The Confirm widget (spec section 3): one per account, driving the visit page confirm/cancel links open. */
export const confirmWidgetSchema = z.object({
  showPrice: z.boolean(),
  showMasterName: z.boolean(),
  showConfirmButton: z.boolean(),
  showCancelButton: z.boolean(),
  /** Sites allowed to frame the visit page of its confirm and cancel links, as origins (embedding.ts); none: no site. */
  allowedOrigins: z.array(z.string()),
  /** 0 while the account has never saved it (the defaults answer). */
  version: z.int(),
});
export type ConfirmWidget = z.infer<typeof confirmWidgetSchema>;

/**
 * The periods of a widget's ratings page (`/widgets/reviews/rating/{id}`): the last 30, 90 or 365 days up to
 * now, or everything the widget collected. Not shown in the spec: a review catcher is judged over months.
 */
export const RATING_PERIODS = ['month', 'quarter', 'year', 'all'] as const;
export type RatingPeriod = (typeof RATING_PERIODS)[number];
export const RATING_PERIOD_DAYS: Readonly<Record<RatingPeriod, number | null>> = { month: 30, quarter: 90, year: 365, all: null };

/**
 * GET a Review widget's ratings: `rating` is the All/Negative/Neutral/Positive filter (spec section 2),
 * `search` matches the client's name or phone or the comment; newest first. The export takes the same filters.
 */
export const widgetRatingsQuerySchema = z.object({
  ...pageQueryShape,
  rating: z._default(z.enum(REVIEW_FILTERS), 'all'),
  period: z._default(z.enum(RATING_PERIODS), 'year'),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export interface WidgetRatingsParams extends PageParams {
  rating?: ReviewFilter;
  period?: RatingPeriod;
  search?: string;
}

/** One rating a Review widget collected, with the visit it rated and the owner's answer, if any. */
export const widgetRatingSchema = z.object({
  id: z.string(),
  rating: ratingSchema,
  text: z.string(),
  clientName: z.string(),
  /** The phone the review request went to (E.164). */
  clientPhone: z.nullable(z.string()),
  visitAt: z.nullable(timestamp),
  masterName: z.nullable(z.string()),
  services: z.array(z.string()),
  /** The maps the client went on to from the page (each counted once). */
  transitions: z.array(z.enum(MAP_KINDS)),
  /** The owner's answer to the client; null while unanswered. */
  answer: z.nullable(z.object({ text: z.string(), answeredAt: timestamp })),
  /** Where its answer stands: a draft of the AI answers awaiting the owner's approval shows as `drafted`. */
  answerState: z.enum(ANSWER_STATES),
  createdAt: timestamp,
});
export type WidgetRating = z.infer<typeof widgetRatingSchema>;

export const widgetRatingPageSchema = z.extend(pageSchema(widgetRatingSchema), {
  /** The period's figures, whatever the rating filter and search. */
  stats: z.object({
    count,
    averageRating: z.nullable(z.number()),
    byRating: z.array(z.object({ rating: z.int(), count })),
    /** Ratings the owner has not answered yet. */
    unanswered: count,
    transitions: count,
  }),
});
export type WidgetRatingPage = z.infer<typeof widgetRatingPageSchema>;
