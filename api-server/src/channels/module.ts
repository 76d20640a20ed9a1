import * as messagingContract from '@cabinet/api/messaging';
import type { DomainModule } from '../platform/DomainModule';
import { channelAccountRoutes } from './accountRoutes';
import { dialog360Routes } from './dialog360Routes';
import { chatwootRoutes } from './chatwootRoutes';
import { CHANNELS_MIGRATIONS } from './migrations';
import { seedChannelAccounts } from './seed';
import { registerSimulatedChannelWorker } from './simulated';
import { channelWebhookRoutes, setupChannelWebhooks } from './webhooks';

/** Channel accounts and the adapters that send through them, with their inbound webhooks. */
export const channelsDomain: DomainModule = {
  name: 'channels',
  contracts: [messagingContract],
  migrations: CHANNELS_MIGRATIONS,
  setup: setupChannelWebhooks,
  routes: (ctx) => [...channelWebhookRoutes(ctx), ...channelAccountRoutes(ctx), ...dialog360Routes(ctx), ...chatwootRoutes(ctx)],
  jobs: registerSimulatedChannelWorker,
  seed: (tx, accounts) => seedChannelAccounts(tx, accounts.demoId),
};
