import * as z from '@cabinet/api/zod';
import { flowImageSchema } from '../flows/schemas';
import { WEEKDAYS } from '../flows/constants';
import { checkContentVariables, type FlowRuleCode } from '../flows/rules';
import { MESSAGE_REASONS, MESSAGE_STATUSES } from '../messaging/constants';
import { csvEnumSchema, pageQueryShape, pageSchema, SORT_ORDERS, type PageParams, type SortOrder } from '../paging';
import { byRule } from '../schema-helpers';
import { boundedText, requiredBoundedText, uniqueList } from '../text-helpers';
import {
  checkDistributionHours,
  checkEndAfterStart,
  DISTRIBUTION_DAILY_LIMIT,
  DISTRIBUTION_MAX_RECIPIENTS,
  DISTRIBUTION_MODES,
  DISTRIBUTION_STATUSES,
  DISTRIBUTION_TEXT_MAX_LENGTH,
  DISTRIBUTION_TITLE_MAX_LENGTH,
  DISTRIBUTION_TYPES,
  type DistributionMode,
  type DistributionRuleCode,
  type DistributionStatus,
  type DistributionType,
} from './rules';

/*
 * Mass mailings (spec sections 2-9; the calls are "not shown" in section 7): designed in its style,
 * `api/v1/Distributions`, JSON bodies, camelCase fields of section 3's Distribution entity. Decisions:
 *
 * - A mailing is created as a draft (status inQueue: the spec's "none / in queue") and sends nothing until
 *   started (POST .../Start): the owner checks the plan and sends a test first. Started, it waits until its
 *   start time (waiting), then works; pause keeps the recipients not yet sent for resume; it is done when
 *   every recipient has a message that reached an end (sent, failed or skipped), or its end time passed.
 * - Its end time: the messages not sent by then are not sent later. The tick that sees it past skips, in
 *   one transaction with the mailing's status, every message still queued or waiting for the window and
 *   every recipient not yet planned (a message logged for it) with the reason mailingEnded ("the mailing
 *   ended before it was sent"): the funnel counts them as skipped, progress reaches 100%, and the
 *   recipients list shows no recipient waiting under a done mailing. A message in a worker's hands at that
 *   moment finishes as its channel answers (sent or failed, never also ended); the mailing is done on the
 *   first tick with none in flight. The sender refuses a mailing's message past the end time too, so a
 *   job that runs late (or after a restart) sends nothing. A paused mailing ends at its end time too
 *   (done, its unsent recipients mailingEnded): resuming it later could not send them anyway.
 * - The recipients are fixed when it is saved: the rows of an uploaded list (the browser parses the file
 *   and sends the valid rows, the API checks them again), or the account's clients matching a filter at
 *   that moment. They can change only while the mailing is a draft.
 * - Pacing: the engine spreads each allowed day's allowance (perDay, at most 300 a day per account across
 *   all its mailings) evenly across the hours left of that day's window, in the branch's timezone.
 * - Test mode sends every message to the owner's phone, as flows do; "send a test" sends one now.
 * - The blacklist is asked when each message goes: an opted-out phone is skipped with its reason.
 * - The text's variables: only those its recipients fill (rules.ts, variablesForMailing by audience source:
 *   the recipient's name, phone and opt-out link, the branch's name, address, phone and booking page). A
 *   visit's or an order's variable is refused 400 at `text` (distribution.text.variableUnavailable, the
 *   message naming them); an edit that keeps the recipients is judged by the stored source.
 */

const code = (value: DistributionRuleCode | FlowRuleCode | 'required') => ({ error: value });
const isoDateTime = z.iso.datetime({ offset: true });

function intIn(min: number, max: number, rule: DistributionRuleCode | FlowRuleCode = 'number.outOfRange') {
  return z.number().check(z.int(code('number.outOfRange')), z.gte(min, code(rule)), z.lte(max, code(rule)));
}

export const distributionTypeSchema = z.enum(DISTRIBUTION_TYPES);
export const distributionModeSchema = z.enum(DISTRIBUTION_MODES);
export const distributionStatusSchema = z.enum(DISTRIBUTION_STATUSES);

