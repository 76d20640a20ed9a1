import {
  FLOW_TYPES,
  FLOW_VARIABLES,
  RUNNING_FLOW_STATUSES,
  type FlowButtonType,
  type FlowMode,
  type FlowStatus,
  type FlowType,
} from './constants';
import { checkEmail } from '../rules';

/**
 * The flow rules of spec sections 4, 5 and 9, written once like ../rules.ts: the editor's fields and
 * api-server both call them, so both refuse the same flow with the same codes. Pure functions: the time
 * and the tariff are arguments.
 */

export const FLOW_RULE_CODES = [
  'number.outOfRange',
  'text.tooLong',
  'url.invalid',
  'list.duplicate',
  'flow.hours.order',
  'flow.hours.incomplete',
  'flow.content.unknownVariable',
  'flow.content.blank',
  'flow.content.requiredToRun',
  'flow.buttons.tooMany',
  'flow.buttons.duplicateType',
  'flow.image.type',
  'flow.image.tooLarge',
  'flow.filter.range',
  'flow.reminder.option',
  'flow.returnVisit.days',
  'flow.retryRange.perDay',
  'flow.retryRange.range',
  'flow.workTime.tooShort',
  'flow.type.smsTariffOnly',
  'flow.type.extendedTariff',
  'flow.transfer.self',
  'flow.transfer.target',
  'option.unknown',
] as const;
export type FlowRuleCode = (typeof FLOW_RULE_CODES)[number];

/** beginHour / endHour value meaning "no dispatch window" (spec section 5: both -1 by default). */
export const HOUR_NOT_SET = -1;
export const FLOW_TITLE_MAX_LENGTH = 200;
/** WhatsApp's limit on one text message; the other channels take at least as much. */
export const FLOW_CONTENT_MAX_LENGTH = 4096;
export const FLOW_BUTTONS_MAX = 3;
/** WhatsApp draws at most 20 characters on a button. */
export const FLOW_BUTTON_TEXT_MAX_LENGTH = 20;
/** Spec section 9: "reminder options 24 h, 2 h, 1 h", in minutes before the visit. */
export const REMINDER_OPTIONS_MINUTES = [1440, 120, 60] as const;
/** Spec sections 1 and 9: the return-visit reminder goes 30 days after the last visit. */
export const RETURN_VISIT_DAYS = 30;
/** Spec sections 5 and 9: a retry-range flow sends at most 200 notifications a day... */
export const RETRY_RANGE_MAX_PER_DAY = 200;
/** ...over a range of 30 days to 5 years (5 × 365 days: the range is counted in whole days). */
export const RETRY_RANGE_MIN_DAYS = 30;
export const RETRY_RANGE_MAX_DAYS = 5 * 365;
/**
 * Minimum flow work time: the spec reads "1 day" in one place and "1 hour" in another. We take 1 day,
 * the stricter one: whatever it accepts, both readings accept, and the daily kinds (birthdays, return
 * visits, daily reports) run once a day, so a flow ending within the day might never run at all.
 */
export const FLOW_MIN_WORK_TIME_MS = 24 * 60 * 60 * 1000;
/** Spec section 5: PNG, JPG, JPEG only. The size limit is "a parameter": 5 MB, WhatsApp's limit for images. */
export const FLOW_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
export const FLOW_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Spec section 4: extended tariff = major tariff 1, 2 or 5. The Pro-locked features follow the same set. */
export const EXTENDED_TARIFFS: readonly number[] = [1, 2, 5];
/** Spec section 4: with the SMS-module tariff only the SMS flow type is usable. */
export const SMS_MODULE_TARIFF = 14;
export const EXTENDED_TARIFF_FLOW_TYPES: readonly FlowType[] = ['retryNotify', 'retryNotifyRange'];

/**
 * New flows begin in test mode, as the spec has quick-start flows do: nothing reaches a client unseen.
 * Test mode sends to the owner's own phone only (api-server's recipient selection). The spec limits test
 * users only in WhatsApp distributions, so no flow rule reads isTestUser.
 */
