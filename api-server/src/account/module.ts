import type { DomainModule } from '../platform/DomainModule';
import { ACCOUNT_MIGRATIONS } from './migrations';
import { accountRoutes } from './routes';

/** Sign-up, sign-in, sessions, the signed-in user and their subscription. Its demo accounts are seeded by src/seed.ts, before every domain. */
export const accountDomain: DomainModule = {
  name: 'account',
  migrations: ACCOUNT_MIGRATIONS,
  routes: accountRoutes,
};
