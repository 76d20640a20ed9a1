import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { PATHS } from '../paths';
import { newsListSchema, type NewsItem } from './schemas';

/** The news of the signed-in user, ordered; the API filters them by the user's CRMs and client type. */
export async function getNews(client: ApiClient): Promise<NewsItem[]> {
  return newsListSchema.parse(await client.get(PATHS.news.list).json());
}

export const newsKeys = { all: ['news'] as const, list: () => [...newsKeys.all, 'list'] as const };

export const newsQuery = (client: ApiClient) =>
  queryOptions({ queryKey: newsKeys.list(), queryFn: () => getNews(client), staleTime: 10 * 60_000 });
