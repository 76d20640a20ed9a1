import { RULE_CODES, type RuleCode } from '@cabinet/api/core';
import { FOLLOW_UP_DELAY_MAX, FOLLOW_UP_DELAY_MIN, HANDOFF_NOTIFICATIONS_MAX, PAUSE_MINUTES_MAX, PHRASES_MAX, PROFILE_LINKS_MAX, REST_PARAMS_MAX, TEMPERATURE_MAX, TEMPERATURE_MIN, type AiRuleCode } from '@cabinet/api/ai';
import { ruleMessage, type FieldKind } from '@cabinet/design/core';
import type { MessageDescriptor } from '@cabinet/i18n';

/** The client's wording of each AI rule code (shared/api/src/ai/rules.ts; the spec's words where it has them). */
const AI_RULE_DESCRIPTORS: Record<AiRuleCode | 'text.tooLong' | 'handoff.tooMany' | 'booking.companyNotConnected' | 'medflex.lpuNotConnected' | 'sendFile.fileUnknown', MessageDescriptor> = {
  'handoff.tooMany': /*i18n*/ { id: 'ai.rule.handoffTooMany', message: 'At most {max} notifications' },
  'workHours.order': /*i18n*/ { id: 'ai.rule.workHoursOrder', message: 'FROM must be less than TO' },
  'phrases.overlap': /*i18n*/ { id: 'ai.rule.phrasesOverlap', message: 'Start and stop phrases must not match or overlap' },
  'phrases.tooMany': /*i18n*/ { id: 'ai.rule.phrasesTooMany', message: 'At most {max} phrases' },
  'pause.range': /*i18n*/ { id: 'ai.rule.pauseRange', message: 'The pause must be from 0 to {max} minutes' },
  'temperature.range': /*i18n*/ { id: 'ai.rule.temperatureRange', message: 'The temperature must be from {min} to {max}' },
  'channel.unknown': /*i18n*/ { id: 'ai.rule.channelUnknown', message: 'This channel account is not one of yours' },
  'workHours.required': /*i18n*/ { id: 'ai.rule.workHoursRequired', message: 'Set the work hours the assistant answers outside of' },
  'text.tooLong': /*i18n*/ { id: 'ai.rule.textTooLong', message: 'The text is too long' },
  'rest.url': /*i18n*/ { id: 'ai.rule.restUrl', message: 'The address must be an absolute http or https URL' },
  'rest.tooManyParams': /*i18n*/ { id: 'ai.rule.restTooManyParams', message: 'At most {max} parameters' },
  'rest.key': /*i18n*/ { id: 'ai.rule.restKey', message: 'A key is letters, digits, “_”, “-” or “.” and starts with a letter or “_”' },
  'rest.keyDuplicate': /*i18n*/ { id: 'ai.rule.restKeyDuplicate', message: 'Each parameter needs its own key' },
  'url.invalid': /*i18n*/ { id: 'ai.rule.urlInvalid', message: 'Enter the full address, starting with http:// or https://' },
  'url.private': /*i18n*/ { id: 'ai.rule.urlPrivate', message: 'This address is in a private or local network: the assistant may read public pages only' },
  'links.tooMany': /*i18n*/ { id: 'ai.rule.linksTooMany', message: 'At most {max} links' },
  'followUp.delay': /*i18n*/ { id: 'ai.rule.followUpDelay', message: 'The delay must be from {min} to {max} hours' },
  'booking.companyNotConnected': /*i18n*/ { id: 'ai.rule.bookingCompanyNotConnected', message: 'This company is not connected to your account' },
  'medflex.lpuNotConnected': /*i18n*/ { id: 'ai.rule.medflexLpuNotConnected', message: 'This clinic is not connected to your account' },
  'sendFile.fileUnknown': /*i18n*/ { id: 'ai.rule.sendFileFileUnknown', message: 'This file is not in the assistant’s knowledge base' },
};
const INVALID: MessageDescriptor = /*i18n*/ { id: 'ai.rule.invalid', message: 'The value is not valid' };

const PARAMS: Partial<Record<string, Record<string, number>>> = {
  'phrases.tooMany': { max: PHRASES_MAX },
  'handoff.tooMany': { max: HANDOFF_NOTIFICATIONS_MAX },
  'rest.tooManyParams': { max: REST_PARAMS_MAX },
  'links.tooMany': { max: PROFILE_LINKS_MAX },
  'followUp.delay': { min: FOLLOW_UP_DELAY_MIN, max: FOLLOW_UP_DELAY_MAX },
  'pause.range': { max: PAUSE_MINUTES_MAX },
  'temperature.range': { min: TEMPERATURE_MIN, max: TEMPERATURE_MAX },
};

function isRuleCode(code: string): code is RuleCode {
  return RULE_CODES.some((known) => known === code);
}

function isAiCode(code: string): code is keyof typeof AI_RULE_DESCRIPTORS {
  return code in AI_RULE_DESCRIPTORS;
}

/** The message and its params for any rule code an assistant's field can get, from the form's own check or the API's `fields`. */
export function aiRuleMessage(code: string, field: FieldKind = 'generic'): { descriptor: MessageDescriptor; values?: Record<string, number> } {
  if (isAiCode(code)) return { descriptor: AI_RULE_DESCRIPTORS[code], values: PARAMS[code] };
  if (isRuleCode(code)) return { descriptor: ruleMessage(code, field) };
  return { descriptor: INVALID };
}
