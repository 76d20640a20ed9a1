import * as z from '@cabinet/api/zod';
import { CONVERSION_WINDOWS, FLOW_TYPES } from '../flows/constants';
import { CHANNEL_KINDS, MESSAGE_STATUSES } from '../messaging/constants';
import { pageQueryShape, pageSchema, type PageParams } from '../paging';
import { REVIEW_FILTERS, type ReviewFilter } from '../reviewFilters';

/*
 * Insights (issue 17): the home page's figures and setup checklist, analytics, conversion, RFM, cohorts and
 * reviews. Not shown in the spec; designed in the style of its section 7 (INSIGHTS_PATHS). Every figure is
 * an aggregate computed in SQL on the caller's own rows; the browser never receives rows to count.
 *
 * Decisions where the spec is silent:
 * - A period (spec section 9: day, week, month, year) is the last 1, 7, 30 or 365 days up to now, and the
 *   previous period the same length just before it. Series are bucketed in UTC: by hour for a day, by
 *   day for a week or a month, by month for a year.
 * - Message figures count the messages scheduled in the period (as the message log's period filter does,
 *   so a figure and the log it links to agree): sent = reached the channel (sent_at set), delivered,
 *   read and replied each count the messages that got at least that far.
 * - A message converted when its client made a booking (a visit created) within the conversion window
 *   after it was sent (the flows' conversion, issue 15). Revenue attributed to messages: visits (not
 *   canceled) and orders (not cancelled) created in the period, each counted once, whose client had been
 *   sent a message within the window before it.
 * - The analytics tariff (16, spec section 4) unlocks the deep dashboards (flows by conversion, revenue,
 *   RFM, cohorts): the account has a running successful payment of that tariff. Without it those calls
 *   answer 403 FEATURE_REQUIRES_ANALYTICS and the screens show the locked-feature teaser.
 */

export const INSIGHT_PERIODS = ['day', 'week', 'month', 'year'] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];
/** The tariff code of the analytics module (spec section 4). */
export const ANALYTICS_TARIFF = 16;

const timestamp = z.iso.datetime({ offset: true });
const count = z.int().check(z.gte(0));
const money = z.number().check(z.gte(0));
const periodQuery = { period: z._default(z.enum(INSIGHT_PERIODS), 'month') };
const rangeSchema = z.object({ from: timestamp, to: timestamp });

/** How far the messages of a period got (see the decisions above). */
export const messageFunnelSchema = z.object({
  total: count,
  sent: count,
  delivered: count,
  read: count,
  replied: count,
  failed: count,
  skipped: count,
});
export type MessageFunnel = z.infer<typeof messageFunnelSchema>;

/** GET api/v1/Insights/Home?period=: the home page's figures. */
export const homeQuerySchema = z.object(periodQuery);
export interface HomeQuery {
  period?: InsightPeriod;
}
export const homeStatsSchema = z.object({
  period: z.enum(INSIGHT_PERIODS),
  range: rangeSchema,
  messages: messageFunnelSchema,
  /** Flows working now (status working). */
  activeFlows: count,
  /** Mass mailings with messages still to go (queued or waiting for their window). */
  activeMailings: count,
  /** The account's message quota left (User.availableNotificationsCount). */
  remainingMessages: count,
  /** The end of the latest successful payment's period; null when the account never paid. */
  paidUpTo: z.nullable(timestamp),
  /** Ratings collected in the period, and their average (null without any). */
  reviews: z.object({ count, averageRating: z.nullable(z.number()) }),
});
export type HomeStats = z.infer<typeof homeStatsSchema>;

/**
 * The setup checklist, in order; each step is done or not from the account's state, never from a click:
 * connectChannel (an authorised channel account), connectBookingSystem (a connected booking or ordering
 * system), turnOnFlow (a flow running), sendTest (a test-mode message reached the channel), goLive (a
 * running flow in combat mode), pay (a paid, not gifted, payment). Running is RUNNING_FLOW_STATUSES: a
 * flow between its messages is waiting, and still switched on.
 */
