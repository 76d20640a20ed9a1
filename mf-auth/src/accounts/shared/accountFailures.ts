import { RULE_CODES, type RuleCode } from '@cabinet/api/core';
import { ruleMessage, useDescribeError, type DescribedError } from '@cabinet/design/core';
import type { FormInstance, RuleMessageOf } from '@cabinet/design/forms';
import type { MessageDescriptor } from '@cabinet/i18n';
import { useFormFailure, useInlineFailure, type FormFailure, type InlineFailure } from '@cabinet/toolkit/forms';
import { ACCOUNT_ERRORS, FIELD_REFUSALS } from './channelTexts';

const unknownRefusal: MessageDescriptor = /*i18n*/ { id: 'auth.accounts.field.unknown', message: 'The value is not accepted' };

function isRuleCode(code: string): code is RuleCode {
  return RULE_CODES.some((known) => known === code);
}

/** Words what a provider refused at a field (the API's `fields` codes): the providers' own codes, then the account rules. */
export const accountFieldMessageOf: RuleMessageOf = (code, field) => {
  const refusal = FIELD_REFUSALS[code];
  if (refusal) return { descriptor: refusal };
  return { descriptor: isRuleCode(code) ? ruleMessage(code, field) : unknownRefusal };
};

/** The channel accounts' failures, worded as spec section 8 words them. */
export function useDescribeAccountError(): (error: unknown) => Promise<DescribedError> {
  return useDescribeError(ACCOUNT_ERRORS);
}

/** A failed step of a channel account page (delete, add, ask for a code) said under the step's title. */
export function useAccountFailure(title: MessageDescriptor): InlineFailure {
  return useInlineFailure(useDescribeAccountError(), { title });
}

/**
 * A connect form's failure: what the provider refused at its field, anything else (the provider down, already
 * added) above the form, under the step's title if it has one; a code the form knows (`codeFields`) at its
 * field. What was typed stays. `messageOf` words the fields' codes of a form with rules of its own (WABA).
 */
export function useAccountFormFailure(
  form: FormInstance,
  options: { title?: MessageDescriptor; codeFields?: Readonly<Partial<Record<string, string>>>; messageOf?: RuleMessageOf } = {},
): FormFailure {
  return useFormFailure(form, useDescribeAccountError(), { messageOf: accountFieldMessageOf, ...options });
}
