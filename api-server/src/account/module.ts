import { z } from 'zod';
import * as accountContract from '@cabinet/api/account';
import * as phoneContract from '@cabinet/api/phone';
import { createChannelAdapters } from '../channels/adapters';
import type { DomainModule } from '../platform/DomainModule';
import { QUEUES } from '../platform/jobs/queues';
import { ACCOUNT_MIGRATIONS } from './migrations';
import { drainPhoneOutbox, serviceChannelAccount } from './phoneSender';
import { accountRoutes } from './routes';

/** Sign-up, sign-in, sessions, the signed-in user and their subscription. Its demo accounts are seeded by src/seed.ts, before every domain. */
export const accountDomain: DomainModule = {
  name: 'account',
  contracts: [accountContract, phoneContract],
  migrations: ACCOUNT_MIGRATIONS,
  routes: accountRoutes,
  jobs(ctx) {
    const adapters = createChannelAdapters(ctx);
    const account = serviceChannelAccount(ctx.config);
    ctx.jobs.work(QUEUES.phoneOutbox, (data) => z.object({}).parse(data), async () => {
      await drainPhoneOutbox(ctx.db, adapters, account, ctx.clock.now());
    });
    // A code is sent at once (settingsRoutes sends the job); the schedule picks up what a restart left.
    ctx.jobs.schedule(QUEUES.phoneOutbox, '* * * * *');
  },
};