/** One row of an uploaded list: the name (first column, optional) and the phone (second, required), E.164. */
export const distributionListRowSchema = z.object({
  name: boundedText(200),
  phone: z.string().check(z.trim(), z.minLength(1, code('required')), z.maxLength(32, code('text.tooLong'))),
});
export type DistributionListRow = z.infer<typeof distributionListRowSchema>;

const countRange = (max: number) =>
  z.object({ min: z.nullish(intIn(0, max)), max: z.nullish(intIn(0, max)) }).check(
    z.superRefine((value, ctx) => {
      if (value.min != null && value.max != null && value.min > value.max) ctx.addIssue({ code: 'custom', path: ['max'], message: 'flow.filter.range' });
    }),
  );

/**
 * The account's clients as recipients (what an upload-only service cannot do): by client category, last
 * visit (days ago, from and to), visit count and money spent; each part optional. Clients without a valid
 * phone are left out.
 */
export const distributionClientFilterSchema = z.object({
  clientCategoryIds: z.optional(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))).check(z.maxLength(100))),
  lastVisitDaysAgo: z.optional(countRange(3650)),
  visitCount: z.optional(countRange(100_000)),
  moneySpent: z.optional(countRange(1_000_000_000)),
});
export type DistributionClientFilter = z.infer<typeof distributionClientFilterSchema>;

export const distributionAudienceSchema = z.discriminatedUnion('source', [
  z.object({
    source: z.literal('list'),
    fileName: boundedText(255),
    rows: z.array(distributionListRowSchema).check(z.maxLength(DISTRIBUTION_MAX_RECIPIENTS, code('distribution.recipients.tooMany'))),
  }),
  z.object({ source: z.literal('clients'), filter: distributionClientFilterSchema }),
]);
export type DistributionAudience = z.infer<typeof distributionAudienceSchema>;

/**
 * What the owner edits (spec section 3's Distribution): hours from beginHour:00 up to endHour:00 (24 is
 * midnight) in the branch's timezone, FROM below TO; ISO weekdays; perDay the mailing's daily allowance.
 */
const distributionSettingsShape = {
  title: requiredBoundedText(DISTRIBUTION_TITLE_MAX_LENGTH),
  type: distributionTypeSchema,
  mode: distributionModeSchema,
  text: requiredBoundedText(DISTRIBUTION_TEXT_MAX_LENGTH).check(z.superRefine(byRule(checkContentVariables))),
  image: z.nullable(flowImageSchema),
  startAt: isoDateTime,
  endAt: z.nullable(isoDateTime),
  daysOfWeek: uniqueList(z.union(WEEKDAYS.map((day) => z.literal(day)), code('number.outOfRange'))).check(z.minLength(1, code('distribution.days.required'))),
  beginHour: intIn(0, 23),
  endHour: intIn(1, 24),
  perDay: intIn(1, DISTRIBUTION_DAILY_LIMIT, 'distribution.perDay.tooMany'),
  /** The AI assistant that answers the replies (spec section 5: the text then needs 250 characters); null: none. */
  aiAssistantId: z.nullable(z.string().check(z.maxLength(64))),
};

const crossFieldChecks = z.superRefine((value: { beginHour: number; endHour: number; startAt: string; endAt: string | null }, ctx) => {
  const hours = checkDistributionHours(value.beginHour, value.endHour);
  if (hours) ctx.addIssue({ code: 'custom', path: ['endHour'], message: hours });
  const end = checkEndAfterStart(value.startAt, value.endAt);
  if (end) ctx.addIssue({ code: 'custom', path: ['endAt'], message: end });
});

export const distributionSettingsSchema = z.object(distributionSettingsShape).check(crossFieldChecks);
export type DistributionSettings = z.infer<typeof distributionSettingsSchema>;

/** POST api/v1/Distributions (201 Distribution): a draft with its recipients. */
export const createDistributionRequestSchema = z.object({ ...distributionSettingsShape, audience: distributionAudienceSchema }).check(crossFieldChecks);
export type CreateDistributionRequest = z.input<typeof createDistributionRequestSchema>;

/**
 * PUT api/v1/Distributions/{id}: the settings, and the recipients while it is a draft (absent: kept). `version`:
 * the Distribution.version the edit was based on; a stale one is refused 409 VERSION_CONFLICT with the mailing
 * as stored (`current`), so no edit silently overwrites another (absent: not checked, for scripts).
 */