export const DEFAULT_FLOW_MODE: FlowMode = 'test';

export function isExtendedTariff(majorTariff: number | null): boolean {
  return majorTariff !== null && EXTENDED_TARIFFS.includes(majorTariff);
}

/** Blacklist, link shortener and chatbots are "locked to Pro plan" (spec section 4): the extended tariffs. */
export function hasProFeatures(majorTariff: number | null): boolean {
  return isExtendedTariff(majorTariff);
}

/** The Pro features by the key the User's `lockedFeatures` names them with. */
export const PRO_FEATURE_KEYS = ['chatbots', 'blacklist', 'shortLinks'] as const;
export type ProFeatureKey = (typeof PRO_FEATURE_KEYS)[number];

/** The User's `lockedFeatures`: every Pro feature, unless the tariff includes them. */
export function lockedFeaturesOf(majorTariff: number | null): ProFeatureKey[] {
  return hasProFeatures(majorTariff) ? [] : [...PRO_FEATURE_KEYS];
}

/** Why a flow type is not usable under a major tariff, or null when it is (spec section 4). */
export function checkFlowTypeAvailable(type: FlowType, majorTariff: number | null): FlowRuleCode | null {
  if (majorTariff === SMS_MODULE_TARIFF && type !== 'sms') return 'flow.type.smsTariffOnly';
  if (EXTENDED_TARIFF_FLOW_TYPES.includes(type) && !isExtendedTariff(majorTariff)) return 'flow.type.extendedTariff';
  return null;
}

/** The flow types a major tariff does not allow: their flows show as unavailable. */
export function unavailableFlowTypes(majorTariff: number | null): FlowType[] {
  return FLOW_TYPES.filter((type) => checkFlowTypeAvailable(type, majorTariff) !== null);
}

/** FROM must be less than TO, unless both are -1 (spec section 5). A window with one end only is refused. */
export function checkDispatchHours(beginHour: number, endHour: number): FlowRuleCode | null {
  const beginSet = beginHour !== HOUR_NOT_SET;
  const endSet = endHour !== HOUR_NOT_SET;
  if (!beginSet && !endSet) return null;
  if (beginSet !== endSet) return 'flow.hours.incomplete';
  return beginHour < endHour ? null : 'flow.hours.order';
}

const VARIABLE_MARKER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The variable names written as `{name}` markers in a text, in order of appearance. */
export function contentVariables(content: string): string[] {
  return [...content.matchAll(VARIABLE_MARKER)].map((match) => match[1] ?? '');
}

/** Every `{marker}` names a known variable: a misspelt one would reach the client as it is. */
export function checkContentVariables(content: string): FlowRuleCode | null {
  const known: readonly string[] = FLOW_VARIABLES;
  return contentVariables(content).every((name) => known.includes(name)) ? null : 'flow.content.unknownVariable';
}

/**
 * Whether a text shows nothing: empty, or only spaces, line breaks and invisible characters (the
 * zero-width ones \s does not cover). A messenger would deliver such a text as an empty message.
 */
export function isBlankText(content: string): boolean {
  return !/[^\s\u180E\u200B-\u200D\u2060]/u.test(content);
}

/**
 * A message text is empty (a draft may be) or says something: a text of only spaces would save as
 * "Saved" and then go out empty (issue 21), so it is refused wherever a flow's text is written.
 */
export function checkContentNotBlank(content: string): FlowRuleCode | null {
  return content !== '' && isBlankText(content) ? 'flow.content.blank' : null;
}

/** Every rule on a flow's text alone: not blank, and every `{marker}` a known variable. */
export function checkContent(content: string): FlowRuleCode | null {
  return checkContentNotBlank(content) ?? checkContentVariables(content);
}

