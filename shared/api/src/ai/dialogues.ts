import * as z from '@cabinet/api/zod';
import { byRule } from '../schema-helpers';
import { boundedText, requiredBoundedText } from '../text-helpers';
import { flowerShopSettingsSchema } from './flowerShopPlugin';
import { medflexPluginSettingsSchema } from './medflexPlugin';
import { sendFileSettingsSchema } from './sendFilePlugin';
import { salonPluginSettingsSchema } from './salonPlugin';
import { checkFollowUpDelay, checkRestKey, checkRestUrl, FOLLOW_UP_TEXT_MAX, KNOWLEDGE_SOURCE_KINDS, REST_KEY_MAX, REST_METHODS, REST_PARAMS_MAX, REST_TEXT_MAX, REST_URL_MAX } from './rules';

/*
 * The assistant's dialogues with clients on its messenger (issue 33): the plugins it may call (human_handoff
 * first), the usage counted from its stored dialogues, and the reports of what clients asked. A file of its
 * own, so the list and the settings carry none of these schemas.
 */

/** The dialogue engine's paths beside AI_PATHS; clients fill `:name` with fillPath. */
export const AI_DIALOGUE_PATHS = {
  /** GET the assistant's plugins with their settings. */
  plugins: 'api/v1/CopilotBots/:id/Plugins',
  /** PUT one plugin's settings (`:kind` is human_handoff, rest or follow_up). */
  plugin: 'api/v1/CopilotBots/:id/Plugins/:kind',
  /** GET dialogues, messages, input and output tokens by day (`days`: 7 to 90, 30 by default). */
  usage: 'api/v1/CopilotBots/:id/Usage',
  /** GET the newest dialogues with their messages: what clients asked, what was answered from which source, what was handed over. */
  reports: 'api/v1/CopilotBots/:id/Reports',
  /** POST a person's answer to the client in a dialogue: sent through the sending engine; the assistant then keeps silent for its pause. */
  reply: 'api/v1/CopilotBots/:id/Reports/:dialogueId/Reply',
} as const;

export const PERSON_REPLY_MAX = 2000;

/** POST api/v1/CopilotBots/{id}/Reports/{dialogueId}/Reply (204): the person's text. */
export const personReplyRequestSchema = z.object({ text: requiredBoundedText(PERSON_REPLY_MAX) });
export type PersonReplyRequest = z.input<typeof personReplyRequestSchema>;

/** The plugins of spec section 3 built so far. */
export const AI_PLUGIN_KINDS = ['human_handoff', 'rest', 'follow_up', 'yclients_salon', 'altegio_salon', 'medflex', 'flower_shop', 'send_file'] as const;
export type AiPluginKind = (typeof AI_PLUGIN_KINDS)[number];


export const AI_PLUGIN_RULE_CODES = ['handoff.tooMany'] as const;

/** One notification of a handoff: a phone (the service channel's message) or an e-mail. */
export const handoffContactSchema = z.object({ kind: z.enum(['phone', 'email']), value: z.string() });
export type HandoffContact = z.infer<typeof handoffContactSchema>;

/** human_handoff's settings as stored (spec section 3). */
export const humanHandoffSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Up to 5 phones or e-mails told of each handoff. */
  notifications: z.array(handoffContactSchema),
  /** When the model should call the plugin (the stand-in calls it when the client's message holds a word of it in quotes, or any of its words). */
  whenToCall: z.string(),
  /** How the assistant answers the client on handing over. */
  answerInstruction: z.string(),
  /** What the notification says; the client's phone and message are added. */
  notificationText: z.string(),
  /** The assistant stops answering in the dialogue once it hands it over. */
  stopDialogue: z.boolean(),
  version: z.int(),
});
export type HumanHandoffSettings = z.infer<typeof humanHandoffSettingsSchema>;

/**
 * One parameter of the rest plugin's call: a fixed `value` is sent as it is; an empty one is the model's to fill,
 * as its `description` tells it (a GET sends them in the query string, the other methods as a JSON body).
 */
export const restParamSchema = z.object({ key: z.string(), value: z.string(), description: z.string() });
export type RestParam = z.infer<typeof restParamSchema>;

/** rest's settings as stored (spec section 3: method, URL, params with key / value / description). */
export const restPluginSettingsSchema = z.object({
  enabled: z.boolean(),
  method: z.enum(REST_METHODS),
  url: z.string(),
  /** When the model should call it (the stand-in calls it when the client's message holds a phrase quoted here). */
  whenToCall: z.string(),
  params: z.array(restParamSchema),
  version: z.int(),
});
export type RestPluginSettings = z.infer<typeof restPluginSettingsSchema>;

const restParamRequestSchema = z.object({
  key: z.string().check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(REST_KEY_MAX, { error: 'text.tooLong' }), z.superRefine(byRule(checkRestKey))),
  value: z._default(boundedText(REST_TEXT_MAX), ''),
  description: z._default(boundedText(REST_TEXT_MAX), ''),
});

/**
 * PUT api/v1/CopilotBots/{id}/Plugins/rest (200 the plugins): the whole settings with the version they were
 * based on. Refusals at the field: rest.url (not an absolute http(s) URL; an empty one is allowed while the
 * plugin is off), rest.tooManyParams, rest.key, rest.keyDuplicate (at the second), text.tooLong.
 */
