import { BACK_OFFICE_PATHS } from '@cabinet/api/admin';
import { newsListSchema } from '@cabinet/api/contract';
import type { AppContext } from '../platform/AppContext';
import { route, type Route } from '../platform/http/route';
import { listAllNews } from '../news/data';

/** News (super-admin): every item, whoever it is for. */
export function newsRoutes(ctx: AppContext): Route[] {
  return [
    route({
      method: 'GET',
      path: BACK_OFFICE_PATHS.news,
      access: 'superAdmin',
      summary: 'Every news item, whoever it is for',
      description: 'For /admin/news: the items of every language, CRM and client type, in the order readers see them. Written through ServiceNews.',
      responses: { 200: { description: 'The items', schema: newsListSchema } },
      handler: () => listAllNews(ctx.db),
    }),
  ];
}
