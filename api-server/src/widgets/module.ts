import * as widgetsContract from '@cabinet/api/widgets';
import type { DomainModule } from '../platform/DomainModule';
import { widgetsCrossOrigin } from './crossOrigin';
import { WIDGETS_MIGRATIONS } from './migrations';
import { widgetsRoutes } from './routes';
import { seedWidgets } from './seed';

/** The widgets domain (issue 32): Review and Confirm widgets, locked to the Pro plan. */
export const widgetsDomain: DomainModule = {
  name: 'widgets',
  contracts: [widgetsContract],
  migrations: WIDGETS_MIGRATIONS,
  routes: widgetsRoutes,
  crossOrigin: (ctx) => widgetsCrossOrigin(ctx.db),
  seed: (tx, accounts) => seedWidgets(tx, accounts.demoId),
};
