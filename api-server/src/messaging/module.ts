import type { DomainModule } from '../platform/DomainModule';
import { MESSAGING_MIGRATIONS } from './migrations';

/** The sending engine: plans, checks, sends and logs every message. */
export const messagingDomain: DomainModule = {
  name: 'messaging',
  migrations: MESSAGING_MIGRATIONS,
  routes: () => [],
};
