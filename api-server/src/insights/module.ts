import * as insightsContract from '@cabinet/api/insights';
import type { DomainModule } from '../platform/DomainModule';
import { INSIGHTS_MIGRATIONS } from './migrations';
import { insightsRoutes } from './routes';
import { seedInsights, seedStaffAccount } from './seed';

/** Insights (issue 17): home figures and checklist, analytics, conversion, RFM, cohorts, reviews. */
export const insightsDomain: DomainModule = {
  name: 'insights',
  contracts: [insightsContract],
  migrations: INSIGHTS_MIGRATIONS,
  routes: insightsRoutes,
  async seed(tx, accounts) {
    await seedInsights(tx, accounts.demoId);
    await seedStaffAccount(tx);
  },
};
