import { z } from 'zod';
import type { DomainModule } from '../platform/DomainModule';
import { QUEUES } from '../platform/jobs/queues';
import { issueStandInApplication } from './marketplace';
import { marketplaceRoutes } from './marketplaceRoutes';
import { ONBOARDING_MIGRATIONS } from './migrations';
import { quickStartRoutes, startPlannedQuickStarts } from './quickStartRoutes';

/** Applications the demo's marketplace stand-ins know: open /account/register/yclients/demo-yclients-1001. */
export const DEMO_APPLICATIONS = [
  { marketplace: 'yclients', applicationId: 'demo-yclients-1001', companyId: '700101', companyName: 'Salon Lotus' },
  { marketplace: 'altegio', applicationId: 'demo-altegio-2001', companyId: '800201', companyName: 'Studio Aurora' },
] as const;

/**
 * Getting a new account going (spec section 2): the quick starts, which create flows (after the flows and
 * business domains), and registration from a booking system's marketplace, which connects its company.
 */
export const onboardingDomain: DomainModule = {
  name: 'onboarding',
  migrations: ONBOARDING_MIGRATIONS,
  routes: (ctx) => [...quickStartRoutes(ctx), ...marketplaceRoutes(ctx)],
  jobs(ctx) {
    ctx.jobs.work(QUEUES.quickStartPlanned, (data) => z.object({}).parse(data), async () => {
      await startPlannedQuickStarts(ctx.db, ctx.clock.now());
    });
    ctx.jobs.schedule(QUEUES.quickStartPlanned, '* * * * *');
  },
  async seed(tx) {
    for (const { marketplace, ...application } of DEMO_APPLICATIONS) await issueStandInApplication(tx, marketplace, application);
  },
};
