import { useCallback, useState } from 'react';
import { useDescribeError } from '@cabinet/design/core';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { ACCOUNT_ERRORS, FIELD_REFUSALS } from './channelTexts';
import { useInlineFailure } from './useInlineFailure';

/**
 * A connect form's refusals: the API's field codes shown at their fields, anything else (the provider down,
 * already added) as an alert above the button under the failed step's title; the form keeps what was typed.
 */
export function useFieldRefusals(failedTitle: MessageDescriptor) {
  const t = useTranslate();
  const describe = useDescribeError(ACCOUNT_ERRORS);
  const failure = useInlineFailure(failedTitle);
  const [refused, setRefused] = useState<Readonly<Partial<Record<string, string>>>>({});
  const { onError: onFailure, clear: clearFailure } = failure;
  const onError = useCallback(
    async (error: unknown) => {
      const described = await describe(error);
      const fields = described.body?.code === 'VALIDATION_FAILED' ? (described.body.fields ?? {}) : {};
      const worded: Partial<Record<string, string>> = {};
      for (const [name, code] of Object.entries(fields)) worded[name] = FIELD_REFUSALS[code] ? t(FIELD_REFUSALS[code]) : described.message;
      if (Object.keys(worded).length > 0) {
        clearFailure();
        setRefused(worded);
      } else await onFailure(error);
    },
    [describe, onFailure, clearFailure, t],
  );
  const clear = useCallback(() => {
    clearFailure();
    setRefused({});
  }, [clearFailure]);
  return { refused, onError, clear, failure: failure.alert };
}
