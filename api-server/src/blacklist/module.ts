import type { DomainModule } from '../platform/DomainModule';
import { BLACKLIST_MIGRATIONS } from './migrations';
import { blacklistRoutes } from './routes';
import { seedBlacklist } from './seed';

/** The ignore list and the client's public opt-out (spec sections 2-4). */
export const blacklistDomain: DomainModule = {
  name: 'blacklist',
  migrations: BLACKLIST_MIGRATIONS,
  routes: blacklistRoutes,
  seed: (tx, accounts) => seedBlacklist(tx, accounts.demoId),
};
