import { useCallback } from 'react';
import { readApiError, type ApiErrorBody } from '@cabinet/api/core';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';

export const somethingWentWrong: MessageDescriptor = /*i18n*/ { id: 'design.error.generic', message: 'Something went wrong. Try again.' };

export interface DescribedError {
  body: ApiErrorBody | null;
  message: string;
}

/**
 * The message of a failed call in the user's language: a code the caller
 * knows is translated, any other server message is shown as the server wrote
 * it (spec section 8), and a network or internal failure gets a plain "try again".
 */
export function useDescribeError(byCode: Readonly<Record<string, MessageDescriptor>>): (error: unknown) => Promise<DescribedError> {
  const t = useTranslate();
  return useCallback(
    async (error: unknown) => {
      const body = await readApiError(error);
      if (!body || body.code === 'INTERNAL') return { body, message: t(somethingWentWrong) };
      const known = byCode[body.code];
      return { body, message: known ? t(known) : body.message };
    },
    [t, byCode],
  );
}
