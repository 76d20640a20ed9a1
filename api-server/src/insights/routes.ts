import {
  analyticsQuerySchema,
  analyticsSchema,
  checklistSchema,
  homeQuerySchema,
  homeStatsSchema,
  PATHS,
  type Analytics,
  type Checklist,
  type HomeStats,
} from '@cabinet/api/contract';
import type { AppContext } from '../platform/AppContext';
import { route, type Route } from '../platform/http/route';
import { analytics, checklist, grantSetupGift, homeStats } from './data';

const PERIOD_DESCRIPTION = { period: 'day, week, month or year: the last 1, 7, 30 or 365 days up to now (month by default)' };

/** Insights (issue 17): the caller's own figures, computed in SQL. */
export function insightsRoutes(ctx: AppContext): Route[] {
  const { db, clock } = ctx;
  return [
    route({
      method: 'GET',
      path: PATHS.insights.home,
      access: 'user',
      summary: "The home page's figures over a period",
      description: 'Messages scheduled in the period and how far they got, active flows and mailings, the quota left, the paid-up-to date and the reviews collected.',
      query: homeQuerySchema,
      parameterDescriptions: PERIOD_DESCRIPTION,
      responses: { 200: { description: 'The figures', schema: homeStatsSchema } },
      handler: ({ caller, query }): Promise<HomeStats> => homeStats(db, caller.userId, query().period, clock.now()),
    }),
    route({
      method: 'GET',
      path: PATHS.insights.checklist,
      access: 'user',
      summary: 'The setup checklist, each step done or not from the account, and the gift for the first three',
      responses: { 200: { description: 'The checklist', schema: checklistSchema } },
      handler: ({ caller }): Promise<Checklist> => checklist(db, caller.userId),
    }),
    route({
      method: 'POST',
      path: PATHS.insights.gift,
      access: 'user',
      summary: 'Grants the setup gift once the first three steps are done; asked again, answers the same grant',
      responses: { 200: { description: 'The checklist with the grant', schema: checklistSchema } },
      errors: { 409: 'SETUP_GIFT_NOT_EARNED: the first three steps are not all done' },
      handler: ({ caller }): Promise<Checklist> => db.transaction((tx) => grantSetupGift(tx, caller.userId, clock.now())),
    }),
    route({
      method: 'GET',
      path: PATHS.insights.analytics,
      access: 'user',
      summary: 'Messages by status, channel and time over a period, with the previous period for comparison',
      query: analyticsQuerySchema,
      parameterDescriptions: PERIOD_DESCRIPTION,
      responses: { 200: { description: 'The dashboards', schema: analyticsSchema } },
      handler: ({ caller, query }): Promise<Analytics> => analytics(db, caller.userId, query().period, clock.now()),
    }),
  ];
}
