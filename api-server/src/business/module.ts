import type { DomainModule } from '../platform/DomainModule';
import { BUSINESS_MIGRATIONS } from './migrations';

/** The business data connected booking and ordering systems feed (companies, clients, visits, orders) and their webhooks. */
export const businessDomain: DomainModule = {
  name: 'business',
  migrations: BUSINESS_MIGRATIONS,
  routes: () => [],
};
