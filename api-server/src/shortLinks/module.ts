import type { DomainModule } from '../platform/DomainModule';
import { SHORT_LINKS_MIGRATIONS } from './migrations';
import { shortLinksRoutes } from './routes';
import { seedShortLinks } from './seed';

/** The link shortener (spec section 2). */
export const shortLinksDomain: DomainModule = {
  name: 'shortLinks',
  migrations: SHORT_LINKS_MIGRATIONS,
  routes: shortLinksRoutes,
  seed: (tx, accounts) => seedShortLinks(tx, accounts.demoId),
};
