import * as businessContract from '@cabinet/api/business';
import type { DomainModule } from '../platform/DomainModule';
import { keepRawJsonBodies } from '../platform/http/rawJsonBody';
import { registerDemoGenerator } from './generator';
import { BUSINESS_MIGRATIONS } from './migrations';
import { businessRoutes } from './routes';
import { seedBusiness } from './seed';

/** The business data connected booking and ordering systems feed (companies, clients, visits, orders) and their webhooks. */
export const businessDomain: DomainModule = {
  name: 'business',
  contracts: [businessContract],
  migrations: BUSINESS_MIGRATIONS,
  // Webhook signatures are computed over the body's raw bytes.
  setup: keepRawJsonBodies,
  routes: businessRoutes,
  seed: (tx, accounts, options) => seedBusiness(tx, accounts.demoId, { clients: options.clients, historyDays: options.historyDays }),
  // Development only: the demo salon keeps getting bookings while the platform runs.
  jobs: registerDemoGenerator,
};
