import { useCallback, useState } from 'react';
import { Alert, type FieldKind } from '@cabinet/design/core';
import { showServerFieldErrors, type FormInstance } from '@cabinet/design/forms';
import { useTranslate } from '@cabinet/i18n';
import { useDescribeAuthError } from './errors';

interface Options {
  /** How each field words a rule ("Email is required" vs "Password is required"). */
  fieldKinds?: Record<string, FieldKind>;
  /** Error codes shown at a field rather than above the form (USER_EXISTS at the e-mail). */
  codeFields?: Record<string, string>;
}

/**
 * What a failed submission shows: the API's per-field refusals at their fields,
 * a known code at its field, anything else above the form. The values the user
 * typed stay where they are.
 */
export function useFormErrors(form: FormInstance, { fieldKinds, codeFields = {} }: Options = {}) {
  const t = useTranslate();
  const describe = useDescribeAuthError();
  const [message, setMessage] = useState<string | null>(null);

  const show = useCallback(
    async (error: unknown) => {
      const described = await describe(error);
      const field = described.body ? codeFields[described.body.code] : undefined;
      if (field) form.setFields([{ name: field, errors: [described.message] }]);
      else if (!showServerFieldErrors(form, described.body, t, fieldKinds)) setMessage(described.message);
    },
    [describe, form, t, fieldKinds, codeFields],
  );
  const clear = useCallback(() => setMessage(null), []);
  const alert = message ? <Alert type="error" showIcon title={message} role="alert" style={{ marginBottom: 16 }} /> : null;
  return { show, clear, alert, setMessage };
}
