import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { PATHS } from '../paths';
import { newsListSchema, type NewsItem } from './schemas';

export type NewsLanguage = NonNullable<NewsItem['language']>;

/** The news of the signed-in user in the page's language, ordered; the API filters them by the user's CRMs and client type. */
export async function getNews(client: ApiClient, language?: NewsLanguage): Promise<NewsItem[]> {
  return newsListSchema.parse(await client.get(PATHS.news.list, { searchParams: language ? { language } : undefined }).json());
}

export const newsKeys = { all: ['news'] as const, list: (language?: NewsLanguage) => [...newsKeys.all, 'list', language ?? 'account'] as const };

export const newsQuery = (client: ApiClient, language?: NewsLanguage) =>
  queryOptions({ queryKey: newsKeys.list(language), queryFn: () => getNews(client, language), staleTime: 10 * 60_000 });
