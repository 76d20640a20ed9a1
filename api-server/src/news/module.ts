import type { DomainModule } from '../platform/DomainModule';
import { NEWS_MIGRATIONS } from './migrations';
import { newsImageRoutes } from './images';
import { newsRoutes } from './routes';
import { seedNews } from './seed';

/** Service news (spec section 7, News). */
export const newsDomain: DomainModule = {
  name: 'news',
  migrations: NEWS_MIGRATIONS,
  routes: (ctx) => [...newsRoutes(ctx), ...newsImageRoutes(ctx)],
  setup(scope) {
    // A news image's upload is its bytes; the route's body limit bounds them.
    scope.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  },
  seed: (tx) => seedNews(tx),
};
