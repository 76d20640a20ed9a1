/*
 * The AI assistants' rules (spec sections 3 and 5), written once: the settings form, its field errors and
 * api-server's schemas all call these.
 */

export const AI_LANGUAGES = ['ru', 'en', 'pt-BR', 'uk-UA'] as const;
export type AiLanguage = (typeof AI_LANGUAGES)[number];

/**
 * The models an assistant may ask for (spec section 3: "GPT model"). The provider's model of the environment
 * (LLM_MODEL) answers when the configured endpoint serves one model only; the stand-in accepts each.
 */
export const AI_MODELS = ['gpt-4o-mini', 'gpt-4o', 'gpt-4.1-mini', 'gpt-4.1'] as const;
export type AiModel = (typeof AI_MODELS)[number];
export const DEFAULT_AI_MODEL: AiModel = 'gpt-4o-mini';

/** Decision: 0 to 1 in tenths; above 1 a model strays from the business's own texts, which an assistant must not. */
export const TEMPERATURE_MIN = 0;
export const TEMPERATURE_MAX = 1;
export const DEFAULT_TEMPERATURE = 0.3;

export const BOT_NAME_MAX = 100;
export const BOT_INSTRUCTION_MAX = 4000;
export const PHRASE_MAX = 100;
export const PHRASES_MAX = 20;
/** The pause after a person answers in the dialogue, in minutes (a day at most). */
export const PAUSE_MINUTES_MAX = 1440;
export const DEFAULT_PAUSE_MINUTES = 30;

/** Work hours: FROM and TO are hours of the day; both -1 (the default) is around the clock (spec section 5). */
export const WORK_HOURS_NONE = -1;
export const WORK_HOUR_MAX = 24;

/** The rest plugin (spec section 3): the owner's HTTP endpoint the model may call. */
export const REST_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type RestMethod = (typeof REST_METHODS)[number];
export const REST_PARAMS_MAX = 10;
export const REST_URL_MAX = 2000;
export const REST_KEY_MAX = 64;
export const REST_TEXT_MAX = 500;
const REST_KEY = /^[A-Za-z_][A-Za-z0-9_.-]*$/;
/**
 * follow_up (spec section 3 names it, no limits): the delay after the client's last message, in whole hours.
 * At most 23: a dialogue ends after 24 hours of silence (DIALOGUE_IDLE_HOURS) and WhatsApp lets a business
 * write freely only within 24 hours of the client's last message.
 */
export const FOLLOW_UP_DELAY_MIN = 1;
export const FOLLOW_UP_DELAY_MAX = 23;
export const FOLLOW_UP_TEXT_MAX = 1000;
/** A company profile's links (site, social pages, booking page). */
export const PROFILE_LINKS_MAX = 10;

export const AI_RULE_CODES = [
  'workHours.order',
  'phrases.overlap',
  'pause.range',
  'temperature.range',
  'channel.unknown',
  'phrases.tooMany',
  'workHours.required',
  'rest.url',
  'rest.tooManyParams',
  'rest.key',
  'rest.keyDuplicate',
  'url.invalid',
  'url.private',
  'links.tooMany',
  'followUp.delay',
] as const;
export type AiRuleCode = (typeof AI_RULE_CODES)[number];

/** English wording of each rule, as the API sends it (the spec's own words where it has them); the client shows its translation. */
export const AI_RULE_MESSAGES: Record<AiRuleCode, string> = {
  'workHours.order': 'FROM must be less than TO',
  'rest.url': 'The address must be an absolute http or https URL',
  'rest.tooManyParams': `At most ${REST_PARAMS_MAX} parameters`,
  'rest.key': 'A key is letters, digits, "_", "-" or "." and starts with a letter or "_"',
  'rest.keyDuplicate': 'Each parameter needs its own key',
  'phrases.overlap': 'Start and stop phrases must not match or overlap',
  'pause.range': `The pause must be from 0 to ${PAUSE_MINUTES_MAX} minutes`,
  'temperature.range': `The temperature must be from ${TEMPERATURE_MIN} to ${TEMPERATURE_MAX}`,
  'channel.unknown': 'This channel account is not one of yours',
  'phrases.tooMany': `At most ${PHRASES_MAX} phrases`,
  'workHours.required': 'Set the work hours the assistant answers outside of',
  'url.invalid': 'Enter the page’s full address, starting with http:// or https://',
  'url.private': 'This address is in a private or local network: the assistant may read public pages only',
  'links.tooMany': `At most ${PROFILE_LINKS_MAX} links`,
  'followUp.delay': `The delay must be from ${FOLLOW_UP_DELAY_MIN} to ${FOLLOW_UP_DELAY_MAX} hours`,
};

