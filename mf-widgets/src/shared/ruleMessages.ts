import { RULE_CODES, type RuleCode } from '@cabinet/api/core';
import { MAP_LINK_MAX, RATING_MAX, RATING_MIN, type WidgetRuleCode } from '@cabinet/api/widgets';
import { ruleMessage, type FieldKind } from '@cabinet/design/core';
import type { MessageDescriptor } from '@cabinet/i18n';

/** The client's wording of each widget rule code (shared/api/src/widgets/rules.ts), with the limits it names. */
const WIDGET_RULE_DESCRIPTORS: Record<WidgetRuleCode | 'text.tooLong', MessageDescriptor> = {
  'url.invalid': /*i18n*/ { id: 'widgets.rule.urlInvalid', message: 'The link must be a valid http or https address' },
  'url.tooLong': /*i18n*/ { id: 'widgets.rule.urlTooLong', message: 'The link must be at most {max} characters' },
  'rating.range': /*i18n*/ { id: 'widgets.rule.ratingRange', message: 'The rating must be from {min} to {max}' },
  'confirm.noButton': /*i18n*/ { id: 'widgets.rule.noButton', message: 'Show at least one button: confirm or cancel' },
  'text.tooLong': /*i18n*/ { id: 'widgets.rule.textTooLong', message: 'The text is too long' },
};
const INVALID: MessageDescriptor = /*i18n*/ { id: 'widgets.rule.invalid', message: 'The value is not valid' };

const PARAMS: Partial<Record<string, Record<string, number>>> = {
  'url.tooLong': { max: MAP_LINK_MAX },
  'rating.range': { min: RATING_MIN, max: RATING_MAX },
};

function isRuleCode(code: string): code is RuleCode {
  return RULE_CODES.some((known) => known === code);
}

function isWidgetCode(code: string): code is keyof typeof WIDGET_RULE_DESCRIPTORS {
  return code in WIDGET_RULE_DESCRIPTORS;
}

/**
 * The message and its params for any rule code a widget field can get, from the form's own check or from the
 * API's `fields` answer: the widget rules and the account rules (required, phone, e-mail). The toolkit's
 * form helpers take it as their wording (a RuleMessageOf of the design package).
 */
export function widgetRuleMessage(code: string, field: FieldKind = 'generic'): { descriptor: MessageDescriptor; values?: Record<string, number> } {
  if (isWidgetCode(code)) return { descriptor: WIDGET_RULE_DESCRIPTORS[code], values: PARAMS[code] };
  if (isRuleCode(code)) return { descriptor: ruleMessage(code, field) };
  return { descriptor: INVALID };
}
