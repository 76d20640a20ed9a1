import { useDescribeError, type DescribedError } from '@cabinet/design/core';
import type { MessageDescriptor } from '@cabinet/i18n';

/** The API's error codes of the sign-in screens, worded as spec section 8 words them. */
const AUTH_ERRORS: Readonly<Record<string, MessageDescriptor>> = {
  INVALID_CREDENTIALS: /*i18n*/ { id: 'auth.error.invalidCredentials', message: 'Incorrect email or password' },
  USER_EXISTS: /*i18n*/ { id: 'auth.error.userExists', message: 'A user with this email already exists' },
  INVALID_RESET_CODE: /*i18n*/ { id: 'auth.error.invalidResetCode', message: 'The reset link is invalid or has expired' },
  INVALID_CONFIRMATION: /*i18n*/ { id: 'auth.error.invalidConfirmation', message: 'The confirmation link is invalid or has expired' },
  INVALID_EXTERNAL_TOKEN: /*i18n*/ { id: 'auth.error.invalidExternalToken', message: 'Google did not confirm the sign-in. Try again.' },
};

export type { DescribedError };

export function useDescribeAuthError(): (error: unknown) => Promise<DescribedError> {
  return useDescribeError(AUTH_ERRORS);
}