export const SETUP_STEPS = ['connectChannel', 'connectBookingSystem', 'turnOnFlow', 'sendTest', 'goLive', 'pay'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];
/** Spec section 2: up to 3 months of subscription as a gift for the first 3 checklist steps. */
export const SETUP_GIFT_STEPS = 3;
export const SETUP_GIFT_MONTHS = 3;

export const setupGiftSchema = z.object({
  /** How many of the first SETUP_GIFT_STEPS steps are done. */
  stepsDone: count,
  stepsRequired: count,
  months: count,
  /** All the first steps are done: the gift can be claimed (and is, once). */
  earned: z.boolean(),
  /** When it was granted, and the end of the gifted period; null until then. */
  grantedAt: z.nullable(timestamp),
  grantedUntil: z.nullable(timestamp),
});
export type SetupGift = z.infer<typeof setupGiftSchema>;

/** GET api/v1/Insights/Checklist. */
export const checklistSchema = z.object({
  steps: z.array(
    z.object({
      id: z.enum(SETUP_STEPS),
      done: z.boolean(),
      /**
       * The flow a step not yet done is about, to open it rather than the list (our design): sendTest and
       * goLive name the account's test-mode flow (a running one first, the latest edited); null otherwise.
       */
      flowId: z.nullable(z.string()),
    }),
  ),
  gift: setupGiftSchema,
});
export type Checklist = z.infer<typeof checklistSchema>;

/**
 * POST api/v1/Insights/Checklist/Gift: grants the gift once the first steps are done: a free payment of
 * SETUP_GIFT_MONTHS months, from the end of the paid period (or now). Idempotent: asked again, it answers
 * the same grant and adds nothing. Before the steps are done: 409 SETUP_GIFT_NOT_EARNED.
 */
export const setupGiftGrantSchema = setupGiftSchema;

/** Messages of one bucket of a series, by status. */
const seriesPointSchema = z.object({ start: timestamp, sent: count, delivered: count, read: count, replied: count, failed: count });

/** GET api/v1/Insights/Analytics?period=: the messages dashboards, open to every account. */
export const analyticsQuerySchema = z.object(periodQuery);
export const analyticsSchema = z.object({
  period: z.enum(INSIGHT_PERIODS),
  range: rangeSchema,
  previousRange: rangeSchema,
  current: messageFunnelSchema,
  previous: messageFunnelSchema,
  /** False when the account is newer than the previous period (its first message and its creation came after it began). */
  previousAvailable: z.boolean(),
  /** Every status present, zero included; the status as the message log answers it. */
  byStatus: z.array(z.object({ status: z.enum(MESSAGE_STATUSES), count })),
  byChannel: z.array(z.object({ channel: z.enum(CHANNEL_KINDS), sent: count, read: count, failed: count })),
  series: z.array(seriesPointSchema),
  /** Whether the analytics tariff unlocks the deep dashboards (revenue, conversion, RFM, cohorts). */
  deepUnlocked: z.boolean(),
});
export type Analytics = z.infer<typeof analyticsSchema>;

const conversionWindowSchema = z._default(
  z.coerce.number().check(
    z.int(),
    z.refine((value: number) => CONVERSION_WINDOWS.some((window) => window === value), { error: 'number.outOfRange' }),
  ),
  7,
);

/** GET api/v1/Insights/Revenue?period=&windowDays=: bookings and orders that followed a message (analytics tariff). */
export const revenueQuerySchema = z.object({ ...periodQuery, windowDays: conversionWindowSchema });
const revenueFiguresSchema = z.object({ visits: count, visitsRevenue: money, orders: count, ordersRevenue: money, total: money });
export const revenueSchema = z.object({
  period: z.enum(INSIGHT_PERIODS),
  windowDays: z.int(),
  range: rangeSchema,
  current: revenueFiguresSchema,
  previous: revenueFiguresSchema,
  /** As the analytics call's: false when the account is newer than the previous period. */
  previousAvailable: z.boolean(),
  /** Attributed revenue per bucket (the series of the analytics call's buckets). */
  series: z.array(z.object({ start: timestamp, total: money })),
  /** Per flow: revenue of the bookings its messages were the last message before. */
  byFlow: z.array(z.object({ flowId: z.string(), title: z.string(), total: money, visits: count })),
});
export type Revenue = z.infer<typeof revenueSchema>;

