import { useCallback, useState, type ReactNode } from 'react';
import { Alert, useDescribeError } from '@cabinet/design/core';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { ACCOUNT_ERRORS } from './channelTexts';

/**
 * A failed step (deleting an account, adding one the provider refused as a whole) said where it happened:
 * an alert under the step's title (spec section 8's wording, e.g. "Twilio: error deleting the account") with
 * the API's reason, kept until the owner closes it or tries again. A toast would vanish before it is read.
 */
export function useInlineFailure(title: MessageDescriptor): { onError: (error: unknown) => Promise<void>; clear: () => void; alert: ReactNode } {
  const t = useTranslate();
  const describe = useDescribeError(ACCOUNT_ERRORS);
  const [reason, setReason] = useState<string | null>(null);
  const onError = useCallback(async (error: unknown) => setReason((await describe(error)).message), [describe]);
  const clear = useCallback(() => setReason(null), []);
  const alert = reason === null ? null : <Alert type="error" role="alert" showIcon closable title={t(title)} description={reason} onClose={clear} style={{ marginBottom: 12 }} />;
  return { onError, clear, alert };
}
