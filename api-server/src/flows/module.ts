import * as flowsContract from '@cabinet/api/flows';
import * as phoneContract from '@cabinet/api/phone';
import type { DomainModule } from '../platform/DomainModule';
import { FLOWS_MIGRATIONS } from './migrations';
import { flowOptionsRoutes } from './optionsRoutes';
import { flowsRoutes } from './routes';
import { seedFlows } from './seed';
import { templatesRoutes } from './templatesRoutes';

/** Flows and their templates (spec sections 2-4). */
export const flowsDomain: DomainModule = {
  name: 'flows',
  contracts: [flowsContract, phoneContract],
  migrations: FLOWS_MIGRATIONS,
  routes: (ctx) => [...flowsRoutes(ctx), ...templatesRoutes(ctx), ...flowOptionsRoutes(ctx)],
  seed: (tx, accounts) => seedFlows(tx, accounts.demoId),
};
