import { SYSTEM_ACCOUNT_ERROR_CODES } from './schemas';

/**
 * The error codes of the booking and ordering systems' accounts. The platform's codes (errorBody.ts) are shared; these
 * are this entry's own, added to `ApiErrorCode` by the declaration below, so a domain's codes change
 * only its own files.
 */
export const SYSTEM_ACCOUNTS_ERROR_CODES = [
  ...SYSTEM_ACCOUNT_ERROR_CODES,
] as const;
export type SystemAccountsErrorCode = (typeof SYSTEM_ACCOUNTS_ERROR_CODES)[number];

declare module '../errorBody' {
  interface ApiErrorCodes {
    systemAccounts: SystemAccountsErrorCode;
  }
}
