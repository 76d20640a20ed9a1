import * as z from '@cabinet/api/zod';
import { FLOW_TYPES, RECORD_STATUSES } from '../flows/constants';
import { csvEnumSchema, pageQueryShape, pageSchema, SORT_ORDERS, type PageParams, type SortOrder } from '../paging';
import { CHANNEL_KINDS, MESSAGE_REASONS, MESSAGE_STATUSES, type ChannelKind, type MessageStatus } from './constants';
import { reasonParamsSchema } from './reasonDetail';

/*
 * The message log (issue 15): every message the engine planned, from queued to the client's reply. Not
 * shown in the spec; designed in the style of section 7 (MESSAGES_PATHS). The owner sees only their own
 * messages. An account may hold a million rows: the list is paged, filtered and sorted by the API, with
 * indexes for each filter (docs/performance.md has the figures).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidSchema = z.string().check(z.refine((value: string) => UUID.test(value), { error: 'id.invalid' }));
const timestamp = z.iso.datetime({ offset: true });

/** One message as the log shows it. Timestamps are null until the message reaches that state. */
export const messageLogEntrySchema = z.object({
  id: z.string(),
  /** The flow that planned it; null for a mass mailing's message or a flow deleted since. */
  flowId: z.nullable(z.string()),
  flowTitle: z.nullable(z.string()),
  flowType: z.nullable(z.enum(FLOW_TYPES)),
  /** The mass mailing it belongs to (the distributions domain), else null. */
  campaignId: z.nullable(z.string()),
  /** An AI assistant's answer in a dialogue with the client (issue 33), neither a flow's nor a mailing's. */
  aiReply: z.optional(z.boolean()),
  clientId: z.nullable(z.string()),
  clientName: z.string(),
  /** The client's phone (E.164); in test mode the message went to `recipient`, the owner's test phone. */
  phone: z.string(),
  recipient: z.string(),
  channel: z.enum(CHANNEL_KINDS),
  mode: z.enum(['test', 'combat']),
  text: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  /** Why it waits, was skipped or failed (MESSAGE_REASONS); null otherwise. */
  reason: z.nullable(z.enum(MESSAGE_REASONS)),
  /** Why, beyond the reason, as a code and its values the screen words (null: logged before codes were kept). */
  reasonParams: z.nullable(reasonParamsSchema),
  /** The engine's English note beside the code, for the CSV export and messages logged before codes; not translated. */
  reasonDetail: z.nullable(z.string()),
  scheduledAt: timestamp,
  sentAt: z.nullable(timestamp),
  deliveredAt: z.nullable(timestamp),
  readAt: z.nullable(timestamp),
  repliedAt: z.nullable(timestamp),
  failedAt: z.nullable(timestamp),
  /** The client's reply, when there is one. */
  replyText: z.nullable(z.string()),
  /**
   * The visit the message is about, as it stands now (null for messages not about a visit): the owner
   * sees at a glance what came of a reminder, e.g. confirmed by the client's reply to the chatbot.
   * canceled covers a record the booking system canceled or removed.
   */
  recordStatus: z.nullable(z.enum([...RECORD_STATUSES, 'canceled'])),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type MessageLogEntry = z.infer<typeof messageLogEntrySchema>;

export const MESSAGE_SORT_FIELDS = ['scheduledAt', 'createdAt', 'sentAt', 'status'] as const;
export type MessageSortField = (typeof MESSAGE_SORT_FIELDS)[number];

/** The filters the list, the export and the summary share. */
const messageFilterShape = {
  flowId: z.optional(uuidSchema),
  campaignId: z.optional(uuidSchema),
  status: z.optional(csvEnumSchema(MESSAGE_STATUSES)),
  channel: z.optional(csvEnumSchema(CHANNEL_KINDS)),
  /** Digits of the phone, or text of the client's name. */
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  /** The period, on the message's scheduled time: from inclusive, to exclusive. */
  from: z.optional(timestamp),
  to: z.optional(timestamp),
};

/**
 * GET api/v1/Messages: one page of the log. Default order: the latest scheduled first; id breaks ties so
 * pages never overlap. An unknown or someone else's flowId simply matches nothing.
 */
export const messageListQuerySchema = z.object({
  ...pageQueryShape,
  ...messageFilterShape,
  sort: z._default(z.enum(MESSAGE_SORT_FIELDS), 'scheduledAt'),
  order: z._default(z.enum(SORT_ORDERS), 'desc'),
});
export type MessageListQuery = z.output<typeof messageListQuerySchema>;

/** The filters as the client passes them (the fetcher writes them as the query string). */
export interface MessageFilterParams {
  flowId?: string;
  campaignId?: string;
  status?: MessageStatus[];
  channel?: ChannelKind[];
  search?: string;
  from?: string;
  to?: string;
}
export interface MessageListParams extends PageParams, MessageFilterParams {
  sort?: MessageSortField;
  order?: SortOrder;
}

export const messagePageSchema = pageSchema(messageLogEntrySchema);
export type MessagePage = z.infer<typeof messagePageSchema>;

/**
 * GET api/v1/Messages/Export: the filtered log as CSV (text/csv, UTF-8 with a BOM so spreadsheet programs
 * read Cyrillic), streamed in batches so a million rows never sit in memory. Same filters and order as the
 * list; no paging. Columns: the entry's fields, timestamps in ISO 8601 UTC.
 */
export const messageExportQuerySchema = z.object({
  ...messageFilterShape,
  sort: z._default(z.enum(MESSAGE_SORT_FIELDS), 'scheduledAt'),
  order: z._default(z.enum(SORT_ORDERS), 'desc'),
});
export type MessageExportQuery = z.output<typeof messageExportQuerySchema>;

/**
 * GET api/v1/Messages/Summary: how many of the filtered messages are in each status, for a flow's or a
 * mailing's progress. Every status is present, zero included.
 */
export const messageSummaryQuerySchema = z.object(messageFilterShape);
export type MessageSummaryQuery = z.output<typeof messageSummaryQuerySchema>;
export const messageSummarySchema = z.object({
  total: z.int().check(z.gte(0)),
  counts: z.record(z.enum(MESSAGE_STATUSES), z.int().check(z.gte(0))),
});
export type MessageSummary = z.infer<typeof messageSummarySchema>;
