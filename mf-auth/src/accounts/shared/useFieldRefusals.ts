import { useCallback, useState } from 'react';
import { toast, useDescribeError } from '@cabinet/design/core';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { ACCOUNT_ERRORS, FIELD_REFUSALS } from './channelTexts';

/**
 * A connect form's refusals: the API's field codes shown at their fields (the form keeps what was typed),
 * anything else (the provider down, already added) as a toast under the failed step's title.
 */
export function useFieldRefusals(failedTitle: MessageDescriptor) {
  const t = useTranslate();
  const describe = useDescribeError(ACCOUNT_ERRORS);
  const [refused, setRefused] = useState<Readonly<Partial<Record<string, string>>>>({});
  const onError = useCallback(
    async (error: unknown) => {
      const described = await describe(error);
      const fields = described.body?.code === 'VALIDATION_FAILED' ? (described.body.fields ?? {}) : {};
      const worded: Partial<Record<string, string>> = {};
      for (const [name, code] of Object.entries(fields)) worded[name] = FIELD_REFUSALS[code] ? t(FIELD_REFUSALS[code]) : described.message;
      if (Object.keys(worded).length > 0) setRefused(worded);
      else toast.error(t(failedTitle), described.message);
    },
    [describe, failedTitle, t],
  );
  return { refused, onError, clear: () => setRefused({}) };
}
