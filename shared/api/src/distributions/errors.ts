/**
 * The error codes of mass mailings. The platform's codes (errorBody.ts) are shared; these
 * are this entry's own, added to `ApiErrorCode` by the declaration below, so a domain's codes change
 * only its own files.
 */
export const DISTRIBUTION_ERROR_CODES = [
  'DISTRIBUTION_NOT_FOUND',
  'DISTRIBUTION_INVALID_STATE',
] as const;
export type DistributionErrorCode = (typeof DISTRIBUTION_ERROR_CODES)[number];

declare module '../errorBody' {
  interface ApiErrorCodes {
    distributions: DistributionErrorCode;
  }
}
