import { z } from 'zod';
import { cohortsQuerySchema, cohortsSchema, conversionInsightQuerySchema, conversionInsightSchema, createRfmDashboardRequestSchema, revenueQuerySchema, revenueSchema, reviewListQuerySchema, reviewPageSchema, staffAccessSchema, rfmClientPageSchema, rfmClientsQuerySchema, rfmRecipientsQuerySchema, rfmRecipientsSchema, type RfmRecipients, rfmDashboardListSchema, rfmDashboardSchema, rfmReportSchema, type Cohorts, type ConversionInsight, type Revenue, type ReviewPage, type StaffAccess, type RfmClientPage, type RfmDashboard, type RfmReport, analyticsQuerySchema, analyticsSchema, checklistSchema, homeQuerySchema, homeStatsSchema, type Analytics, type Checklist, type HomeStats, INSIGHTS_PATHS } from '@cabinet/api/insights';
import { DISTRIBUTION_MAX_RECIPIENTS } from '@cabinet/api/distributions';
import type { AppContext } from '../platform/AppContext';
import { route, type Route } from '../platform/http/route';
import { analytics, checklist, deniedAreas, grantSetupGift, homeStats, requireAnalytics, requireArea } from './data';
import { cohorts, conversion, createRfmDashboard, deleteRfmDashboard, listRfmDashboards, revenue, reviews, rfmClients, rfmRecipients, rfmReport } from './deep';

const PERIOD_DESCRIPTION = { period: 'day, week, month or year: the last 1, 7, 30 or 365 days up to now (month by default)' };
const WINDOW_DESCRIPTION = { ...PERIOD_DESCRIPTION, windowDays: 'The conversion window: 7, 14, 21 or 30 days (7 by default)' };
const LOCKED = 'FEATURE_REQUIRES_ANALYTICS: the account has no running analytics tariff (16)';
const STAFF = 'STAFF_NO_ACCESS: the caller\'s rights in the connected booking system exclude this area';
const STAFF_ONLY = { 403: STAFF };
const idParamsSchema = z.object({ id: z.string() });