export const updateDistributionRequestSchema = z
  .object({ ...distributionSettingsShape, audience: z.optional(distributionAudienceSchema), version: z.optional(z.int()) })
  .check(crossFieldChecks);
export type UpdateDistributionRequest = z.input<typeof updateDistributionRequestSchema>;

const countsShape = {
  recipients: z.int(),
  sent: z.int(),
  delivered: z.int(),
  read: z.int(),
  replied: z.int(),
};

/**
 * The Distribution entity as the API answers it. Counts come from the message log: sent counts every
 * message that went (delivered, read and replied ones too), delivered those that reached the phone (read
 * and replied too), and so on down the funnel. progress: the share of recipients whose message reached an
 * end (sent, failed or skipped), 0 to 100.
 */
export const distributionSchema = z.object({
  ...distributionSettingsShape,
  id: z.string(),
  status: distributionStatusSchema,
  ...countsShape,
  progress: z.int(),
  audienceSource: z.enum(['list', 'clients']),
  /** The uploaded file's name, or the clients' filter. */
  fileName: z.nullable(z.string()),
  clientFilter: z.nullable(distributionClientFilterSchema),
  createdAt: isoDateTime,
  editedAt: isoDateTime,
  lastStart: z.nullable(isoDateTime),
  finishedAt: z.nullable(isoDateTime),
  /** Raised by every edit (PUT), not by starts, pauses or the engine: what a save's `version` is compared with. */
  version: z.int(),
});
export type Distribution = z.infer<typeof distributionSchema>;

/** A row of the list: no image data, so a page of 100 stays small. */
export const distributionSummarySchema = z.extend(
  z.pick(distributionSchema, {
    id: true,
    title: true,
    type: true,
    mode: true,
    status: true,
    recipients: true,
    sent: true,
    delivered: true,
    read: true,
    replied: true,
    progress: true,
    createdAt: true,
    lastStart: true,
    startAt: true,
    endAt: true,
    daysOfWeek: true,
    beginHour: true,
    endHour: true,
    audienceSource: true,
    fileName: true,
  }),
  { hasImage: z.boolean() },
);
export type DistributionSummary = z.infer<typeof distributionSummarySchema>;

export const DISTRIBUTION_SORT_FIELDS = ['title', 'type', 'mode', 'status', 'createdAt', 'lastStart', 'startAt', 'recipients', 'progress'] as const;
export type DistributionSortField = (typeof DISTRIBUTION_SORT_FIELDS)[number];

/** GET api/v1/Distributions: a page, filtered (status, type: comma lists; mode), searched (title, text) and sorted in SQL. */
export const distributionListQuerySchema = z.object({
  ...pageQueryShape,
  status: z.optional(csvEnumSchema(DISTRIBUTION_STATUSES)),
  type: z.optional(csvEnumSchema(DISTRIBUTION_TYPES)),
  mode: z.optional(distributionModeSchema),
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  sort: z._default(z.enum(DISTRIBUTION_SORT_FIELDS), 'createdAt'),
  order: z._default(z.enum(SORT_ORDERS), 'desc'),
});
export interface DistributionListParams extends PageParams {
  status?: DistributionStatus[];
  type?: DistributionType[];
  mode?: DistributionMode;
  search?: string;
  sort?: DistributionSortField;
  order?: SortOrder;
}
export const distributionPageSchema = pageSchema(distributionSummarySchema);
export type DistributionPage = z.infer<typeof distributionPageSchema>;

/** POST api/v1/Distributions/Bulk/{Pause|Resume|Delete}: 1 to 1,000 ids; one not the caller's fails the call with 404. */
export const bulkDistributionsRequestSchema = z.object({
  ids: uniqueList(z.string().check(z.minLength(1), z.maxLength(64))).check(z.minLength(1, code('required')), z.maxLength(1000, code('number.outOfRange'))),
});
export type BulkDistributionsRequest = z.input<typeof bulkDistributionsRequestSchema>;
/** Applied where it could; the others skipped with the error a single call gives. */
export const bulkDistributionsResultSchema = z.object({
  applied: z.array(z.string()),
  skipped: z.array(z.object({ id: z.string(), code: z.string(), message: z.string() })),
});
export type BulkDistributionsResult = z.infer<typeof bulkDistributionsResultSchema>;

