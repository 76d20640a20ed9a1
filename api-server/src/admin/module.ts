import * as adminContract from '@cabinet/api/admin';
import type { DomainModule } from '../platform/DomainModule';
import { ADMIN_MIGRATIONS } from './migrations';
import { adminRoutes } from './routes';
import { seedAdmin } from './seed';

/** The back office (issue 31): users, their payments and lead info, managers, pay destinations, the audit log. */
export const adminDomain: DomainModule = {
  name: 'admin',
  contracts: [adminContract],
  migrations: ADMIN_MIGRATIONS,
  routes: adminRoutes,
  seed: (tx, accounts) => seedAdmin(tx, accounts),
};
