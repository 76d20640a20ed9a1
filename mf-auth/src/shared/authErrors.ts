import { useCallback } from 'react';
import { useDescribeError, type DescribedError } from '@cabinet/design/plain';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';

/** The API's error codes of the sign-in screens, worded as spec section 8 words them. */
const AUTH_ERRORS: Readonly<Record<string, MessageDescriptor>> = {
  INVALID_CREDENTIALS: /*i18n*/ { id: 'auth.error.invalidCredentials', message: 'Incorrect email or password' },
  USER_EXISTS: /*i18n*/ { id: 'auth.error.userExists', message: 'A user with this email already exists' },
  INVALID_RESET_CODE: /*i18n*/ { id: 'auth.error.invalidResetCode', message: 'The reset link is invalid or has expired' },
  INVALID_CONFIRMATION: /*i18n*/ { id: 'auth.error.invalidConfirmation', message: 'The confirmation link is invalid or has expired' },
  INVALID_EXTERNAL_TOKEN: /*i18n*/ { id: 'auth.error.invalidExternalToken', message: 'Google did not confirm the sign-in. Try again.' },
};

/** The spec has no wording for a rate limit: the time to wait, in whole minutes, from the answer's Retry-After. */
const tooManyAttempts = /*i18n*/ {
  id: 'auth.error.tooManyAttempts',
  message: 'Too many attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
};

export type { DescribedError };

/** Minutes until the API takes the request again (at least one), from Retry-After in seconds or as a date. */
export function retryAfterMinutes(error: unknown, now = Date.now()): number {
  // The client's HTTP errors carry the answer (ky's HTTPError); read structurally, remotes import no ky.
  const response = typeof error === 'object' && error !== null && 'response' in error && error.response instanceof Response ? error.response : null;
  const header = response?.headers.get('Retry-After') ?? null;
  const seconds = header === null ? NaN : /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - now) / 1000;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds / 60)) : 1;
}

export function useDescribeAuthError(): (error: unknown) => Promise<DescribedError> {
  const describe = useDescribeError(AUTH_ERRORS);
  const t = useTranslate();
  return useCallback(
    async (error: unknown) => {
      const described = await describe(error);
      if (described.body?.code !== 'TOO_MANY_REQUESTS') return described;
      return { ...described, message: t(tooManyAttempts, { minutes: retryAfterMinutes(error) }) };
    },
    [describe, t],
  );
}
