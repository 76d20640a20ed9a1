import { CHANNEL_KINDS, type ChannelKind } from '../messaging/constants';
import { FLOW_MODES, FLOW_STATUSES, FLOW_VARIABLES, type FlowMode, type FlowStatus, type FlowVariable } from '../flows/constants';
import { contentVariables, HOUR_NOT_SET } from '../flows/rules';

/*
 * Mass mailings (distributions) of spec sections 3, 4, 5 and 9: the limits, the rules the form and the
 * API both apply, and the plan shown before start. Pure functions: the client's form, the API's refusals
 * and the engine's pacing read the same numbers.
 */

/** A mailing goes through one channel the account has connected (spec section 1). */
export const DISTRIBUTION_TYPES = CHANNEL_KINDS;
export type DistributionType = ChannelKind;
/** Spec section 4: distributions share the flows' statuses and modes. */
export const DISTRIBUTION_STATUSES = FLOW_STATUSES;
export type DistributionStatus = FlowStatus;
export const DISTRIBUTION_MODES = FLOW_MODES;
export type DistributionMode = FlowMode;

/** Spec section 9: at most 300 messages a day per account, 2,000 clients at once, 5 hours between mailings. */
export const DISTRIBUTION_DAILY_LIMIT = 300;
export const DISTRIBUTION_MAX_RECIPIENTS = 2000;
/** Spec section 5: at least 3 numbers. */
export const DISTRIBUTION_MIN_RECIPIENTS = 3;
export const DISTRIBUTION_RECOMMENDED_INTERVAL_HOURS = 5;
/**
 * A list longer than 2,000 can be split into mailings of at most 2,000 each, up to this many (20,000
 * numbers, over two months at 300 a day); a longer file is for the owner to divide.
 */
export const DISTRIBUTION_SPLIT_MAX_PARTS = 10;
/** Spec section 5: a mailing that hands replies to an AI assistant needs a template of at least 250 characters. */
export const DISTRIBUTION_AI_MIN_TEXT_LENGTH = 250;
export const DISTRIBUTION_TITLE_MAX_LENGTH = 200;
export const DISTRIBUTION_TEXT_MAX_LENGTH = 4096;
/** Rows a list file may have before it is refused outright (the preview reads them all, the upload at most 2,000). */
export const DISTRIBUTION_FILE_MAX_ROWS = 100_000;

export const DISTRIBUTION_RULE_CODES = [
  'distribution.recipients.tooFew',
  'distribution.recipients.tooMany',
  'distribution.type.testUserWhatsapp',
  'distribution.type.notConnected',
  'distribution.perDay.tooMany',
  'distribution.ai.textTooShort',
  'distribution.hours.order',
  'distribution.end.beforeStart',
  'distribution.days.required',
  'distribution.text.variableUnavailable',
] as const;
export type DistributionRuleCode = (typeof DISTRIBUTION_RULE_CODES)[number];

/** English wording of each rule, as the API sends it; the client shows its own translation. */
export const DISTRIBUTION_RULE_MESSAGES: Record<DistributionRuleCode, string> = {
  'distribution.recipients.tooFew': `Add at least ${DISTRIBUTION_MIN_RECIPIENTS} valid numbers`,
  'distribution.recipients.tooMany': `A mailing can have at most ${DISTRIBUTION_MAX_RECIPIENTS} clients at once`,
  'distribution.type.testUserWhatsapp': 'Test users cannot create WhatsApp mailings',
  'distribution.type.notConnected': 'Connect an account of this channel first',
  'distribution.perDay.tooMany': `At most ${DISTRIBUTION_DAILY_LIMIT} messages a day per account`,
  'distribution.ai.textTooShort': `An AI follow-up needs a text of at least ${DISTRIBUTION_AI_MIN_TEXT_LENGTH} characters`,
  'distribution.hours.order': 'The sending hours must end later than they begin',
  'distribution.end.beforeStart': 'The end must be after the start',
  'distribution.days.required': 'Choose at least one day of the week',
  'distribution.text.variableUnavailable': 'A mailing cannot fill this variable: it has no visit or order to take it from. Use only the variables of “Insert a variable”',
};

/** FROM below TO: beginHour 0-23, endHour 1-24 (24 is midnight). A mailing always has a window. */
export function checkDistributionHours(beginHour: number, endHour: number): DistributionRuleCode | null {
  if (beginHour === HOUR_NOT_SET || endHour === HOUR_NOT_SET) return 'distribution.hours.order';
  return beginHour < endHour ? null : 'distribution.hours.order';
}

