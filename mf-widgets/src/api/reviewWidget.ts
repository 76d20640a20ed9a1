import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { fillPath, useApiClient, type ApiClient } from '@cabinet/api/core';
import type { SaveReviewWidgetRequest } from '@cabinet/api/phone';
import { reviewWidgetSchema, WIDGETS_PATHS, type ReviewWidget } from '@cabinet/api/widgets';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';
import { widgetKeys } from './keys';

/* A Review widget (WIDGETS_PATHS.reviewWidget): its editor's and its ratings page's calls. */

export async function getReviewWidget(api: ApiClient, id: string): Promise<ReviewWidget> {
  return reviewWidgetSchema.parse(await api.get(fillPath(WIDGETS_PATHS.reviewWidget, { id })).json());
}

export async function createReviewWidget(api: ApiClient, body: SaveReviewWidgetRequest): Promise<ReviewWidget> {
  return reviewWidgetSchema.parse(await api.post(WIDGETS_PATHS.reviewWidgets, { json: body }).json());
}

export async function saveReviewWidget(api: ApiClient, id: string, body: SaveReviewWidgetRequest): Promise<ReviewWidget> {
  return reviewWidgetSchema.parse(await api.put(fillPath(WIDGETS_PATHS.reviewWidget, { id }), { json: body }).json());
}

export const reviewWidgetKeys = {
  review: (id: string) => [...widgetKeys.all, 'review', id] as const,
};

export const reviewWidgetQuery = (api: ApiClient, id: string) => queryOptions({ queryKey: reviewWidgetKeys.review(id), queryFn: () => getReviewWidget(api, id) });

/** One Review widget; nothing is asked while `id` is null (a new widget). */
export function useReviewWidget(id: string | null) {
  const api = useApiClient();
  return useQuery({ ...reviewWidgetQuery(api, id ?? ''), enabled: id !== null });
}

const refreshWidgets = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: widgetKeys.all });

/** Creates a Review widget (`id` null) or saves the whole of one, with the version it was based on. */
export function useSaveReviewWidgetMutation(id: string | null, options?: ApiMutationOptions<ReviewWidget, SaveReviewWidgetRequest>) {
  return useApiMutation((api, body: SaveReviewWidgetRequest) => (id ? saveReviewWidget(api, id, body) : createReviewWidget(api, body)), refreshWidgets, options);
}
