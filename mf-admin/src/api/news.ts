import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { newsItemSchema, newsKeys, newsListSchema, PATHS, useApiClient, type ApiClient, type NewsItem } from '@cabinet/api/core';
import { BACK_OFFICE_PATHS, NEWS_IMAGE_PATHS, newsImageSchema, type NewsImage } from '@cabinet/api/admin';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';

/* News as a super-admin manages it: every item (BACK_OFFICE_PATHS.news), written through the readers' ServiceNews calls. */

/** What a super-admin writes: the News item entity without the id and date the API assigns. */
export type NewsInput = Omit<NewsItem, 'id' | 'createdAt'>;

const one = (id: string) => `${PATHS.news.list}/${encodeURIComponent(id)}`;

export async function getAllNews(api: ApiClient): Promise<NewsItem[]> {
  return newsListSchema.parse(await api.get(BACK_OFFICE_PATHS.news).json());
}

export async function createNews(api: ApiClient, body: NewsInput): Promise<NewsItem> {
  return newsItemSchema.parse(await api.post(PATHS.news.list, { json: body }).json());
}

export async function updateNews(api: ApiClient, id: string, body: NewsInput): Promise<NewsItem> {
  return newsItemSchema.parse(await api.patch(one(id), { json: body }).json());
}

export async function deleteNews(api: ApiClient, id: string): Promise<void> {
  await api.delete(one(id));
}

const adminNewsKey = ['admin', 'news'] as const;

export const allNewsQuery = (api: ApiClient) => queryOptions({ queryKey: adminNewsKey, queryFn: () => getAllNews(api) });

export function useAllNews() {
  return useQuery(allNewsQuery(useApiClient()));
}

/** A change is what owners read too: the admin's list and the cabinet's own news (sidebar, bell) are refreshed. */
const refreshNews = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: adminNewsKey }), queryClient.invalidateQueries({ queryKey: newsKeys.all })]);

export function useSaveNewsMutation(options?: ApiMutationOptions<NewsItem, { id: string | null; body: NewsInput }>) {
  return useApiMutation((api, { id, body }: { id: string | null; body: NewsInput }) => (id === null ? createNews(api, body) : updateNews(api, id, body)), refreshNews, options);
}

export function useDeleteNewsMutation(options?: ApiMutationOptions<void, NewsItem>) {
  return useApiMutation((api, item: NewsItem) => deleteNews(api, item.id), refreshNews, options);
}

/** An image's bytes as they are: the API reads its type from them and answers the address an item shows it by. */
export async function uploadNewsImage(api: ApiClient, bytes: Uint8Array<ArrayBuffer>): Promise<NewsImage> {
  const response = await api.post(NEWS_IMAGE_PATHS.upload, { body: bytes, headers: { 'content-type': 'application/octet-stream' }, timeout: 60_000 });
  return newsImageSchema.parse(await response.json());
}

/** Nothing to refresh: the image is only an address until the item that shows it is saved. */
export function useUploadNewsImageMutation(options?: ApiMutationOptions<NewsImage, { name: string; bytes: Uint8Array<ArrayBuffer> }>) {
  return useApiMutation((api, file: { name: string; bytes: Uint8Array<ArrayBuffer> }) => uploadNewsImage(api, file.bytes), () => undefined, options);
}
