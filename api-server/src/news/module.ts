import type { DomainModule } from '../platform/DomainModule';
import { NEWS_MIGRATIONS } from './migrations';
import { newsRoutes } from './routes';
import { seedNews } from './seed';

/** Service news (spec section 7, News). */
export const newsDomain: DomainModule = {
  name: 'news',
  migrations: NEWS_MIGRATIONS,
  routes: newsRoutes,
  seed: (tx) => seedNews(tx),
};
