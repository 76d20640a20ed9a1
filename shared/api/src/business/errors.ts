/**
 * The error codes of the connected booking systems' data. The platform's codes (errorBody.ts) are shared; these
 * are this entry's own, added to `ApiErrorCode` by the declaration below, so a domain's codes change
 * only its own files.
 */
export const BUSINESS_ERROR_CODES = [
  'CONNECTION_NOT_FOUND',
] as const;
export type BusinessErrorCode = (typeof BUSINESS_ERROR_CODES)[number];

declare module '../errorBody' {
  interface ApiErrorCodes {
    business: BusinessErrorCode;
  }
}
