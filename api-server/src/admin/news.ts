import { newsListSchema, type NewsItem } from '@cabinet/api/contract';
import type { Queryable } from '../platform/db/Db';

type NewsRow = {
  id: string;
  title: string;
  description: string;
  link: string | null;
  type: string;
  crm_types: string[];
  mobile_image: string | null;
  desktop_image: string | null;
  client_types: string[];
  is_sidebar_news: boolean;
  order_number: number;
  language: string | null;
  created_at: Date;
};

/**
 * Every news item, whoever it is for (/admin/news): the readers' call (ServiceNews) answers only the items
 * meant for the caller. In the order the sidebar and the bell show them. The writes are the news domain's
 * (POST, PATCH, DELETE ServiceNews, super-admins).
 */
export async function listAllNews(q: Queryable): Promise<NewsItem[]> {
  const rows = await q.query<NewsRow>(
    `select id, title, description, link, type, crm_types, mobile_image, desktop_image, client_types, is_sidebar_news, order_number, language, created_at
     from news order by order_number, created_at, id`,
  );
  return newsListSchema.parse(
    rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      link: row.link,
      type: row.type,
      crmTypes: row.crm_types,
      mobileImage: row.mobile_image,
      desktopImage: row.desktop_image,
      clientTypes: row.client_types,
      isSidebarNews: row.is_sidebar_news,
      orderNumber: row.order_number,
      language: row.language,
      createdAt: row.created_at.toISOString(),
    })),
  );
}
