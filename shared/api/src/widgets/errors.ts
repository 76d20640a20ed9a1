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
export const WIDGETS_ERROR_CODES = ['WIDGET_NOT_FOUND', 'WIDGET_NOT_RATED', 'BOOKING_SLOT_TAKEN', 'BOOKING_ORIGIN_REFUSED', 'BOOKING_SYSTEM_UNAVAILABLE'] as const;
export type WidgetsErrorCode = (typeof WIDGETS_ERROR_CODES)[number];

declare module '../errorBody' {
  interface ApiErrorCodes {
    widgets: WidgetsErrorCode;
  }
}
