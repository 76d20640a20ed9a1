import * as aiContract from '@cabinet/api/ai';
import type { DomainModule } from '../platform/DomainModule';
import { AI_MIGRATIONS } from './migrations';
import { aiRoutes } from './routes';
import { seedAi } from './seed';

/** AI assistants (issue 33, spec "copilot bots"): settings and the test chat through the language model. */
export const aiDomain: DomainModule = {
  name: 'ai',
  contracts: [aiContract],
  migrations: AI_MIGRATIONS,
  routes: aiRoutes,
  seed: (tx, accounts) => seedAi(tx, accounts.demoId),
};
