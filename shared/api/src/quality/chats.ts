import * as z from '@cabinet/api/zod';
import { pageQueryShape, pageSchema, type PageParams } from '../paging';
import { REPORT_PERIOD_MAX_DAYS, type QualityRuleCode } from './rules';

/*
 * The chats of the quality host (issue 34, /chats): the channel conversations the message log stores
 * (WhatsApp, Telegram, WABA, MAX), one per client's phone and channel account, scored against the account's
 * current checklist.
 *
 * Scoring decision: a list never scores. Scoring goes through the language-model interface, which a real
 * provider answers in seconds per conversation, so a page of 20 scored on the fly would be neither fast nor
 * cheap. A conversation is scored when the user asks (POST .../Score, the screen's "Score" action) and the
 * result is stored in quality_chat_scores, keyed by the conversation and the checklist version, with the
 * number of messages it saw. The list joins the stored score of the current version and says honestly
 * `notScored` (never scored with this version) or `outdated` (the conversation has new messages since); the
 * score band filter reads the stored scores only. A whole period is scored in bulk by a report (Reports).
 */

/** The channels whose conversations are chats to score: a connected account of one is a source of chats. */
export const CHAT_CHANNELS = ['whatsapp', 'telegram', 'waba', 'max'] as const;
export type ChatChannel = (typeof CHAT_CHANNELS)[number];

/**
 * The score filter: `notScored` (no score of the current checklist version, or one older than the last
 * message), `fatal` (a fatal criterion was missed), and the bands of the others: `low` under 50, `medium` 50
 * to 79, `high` 80 and over.
 */
export const CHAT_SCORE_BANDS = ['notScored', 'fatal', 'low', 'medium', 'high'] as const;
export type ChatScoreBand = (typeof CHAT_SCORE_BANDS)[number];

/** Where a conversation's score stands against the current checklist version. */
export const CHAT_SCORE_STATES = ['scored', 'outdated', 'notScored'] as const;
export type ChatScoreState = (typeof CHAT_SCORE_STATES)[number];

const DAY_MS = 86_400_000;
const dayOf = (value: string) => Date.parse(`${value}T00:00:00Z`);

/**
 * GET api/v1/Quality/Chats: the period's first and last days (UTC, inclusive; a conversation with a message in
 * it), and optionally the channel account (`operator`), the channel and the score band; paged.
 * Refusals at `to`: report.periodOrder, report.periodTooLong.
 */
export const chatListQuerySchema = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    operator: z.optional(z.string().check(z.maxLength(60))),
    channel: z.optional(z.enum(CHAT_CHANNELS)),
    score: z.optional(z.enum(CHAT_SCORE_BANDS)),
    ...pageQueryShape,
  })
  .check(
    z.superRefine((value, context) => {
      const days = (dayOf(value.to) - dayOf(value.from)) / DAY_MS + 1;
      if (days < 1) context.issues.push({ code: 'custom', message: 'report.periodOrder' satisfies QualityRuleCode, path: ['to'], input: value });
      else if (days > REPORT_PERIOD_MAX_DAYS) context.issues.push({ code: 'custom', message: 'report.periodTooLong' satisfies QualityRuleCode, path: ['to'], input: value });
    }),
  );
/** What a client asks for (the page as numbers). */
export type ChatListQuery = Omit<z.input<typeof chatListQuerySchema>, 'page' | 'pageSize'> & PageParams;
export type ChatListParams = z.output<typeof chatListQuerySchema>;

const timestamp = z.iso.datetime({ offset: true });

/** A conversation of the list. `id` names the channel account and the client's phone. */
export const chatSummarySchema = z.object({
  id: z.string(),
  /** The client's phone, and their name when the log knows it. */
  phone: z.string(),
  clientName: z.string(),
  channel: z.enum(CHAT_CHANNELS),
  /** The channel account that speaks for the business (its name, or its phone). */
  operatorId: z.string(),
  operator: z.string(),
  messagesCount: z.int(),
  lastMessageAt: timestamp,
  scoreState: z.enum(CHAT_SCORE_STATES),
  /** 0-100, of the current checklist version; null unless `scored` (or when no criterion applied). */
  score: z.nullable(z.int()),
  fatalFailed: z.boolean(),
});
export type ChatSummary = z.infer<typeof chatSummarySchema>;

/** A page of chats, with the channel accounts that have any (the operator filter's options) and the checklist version scores are read against (0: none saved). */
export const chatListSchema = z.extend(pageSchema(chatSummarySchema), {
  checklistVersion: z.int(),
  operators: z.array(z.object({ id: z.string(), name: z.string(), channel: z.enum(CHAT_CHANNELS) })),
});
export type ChatList = z.infer<typeof chatListSchema>;
