/**
 * The widgets domain's error codes. The platform's codes (errorBody.ts: VERSION_CONFLICT,
 * FEATURE_REQUIRES_PRO, VALIDATION_FAILED) are shared; these are this entry's own, added to `ApiErrorCode`
 * by the declaration below, so they change only this domain's files.
 */
/** WIDGET_NOT_RATED: a map click before any rating (the page offers the maps only after one). */
export const WIDGETS_ERROR_CODES = ['WIDGET_NOT_FOUND', 'WIDGET_NOT_RATED'] as const;
export type WidgetsErrorCode = (typeof WIDGETS_ERROR_CODES)[number];

declare module '../errorBody' {
  interface ApiErrorCodes {
    widgets: WidgetsErrorCode;
  }
}