/** Insights (issue 17): the caller's own figures, computed in SQL. */
export function insightsRoutes(ctx: AppContext): Route[] {
  const { db, clock } = ctx;
  return [
    route({
      method: 'GET',
      path: INSIGHTS_PATHS.home,
      access: 'user',
      summary: "The home page's figures over a period",
      description: 'Messages scheduled in the period and how far they got, active flows and mailings, the quota left, the paid-up-to date and the reviews collected.',
      query: homeQuerySchema,
      parameterDescriptions: PERIOD_DESCRIPTION,
      responses: { 200: { description: 'The figures', schema: homeStatsSchema } },
      errors: STAFF_ONLY,
      async handler({ caller, query }): Promise<HomeStats> {
        await requireArea(db, caller.userId, 'dashboard');
        return homeStats(db, caller.userId, query().period, clock.now());
      },
    }),
    route({
      method: 'GET',
      path: INSIGHTS_PATHS.checklist,
      access: 'user',
      summary: 'The setup checklist, each step done or not from the account, and the gift for the first three',
      responses: { 200: { description: 'The checklist', schema: checklistSchema } },
      errors: STAFF_ONLY,
      async handler({ caller }): Promise<Checklist> {
        await requireArea(db, caller.userId, 'dashboard');
        return checklist(db, caller.userId);
      },
    }),
    route({
      method: 'POST',
      path: INSIGHTS_PATHS.gift,
      access: 'user',
      summary: 'Grants the setup gift once the first three steps are done; asked again, answers the same grant',
      responses: { 200: { description: 'The checklist with the grant', schema: checklistSchema } },
      errors: { 409: 'SETUP_GIFT_NOT_EARNED: the first three steps are not all done', ...STAFF_ONLY },
      async handler({ caller }): Promise<Checklist> {
        await requireArea(db, caller.userId, 'dashboard');
        return db.transaction((tx) => grantSetupGift(tx, caller.userId, clock.now()));
      },
    }),
    route({
      method: 'GET',
      path: INSIGHTS_PATHS.analytics,
      access: 'user',
      summary: 'Messages by status, channel and time over a period, with the previous period for comparison',
      query: analyticsQuerySchema,
      parameterDescriptions: PERIOD_DESCRIPTION,
      responses: { 200: { description: 'The dashboards', schema: analyticsSchema } },
      errors: STAFF_ONLY,
      async handler({ caller, query }): Promise<Analytics> {
        await requireArea(db, caller.userId, 'analytics');
        return analytics(db, caller.userId, query().period, clock.now());
      },
    }),
    route({
      method: 'GET',
      path: INSIGHTS_PATHS.revenue,
      access: 'user',
      summary: 'Revenue of the bookings and orders that followed a message within the conversion window (analytics tariff)',
      query: revenueQuerySchema,
      parameterDescriptions: WINDOW_DESCRIPTION,
      responses: { 200: { description: 'The attributed revenue', schema: revenueSchema } },
      errors: { 403: `${LOCKED}; ${STAFF}` },
      async handler({ caller, query }): Promise<Revenue> {
        const parsed = query();
        await requireArea(db, caller.userId, 'analytics');
        await requireAnalytics(db, caller.userId, clock.now());
        return revenue(db, caller.userId, parsed.period, parsed.windowDays, clock.now());
      },
    }),
    route({
      method: 'GET',
      path: INSIGHTS_PATHS.conversion,
      access: 'user',
      summary: "Each flow's messages sent in the period and how many converted within the window",
      description: 'Open to every account: the dashboard host reads it for its /conversion page.',
      query: conversionInsightQuerySchema,
      parameterDescriptions: WINDOW_DESCRIPTION,
      responses: { 200: { description: 'The conversion', schema: conversionInsightSchema } },
      errors: STAFF_ONLY,
      async handler({ caller, query }): Promise<ConversionInsight> {
        const parsed = query();
        await requireArea(db, caller.userId, 'summary');
        return conversion(db, caller.userId, parsed.period, parsed.windowDays, clock.now());
      },
    }),
    route({
      method: 'GET',
      path: INSIGHTS_PATHS.rfmDashboards,
      access: 'user',
      summary: 'The saved RFM dashboards (analytics tariff)',
      responses: { 200: { description: 'The dashboards, oldest first', schema: rfmDashboardListSchema } },
      errors: { 403: `${LOCKED}; ${STAFF}` },
      async handler({ caller }) {
        await requireArea(db, caller.userId, 'analytics');
        await requireAnalytics(db, caller.userId, clock.now());
        return { items: await listRfmDashboards(db, caller.userId) };
      },
    }),
    route({
      method: 'POST',
      path: INSIGHTS_PATHS.rfmDashboards,
      access: 'user',
      summary: 'Saves an RFM dashboard: its name and period (3, 6, 12 or 24 months)',
      body: createRfmDashboardRequestSchema,
      responses: { 200: { description: 'The dashboard', schema: rfmDashboardSchema } },
      errors: { 403: `${LOCKED}; ${STAFF}` },
      async handler({ caller, body }): Promise<RfmDashboard> {
        const input = body();
        await requireArea(db, caller.userId, 'analytics');
        await requireAnalytics(db, caller.userId, clock.now());
        return createRfmDashboard(db, caller.userId, input);
      },
    }),
    route({
      method: 'DELETE',
      path: INSIGHTS_PATHS.rfmDashboard,
      access: 'user',
      summary: 'Deletes a saved RFM dashboard',
      params: idParamsSchema,
      responses: { 204: { description: 'Deleted' } },
      errors: { 403: `${LOCKED}; ${STAFF}`, 404: 'RFM_DASHBOARD_NOT_FOUND' },
      async handler({ caller, params, reply }) {
        await requireArea(db, caller.userId, 'analytics');
        await requireAnalytics(db, caller.userId, clock.now());
        await deleteRfmDashboard(db, caller.userId, params().id);
        return reply.code(204).send();
      },
    }),
    route({
      method: 'GET',
      path: INSIGHTS_PATHS.rfmDashboard,
      access: 'user',
      summary: "A dashboard's segments: clients and revenue per RFM segment, and the recency x frequency grid",
      params: idParamsSchema,
      responses: { 200: { description: 'The report', schema: rfmReportSchema } },
      errors: { 403: `${LOCKED}; ${STAFF}`, 404: 'RFM_DASHBOARD_NOT_FOUND' },
      async handler({ caller, params }): Promise<RfmReport> {
        await requireArea(db, caller.userId, 'analytics');
        await requireAnalytics(db, caller.userId, clock.now());
        return rfmReport(db, caller.userId, params().id, clock.now());
      },
    }),
    route({
      method: 'GET',
      path: INSIGHTS_PATHS.rfmClients,
      access: 'user',
      summary: "A page of one segment's clients, most spent first",
      params: idParamsSchema,
      query: rfmClientsQuerySchema,
      responses: { 200: { description: 'The page', schema: rfmClientPageSchema } },
      errors: { 403: `${LOCKED}; ${STAFF}`, 404: 'RFM_DASHBOARD_NOT_FOUND' },
      async handler({ caller, params, query }): Promise<RfmClientPage> {
        const parsed = query();
        await requireArea(db, caller.userId, 'analytics');
        await requireAnalytics(db, caller.userId, clock.now());
        return rfmClients(db, caller.userId, params().id, parsed, clock.now());
      },
    }),
    route({
      method: 'GET',
      path: INSIGHTS_PATHS.rfmRecipients,
      access: 'user',
      summary: "One segment's clients with a phone, as a mass mailing's recipients (at most a mailing's 2,000)",
      params: idParamsSchema,
      query: rfmRecipientsQuerySchema,
      responses: { 200: { description: 'The recipients, most spent first, and how many the segment has', schema: rfmRecipientsSchema } },
      errors: { 403: `${LOCKED}; ${STAFF}`, 404: 'RFM_DASHBOARD_NOT_FOUND' },
      async handler({ caller, params, query }): Promise<RfmRecipients> {
        const { segment } = query();
        await requireArea(db, caller.userId, 'analytics');
        await requireAnalytics(db, caller.userId, clock.now());
        return rfmRecipients(db, caller.userId, params().id, segment, DISTRIBUTION_MAX_RECIPIENTS, clock.now());
      },
    }),
    route({
      method: 'GET',
      path: INSIGHTS_PATHS.cohorts,
      access: 'user',
      summary: 'Clients by month of first visit and how many came back in each later month (analytics tariff)',
      query: cohortsQuerySchema,
      parameterDescriptions: { months: 'How many months the table covers: 6, 12 or 24 (12 by default)' },
      responses: { 200: { description: 'The cohorts, oldest first', schema: cohortsSchema } },
      errors: { 403: `${LOCKED}; ${STAFF}` },
      async handler({ caller, query }): Promise<Cohorts> {
        const parsed = query();
        await requireArea(db, caller.userId, 'analytics');
        await requireAnalytics(db, caller.userId, clock.now());
        return cohorts(db, caller.userId, parsed.months === 6 ? 6 : parsed.months === 24 ? 24 : 12, clock.now());
      },
    }),
    route({
      method: 'GET',
      path: INSIGHTS_PATHS.reviews,
      access: 'user',
      summary: 'The ratings the review requests collected in the period, filtered all / negative (1-2) / neutral (3) / positive (4-5), with their statistics',
      query: reviewListQuerySchema,
      parameterDescriptions: { ...PERIOD_DESCRIPTION, rating: 'all, negative, neutral or positive' },
      responses: { 200: { description: 'A page of reviews, newest first, and the period\'s statistics', schema: reviewPageSchema } },
      errors: STAFF_ONLY,
      async handler({ caller, query }): Promise<ReviewPage> {
        await requireArea(db, caller.userId, 'reviews');
        return reviews(db, caller.userId, query(), clock.now());
      },
    }),
    route({
      method: 'GET',
      path: INSIGHTS_PATHS.access,
      access: 'user',
      summary: 'The insights areas the caller\'s rights in the connected booking system exclude',
      description: 'Empty for an owner. A screen of a denied area shows the access-denied message instead of loading.',
      responses: { 200: { description: 'The denied areas', schema: staffAccessSchema } },
      handler: async ({ caller }): Promise<StaffAccess> => ({ denied: await deniedAreas(db, caller.userId) }),
    }),
  ];
}
