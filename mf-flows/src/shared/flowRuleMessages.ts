import { RULE_CODES, type RuleCode } from '@cabinet/api/core';
import { FLOW_BUTTONS_MAX, FLOW_IMAGE_MAX_BYTES, RETRY_RANGE_MAX_PER_DAY, RETURN_VISIT_DAYS, type FlowRuleCode } from '@cabinet/api/flows';
import { ruleMessage, type FieldKind } from '@cabinet/design/core';
import type { MessageDescriptor } from '@cabinet/i18n';

/**
 * The client's wording of each flow rule code (shared/api/src/flows/rules.ts), in the spec's words where
 * it has them; section 5's "FROM must be less than TO" names the hours as the fields read ("Send from",
 * "Send until": FROM and TO read as code, issue 36). Values the message names are passed as params,
 * from the same constants the rule checks, so the message cannot drift from the limit.
 */
const FLOW_RULE_DESCRIPTORS: Record<FlowRuleCode, MessageDescriptor> = {
  'number.outOfRange': /*i18n*/ { id: 'flows.rule.outOfRange', message: 'The value is out of the allowed range' },
  'text.tooLong': /*i18n*/ { id: 'flows.rule.textTooLong', message: 'The text is too long' },
  'url.invalid': /*i18n*/ { id: 'flows.rule.urlInvalid', message: 'The link must be a valid http or https address' },
  'list.duplicate': /*i18n*/ { id: 'flows.rule.listDuplicate', message: 'The list names the same item twice' },
  'flow.hours.order': /*i18n*/ { id: 'flows.rule.hoursOrder', message: 'The sending hours must end later than they begin' },
  'flow.hours.incomplete': /*i18n*/ { id: 'flows.rule.hoursIncomplete', message: 'Set both sending hours, or neither' },
  'flow.content.unknownVariable': /*i18n*/ { id: 'flows.rule.unknownVariable', message: 'The text uses an unknown variable' },
  'flow.content.blank': /*i18n*/ { id: 'flows.rule.contentBlank', message: 'The text has only spaces: write the message, or leave it empty while the flow is a draft' },
  'flow.content.requiredToRun': /*i18n*/ { id: 'flows.rule.contentRequiredToRun', message: 'A running flow sends its text: write the message first, or pause the flow to leave it empty' },
  'flow.buttons.tooMany': /*i18n*/ { id: 'flows.rule.buttonsTooMany', message: 'A message can have at most {max} buttons' },
  'flow.buttons.duplicateType': /*i18n*/ { id: 'flows.rule.buttonsDuplicateType', message: 'A message can have only one button of each type' },
  'flow.image.type': /*i18n*/ { id: 'flows.rule.imageType', message: 'Only PNG, JPG and JPEG images are allowed' },
  'flow.image.tooLarge': /*i18n*/ { id: 'flows.rule.imageTooLarge', message: 'The image must be at most {megabytes} MB' },
  'flow.filter.range': /*i18n*/ { id: 'flows.rule.filterRange', message: 'The lower bound must not be greater than the upper bound' },
  'flow.reminder.option': /*i18n*/ { id: 'flows.rule.reminderOption', message: 'A reminder goes 24 hours, 2 hours or 1 hour before the visit' },
  'flow.returnVisit.days': /*i18n*/ { id: 'flows.rule.returnVisitDays', message: 'The return-visit reminder goes {days} days after the last visit' },
  'flow.retryRange.perDay': /*i18n*/ { id: 'flows.rule.retryRangePerDay', message: 'A retry-range flow sends from 1 to {max} notifications a day' },
  'flow.retryRange.range': /*i18n*/ { id: 'flows.rule.retryRangeRange', message: 'The range must be from 30 days to 5 years' },
  'flow.workTime.tooShort': /*i18n*/ { id: 'flows.rule.workTimeTooShort', message: 'A flow must work at least 1 day: set the end date later' },
  'flow.type.smsTariffOnly': /*i18n*/ { id: 'flows.rule.smsTariffOnly', message: 'With the SMS module tariff only SMS flows are available' },
  'flow.type.extendedTariff': /*i18n*/ { id: 'flows.rule.extendedTariff', message: 'This flow type needs an extended tariff' },
  'flow.transfer.self': /*i18n*/ { id: 'flows.rule.transferSelf', message: 'Choose another user than yourself' },
  'flow.transfer.target': /*i18n*/ { id: 'flows.rule.transferTarget', message: 'Enter the other user’s e-mail or their user id' },
  'option.unknown': /*i18n*/ { id: 'flows.rule.optionUnknown', message: 'Not found in your account: pick one from the list' },
};

const FLOW_RULE_PARAMS: Partial<Record<FlowRuleCode, Record<string, number>>> = {
  'flow.buttons.tooMany': { max: FLOW_BUTTONS_MAX },
  'flow.image.tooLarge': { megabytes: FLOW_IMAGE_MAX_BYTES / 1024 / 1024 },
  'flow.returnVisit.days': { days: RETURN_VISIT_DAYS },
  'flow.retryRange.perDay': { max: RETRY_RANGE_MAX_PER_DAY },
};

function isRuleCode(code: string): code is RuleCode {
  return RULE_CODES.some((known) => known === code);
}

function isFlowRuleCode(code: string): code is FlowRuleCode {
  return code in FLOW_RULE_DESCRIPTORS;
}

/**
 * The message and its params for any rule code a flows-domain field can get, from the client's own check
 * or from the API's `fields` answer: flow rules, and the account rules (required, phone, e-mail). An unknown
 * code reads as out of range rather than showing a raw code. The toolkit's form helpers take it as their
 * wording (a RuleMessageOf of the design package).
 */
export function flowRuleMessage(code: string, field: FieldKind = 'generic'): { descriptor: MessageDescriptor; values?: Record<string, number> } {
  if (isFlowRuleCode(code)) return { descriptor: FLOW_RULE_DESCRIPTORS[code], values: FLOW_RULE_PARAMS[code] };
  if (isRuleCode(code)) return { descriptor: ruleMessage(code, field) };
  return { descriptor: FLOW_RULE_DESCRIPTORS['number.outOfRange'] };
}
