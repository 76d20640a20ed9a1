import { z } from 'zod';
import * as distributionsContract from '@cabinet/api/distributions';
import { createMessageLinks } from '../messaging/links';
import type { AppContext } from '../platform/AppContext';
import type { DomainModule } from '../platform/DomainModule';
import { QUEUES } from '../platform/jobs/queues';
import { DISTRIBUTIONS_MIGRATIONS } from './migrations';
import { paceMailings, type PacingDeps } from './pacing';
import { distributionsRoutes } from './routes';
import { seedDistributions } from './seed';

/** The mailings' pacing of one app: the engine's links, its clock and queue. */
export function pacingOf(ctx: AppContext): PacingDeps {
  return {
    db: ctx.db,
    jobs: ctx.jobs,
    links: createMessageLinks({ secret: ctx.config.jwtSecret, clientOrigin: (clientHost) => ctx.origins.clientOrigin(clientHost) }),
    log: ctx.log,
  };
}

/** Mass mailings (spec sections 2-9): after messaging, since its rows are the message log's. */
export const distributionsDomain: DomainModule = {
  name: 'distributions',
  contracts: [distributionsContract],
  migrations: DISTRIBUTIONS_MIGRATIONS,
  routes: distributionsRoutes,
  seed: (tx, accounts) => seedDistributions(tx, accounts.demoId),
  jobs(ctx) {
    const deps = pacingOf(ctx);
    ctx.jobs.work(QUEUES.distributionsTick, (data) => z.object({}).parse(data), async () => {
      await paceMailings(deps, ctx.clock.now());
    });
    ctx.jobs.schedule(QUEUES.distributionsTick, '* * * * *', { everySeconds: ctx.config.distributionsTickSeconds });
  },
};
