/**
 * The admin domain's error codes, added to `ApiErrorCode` by the declaration below. The platform's
 * (VERSION_CONFLICT, VALIDATION_FAILED, FORBIDDEN, UNAUTHORIZED) are shared.
 */
export const ADMIN_ERROR_CODES = ['ADMIN_USER_NOT_FOUND', 'ADMIN_PAYMENT_NOT_FOUND', 'ADMIN_EMAIL_TAKEN', 'ADMIN_PROMOCODE_NOT_FOUND', 'ADMIN_PROMOCODE_EXISTS', 'ADMIN_COMPANY_NOT_FOUND', 'ADMIN_ACCIDENT_NOT_FOUND', 'NEWS_IMAGE_TOO_LARGE', 'NEWS_IMAGE_FORMAT', 'NEWS_IMAGE_NOT_FOUND'] as const;
export type AdminErrorCode = (typeof ADMIN_ERROR_CODES)[number];

declare module '../errorBody' {
  interface ApiErrorCodes {
    admin: AdminErrorCode;
  }
}
