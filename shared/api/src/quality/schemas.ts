import * as z from '@cabinet/api/zod';
import { boundedText, requiredBoundedText } from '../text-helpers';
import { reasonParamsSchema } from '../messaging/reasonDetail';
import { REPORT_PERIOD_MAX_DAYS, CHECKLIST_DESCRIPTION_MAX, CHECKLIST_ITEMS_MAX, CHECKLIST_TITLE_MAX, CHECKLIST_WEIGHT_MAX, CHECKLIST_WEIGHT_MIN, duplicateTitleIndexes, ITEM_OUTCOMES, type QualityRuleCode } from './rules';

/*
 * The quality domain's entities (issue 34) as the API answers them. The checklist is versioned: a save adds a
 * version and never changes an old one, so a report keeps the checklist it was scored with. A save carries
 * the version it was based on: a stale one is refused 409 VERSION_CONFLICT with the checklist as stored.
 */

const timestamp = z.iso.datetime({ offset: true });

const weightSchema = z
  .number()
  .check(
    z.refine((value: number) => Number.isInteger(value), { error: 'checklist.weightRange' satisfies QualityRuleCode }),
    z.gte(CHECKLIST_WEIGHT_MIN, { error: 'checklist.weightRange' satisfies QualityRuleCode }),
    z.lte(CHECKLIST_WEIGHT_MAX, { error: 'checklist.weightRange' satisfies QualityRuleCode }),
  );