/**
 * GET api/v1/Insights/Conversion?period=&windowDays=: each flow's messages sent in the period and how
 * many converted, best first, and the series of all flows together (analytics tariff on the main hosts;
 * the dashboard host's /conversion reads the same).
 */
export const conversionInsightQuerySchema = z.object({ ...periodQuery, windowDays: conversionWindowSchema });
const conversionRowSchema = z.object({ sent: count, read: count, converted: count });
export const conversionInsightSchema = z.object({
  period: z.enum(INSIGHT_PERIODS),
  windowDays: z.int(),
  range: rangeSchema,
  totals: conversionRowSchema,
  previousTotals: conversionRowSchema,
  /** As the analytics call's: false when the account is newer than the previous period. */
  previousAvailable: z.boolean(),
  byFlow: z.array(z.extend(conversionRowSchema, { flowId: z.string(), title: z.string(), type: z.enum(FLOW_TYPES) })),
  series: z.array(z.extend(conversionRowSchema, { start: timestamp })),
});
export type ConversionInsight = z.infer<typeof conversionInsightSchema>;
export interface ConversionInsightQuery {
  period?: InsightPeriod;
  windowDays?: number;
}

/**
 * RFM (analytics tariff). Each client with at least one visit (not canceled, started before now) in the
 * dashboard's period gets recency (days since the last visit), frequency (visits) and money (their sum)
 * scores from 1 to 5 by quintile (ntile(5) in SQL; 5 is best: most recent, most frequent, most spent).
 * The segment is read from the recency x frequency grid (RFM_SEGMENT_GRID).
 */
export const RFM_SEGMENTS = [
  'champions',
  'loyal',
  'potentialLoyalists',
  'new',
  'promising',
  'needAttention',
  'aboutToSleep',
  'atRisk',
  'cantLoseThem',
  'hibernating',
] as const;
export type RfmSegment = (typeof RFM_SEGMENTS)[number];

/** A dashboard's period, in months back from now. */
export const RFM_PERIOD_MONTHS = [3, 6, 12, 24] as const;
export const RFM_DASHBOARD_NAME_MAX = 100;

export const rfmDashboardSchema = z.object({
  id: z.string(),
  name: z.string(),
  periodMonths: z.int(),
  createdAt: timestamp,
});
export type RfmDashboard = z.infer<typeof rfmDashboardSchema>;
export const rfmDashboardListSchema = z.object({ items: z.array(rfmDashboardSchema) });

/** POST api/v1/Insights/Rfm/Dashboards: a saved dashboard (name required, at most 100 characters). */
export const createRfmDashboardRequestSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(RFM_DASHBOARD_NAME_MAX, { error: 'text.tooLong' })),
  periodMonths: z.int().check(z.refine((value: number) => RFM_PERIOD_MONTHS.some((months) => months === value), { error: 'number.outOfRange' })),
});
export type CreateRfmDashboardRequest = z.input<typeof createRfmDashboardRequestSchema>;

/** GET api/v1/Insights/Rfm/Dashboards/{id}: the segments and the 5 x 5 grid (a 404 for another's id). */
export const rfmReportSchema = z.object({
  dashboard: rfmDashboardSchema,
  range: rangeSchema,
  clients: count,
  revenue: money,
  segments: z.array(z.object({ segment: z.enum(RFM_SEGMENTS), clients: count, revenue: money })),
  /** Clients per recency (1-5) x frequency (1-5) cell. */
  grid: z.array(z.object({ recency: z.int(), frequency: z.int(), clients: count })),
});
export type RfmReport = z.infer<typeof rfmReportSchema>;

