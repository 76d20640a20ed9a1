import { useCallback } from 'react';
import type { ApiErrorBody } from '@cabinet/api/core';
import { checkRule, showServerFieldErrors, type FormInstance, type RuleMessageOf } from '@cabinet/design/forms';
import type { FieldKind } from '@cabinet/design/core';
import { useTranslate } from '@cabinet/i18n';

/** A rule of a Form.Item: a validator that rejects with the message to show. */
export type FieldRule = ReturnType<typeof checkRule>;

/** A shared check: the rule code a value breaks, or null. */
export type FieldCheck = (value: unknown) => string | null;

/**
 * Form rules from the shared checks, worded by `messageOf` (the domain's wording of its rule codes, which
 * also covers the account rules): a field refuses what the API would, in the same words. The returned
 * function is stable while the language is.
 */
export function useFieldRule(messageOf: RuleMessageOf): (check: FieldCheck, field?: FieldKind) => FieldRule {
  const t = useTranslate();
  return useCallback((check, field = 'generic') => checkRule(t, check, messageOf, field), [t, messageOf]);
}

/**
 * Shows the API's per-field rule codes (a 400's `fields`) at the form's fields, worded by `messageOf`,
 * keeping what was typed. Answers whether any field was marked (else the screen says the refusal above).
 */
export function useShowFieldErrors(messageOf: RuleMessageOf): (form: FormInstance, error: ApiErrorBody | null, fieldKinds?: Record<string, FieldKind>) => boolean {
  const t = useTranslate();
  return useCallback((form, error, fieldKinds = {}) => showServerFieldErrors(form, error, t, fieldKinds, messageOf), [t, messageOf]);
}

/** The text a form field holds: antd hands a validator whatever the control holds, undefined before typing. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Required, trimmed text of at most `max` characters, as the API's requiredBoundedText checks it. */
export function checkBoundedText(max: number): FieldCheck {
  return (value) => {
    const text = textOf(value).trim();
    if (text === '') return 'required';
    return text.length > max ? 'text.tooLong' : null;
  };
}

/** Optional, trimmed text of at most `max` characters (boundedText). */
export function checkOptionalText(max: number): FieldCheck {
  return (value) => (textOf(value).trim().length > max ? 'text.tooLong' : null);
}
