import * as z from '@cabinet/api/zod';

/*
 * The pages a client reaches from a message's links (issue 15; not shown in the spec, designed in the style
 * of section 7). No sign-in: the token in the link is the whole credential.
 *
 * - confirmLink / cancelLink: `/vn/{token}` (the spec's VisitNotifyWidget), the token sealing one visit and
 *   when the link stops working (the visit's start). cancelLink adds `?action=cancel`, confirmLink
 *   `?action=confirm`: the page shows the visit and both choices, the one the link named first. Confirming
 *   and cancelling act as the booking chatbot's "confirm" and "cancel" replies do: the visit is confirmed;
 *   cancelled, and removed when the branch's chatbot has removeOnCancel. Both are idempotent (confirming
 *   a confirmed visit answers it as it is); a cancelled visit cannot be confirmed again (409 VISIT_CANCELED),
 *   a visit that began takes no answer (409 VISIT_ALREADY_STARTED); an altered, foreign or expired token is
 *   404 VISIT_LINK_INVALID. The account's Confirm widget (issue 32) decides what the page shows: the price
 *   and the master's name, and which buttons; an answer whose button it hides is refused 409
 *   VISIT_ACTION_OFF, and the page then offers only the other.
 * - reviewForm: `/rv/{token}` (the spec's RatingWidget), the token sealing the review request's message id
 *   (an HMAC under the API's secret: the bare id, which the message-log export shows, is no credential).
 *   The client rates 1 to 5 and may comment; the review lands in the account's reviews (GET
 *   api/v1/Insights/Reviews). Sending again replaces the rating (one review per message). The link works for
 *   REVIEW_LINK_TTL_DAYS after the message, and only for a sent message whose text carries it; anything else
 *   is 404 REVIEW_LINK_INVALID. The widgets domain's api/v1/Widgets/Public/Ratings/{token} is the same page
 *   on the account's Review widget (maps, owner alerts, transitions: `@cabinet/api/widgets`).
 * - paymentLink: the order's payment link as the ordering system sends it (the webhook's order
 *   `payment_url`). The cabinet takes no payments for the business: /publicPayments is the business's own
 *   payment for the cabinet, not the client's. A message whose text uses a variable it has no value for
 *   (a payment link of an order without one) is skipped with the reason variableEmpty, never sent half empty.
 *
 * Each page is written in the account's language (`language`), the one the business writes to its clients in.
 */

export const VISIT_ACTIONS = ['confirm', 'cancel'] as const;
export type VisitAction = (typeof VISIT_ACTIONS)[number];

/** Days a review link works after its message was made. */
export const REVIEW_LINK_TTL_DAYS = 30;
export const REVIEW_COMMENT_MAX = 1000;

const timestamp = z.iso.datetime({ offset: true });

/** GET api/v1/Messages/Public/Visits/{token}: the visit as its client may see it. */
export const publicVisitSchema = z.object({
  businessName: z.string(),
  address: z.string(),
  startsAt: timestamp,
  /** The branch's time zone: the page writes the date and time as the branch's clock reads them. */
  timeZone: z.string(),
  masterName: z.string(),
  services: z.array(z.string()),
  /**
   * The visit's price; null where the Confirm widget hides prices, or none is set. Its currency is that of
   * the account's country (ISO 4217), null for "other" country: the amount is then shown alone.
   */
  price: z.nullable(z.object({ amount: z.number(), currency: z.nullable(z.string()) })),
  /** waiting (not answered yet), confirmed, canceled; past once it has begun (no answer is taken then). */
  state: z.enum(['waiting', 'confirmed', 'canceled', 'past']),
  /** The answers the account's Confirm widget offers on this page (its buttons); at least one. */
  actions: z.object({ confirm: z.boolean(), cancel: z.boolean() }),
  /** The account's language (ru, en, pt-BR, uk-UA). */
  language: z.string(),
});
export type PublicVisit = z.infer<typeof publicVisitSchema>;

/** POST api/v1/Messages/Public/Visits/{token}: the client's answer. */
export const publicVisitActionRequestSchema = z.object({ action: z.enum(VISIT_ACTIONS) });
export type PublicVisitActionRequest = z.input<typeof publicVisitActionRequestSchema>;

/** GET api/v1/Messages/Public/Reviews/{token}: what the client rates, and their rating when given. */
export const publicReviewSchema = z.object({
  businessName: z.string(),
  masterName: z.string(),
  services: z.array(z.string()),
  /** The visit's start; null for a request about no visit. */
  visitAt: z.nullable(timestamp),
  timeZone: z.string(),
  rating: z.nullable(z.int().check(z.gte(1), z.lte(5))),
  text: z.string(),
  language: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** POST api/v1/Messages/Public/Reviews/{token}: a rating of 1 to 5 and an optional comment. */
export const publicReviewRequestSchema = z.object({
  rating: z.int().check(z.gte(1, { error: 'review.rating' }), z.lte(5, { error: 'review.rating' })),
  text: z._default(z.string().check(z.trim(), z.maxLength(REVIEW_COMMENT_MAX, { error: 'review.text.tooLong' })), ''),
});
export type PublicReviewRequest = z.input<typeof publicReviewRequestSchema>;

/**
 * POST dev/client-links (MESSAGES_PATHS.devClientLinks; development only, so journeys can open a client's
 * pages without a booking system and the engine's timing): the client and phone of the bookings it makes.
 */
export const devClientLinksRequestSchema = z.object({
  clientName: z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(100)), 'Anna Petrova'),
  /** E.164; the booking system's rules apply (an invalid one is stored as none). */
  phone: z._default(z.string().check(z.trim(), z.minLength(8), z.maxLength(16)), '+79161230000'),
});
export type DevClientLinksRequest = z.input<typeof devClientLinksRequestSchema>;

/** Its answer: the links as the client's messages carry them, on the owner's client origin. */
export const devClientLinksSchema = z.object({ reviewLink: z.string(), confirmLink: z.string(), cancelLink: z.string() });
export type DevClientLinks = z.infer<typeof devClientLinksSchema>;
