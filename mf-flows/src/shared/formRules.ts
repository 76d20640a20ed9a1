import { useCallback } from 'react';
import type { ApiErrorBody } from '@cabinet/api';
import type { FieldKind } from '@cabinet/design/core';
import type { FormInstance } from '@cabinet/design/forms';
import { useTranslate, type Translate } from '@cabinet/i18n';
import { flowRuleMessage } from './flowRuleMessages';

/** The shape antd's Form.Item accepts as a rule: a validator that rejects with the message to show. */
export interface FieldRule {
  validator: (rule: unknown, value: unknown) => Promise<void>;
}

/**
 * Form rules from the shared checks (flow rules and account rules), showing the translated message of
 * the code a check answers: the field refuses what the API would, in the same words.
 */
export function useFieldRule(): (check: (value: unknown) => string | null, field?: FieldKind) => FieldRule {
  const t = useTranslate();
  return useCallback(
    (check, field = 'generic') => ({
      validator: async (_rule, value) => {
        const code = check(value);
        if (!code) return;
        const { descriptor, values } = flowRuleMessage(code, field);
        throw new Error(t(descriptor, values));
      },
    }),
    [t],
  );
}

/** The text a form field holds: antd hands the validator whatever the control holds, undefined before typing. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Required, trimmed text of at most `max` characters, as the API's requiredBoundedText checks it. */
export function checkBoundedText(max: number): (value: unknown) => string | null {
  return (value) => {
    const text = textOf(value).trim();
    if (text === '') return 'required';
    return text.length > max ? 'text.tooLong' : null;
  };
}

/**
 * Shows the API's per-field rule codes (a 400's `fields`) at the form's fields, in the user's language,
 * keeping what was typed. Flow rule codes included, which the design package's helper does not know.
 * Answers whether any field was marked.
 */
export function showFlowFieldErrors(form: FormInstance, error: ApiErrorBody | null, t: Translate, fieldKinds: Record<string, FieldKind> = {}): boolean {
  const fields = error?.fields;
  if (!fields) return false;
  const known = new Set(Object.keys(form.getFieldsValue(true)));
  const marks = Object.entries(fields)
    .filter(([name]) => known.has(name))
    .map(([name, code]) => {
      const { descriptor, values } = flowRuleMessage(code, fieldKinds[name]);
      return { name, errors: [t(descriptor, values)] };
    });
  form.setFields(marks);
  return marks.length > 0;
}