/**
 * GET api/v1/Distributions/Options: what the form offers. channels: the kinds of channel account the
 * account has; the branch's timeZone, in which hours are read; how many mailing messages went or are
 * planned today (of the 300); the latest other mailing's start (the 5-hour warning); the AI assistants
 * (none until the AI domain exists); the client categories the clients filter offers.
 */
export const distributionOptionsSchema = z.object({
  channels: z.array(distributionTypeSchema),
  isTestUser: z.boolean(),
  timeZone: z.string(),
  dailyLimit: z.int(),
  usedToday: z.int(),
  previousStartAt: z.nullable(isoDateTime),
  assistants: z.array(z.object({ id: z.string(), name: z.string() })),
  clientCategories: z.array(z.string()),
});
export type DistributionOptions = z.infer<typeof distributionOptionsSchema>;

/** POST api/v1/Distributions/Audience/Count: how many clients with a valid phone the filter selects now. */
export const audienceCountRequestSchema = z.object({ filter: distributionClientFilterSchema });
export type AudienceCountRequest = z.input<typeof audienceCountRequestSchema>;
export const audienceCountSchema = z.object({ count: z.int() });
export type AudienceCount = z.infer<typeof audienceCountSchema>;

/**
 * POST api/v1/Distributions/Audience/Check: which of an uploaded list's phones (E.164, at most 2,000) the
 * account's blacklist holds, so the preview marks them "will be skipped" before anything is saved.
 */
export const audienceCheckRequestSchema = z.object({
  phones: z.array(z.string().check(z.maxLength(32))).check(z.maxLength(DISTRIBUTION_MAX_RECIPIENTS, code('distribution.recipients.tooMany'))),
});
export type AudienceCheckRequest = z.input<typeof audienceCheckRequestSchema>;
export const audienceCheckSchema = z.object({ blacklisted: z.array(z.string()) });
export type AudienceCheck = z.infer<typeof audienceCheckSchema>;

/** POST api/v1/Distributions/{id}/Test: the text, filled for the first recipient, goes to the owner's phone now. */
export const distributionTestResultSchema = z.object({ messageId: z.string(), recipient: z.string() });
export type DistributionTestResult = z.infer<typeof distributionTestResultSchema>;

/** A recipient's state: pending (no message yet), or its message's status. */
export const RECIPIENT_STATUSES = ['pending', ...MESSAGE_STATUSES] as const;
export type DistributionRecipientStatus = (typeof RECIPIENT_STATUSES)[number];

/**
 * GET api/v1/Distributions/{id}/Stats: the funnel from the message log (each step counts those that went
 * further too), the skipped and failed ones by reason, and progress over time: per hour, the messages
 * that reached each step in it.
 */
export const distributionStatsSchema = z.object({
  id: z.string(),
  status: distributionStatusSchema,
  progress: z.int(),
  funnel: z.object({ ...countsShape, pending: z.int(), queued: z.int(), failed: z.int(), skipped: z.int() }),
  reasons: z.array(z.object({ reason: z.enum(MESSAGE_REASONS), count: z.int() })),
  timeline: z.array(z.object({ at: isoDateTime, sent: z.int(), delivered: z.int(), read: z.int(), replied: z.int() })),
});
export type DistributionStats = z.infer<typeof distributionStatsSchema>;

/** GET api/v1/Distributions/{id}/Recipients (and .../Export, CSV): by position, filtered by status, searched by name or phone. */
export const distributionRecipientsQuerySchema = z.object({
  ...pageQueryShape,
  status: z.optional(csvEnumSchema(RECIPIENT_STATUSES)),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export interface DistributionRecipientsParams extends PageParams {
  status?: DistributionRecipientStatus[];
  search?: string;
}
export const distributionRecipientSchema = z.object({
  id: z.string(),
  position: z.int(),
  name: z.string(),
  phone: z.string(),
  status: z.enum(RECIPIENT_STATUSES),
  reason: z.nullable(z.enum(MESSAGE_REASONS)),
  scheduledAt: z.nullable(isoDateTime),
  sentAt: z.nullable(isoDateTime),
});
export type DistributionRecipient = z.infer<typeof distributionRecipientSchema>;
export const distributionRecipientPageSchema = pageSchema(distributionRecipientSchema);
export type DistributionRecipientPage = z.infer<typeof distributionRecipientPageSchema>;
