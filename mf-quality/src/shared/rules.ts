import { RULE_CODES, type RuleCode } from '@cabinet/api/core';
import { CHECKLIST_ITEMS_MAX, CHECKLIST_WEIGHT_MAX, CHECKLIST_WEIGHT_MIN, REPORT_PERIOD_MAX_DAYS, type QualityRuleCode } from '@cabinet/api/quality';
import { ruleMessage, useDescribeError, type DescribedError, type FieldKind } from '@cabinet/design/core';
import type { MessageDescriptor } from '@cabinet/i18n';

/** The client's wording of each quality rule code (shared/api/src/quality/rules.ts), with the limits it names. */
const QUALITY_RULE_DESCRIPTORS: Record<QualityRuleCode | 'text.tooLong', MessageDescriptor> = {
  'checklist.empty': /*i18n*/ { id: 'quality.rule.empty', message: 'Add at least one criterion' },
  'checklist.tooMany': /*i18n*/ { id: 'quality.rule.tooMany', message: 'A checklist has at most {max} criteria' },
  'checklist.duplicateTitle': /*i18n*/ { id: 'quality.rule.duplicateTitle', message: 'Another criterion has the same name' },
  'checklist.weightRange': /*i18n*/ { id: 'quality.rule.weightRange', message: 'The weight must be a whole number from {min} to {max}' },
  'report.periodOrder': /*i18n*/ { id: 'quality.rule.periodOrder', message: 'The period ends before it starts' },
  'report.periodTooLong': /*i18n*/ { id: 'quality.rule.periodTooLong', message: 'A report covers at most {max} days' },
  'text.tooLong': /*i18n*/ { id: 'quality.rule.textTooLong', message: 'The text is too long' },
};
const INVALID: MessageDescriptor = /*i18n*/ { id: 'quality.rule.invalid', message: 'The value is not valid' };

const PARAMS: Partial<Record<string, Record<string, number>>> = {
  'checklist.tooMany': { max: CHECKLIST_ITEMS_MAX },
  'checklist.weightRange': { min: CHECKLIST_WEIGHT_MIN, max: CHECKLIST_WEIGHT_MAX },
  'report.periodTooLong': { max: REPORT_PERIOD_MAX_DAYS },
};

const isRuleCode = (code: string): code is RuleCode => RULE_CODES.some((known) => known === code);
const isQualityCode = (code: string): code is keyof typeof QUALITY_RULE_DESCRIPTORS => code in QUALITY_RULE_DESCRIPTORS;

/** The message and its params for any rule code a quality form can get, from its own check or the API's `fields`. */
export function qualityRuleMessage(code: string, field: FieldKind = 'generic'): { descriptor: MessageDescriptor; values?: Record<string, number> } {
  if (isQualityCode(code)) return { descriptor: QUALITY_RULE_DESCRIPTORS[code], values: PARAMS[code] };
  if (isRuleCode(code)) return { descriptor: ruleMessage(code, field) };
  return { descriptor: INVALID };
}

/** The quality domain's own error codes in the user's words; any other code shows the server's message. */
const QUALITY_ERRORS: Readonly<Record<string, MessageDescriptor>> = {
  CHECKLIST_VERSION_NOT_FOUND: /*i18n*/ { id: 'quality.error.versionNotFound', message: 'This version of the checklist does not exist' },
};

export function useDescribeQualityError(): (error: unknown) => Promise<DescribedError> {
  return useDescribeError(QUALITY_ERRORS);
}
