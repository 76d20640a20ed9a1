import { useCallback, type ReactNode } from 'react';
import type { DescribedError, FieldKind } from '@cabinet/design/core';
import { showServerFieldErrors, type FormInstance, type RuleMessageOf } from '@cabinet/design/forms';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { useInlineFailure } from './useInlineFailure';

export interface FormFailureOptions {
  /** How each field words a rule ("Email is required" vs "Password is required"); e-mail, password and phone by default. */
  fieldKinds?: Record<string, FieldKind>;
  /** Error codes shown at a field rather than above the form (USER_EXISTS at the e-mail). */
  codeFields?: Readonly<Partial<Record<string, string>>>;
  /** The domain's wording of the API's field codes (the account rules by default). */
  messageOf?: RuleMessageOf;
  /** The failed step, above the reason in the alert ("Twilio: error adding the account"). */
  title?: MessageDescriptor;
}

export interface FormFailure {
  /** Shows a failed submission: the API's field refusals at their fields, a known code at its field, anything else above the form. */
  show(error: unknown): Promise<void>;
  /** Takes the message above the form away (before the next try). */
  clear(): void;
  /** The message above the form, to place where the form starts. */
  alert: ReactNode;
  setMessage(message: string | null): void;
}

/**
 * What a failed submission shows, worded by `describe` (the domain's error codes): the API's per-field
 * refusals at their fields, a code the form knows at its field, anything else in an alert above the form.
 * The values the user typed stay where they are.
 */
export function useFormFailure(form: FormInstance, describe: (error: unknown) => Promise<DescribedError>, { fieldKinds, codeFields, messageOf, title }: FormFailureOptions = {}): FormFailure {
  const t = useTranslate();
  const { setMessage, clear, alert } = useInlineFailure(describe, { title });
  const show = useCallback(
    async (error: unknown) => {
      const described = await describe(error);
      const field = described.body ? codeFields?.[described.body.code] : undefined;
      if (field) form.setFields([{ name: field, errors: [described.message] }]);
      else if (!showServerFieldErrors(form, described.body, t, fieldKinds, messageOf)) setMessage(described.message);
    },
    [describe, form, t, fieldKinds, codeFields, messageOf, setMessage],
  );
  return { show, clear, alert, setMessage };
}
