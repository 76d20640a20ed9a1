import * as z from '@cabinet/api/zod';
import { MAP_KINDS } from './rules';
import { ratingSchema, reviewRoutingModeSchema, widgetLanguageSchema } from './ratingFields';

/*
 * The spec's RatingWidget (`/rv/{token}`, issue 32): the page a review request's link opens, driven by the
 * account's Review widget. The token is the review link's sealed one; only a sent review request carrying it
 * answers (404 REVIEW_LINK_INVALID otherwise, like the messaging page it replaces).
 * Decision: until a widget names its branch, an account's review requests are answered by its oldest Review
 * widget; an account without one gets the page without maps (`widget` null), its ratings still stored.
 */

const timestamp = z.iso.datetime({ offset: true });

/** What of the Review widget the client's page shows. */
export const publicRatingWidgetSchema = z.object({
  footerText: z.string(),
  answerPhone: z.nullable(z.string()),
  minimalRating: ratingSchema,
  routingMode: reviewRoutingModeSchema,
  positiveText: z.string(),
  negativeText: z.string(),
  yandexMapLink: z.nullable(z.string()),
  twoGisMapLink: z.nullable(z.string()),
  googleMapLink: z.nullable(z.string()),
});
export type PublicRatingWidget = z.infer<typeof publicRatingWidgetSchema>;

/** GET/POST api/v1/Widgets/Public/Ratings/{token}: the visit rated, the rating given so far, the widget. */
export const publicRatingPageSchema = z.object({
  businessName: z.string(),
  masterName: z.string(),
  services: z.array(z.string()),
  visitAt: z.nullable(timestamp),
  timeZone: z.string(),
  rating: z.nullable(ratingSchema),
  text: z.string(),
  /** The widget's language, else the account's. */
  language: widgetLanguageSchema,
  widget: z.nullable(publicRatingWidgetSchema),
});
export type PublicRatingPage = z.infer<typeof publicRatingPageSchema>;

/** POST api/v1/Widgets/Public/Ratings/{token}/Transitions: the map clicked (204). */
export const publicTransitionRequestSchema = z.object({ map: z.enum(MAP_KINDS) });
export type PublicTransitionRequest = z.input<typeof publicTransitionRequestSchema>;