/** One criterion a conversation is scored on. `id` stays the same across versions while the criterion is kept. */
export const checklistItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** What the operator must do to meet it, as the scorer reads it. */
  description: z.string(),
  weight: z.int(),
  /** Missing it fails the conversation (score 0) whatever else it met. */
  fatal: z.boolean(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

/** GET api/v1/Quality/Checklist, or one saved version. Version 0, no items and no date: never saved. */
export const checklistSchema = z.object({
  version: z.int(),
  items: z.array(checklistItemSchema),
  createdAt: z.nullable(timestamp),
});
export type Checklist = z.infer<typeof checklistSchema>;

/** A row of GET api/v1/Quality/Checklist/Versions, newest first. */
export const checklistVersionSummarySchema = z.object({
  version: z.int(),
  itemsCount: z.int(),
  fatalCount: z.int(),
  createdAt: timestamp,
});
export const checklistVersionsSchema = z.array(checklistVersionSummarySchema);
export type ChecklistVersionSummary = z.infer<typeof checklistVersionSummarySchema>;

const savedItemSchema = z.object({
  /** A kept criterion's id (its history carries on); absent for a new one. */
  id: z.optional(z.string()),
  title: requiredBoundedText(CHECKLIST_TITLE_MAX),
  description: z._default(boundedText(CHECKLIST_DESCRIPTION_MAX), ''),
  weight: weightSchema,
  fatal: z._default(z.boolean(), false),
});

/**
 * PUT api/v1/Quality/Checklist: the whole list, in order, with the version it was based on (0 for the first
 * save). Refusals are rule codes at the fields: checklist.empty / checklist.tooMany at `items`, and at
 * `items.N.title` required, text.tooLong or checklist.duplicateTitle, at `items.N.weight` checklist.weightRange.
 */
export const saveChecklistRequestSchema = z.object({
  version: z.int().check(z.gte(0)),
  items: z
    .array(savedItemSchema)
    .check(
      z.minLength(1, { error: 'checklist.empty' satisfies QualityRuleCode }),
      z.maxLength(CHECKLIST_ITEMS_MAX, { error: 'checklist.tooMany' satisfies QualityRuleCode }),
      z.superRefine((items, context) => {
        for (const index of duplicateTitleIndexes(items.map((item) => item.title))) {
          context.issues.push({ code: 'custom', message: 'checklist.duplicateTitle' satisfies QualityRuleCode, path: [index, 'title'], input: items });
        }
      }),
    ),
});
export type SaveChecklistRequest = z.input<typeof saveChecklistRequestSchema>;
export type SavedChecklist = z.output<typeof saveChecklistRequestSchema>;

/**
 * An uploaded call recording's state: `uploaded` (stored, its duration read, its transcription queued),
 * `transcribing`, then `transcribed` (with its transcript, and its score when the account has a checklist),
 * `noSpeech` (the transcription heard no speech: nothing to score) or `failed` (the provider refused it, or
 * failed on every attempt: `failureKind` says why, `failureReason` the detail).
 */
/**
 * Why a request to a language model or a speech-to-text provider gave no answer (the API's provider interface,
 * LanguageModelFailure): `notConfigured` (no provider configured: nothing was sent), `timeout` (no answer in
 * time), `unreachable` (the request never reached the provider), `rejected` (the provider refused it: a wrong
 * key, an unknown model, a quota), `failed` (the provider failed, or the connection broke), `malformed` (the
 * answer was not what was asked for). The screens put the kind in words; the provider's own text is kept
 * beside it as the detail, for support.
 */
export const PROVIDER_FAILURES = ['notConfigured', 'timeout', 'unreachable', 'rejected', 'failed', 'malformed'] as const;
export type ProviderFailure = (typeof PROVIDER_FAILURES)[number];

/** Why a call failed: a provider failure (PROVIDER_FAILURES), or `recordingMissing` (its file is no longer stored). */
export const CALL_FAILURES = [...PROVIDER_FAILURES, 'recordingMissing'] as const;
export type CallFailure = (typeof CALL_FAILURES)[number];

/** Why a report ended in Error: a provider failure (PROVIDER_FAILURES), or `checklistGone` (its checklist version was deleted). */
export const REPORT_FAILURES = [...PROVIDER_FAILURES, 'checklistGone'] as const;
export type ReportFailure = (typeof REPORT_FAILURES)[number];

export const CALL_STATES = ['uploaded', 'transcribing', 'transcribed', 'noSpeech', 'failed'] as const;
export type CallState = (typeof CALL_STATES)[number];

/** Who turned the recording into text: the local stand-in (reads the script written into the file) or a real provider. */
export const TRANSCRIBERS = ['standIn', 'openAiCompatible'] as const;
export type Transcriber = (typeof TRANSCRIBERS)[number];

/**
 * Who scored a conversation, through the language-model interface: `standIn`, the local stand-in, whose
 * deterministic rules (words of a criterion found in a line, a negated criterion found broken by one, a time
 * limit not applicable to a call) understand nothing and say so on the screen; `openAiCompatible`, a real
 * model. `localRules`: calls scored before the scoring went through the interface (the same rules).
 */
export const SCORERS = ['localRules', 'standIn', 'openAiCompatible'] as const;
export type Scorer = (typeof SCORERS)[number];

export const callSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  /** The format read from the file's content (mp3, wav, ogg, flac, aiff, aac, m4a, wma). */
  format: z.string(),
  sizeBytes: z.int(),
  /** Read from the file; null where the format does not say. */
  durationSeconds: z.nullable(z.number()),
  state: z.enum(CALL_STATES),
  transcript: z.nullable(z.string()),
  transcribedBy: z.nullable(z.enum(TRANSCRIBERS)),
  /** Why it failed (state `failed`), for the screen to put in words; null on calls failed before kinds were stored. */
  failureKind: z.nullable(z.enum(CALL_FAILURES)),
  /** The failure's detail, in the provider's words (English, for support: shown secondary). */
  failureReason: z.nullable(z.string()),
  /** The checklist version it was scored against; null until scored (no transcript, or no checklist yet). */
  checklistVersion: z.nullable(z.int()),
  /** 0-100 (scoreConversation); null when unscored or when no criterion applied. */
  score: z.nullable(z.int()),
  /** A fatal criterion was missed (the score is then 0). */
  fatalFailed: z.boolean(),
  scoredBy: z.nullable(z.enum(SCORERS)),
  createdAt: timestamp,
});
export type Call = z.infer<typeof callSchema>;
export const callListSchema = z.array(callSchema);

/** One criterion of the checklist version a call was scored against, with its outcome and the line that justifies it. */
export const scoredItemSchema = z.object({
  itemId: z.string(),
  title: z.string(),
  weight: z.int(),
  fatal: z.boolean(),
  outcome: z.enum(ITEM_OUTCOMES),
  /** The transcript's line the outcome rests on (the line that meets it, or that breaks a negated one); null when none. */
  quote: z.nullable(z.string()),
});
export type ScoredItem = z.infer<typeof scoredItemSchema>;

/** GET api/v1/Quality/Calls/{id}: the call with its item-by-item scoring, in the checklist's order. */
export const callDetailSchema = z.extend(callSchema, { items: z.array(scoredItemSchema) });
export type CallDetail = z.infer<typeof callDetailSchema>;

/** What a quality report scores (spec section 3's "source"): the uploaded calls, or the channels' chats. */
export const REPORT_SOURCES = ['calls', 'chats'] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];

/**
 * A quality report's states (spec section 4): `Created` (queued), `InProgress` (scoring, with its progress),
 * `Done` (the owner is notified on WhatsApp) or `Error` (`errorKind` says why, `error` the detail).
 */
