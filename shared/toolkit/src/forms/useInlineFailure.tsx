import { useCallback, useState, type ReactNode } from 'react';
import { Alert, type DescribedError } from '@cabinet/design/core';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';

export interface InlineFailureOptions {
  /** The failed step, above the API's reason ("Twilio: error deleting the account"); without it the reason is the title. */
  title?: MessageDescriptor;
}

export interface InlineFailure {
  /** Says a failure, worded by the domain's `describe`: a mutation's onError. */
  onError(error: unknown): Promise<void>;
  /** Says an already worded message (null takes it away). */
  setMessage(message: string | null): void;
  /** Takes the message away (before the next try). */
  clear(): void;
  /** The alert to place where the step is, or null. */
  alert: ReactNode;
}

/**
 * A failed action said where it happened (deleting an item, a step of a wizard, a form's refusal as a whole):
 * an alert with the API's reason, kept until the next try or, with a title, until the user closes it. A toast
 * would vanish before it is read.
 */
export function useInlineFailure(describe: (error: unknown) => Promise<DescribedError>, { title }: InlineFailureOptions = {}): InlineFailure {
  const t = useTranslate();
  const [message, setMessage] = useState<string | null>(null);
  const onError = useCallback(async (error: unknown) => setMessage((await describe(error)).message), [describe]);
  const clear = useCallback(() => setMessage(null), []);
  const alert =
    message === null ? null : title ? (
      <Alert type="error" role="alert" showIcon closable title={t(title)} description={message} onClose={clear} style={{ marginBottom: 12 }} />
    ) : (
      <Alert type="error" role="alert" showIcon title={message} style={{ marginBottom: 16 }} />
    );
  return { onError, setMessage, clear, alert };
}