const USER_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whom flows are transferred to: the other user's e-mail (what an owner knows of a colleague) or their user
 * id (spec section 2's UserId); anything else, "abc" above all, is refused before the API looks anyone up.
 */
export function checkTransferTarget(value: string): 'required' | 'flow.transfer.target' | null {
  const target = value.trim();
  if (target === '') return 'required';
  if (USER_ID_PATTERN.test(target)) return null;
  return target.includes('@') && checkEmail(target) === null ? null : 'flow.transfer.target';
}

/**
 * A flow that runs sends its text (to clients, or to the owner in test mode), so it needs one: only a paused
 * draft may be empty (issue 36). Every path that would leave a running flow textless checks this: resume, bulk
 * resume, an edit or the bulk text editor on a running flow; a flow created or started without a text waits
 * paused instead.
 */
export function checkContentToRun(content: string, status: FlowStatus): 'flow.content.requiredToRun' | null {
  return RUNNING_FLOW_STATUSES.includes(status) && isBlankText(content) ? 'flow.content.requiredToRun' : null;
}

/** A combat flow sends its text to clients, so it needs one; a test or paused draft may be empty. */
export function checkContentForMode(content: string, mode: FlowMode): 'required' | null {
  return mode === 'combat' && isBlankText(content) ? 'required' : null;
}

/** At most 3 buttons, one per type (spec section 5). */
export function checkButtons(buttons: ReadonlyArray<{ type: FlowButtonType }>): FlowRuleCode | null {
  if (buttons.length > FLOW_BUTTONS_MAX) return 'flow.buttons.tooMany';
  return new Set(buttons.map((button) => button.type)).size === buttons.length ? null : 'flow.buttons.duplicateType';
}

/** An absolute http(s) address. */
export function checkUrl(value: string): 'required' | FlowRuleCode | null {
  if (value.trim() === '') return 'required';
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : 'url.invalid';
  } catch {
    return 'url.invalid';
  }
}

const IMAGE_DATA_URL = /^data:(image\/(?:png|jpeg));base64,([A-Za-z0-9+/]*={0,2})$/;

/** The decoded size of a base64 payload, without decoding it. */
function base64Bytes(payload: string): number {
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
}

/**
 * A flow image: a PNG, JPG or JPEG file name, and a base64 data URL whose media type agrees with it
 * (a .png named JPEG is refused as well: some messengers trust the name), of at most 5 MB.
 */
export function checkImage(image: { fileName: string; dataUrl: string }): FlowRuleCode | null {
  const extension = image.fileName.trim().toLowerCase().split('.').pop() ?? '';
  const allowed: readonly string[] = FLOW_IMAGE_EXTENSIONS;
  if (!image.fileName.includes('.') || !allowed.includes(extension)) return 'flow.image.type';
  const match = IMAGE_DATA_URL.exec(image.dataUrl);
  if (!match) return 'flow.image.type';
  const mediaType = extension === 'png' ? 'image/png' : 'image/jpeg';
  if (match[1] !== mediaType) return 'flow.image.type';
  return base64Bytes(match[2] ?? '') <= FLOW_IMAGE_MAX_BYTES ? null : 'flow.image.tooLarge';
}

/** A filter range: each end optional, the lower not above the upper. */
export function checkRange(range: { min?: number | null; max?: number | null }): FlowRuleCode | null {
  if (range.min == null || range.max == null) return null;
  return range.min <= range.max ? null : 'flow.filter.range';
}

export function checkReminderOption(minutes: number | null): 'required' | FlowRuleCode | null {
  if (minutes === null) return 'required';
  const options: readonly number[] = REMINDER_OPTIONS_MINUTES;
  return options.includes(minutes) ? null : 'flow.reminder.option';
}

/**
 * The spec fixes the return-visit reminder at 30 days, so it is the only value; widening it is changing
 * RETURN_VISIT_DAYS, here, for the editor and the API at once.
 */
export function checkReturnVisitDays(days: number | null): 'required' | FlowRuleCode | null {
  if (days === null) return 'required';
  return days === RETURN_VISIT_DAYS ? null : 'flow.returnVisit.days';
}

