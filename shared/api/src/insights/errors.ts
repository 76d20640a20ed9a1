/**
 * The error codes of insights (analytics, the checklist's gift, RFM, staff rights). The platform's codes (errorBody.ts) are shared; these
 * are this entry's own, added to `ApiErrorCode` by the declaration below, so a domain's codes change
 * only its own files.
 */
export const INSIGHTS_ERROR_CODES = [
  'FEATURE_REQUIRES_ANALYTICS',
  'SETUP_GIFT_NOT_EARNED',
  'RFM_DASHBOARD_NOT_FOUND',
  'STAFF_NO_ACCESS',
] as const;
export type InsightsErrorCode = (typeof INSIGHTS_ERROR_CODES)[number];

declare module '../errorBody' {
  interface ApiErrorCodes {
    insights: InsightsErrorCode;
  }
}
