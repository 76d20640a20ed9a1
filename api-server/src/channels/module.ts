import type { DomainModule } from '../platform/DomainModule';
import { CHANNELS_MIGRATIONS } from './migrations';

/** Channel accounts and the adapters that send through them, with their inbound webhooks. */
export const channelsDomain: DomainModule = {
  name: 'channels',
  migrations: CHANNELS_MIGRATIONS,
  routes: () => [],
};
