/**
 * The quality domain's error codes, added to `ApiErrorCode` by the declaration below (the platform's
 * VERSION_CONFLICT and VALIDATION_FAILED are shared).
 */
export const QUALITY_ERROR_CODES = ['CHECKLIST_VERSION_NOT_FOUND'] as const;
export type QualityErrorCode = (typeof QUALITY_ERROR_CODES)[number];

declare module '../errorBody' {
  interface ApiErrorCodes {
    quality: QualityErrorCode;
  }
}
