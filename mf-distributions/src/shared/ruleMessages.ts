import { RULE_CODES, type RuleCode } from '@cabinet/api/core';
import {
  DISTRIBUTION_AI_MIN_TEXT_LENGTH,
  DISTRIBUTION_DAILY_LIMIT,
  DISTRIBUTION_MAX_RECIPIENTS,
  DISTRIBUTION_MIN_RECIPIENTS,
  DISTRIBUTION_RULE_CODES,
  type DistributionRuleCode,
} from '@cabinet/api/distributions';
import { ruleMessage, type FieldKind } from '@cabinet/design/core';
import type { MessageDescriptor } from '@cabinet/i18n';

/** The client's wording of each rule code a mailing's field can get (the form's own check or the API's `fields`). */
const DESCRIPTORS: Record<DistributionRuleCode | 'text.tooLong' | 'number.outOfRange' | 'flow.content.unknownVariable' | 'list.duplicate' | 'flow.image.type' | 'flow.image.tooLarge' | 'flow.filter.range', MessageDescriptor> = {
  'distribution.recipients.tooFew': /*i18n*/ { id: 'distributions.rule.tooFew', message: 'Add at least {min} valid numbers' },
  'distribution.recipients.tooMany': /*i18n*/ { id: 'distributions.rule.tooMany', message: 'A mailing can have at most {max} clients at once' },
  'distribution.type.testUserWhatsapp': /*i18n*/ { id: 'distributions.rule.testUserWhatsapp', message: 'Test users cannot create WhatsApp mailings' },
  'distribution.type.notConnected': /*i18n*/ { id: 'distributions.rule.notConnected', message: 'Connect an account of this channel first' },
  'distribution.perDay.tooMany': /*i18n*/ { id: 'distributions.rule.perDay', message: 'At most {limit} messages a day per account' },
  'distribution.ai.textTooShort': /*i18n*/ { id: 'distributions.rule.aiText', message: 'An AI follow-up needs a text of at least {length} characters' },
  'distribution.hours.order': /*i18n*/ { id: 'distributions.rule.hoursOrder', message: 'The sending hours must end later than they begin' },
  'distribution.end.beforeStart': /*i18n*/ { id: 'distributions.rule.endBeforeStart', message: 'The end must be after the start' },
  'distribution.days.required': /*i18n*/ { id: 'distributions.rule.daysRequired', message: 'Choose at least one day of the week' },
  'distribution.text.variableUnavailable': /*i18n*/ {
    id: 'distributions.rule.variableUnavailable',
    message: 'A mailing cannot fill a visit’s or an order’s variables: it has none to take them from. Use only the variables of “Insert a variable”',
  },
  'text.tooLong': /*i18n*/ { id: 'distributions.rule.textTooLong', message: 'The text is too long' },
  'number.outOfRange': /*i18n*/ { id: 'distributions.rule.outOfRange', message: 'The value is out of the allowed range' },
  'flow.content.unknownVariable': /*i18n*/ { id: 'distributions.rule.unknownVariable', message: 'The text uses an unknown variable' },
  'list.duplicate': /*i18n*/ { id: 'distributions.rule.duplicate', message: 'This phone is in the list twice' },
  'flow.image.type': /*i18n*/ { id: 'distributions.rule.imageType', message: 'Only PNG, JPG and JPEG images are allowed' },
  'flow.image.tooLarge': /*i18n*/ { id: 'distributions.rule.imageTooLarge', message: 'The image must be at most 5 MB' },
  'flow.filter.range': /*i18n*/ { id: 'distributions.rule.filterRange', message: 'The lower bound must not be greater than the upper bound' },
};

const PARAMS: Partial<Record<string, Record<string, number>>> = {
  'distribution.recipients.tooFew': { min: DISTRIBUTION_MIN_RECIPIENTS },
  'distribution.recipients.tooMany': { max: DISTRIBUTION_MAX_RECIPIENTS },
  'distribution.perDay.tooMany': { limit: DISTRIBUTION_DAILY_LIMIT },
  'distribution.ai.textTooShort': { length: DISTRIBUTION_AI_MIN_TEXT_LENGTH },
};

const isKnown = (code: string): code is keyof typeof DESCRIPTORS => code in DESCRIPTORS;
const isRuleCode = (code: string): code is RuleCode => RULE_CODES.some((known) => known === code);

/** A RuleMessageOf for the toolkit's form helpers: mailing rules, then the account rules (required, phone). */
export function distributionRuleMessage(code: string, field: FieldKind = 'generic'): { descriptor: MessageDescriptor; values?: Record<string, number> } {
  if (isKnown(code)) return { descriptor: DESCRIPTORS[code], values: PARAMS[code] };
  if (isRuleCode(code)) return { descriptor: ruleMessage(code, field) };
  return { descriptor: DESCRIPTORS['number.outOfRange'] };
}

export const isDistributionRuleCode = (code: string): code is DistributionRuleCode => DISTRIBUTION_RULE_CODES.some((known) => known === code);