/**
 * The kinds of an assistant's knowledge source (issue 33): a Q&A pair, a file, a web page fetched by its URL,
 * and the company profile (one per assistant). Citations carry the kind, so the test chat says where a passage
 * came from.
 */
export const KNOWLEDGE_SOURCE_KINDS = ['qa', 'file', 'url', 'profile'] as const;
export type KnowledgeSourceKind = (typeof KNOWLEDGE_SOURCE_KINDS)[number];

/** Both -1 (around the clock), or FROM an hour 0-23 and TO a later hour up to 24. */
export function checkWorkHours(from: number, to: number): AiRuleCode | null {
  if (from === WORK_HOURS_NONE && to === WORK_HOURS_NONE) return null;
  return from >= 0 && to <= WORK_HOUR_MAX && from < to ? null : 'workHours.order';
}

/**
 * Whether the assistant answers at an hour of the day (0-23): within its work hours, or, for a night assistant
 * (`answersOutsideWorkHours`, the night bot wizard's), outside them; around the clock when none are set. The
 * work hours keep FROM < TO (spec section 5): a night assistant stores the business's day and answers outside
 * it, so a night crossing midnight (21:00 to 09:00) needs no wrapped interval.
 */
export function answersAt(bot: { workHoursFrom: number; workHoursTo: number; answersOutsideWorkHours: boolean }, hour: number): boolean {
  if (bot.workHoursFrom === WORK_HOURS_NONE && bot.workHoursTo === WORK_HOURS_NONE) return true;
  const within = hour >= bot.workHoursFrom && hour < bot.workHoursTo;
  return bot.answersOutsideWorkHours ? !within : within;
}

/** A night assistant answers outside its work hours: it needs some (both -1 would leave it no hour at all). */
export function checkNightHours(answersOutsideWorkHours: boolean, from: number, to: number): AiRuleCode | null {
  return answersOutsideWorkHours && from === WORK_HOURS_NONE && to === WORK_HOURS_NONE ? 'workHours.required' : null;
}

/** A phrase as matched in a client's message: lower case, single spaces, no spaces around. */
export function normalizePhrase(phrase: string): string {
  return phrase.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

/**
 * The start and stop phrases that match or overlap (spec section 5): equal, or one contained in the other
 * once normalized, so one client message would both start and stop the assistant. Blank phrases are ignored.
 */
export function overlappingPhrases(start: readonly string[], stop: readonly string[]): Array<{ start: string; stop: string }> {
  const found: Array<{ start: string; stop: string }> = [];
  for (const startPhrase of start) {
    const a = normalizePhrase(startPhrase);
    if (a === '') continue;
    for (const stopPhrase of stop) {
      const b = normalizePhrase(stopPhrase);
      if (b !== '' && (a.includes(b) || b.includes(a))) found.push({ start: startPhrase.trim(), stop: stopPhrase.trim() });
    }
  }
  return found;
}

export function checkPhrases(start: readonly string[], stop: readonly string[]): AiRuleCode | null {
  if (start.length > PHRASES_MAX || stop.length > PHRASES_MAX) return 'phrases.tooMany';
  return overlappingPhrases(start, stop).length > 0 ? 'phrases.overlap' : null;
}

export function checkTemperature(value: number): AiRuleCode | null {
  return Number.isFinite(value) && value >= TEMPERATURE_MIN && value <= TEMPERATURE_MAX ? null : 'temperature.range';
}

export function checkPauseMinutes(value: number): AiRuleCode | null {
  return Number.isInteger(value) && value >= 0 && value <= PAUSE_MINUTES_MAX ? null : 'pause.range';
}

/** follow_up's delay: whole hours from FOLLOW_UP_DELAY_MIN to FOLLOW_UP_DELAY_MAX. */
export function checkFollowUpDelay(value: number): AiRuleCode | null {
  return Number.isInteger(value) && value >= FOLLOW_UP_DELAY_MIN && value <= FOLLOW_UP_DELAY_MAX ? null : 'followUp.delay';
}

/** Spec section 9: "Human handoff notifications max 5" (the plugin's schemas: dialogues.ts, pluginRequests.ts). */
export const HANDOFF_NOTIFICATIONS_MAX = 5;
export const HANDOFF_TEXT_MAX = 1000;

/** An absolute http(s) address, as the rest plugin calls ('' is "not set", refused only when the plugin is on). */
export function checkRestUrl(value: string): AiRuleCode | null {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? null : 'rest.url';
  } catch {
    return 'rest.url';
  }
}

/** A parameter's key: a name a query string and a JSON body both carry as it is. */
export function checkRestKey(value: string): AiRuleCode | null {
  const key = value.trim();
  return key === '' || REST_KEY.test(key) ? null : 'rest.key';
}