export function checkRecipientCount(count: number): DistributionRuleCode | null {
  if (count < DISTRIBUTION_MIN_RECIPIENTS) return 'distribution.recipients.tooFew';
  return count > DISTRIBUTION_MAX_RECIPIENTS ? 'distribution.recipients.tooMany' : null;
}

/** The channel the mailing goes through: one the account has, and never WhatsApp for a test user (spec section 4). */
export function checkDistributionType(type: DistributionType, account: { isTestUser: boolean; channels: readonly DistributionType[] }): DistributionRuleCode | null {
  if (type === 'whatsapp' && account.isTestUser) return 'distribution.type.testUserWhatsapp';
  return account.channels.includes(type) ? null : 'distribution.type.notConnected';
}

export function checkAiFollowUp(text: string, aiAssistantId: string | null): DistributionRuleCode | null {
  return aiAssistantId !== null && text.trim().length < DISTRIBUTION_AI_MIN_TEXT_LENGTH ? 'distribution.ai.textTooShort' : null;
}

export function checkEndAfterStart(startAt: string, endAt: string | null): DistributionRuleCode | null {
  if (endAt === null) return null;
  return new Date(endAt).getTime() > new Date(startAt).getTime() ? null : 'distribution.end.beforeStart';
}

/**
 * The recommended interval (spec section 9, a warning, not a refusal): the previous mailing's start, when
 * it was less than 5 hours before this one's.
 */
export function intervalWarning(startAt: Date, previousStartAt: Date | null): Date | null {
  if (previousStartAt === null) return null;
  const gap = Math.abs(startAt.getTime() - previousStartAt.getTime());
  return gap < DISTRIBUTION_RECOMMENDED_INTERVAL_HOURS * 3_600_000 ? previousStartAt : null;
}

/** Who a mailing's recipients are: the rows of an uploaded list of numbers, or a segment of the account's clients. */
export const DISTRIBUTION_AUDIENCE_SOURCES = ['list', 'clients'] as const;
export type DistributionAudienceSource = (typeof DISTRIBUTION_AUDIENCE_SOURCES)[number];

/** What a mailing's message can say of its recipient and of the business, whoever the recipients are. */
const RECIPIENT_AND_BRANCH: readonly FlowVariable[] = ['clientName', 'clientPhone', 'ignoreLink', 'companyName', 'companyAddress', 'companyPhone', 'recordForm'];

/**
 * The variables a mailing's text can use, by its recipients' source. The sender fills a mailing's text
 * from the recipient's row (name, phone, the opt-out link for that phone) and the account's branch (name,
 * address, phone, online booking page): api-server distributions/pacing.ts, mailingText. A mailing is about
 * no visit and no order, so a visit's date, time, master, service, confirm and cancel links and review
 * form, and an order's number, total, status, address and payment link, would reach the client empty or
 * pointing nowhere. A segment of clients is filled the same way as a list today (the recipient row, not the
 * client's history), so both sources offer the same; the map is per source so one can offer more once the
 * sender fills it.
 */
const MAILING_VARIABLES: Record<DistributionAudienceSource, readonly FlowVariable[]> = {
  list: RECIPIENT_AND_BRANCH,
  clients: RECIPIENT_AND_BRANCH,
};

/** The variables the mailing editor offers, in the editor's order; no source chosen yet: what every source fills. */
export function variablesForMailing(source: DistributionAudienceSource | null): readonly FlowVariable[] {
  const sources = source === null ? DISTRIBUTION_AUDIENCE_SOURCES : [source];
  return FLOW_VARIABLES.filter((name) => sources.every((each) => MAILING_VARIABLES[each].includes(name)));
}

/** The known variables of a text that a mailing to `source` cannot fill, each once, in order of appearance (unknown ones are checkContentVariables's). */
export function unfillableMailingVariables(text: string, source: DistributionAudienceSource | null): FlowVariable[] {
  const allowed = variablesForMailing(source);
  const found = contentVariables(text).flatMap((name) => FLOW_VARIABLES.filter((known) => known === name && !allowed.includes(known)));
  return [...new Set(found)];
}

export function checkMailingVariables(text: string, source: DistributionAudienceSource | null): DistributionRuleCode | null {
  return unfillableMailingVariables(text, source).length > 0 ? 'distribution.text.variableUnavailable' : null;
}