export function checkRetryRangePerDay(count: number | null): 'required' | FlowRuleCode | null {
  if (count === null) return 'required';
  return count >= 1 && count <= RETRY_RANGE_MAX_PER_DAY ? null : 'flow.retryRange.perDay';
}

export function checkRetryRangeDays(days: number | null): 'required' | FlowRuleCode | null {
  if (days === null) return 'required';
  return days >= RETRY_RANGE_MIN_DAYS && days <= RETRY_RANGE_MAX_DAYS ? null : 'flow.retryRange.range';
}

/** An end date leaves the flow at least the minimum work time from now; no end date is always fine. */
export function checkFlowWorkTime(endDate: string | Date | null, now: Date): FlowRuleCode | null {
  if (endDate === null) return null;
  const end = typeof endDate === 'string' ? Date.parse(endDate) : endDate.getTime();
  return end - now.getTime() >= FLOW_MIN_WORK_TIME_MS ? null : 'flow.workTime.tooShort';
}

/** The per-type settings of a flow, as these rules read them (the schemas' Flow satisfies it). */
export interface FlowRuleSettings {
  type: FlowType;
  content: string;
  beginHour: number;
  endHour: number;
  intervalMinutes: number | null;
  reviewRangeMinutes: number | null;
  birthdayDaysBefore: number | null;
  retryDays: number | null;
  dayRange: number | null;
  reminderDaysN: number | null;
  notificationsPerDay: number | null;
  endDate: string | null;
}

export type FlowFieldErrors = Partial<Record<keyof FlowRuleSettings, 'required' | FlowRuleCode>>;

/**
 * The rules that read several fields or the type: each refused field with its code, empty when the flow
 * is valid. `checkEndDate` is false when an update leaves the end date as it was: a flow already past its
 * end stays editable.
 */
export function validateFlowSettings(settings: FlowRuleSettings, options: { now: Date; checkEndDate: boolean }): FlowFieldErrors {
  const errors: FlowFieldErrors = {};
  const set = <K extends keyof FlowRuleSettings>(field: K, code: 'required' | FlowRuleCode | null) => {
    if (code && !errors[field]) errors[field] = code;
  };
  const hours = checkDispatchHours(settings.beginHour, settings.endHour);
  set(hours === 'flow.hours.incomplete' && settings.beginHour === HOUR_NOT_SET ? 'beginHour' : 'endHour', hours);
  set('content', checkContent(settings.content));
  if (options.checkEndDate) set('endDate', checkFlowWorkTime(settings.endDate, options.now));
  switch (settings.type) {
    case 'visitReminder':
      set('intervalMinutes', checkReminderOption(settings.intervalMinutes));
      break;
    case 'reviewRequest':
      set('reviewRangeMinutes', settings.reviewRangeMinutes === null ? 'required' : null);
      break;
    case 'birthday':
      set('birthdayDaysBefore', settings.birthdayDaysBefore === null ? 'required' : null);
      break;
    case 'returnVisit':
      set('reminderDaysN', checkReturnVisitDays(settings.reminderDaysN));
      break;
    case 'retryNotify':
      set('retryDays', settings.retryDays === null ? 'required' : null);
      break;
    case 'retryNotifyRange':
      set('dayRange', checkRetryRangeDays(settings.dayRange));
      set('notificationsPerDay', checkRetryRangePerDay(settings.notificationsPerDay));
      break;
    default:
      break;
  }
  return errors;
}

/** The numeric settings that only some flow types read. */
export const FLOW_NUMERIC_SETTINGS = [
  'intervalMinutes',
  'reviewRangeMinutes',
  'birthdayDaysBefore',
  'retryDays',
  'dayRange',
  'delayMinutes',
  'reminderDaysN',
  'notificationsPerDay',
] as const;
export type FlowNumericSetting = (typeof FLOW_NUMERIC_SETTINGS)[number];

