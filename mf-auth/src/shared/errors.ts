import { useCallback } from 'react';
import { readApiError, type ApiErrorBody } from '@cabinet/api';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';

const byCode: Record<string, MessageDescriptor> = {
  INVALID_CREDENTIALS: /*i18n*/ { id: 'auth.error.invalidCredentials', message: 'Incorrect email or password' },
  USER_EXISTS: /*i18n*/ { id: 'auth.error.userExists', message: 'A user with this email already exists' },
  INVALID_RESET_CODE: /*i18n*/ { id: 'auth.error.invalidResetCode', message: 'The reset link is invalid or has expired' },
  INVALID_CONFIRMATION: /*i18n*/ { id: 'auth.error.invalidConfirmation', message: 'The confirmation link is invalid or has expired' },
  INVALID_EXTERNAL_TOKEN: /*i18n*/ { id: 'auth.error.invalidExternalToken', message: 'Google did not confirm the sign-in. Try again.' },
};

export const somethingWentWrong: MessageDescriptor = /*i18n*/ { id: 'auth.error.generic', message: 'Something went wrong. Try again.' };

export interface DescribedError {
  body: ApiErrorBody | null;
  message: string;
}

/**
 * The message of a failed call in the user's language: a known code is
 * translated, any other server message is shown as the server wrote it
 * (spec section 8), and a network failure gets a plain "try again".
 */
export function useDescribeError(): (error: unknown) => Promise<DescribedError> {
  const t = useTranslate();
  return useCallback(
    async (error: unknown) => {
      const body = await readApiError(error);
      if (!body) return { body, message: t(somethingWentWrong) };
      const known = byCode[body.code];
      if (known) return { body, message: t(known) };
      return { body, message: body.code === 'INTERNAL' ? t(somethingWentWrong) : body.message };
    },
    [t],
  );
}
