/**
 * The widgets domain's error codes. The platform's codes (errorBody.ts: VERSION_CONFLICT,
 * FEATURE_REQUIRES_PRO, VALIDATION_FAILED) are shared; these are this entry's own, added to `ApiErrorCode`
 * by the declaration below, so they change only this domain's files.
 */
/** WIDGET_NOT_RATED: a map click before any rating (the page offers the maps only after one). */
/**
 * BOOKING_SLOT_TAKEN (409): the slot was booked meanwhile; BOOKING_ORIGIN_REFUSED (403): the page embedding the
 * booking widget is not one of its allowed sites; BOOKING_SYSTEM_UNAVAILABLE (502): the booking system did not
 * answer or refused for another reason.
 */
/**
 * AI answers (reviewsAi.ts): AI_REVIEWS_TARIFF_REQUIRED (403) without the feedback tariff running;
 * AI_REVIEWS_EXHAUSTED (409) when the package has no answer left for a rating not drafted before;
 * RATING_NOT_FOUND (404); RATING_ALREADY_ANSWERED (409) drafting for a rating already answered;
 * AI_DRAFT_MISSING (409) approving a rating no draft was made for; the model's failures are the AI
 * assistants' LANGUAGE_MODEL_* codes.
 */
export const WIDGETS_ERROR_CODES = [
  'WIDGET_NOT_FOUND',
  'WIDGET_NOT_RATED',
  'BOOKING_SLOT_TAKEN',
  'BOOKING_ORIGIN_REFUSED',
  'BOOKING_SYSTEM_UNAVAILABLE',
  'AI_REVIEWS_TARIFF_REQUIRED',
  'AI_REVIEWS_EXHAUSTED',
  'RATING_NOT_FOUND',
  'RATING_ALREADY_ANSWERED',
  'AI_DRAFT_MISSING',
] as const;
export type WidgetsErrorCode = (typeof WIDGETS_ERROR_CODES)[number];

declare module '../errorBody' {
  interface ApiErrorCodes {
    widgets: WidgetsErrorCode;
  }
}