/** GET api/v1/Insights/Rfm/Dashboards/{id}/Clients?segment=&page=&pageSize=: a segment's clients, most spent first. */
export const rfmClientsQuerySchema = z.object({ ...pageQueryShape, segment: z.enum(RFM_SEGMENTS) });
export interface RfmClientsParams extends PageParams {
  segment: RfmSegment;
}
export const rfmClientSchema = z.object({
  clientId: z.string(),
  name: z.string(),
  phone: z.nullable(z.string()),
  lastVisitAt: timestamp,
  visits: count,
  revenue: money,
  recency: z.int(),
  frequency: z.int(),
  monetary: z.int(),
});
export type RfmClient = z.infer<typeof rfmClientSchema>;
export const rfmClientPageSchema = pageSchema(rfmClientSchema);
export type RfmClientPage = z.infer<typeof rfmClientPageSchema>;

/**
 * GET api/v1/Insights/Cohorts?months=: clients by the month of their first visit (UTC), and how many of
 * them came back in each later month (month 0 is the first month: all of them). Analytics tariff.
 */
export const COHORT_MONTHS = [6, 12, 24] as const;
export const cohortsQuerySchema = z.object({
  months: z._default(
    z.coerce.number().check(
      z.int(),
      z.refine((value: number) => COHORT_MONTHS.some((months) => months === value), { error: 'number.outOfRange' }),
    ),
    12,
  ),
});
export const cohortsSchema = z.object({
  cohorts: z.array(z.object({ month: z.iso.date(), clients: count, retained: z.array(count) })),
});
export type Cohorts = z.infer<typeof cohortsSchema>;

export { REVIEW_FILTERS, REVIEW_FILTER_RATINGS, type ReviewFilter } from '../reviewFilters';

/** GET api/v1/Insights/Reviews?period=&rating=&page=: the reviews the review requests collected. */
export const reviewListQuerySchema = z.object({ ...pageQueryShape, ...periodQuery, rating: z._default(z.enum(REVIEW_FILTERS), 'all') });
export interface ReviewListParams extends PageParams {
  period?: InsightPeriod;
  rating?: ReviewFilter;
}
export const reviewSchema = z.object({
  id: z.string(),
  rating: z.int().check(z.gte(1), z.lte(5)),
  text: z.string(),
  clientName: z.string(),
  createdAt: timestamp,
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewPageSchema = z.extend(pageSchema(reviewSchema), {
  /** The whole period's figures, whatever the rating filter. */
  stats: z.object({
    count,
    averageRating: z.nullable(z.number()),
    byRating: z.array(z.object({ rating: z.int(), count })),
    /** Review requests sent in the period, and the share that got a rating. */
    requestsSent: count,
  }),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/**
 * Staff without access (spec section 2): a cabinet account that is a connected booking system's user (a
 * YCLIENTS administrator who installed the cabinet) has that user's rights. Decision: the areas here follow
 * the booking system's rights: dashboard is home's figures and checklist (`/`, the dashboard host's
 * Dashboard), summary the conversion summary (`/insights/conversion`, `/conversion`), reviews `/reviews`,
 * analytics `/insights` with revenue, RFM and cohorts. The rights are stored per connection
 * (`staff_rights`), as the booking system reports them for the user who connected it; an area any of the
 * account's connections denies is denied. Its calls answer 403 STAFF_NO_ACCESS, and GET
 * api/v1/Insights/Access lists the denied areas so a screen shows the spec's message instead of loading.
 */
export const STAFF_AREAS = ['dashboard', 'summary', 'reviews', 'analytics'] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];
export const staffAccessSchema = z.object({ denied: z.array(z.enum(STAFF_AREAS)) });
export type StaffAccess = z.infer<typeof staffAccessSchema>;

/**
 * GET api/v1/Insights/Rfm/Dashboards/{id}/Recipients?segment=: a segment's clients with a phone, as a mass
 * mailing's list (the RFM screen's "Start a mailing" opens the mailing wizard with them: /distributions/create
 * ?rfmDashboard={id}&segment={segment}). At most a mailing's 2,000 recipients, the most valuable first;
 * `total` counts the segment's clients with a phone, so the wizard can say when some were left out.
 */
export const rfmRecipientsQuerySchema = z.object({ segment: z.enum(RFM_SEGMENTS) });
export const rfmRecipientsSchema = z.object({
  rows: z.array(z.object({ name: z.string(), phone: z.string() })),
  total: z.int(),
});
export type RfmRecipients = z.infer<typeof rfmRecipientsSchema>;
