import type { DomainModule } from '../platform/DomainModule';
import { SUBSCRIBERS_MIGRATIONS } from './migrations';
import { subscribersRoutes } from './routes';
import { seedSubscribers } from './seed';

/** Messenger subscribers (spec section 2). */
export const subscribersDomain: DomainModule = {
  name: 'subscribers',
  migrations: SUBSCRIBERS_MIGRATIONS,
  routes: subscribersRoutes,
  seed: (tx, accounts) => seedSubscribers(tx, accounts.demoId),
};
