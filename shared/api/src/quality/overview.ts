import * as z from '@cabinet/api/zod';
import { REPORT_SOURCES, REPORT_STATES } from './schemas';

/*
 * The quality host's home (issue 34; mf-insights draws it on that host): the account's reports in progress and
 * ready, the average score with its trend, the criteria missed most, and what is left to set up. Every figure
 * is computed by the API from the stored reports, calls, checklist and channel accounts.
 */

/** The trend's window: the average of the reports finished in the last OVERVIEW_WINDOW_DAYS days against the window before. */
export const OVERVIEW_WINDOW_DAYS = 30;
/** How many reports of each kind, and how many of the worst criteria, the home lists. */
export const OVERVIEW_LIST_MAX = 5;
export const OVERVIEW_WORST_ITEMS = 3;

const timestamp = z.iso.datetime({ offset: true });

/** A report as the home lists it. */
export const overviewReportSchema = z.object({
  id: z.string(),
  source: z.enum(REPORT_SOURCES),
  from: z.iso.date(),
  to: z.iso.date(),
  state: z.enum(REPORT_STATES),
  conversationsCount: z.int(),
  processedCount: z.int(),
  averageScore: z.nullable(z.number()),
  createdAt: timestamp,
  finishedAt: z.nullable(timestamp),
});
export type OverviewReport = z.infer<typeof overviewReportSchema>;

/** A criterion of the current checklist with how often the window's finished reports found it missed. */
export const overviewItemSchema = z.object({
  itemId: z.string(),
  title: z.string(),
  fatal: z.boolean(),
  passed: z.int(),
  failed: z.int(),
  /** passed / (passed + failed) in whole percent. */
  passRate: z.int(),
});
export type OverviewItem = z.infer<typeof overviewItemSchema>;

/** GET api/v1/Quality/Overview. */
export const qualityOverviewSchema = z.object({
  /** Created or InProgress, newest first (at most OVERVIEW_LIST_MAX), and how many there are in all. */
  inProgress: z.array(overviewReportSchema),
  inProgressCount: z.int(),
  /** Done, newest finished first (at most OVERVIEW_LIST_MAX), and how many there are in all. */
  ready: z.array(overviewReportSchema),
  readyCount: z.int(),
  /** Reports that ended in Error. */
  failedCount: z.int(),
  /**
   * The mean score of the conversations scored by the reports finished in the last window (0-100, one
   * decimal), and of the window before; null where no report finished with a scored conversation.
   */
  averageScore: z.nullable(z.number()),
  previousAverageScore: z.nullable(z.number()),
  /** Conversations behind averageScore. */
  scoredConversations: z.int(),
  /** The current checklist's criteria missed most in the window's reports (lowest pass rate first, only those missed at least once). */
  worstItems: z.array(overviewItemSchema),
  /** What there is to start from: channel accounts with chats, uploaded calls, the checklist's criteria. */
  setup: z.object({ channelAccounts: z.int(), calls: z.int(), checklistItems: z.int() }),
});
export type QualityOverview = z.infer<typeof qualityOverviewSchema>;
