import type { DomainModule } from '../platform/DomainModule';
import { keepRawJsonBodies } from '../platform/http/rawJsonBody';
import { BUSINESS_MIGRATIONS } from './migrations';
import { businessRoutes } from './routes';

/** The business data connected booking and ordering systems feed (companies, clients, visits, orders) and their webhooks. */
export const businessDomain: DomainModule = {
  name: 'business',
  migrations: BUSINESS_MIGRATIONS,
  // Webhook signatures are computed over the body's raw bytes.
  setup: keepRawJsonBodies,
  routes: businessRoutes,
};
