import type { DomainModule } from '../platform/DomainModule';
import { CHATBOTS_MIGRATIONS } from './migrations';
import { chatbotsRoutes } from './routes';
import { seedChatbots } from './seed';

/** Confirm/cancel booking chatbots (spec section 2). */
export const chatbotsDomain: DomainModule = {
  name: 'chatbots',
  migrations: CHATBOTS_MIGRATIONS,
  routes: chatbotsRoutes,
  seed: (tx, accounts) => seedChatbots(tx, accounts.demoId),
};