export const saveRestPluginRequestSchema = z
  .object({
    enabled: z.boolean(),
    method: z.enum(REST_METHODS),
    url: z._default(boundedText(REST_URL_MAX), ''),
    whenToCall: z._default(boundedText(REST_TEXT_MAX), ''),
    params: z._default(z.array(restParamRequestSchema).check(z.maxLength(REST_PARAMS_MAX, { error: 'rest.tooManyParams' })), []),
    version: z.optional(z.int()),
  })
  .check(
    z.superRefine((fields, ctx) => {
      if ((fields.enabled || fields.url !== '') && checkRestUrl(fields.url) !== null) ctx.addIssue({ code: 'custom', message: 'rest.url', path: ['url'] });
      const seen = new Set<string>();
      fields.params.forEach((param, index) => {
        if (seen.has(param.key)) ctx.addIssue({ code: 'custom', message: 'rest.keyDuplicate', path: ['params', index, 'key'] });
        seen.add(param.key);
      });
    }),
  );
export type SaveRestPluginRequest = z.input<typeof saveRestPluginRequestSchema>;
export type SavedRestPluginFields = z.output<typeof saveRestPluginRequestSchema>;

/**
 * follow_up's settings as stored (spec section 3): when on, a client silent `delayHours` after the dialogue's
 * last message gets `text` once per dialogue, through the sending engine (a row of the message log). It runs on
 * the job queue (a job per client message, due at the delay; it sends only if nothing was said since and the
 * dialogue has had none), so a restart of the job runner neither loses nor repeats it.
 */
export const followUpSettingsSchema = z.object({
  enabled: z.boolean(),
  delayHours: z.int(),
  text: z.string(),
  version: z.int(),
});
export type FollowUpSettings = z.infer<typeof followUpSettingsSchema>;

/**
 * PUT api/v1/CopilotBots/{id}/Plugins/follow_up (200 the plugins): the whole settings with the version they
 * were based on. Refusals at the field: followUp.delay (whole hours 1 to 23), required (a blank or
 * whitespace-only text), text.tooLong.
 */
export const saveFollowUpRequestSchema = z.object({
  enabled: z.boolean(),
  delayHours: z.number().check(z.superRefine(byRule(checkFollowUpDelay))),
  text: requiredBoundedText(FOLLOW_UP_TEXT_MAX),
  version: z.optional(z.int()),
});
export type SaveFollowUpRequest = z.input<typeof saveFollowUpRequestSchema>;
export type SavedFollowUpFields = z.output<typeof saveFollowUpRequestSchema>;

/** GET api/v1/CopilotBots/{id}/Plugins. */
export const copilotBotPluginsSchema = z.object({ humanHandoff: humanHandoffSettingsSchema, rest: restPluginSettingsSchema, followUp: followUpSettingsSchema, yclientsSalon: salonPluginSettingsSchema, altegioSalon: salonPluginSettingsSchema, medflex: medflexPluginSettingsSchema, flowerShop: flowerShopSettingsSchema, sendFile: sendFileSettingsSchema });
export type CopilotBotPlugins = z.infer<typeof copilotBotPluginsSchema>;

const count = z.int().check(z.gte(0));

/** One day of an assistant's usage, counted from its stored dialogues (the day the dialogue started, UTC). */
export const usageDaySchema = z.object({ date: z.string(), dialogues: count, messages: count, inputTokens: count, outputTokens: count });
export type UsageDay = z.infer<typeof usageDaySchema>;

export const copilotBotUsageSchema = z.object({
  days: z.array(usageDaySchema),
  totals: z.object({ dialogues: count, messages: count, inputTokens: count, outputTokens: count, costCents: count }),
});
export type CopilotBotUsage = z.infer<typeof copilotBotUsageSchema>;

/**
 * What became of a client's message: answered; or not, and why (outside work hours, not started by a start
 * phrase, stopped by a stop phrase, paused after a person answered, the balance spent, handed over to a
 * person, the model failed); pending while its job has not run.
 */
export const CLIENT_MESSAGE_OUTCOMES = ['pending', 'answered', 'outsideHours', 'notStarted', 'stopped', 'paused', 'noBalance', 'handedOver', 'failed'] as const;
export type ClientMessageOutcome = (typeof CLIENT_MESSAGE_OUTCOMES)[number];

export const dialogueCitationSchema = z.object({ sourceName: z.string(), kind: z.enum(KNOWLEDGE_SOURCE_KINDS), text: z.string() });

export const dialogueMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['client', 'assistant', 'operator']),
  text: z.string(),
  at: z.iso.datetime({ offset: true }),
  outcome: z.nullable(z.enum(CLIENT_MESSAGE_OUTCOMES)),
  detail: z.nullable(z.string()),
  citations: z.array(dialogueCitationSchema),
  inputTokens: count,
  outputTokens: count,
});
export type DialogueMessage = z.infer<typeof dialogueMessageSchema>;

/** A report's state (spec section 6: pending, error, ready): pending while a message waits, error when the last answer failed. */
export const DIALOGUE_REPORT_STATES = ['pending', 'error', 'ready'] as const;

export const dialogueReportSchema = z.object({
  id: z.string(),
  clientPhone: z.string(),
  startedAt: z.iso.datetime({ offset: true }),
  state: z.enum(DIALOGUE_REPORT_STATES),
  handedOver: z.boolean(),
  messages: z.array(dialogueMessageSchema),
});
export type DialogueReport = z.infer<typeof dialogueReportSchema>;

/** How many dialogues the Reports answer holds at most: the newest. */
export const AI_REPORTS_LIMIT = 50;

/** GET api/v1/CopilotBots/{id}/Reports: the newest AI_REPORTS_LIMIT dialogues that have messages, newest first. */
export const dialogueReportListSchema = z.array(dialogueReportSchema);
