/**
 * The widgets domain's paths (spec section 7 shows none: designed in its style); clients fill `:name` with
 * fillPath. Every owner's call is locked to the Pro plan (spec section 4): 403 FEATURE_REQUIRES_PRO below it;
 * the public ones a client reaches from a message never are.
 */
export const WIDGETS_PATHS = {
  /** GET the account's widgets with their state and figures (the /widgets list). */
  list: 'api/v1/Widgets',
  /** POST a new Review widget. */
  reviewWidgets: 'api/v1/Widgets/Review',
  /** GET one Review widget; PUT its settings with the version they were based on. */
  reviewWidget: 'api/v1/Widgets/Review/:id',
  /** GET one Review widget's ratings (paged, filtered: widgetRatingsQuerySchema). */
  reviewWidgetRatings: 'api/v1/Widgets/Review/:id/Ratings',
  /** GET the same ratings as CSV (the filters apply, no paging). */
  reviewWidgetRatingsExport: 'api/v1/Widgets/Review/:id/Ratings/Export',
  /** GET the account's one Confirm widget (defaults until first saved); PUT its settings. */
  confirmWidget: 'api/v1/Widgets/Confirm',
  /** Public (the review link's token is the credential): GET the rating page of a review request; POST a rating. */
  publicRating: 'api/v1/Widgets/Public/Ratings/:token',
  /** Public: POST a click on one of the page's map links (counted once per rating and map). */
  publicTransition: 'api/v1/Widgets/Public/Ratings/:token/Transitions',
  /** GET the owner's booking widgets; POST a new one. */
  bookingWidgets: 'api/v1/Widgets/Booking',
  /** GET the branches a booking widget may book into (connected YCLIENTS and Altegio companies). */
  bookingCompanies: 'api/v1/Widgets/Booking/Companies',
  /** GET one booking widget; PUT its settings with the version they were based on. */
  bookingWidget: 'api/v1/Widgets/Booking/:id',
  /**
   * Public (the widget's id; answered only to the widget's listed origins and the cabinet's own, readable by
   * any origin's page: booking.ts on CORS): GET the services and masters a client picks from.
   */
  publicBooking: 'api/v1/Widgets/Public/Booking/:id',
  /** Public: GET a master's free slots on a day for a service. */
  publicBookingSlots: 'api/v1/Widgets/Public/Booking/:id/Slots',
  /** Public: POST the client's booking (201; CORS for the listed origins only); a taken slot answers 409 BOOKING_SLOT_TAKEN. */
  publicBookingRecords: 'api/v1/Widgets/Public/Booking/:id/Records',
  /** Public, an iiko organisation's booking widget (same origins rules): GET the restaurant. */
  publicIikoBooking: 'api/v1/Widgets/Public/IikoBooking/:id',
  /** Public: GET the day's times with a free table for the party. */
  publicIikoTimes: 'api/v1/Widgets/Public/IikoBooking/:id/Times',
  /** Public: POST the guest's reserve (201; CORS for the listed origins only); a table taken meanwhile answers 409 BOOKING_SLOT_TAKEN. */
  publicIikoReserves: 'api/v1/Widgets/Public/IikoBooking/:id/Reserves',
  /** GET the AI answers' overview: the feedback tariff, the package's balance, the Review widgets by answer state. */
  reviewsAi: 'api/v1/Widgets/ReviewsAi',
  /** GET one Review widget's ratings for AI answers (paged, aiReviewRatingsQuerySchema). */
  reviewsAiRatings: 'api/v1/Widgets/ReviewsAi/:id/Ratings',
  /** POST: the language model drafts (or drafts again) the answer to a rating; the first draft of a rating takes one answer of the package. */
  reviewsAiDraft: 'api/v1/Widgets/ReviewsAi/:id/Ratings/:ratingId/Draft',
  /** PUT the owner's answer, the draft as edited, approved: stored as the rating's answer. */
  reviewsAiAnswer: 'api/v1/Widgets/ReviewsAi/:id/Ratings/:ratingId/Answer',
} as const;
