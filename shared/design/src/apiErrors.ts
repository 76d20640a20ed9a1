import { useCallback } from 'react';
import { describeNetworkFailure, readApiError, type ApiErrorBody } from '@cabinet/api/core';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';

export const somethingWentWrong: MessageDescriptor = /*i18n*/ { id: 'design.error.generic', message: 'Something went wrong. Try again.' };
const offline: MessageDescriptor = /*i18n*/ {
  id: 'design.error.offline',
  message: 'You are offline, so nothing was saved. What you entered is still here: try again once the connection is back.',
};
const timedOut: MessageDescriptor = /*i18n*/ {
  id: 'design.error.timeout',
  message: 'The server did not answer in time, so nothing may have been saved. What you entered is still here: check your connection and try again.',
};

export interface DescribedError {
  body: ApiErrorBody | null;
  message: string;
}

/**
 * The message of a failed call in the user's language: a code the caller
 * knows is translated, any other server message is shown as the server wrote
 * it (spec section 8); no answer at all (offline, timed out) says so and what to do; an internal
 * failure gets a plain "try again".
 */
export function useDescribeError(byCode: Readonly<Record<string, MessageDescriptor>>): (error: unknown) => Promise<DescribedError> {
  const t = useTranslate();
  return useCallback(
    async (error: unknown) => {
      const network = describeNetworkFailure(error);
      if (network) return { body: null, message: t(network === 'offline' ? offline : timedOut) };
      const body = await readApiError(error);
      if (!body || body.code === 'INTERNAL') return { body, message: t(somethingWentWrong) };
      const known = byCode[body.code];
      return { body, message: known ? t(known) : body.message };
    },
    [t, byCode],
  );
}
