import * as z from '@cabinet/api/zod';
import { byRule } from '../schema-helpers';
import { boundedText, requiredBoundedText } from '../text-helpers';
import {
  AI_LANGUAGES,
  AI_MODELS,
  BOT_INSTRUCTION_MAX,
  BOT_NAME_MAX,
  checkPauseMinutes,
  checkTemperature,
  PHRASE_MAX,
  WORK_HOUR_MAX,
  WORK_HOURS_NONE,
} from './rules';

/*
 * The AI assistant (spec section 3: "copilot bot") as the API answers it. Saves carry its `version`: a stale
 * one is refused 409 VERSION_CONFLICT with the assistant as stored (`current`), and the editor keeps what was
 * typed. The rules reading two fields (work hours FROM < TO, start and stop phrases that must not match or
 * overlap) are checked by the API after the schema and answered as rule codes at the field: workHoursTo,
 * stopPhrases.
 */

const timestamp = z.iso.datetime({ offset: true });
const count = z.int().check(z.gte(0));

export const aiLanguageSchema = z.enum(AI_LANGUAGES);
export const aiModelSchema = z.enum(AI_MODELS);

/**
 * An assistant's state on the list: `active` answers on its channel; `disabled` is switched off by the owner;
 * `noChannel` has no channel account to answer on; `noBalance` has spent its balance (spec section 9: refused
 * at zero).
 */
export const COPILOT_BOT_STATES = ['active', 'disabled', 'noChannel', 'noBalance'] as const;
export type CopilotBotState = (typeof COPILOT_BOT_STATES)[number];

/** The channel account an assistant answers on, as the list and the settings name it. */
export const copilotBotChannelSchema = z.object({
  id: z.string(),
  kind: z.string(),
  name: z.string(),
  phone: z.nullable(z.string()),
});
export type CopilotBotChannel = z.infer<typeof copilotBotChannelSchema>;

/** Shared by the list row and the whole assistant: the figures are counted from stored rows on every read. */
const summaryShape = {
  id: z.string(),
  name: z.string(),
  language: aiLanguageSchema,
  enabled: z.boolean(),
  state: z.enum(COPILOT_BOT_STATES),
  channel: z.nullable(copilotBotChannelSchema),
  /** Dialogues started since midnight UTC. */
  dialoguesToday: count,
  /** The assistant's balance in US cents: top-ups less what its dialogues spent. */
  balanceCents: z.int(),
};

export const copilotBotSummarySchema = z.object(summaryShape);
export type CopilotBotSummary = z.infer<typeof copilotBotSummarySchema>;
/** GET api/v1/CopilotBots: the account's assistants, oldest first (a handful per account: not paged). */
export const copilotBotListSchema = z.array(copilotBotSummarySchema);

export const copilotBotSchema = z.object({
  ...summaryShape,
  /** The prompt: what the assistant is and how it answers. */
  instruction: z.string(),
  temperature: z.number(),
  model: aiModelSchema,
  /** Work hours (spec section 5): both -1 is around the clock. */
  workHoursFrom: z.int(),
  workHoursTo: z.int(),
  /** A night assistant (the night bot wizard's) answers outside its work hours instead of within them (rules.ts answersAt). */
  answersOutsideWorkHours: z.boolean(),
  /** A client message holding a start phrase starts the assistant in the dialogue; a stop phrase stops it. */
  startPhrases: z.array(z.string()),
  stopPhrases: z.array(z.string()),
  /** The assistant keeps silent this long after a person answered in the dialogue. */
  pauseMinutes: z.int(),
  version: z.int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type CopilotBot = z.infer<typeof copilotBotSchema>;

/** POST api/v1/CopilotBots (201 the assistant): a name and language; every other setting starts at its default. */
export const createCopilotBotRequestSchema = z.object({
  name: requiredBoundedText(BOT_NAME_MAX),
  language: aiLanguageSchema,
});
export type CreateCopilotBotRequest = z.input<typeof createCopilotBotRequestSchema>;

const hourSchema = z.int().check(z.gte(WORK_HOURS_NONE, { error: 'workHours.order' }), z.lte(WORK_HOUR_MAX, { error: 'workHours.order' }));
const phrasesSchema = z.array(boundedText(PHRASE_MAX));

/**
 * PUT api/v1/CopilotBots/{id} (200 the assistant): the whole settings, with the version they were based on.
 * Field refusals are rule codes: required, text.tooLong, temperature.range, pause.range, workHours.order and
 * workHours.required (at workHoursTo), phrases.overlap and phrases.tooMany (at stopPhrases), channel.unknown. Blank phrases are dropped.
 */
export const saveCopilotBotRequestSchema = z.object({
  name: requiredBoundedText(BOT_NAME_MAX),
  language: aiLanguageSchema,
  enabled: z.boolean(),
  instruction: z._default(boundedText(BOT_INSTRUCTION_MAX), ''),
  temperature: z.number().check(z.superRefine(byRule(checkTemperature))),
  model: aiModelSchema,
  workHoursFrom: hourSchema,
  workHoursTo: hourSchema,
  /** Left out: kept as stored (the settings of older clients do not carry it). */
  answersOutsideWorkHours: z.optional(z.boolean()),
  startPhrases: phrasesSchema,
  stopPhrases: phrasesSchema,
  pauseMinutes: z.int().check(z.superRefine(byRule(checkPauseMinutes))),
  channelAccountId: z.nullable(z.string()),
  version: z.optional(z.int()),
});
export type SaveCopilotBotRequest = z.input<typeof saveCopilotBotRequestSchema>;
export type SavedCopilotBotFields = z.output<typeof saveCopilotBotRequestSchema>;