export const REPORT_STATES = ['Created', 'InProgress', 'Done', 'Error'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

const DAY_MS = 86_400_000;
const dayOf = (value: string) => Date.parse(`${value}T00:00:00Z`);

/**
 * POST api/v1/Quality/Reports: the period's first and last days (UTC, inclusive) and the source. Refusals at
 * `to`: report.periodOrder (before `from`), report.periodTooLong (over REPORT_PERIOD_MAX_DAYS days).
 */
export const createReportRequestSchema = z
  .object({ source: z.enum(REPORT_SOURCES), from: z.iso.date(), to: z.iso.date() })
  .check(
    z.superRefine((value, context) => {
      const days = (dayOf(value.to) - dayOf(value.from)) / DAY_MS + 1;
      if (days < 1) context.issues.push({ code: 'custom', message: 'report.periodOrder' satisfies QualityRuleCode, path: ['to'], input: value });
      else if (days > REPORT_PERIOD_MAX_DAYS) context.issues.push({ code: 'custom', message: 'report.periodTooLong' satisfies QualityRuleCode, path: ['to'], input: value });
    }),
  );
export type CreateReportRequest = z.input<typeof createReportRequestSchema>;

/** A row of GET api/v1/Quality/Reports (newest first), and the head of one report. */
export const reportSummarySchema = z.object({
  id: z.string(),
  source: z.enum(REPORT_SOURCES),
  from: z.iso.date(),
  to: z.iso.date(),
  state: z.enum(REPORT_STATES),
  /** The checklist version the report scores with, fixed when it was created. */
  checklistVersion: z.int(),
  /** Calls or chats in the report (known once it starts; 0 while Created). */
  conversationsCount: z.int(),
  /** Of them, how many are scored so far. */
  processedCount: z.int(),
  /** The mean score of the scored conversations (0-100), null until one is. */
  averageScore: z.nullable(z.number()),
  /** Conversations failed by a fatal criterion. */
  fatalFailedCount: z.int(),
  scoredBy: z.nullable(z.enum(SCORERS)),
  /** Why it ended in Error, for the screen to put in words; null otherwise, and on reports failed before kinds were stored. */
  errorKind: z.nullable(z.enum(REPORT_FAILURES)),
  /** The error's detail, in the provider's words (English, for support: shown secondary). */
  error: z.nullable(z.string()),
  createdAt: timestamp,
  finishedAt: z.nullable(timestamp),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;
export const reportListSchema = z.array(reportSummarySchema);

/** One operator's line of a report: their scored conversations' count, mean score and fatal failures. */
export const operatorAggregateSchema = z.object({
  /** As the conversation names the business's side (a call's speaker, a chat's channel account); null when it does not. */
  operator: z.nullable(z.string()),
  conversations: z.int(),
  averageScore: z.nullable(z.number()),
  fatalFailed: z.int(),
});
export type OperatorAggregate = z.infer<typeof operatorAggregateSchema>;

/** One criterion's line of a report: how many conversations met it, missed it, or it did not apply to. */
export const itemAggregateSchema = z.object({
  itemId: z.string(),
  title: z.string(),
  weight: z.int(),
  fatal: z.boolean(),
  passed: z.int(),
  failed: z.int(),
  notApplicable: z.int(),
  /** passed / (passed + failed) in whole percent; null when it applied to none. */
  passRate: z.nullable(z.int()),
});
export type ItemAggregate = z.infer<typeof itemAggregateSchema>;

/** A conversation of a report: the call's file name or the chat's phone, its operator and score. */
export const reportConversationSchema = z.object({
  title: z.string(),
  operator: z.nullable(z.string()),
  /** null while unscored, or when no criterion applied or the model's answer could not be read (`failure`). */
  score: z.nullable(z.int()),
  fatalFailed: z.boolean(),
  scored: z.boolean(),
  failure: z.nullable(z.string()),
});
export type ReportConversation = z.infer<typeof reportConversationSchema>;

/** GET api/v1/Quality/Reports/{id}: the report with its aggregates, computed from the stored scores, and the owner's notice. */
export const reportDetailSchema = z.extend(reportSummarySchema, {
  operators: z.array(operatorAggregateSchema),
  items: z.array(itemAggregateSchema),
  conversations: z.array(reportConversationSchema),
  /**
   * The WhatsApp notice to the owner once Done: its status in the message log and, when it was not sent, why
   * (`reasonParams`, the engine's code the screen words; `detail`, its English note for older messages); null before.
   */
  notification: z.nullable(z.object({ messageId: z.string(), status: z.string(), reasonParams: z.nullable(reasonParamsSchema), detail: z.nullable(z.string()) })),
});
export type ReportDetail = z.infer<typeof reportDetailSchema>;