/** Per-type settings a new flow starts with: each passes validateFlowSettings. */
export const FLOW_TYPE_DEFAULTS: Record<FlowType, Partial<Record<FlowNumericSetting, number>>> = {
  visitReminder: { intervalMinutes: 1440 },
  recordCreated: { delayMinutes: 0 },
  recordChanged: { delayMinutes: 0 },
  recordCanceled: { delayMinutes: 0 },
  reviewRequest: { reviewRangeMinutes: 120 },
  birthday: { birthdayDaysBefore: 0 },
  returnVisit: { reminderDaysN: RETURN_VISIT_DAYS },
  crossSell: { delayMinutes: 1440 },
  abandonedCart: { delayMinutes: 60 },
  dailyReport: {},
  retryNotify: { retryDays: 3 },
  retryNotifyRange: { dayRange: 90, notificationsPerDay: RETRY_RANGE_MAX_PER_DAY },
  sms: {},
  webhook: {},
};

/** A new (or resumed) flow waits in the queue; webhook flows answer events, so they are working at once. */
export function runningStatus(type: FlowType): FlowStatus {
  return type === 'webhook' ? 'working' : 'inQueue';
}

/** What pausing does to a stored status: the next status, or null when that status cannot be paused. */
export function statusAfterPause(status: FlowStatus): FlowStatus | null {
  return status === 'inQueue' || status === 'waiting' || status === 'working' || status === 'error' || status === 'pause' ? 'pause' : null;
}

/** What resuming does: a paused or failed flow runs again, a running one stays; a finished one cannot. */
export function statusAfterResume(status: FlowStatus, type: FlowType): FlowStatus | null {
  if (status === 'pause' || status === 'error') return runningStatus(type);
  if (status === 'inQueue' || status === 'waiting' || status === 'working') return status;
  return null;
}

/** English wording of each flow rule, as the API sends it; the client shows its own translation. */
export const FLOW_RULE_MESSAGES: Record<FlowRuleCode, string> = {
  'number.outOfRange': 'The value is out of the allowed range',
  'text.tooLong': 'The text is too long',
  'url.invalid': 'The link must be a valid http or https address',
  'list.duplicate': 'The list names the same item twice',
  'flow.hours.order': 'The sending hours must end later than they begin',
  'flow.hours.incomplete': 'Set both sending hours, or neither',
  'flow.content.unknownVariable': 'The text uses an unknown variable',
  'flow.content.blank': 'The text has only spaces: write the message, or leave it empty while the flow is a draft',
  'flow.content.requiredToRun': 'A running flow sends its text: write the message first, or pause the flow to leave it empty',
  'flow.buttons.tooMany': `A message can have at most ${FLOW_BUTTONS_MAX} buttons`,
  'flow.buttons.duplicateType': 'A message can have only one button of each type',
  'flow.image.type': 'Only PNG, JPG and JPEG images are allowed',
  'flow.image.tooLarge': `The image must be at most ${FLOW_IMAGE_MAX_BYTES / 1024 / 1024} MB`,
  'flow.filter.range': 'The lower bound must not be greater than the upper bound',
  'flow.reminder.option': 'A reminder goes 24 hours, 2 hours or 1 hour before the visit',
  'flow.returnVisit.days': `The return-visit reminder goes ${RETURN_VISIT_DAYS} days after the last visit`,
  'flow.retryRange.perDay': `A retry-range flow sends from 1 to ${RETRY_RANGE_MAX_PER_DAY} notifications a day`,
  'flow.retryRange.range': 'The range must be from 30 days to 5 years',
  'flow.workTime.tooShort': 'A flow must work at least 1 day: set the end date later',
  'flow.type.smsTariffOnly': 'With the SMS module tariff only SMS flows are available',
  'flow.type.extendedTariff': 'This flow type needs an extended tariff',
  'flow.transfer.self': 'Choose another user than yourself',
  'flow.transfer.target': "Enter the other user's e-mail or their user id",
  'option.unknown': 'Not found in your account: pick one from the list',
};
