import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { fillPath, searchParamsOf, useApiClient, type ApiClient } from '@cabinet/api/core';
import type { SaveReviewWidgetRequest } from '@cabinet/api/phone';
import {
  confirmWidgetSchema,
  reviewWidgetSchema,
  widgetListSchema,
  widgetRatingPageSchema,
  WIDGETS_PATHS,
  type ConfirmWidget,
  type ReviewWidget,
  type SaveConfirmWidgetRequest,
  type WidgetRatingPage,
  type WidgetRatingsParams,
  type WidgetSummary,
} from '@cabinet/api/widgets';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';

/* The widgets API (WIDGETS_PATHS): fetchers, the query factories that own their keys, and hooks. A handful per account: no paging. */

export async function getWidgets(api: ApiClient): Promise<WidgetSummary[]> {
  return widgetListSchema.parse(await api.get(WIDGETS_PATHS.list).json());
}

export async function getReviewWidget(api: ApiClient, id: string): Promise<ReviewWidget> {
  return reviewWidgetSchema.parse(await api.get(fillPath(WIDGETS_PATHS.reviewWidget, { id })).json());
}

export async function createReviewWidget(api: ApiClient, body: SaveReviewWidgetRequest): Promise<ReviewWidget> {
  return reviewWidgetSchema.parse(await api.post(WIDGETS_PATHS.reviewWidgets, { json: body }).json());
}

export async function saveReviewWidget(api: ApiClient, id: string, body: SaveReviewWidgetRequest): Promise<ReviewWidget> {
  return reviewWidgetSchema.parse(await api.put(fillPath(WIDGETS_PATHS.reviewWidget, { id }), { json: body }).json());
}

export async function getConfirmWidget(api: ApiClient): Promise<ConfirmWidget> {
  return confirmWidgetSchema.parse(await api.get(WIDGETS_PATHS.confirmWidget).json());
}

export async function saveConfirmWidget(api: ApiClient, body: SaveConfirmWidgetRequest): Promise<ConfirmWidget> {
  return confirmWidgetSchema.parse(await api.put(WIDGETS_PATHS.confirmWidget, { json: body }).json());
}

export async function getWidgetRatings(api: ApiClient, id: string, params: WidgetRatingsParams): Promise<WidgetRatingPage> {
  return widgetRatingPageSchema.parse(await api.get(fillPath(WIDGETS_PATHS.reviewWidgetRatings, { id }), { searchParams: searchParamsOf({ ...params }) }).json());
}

/** The filtered ratings as the API's CSV, with the file name it gives. */
export async function downloadWidgetRatings(api: ApiClient, id: string, params: WidgetRatingsParams): Promise<{ blob: Blob; fileName: string }> {
  const response = await api.get(fillPath(WIDGETS_PATHS.reviewWidgetRatingsExport, { id }), { searchParams: searchParamsOf({ ...params, page: undefined, pageSize: undefined }) });
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return { blob: await response.blob(), fileName: named?.[1] ?? 'ratings.csv' };
}

export const widgetKeys = {
  all: ['widgets'] as const,
  list: () => [...widgetKeys.all, 'list'] as const,
  review: (id: string) => [...widgetKeys.all, 'review', id] as const,
  confirm: () => [...widgetKeys.all, 'confirm'] as const,
  ratings: (id: string, params: WidgetRatingsParams) => [...widgetKeys.all, 'ratings', id, params] as const,
};

export const widgetsQuery = (api: ApiClient) => queryOptions({ queryKey: widgetKeys.list(), queryFn: () => getWidgets(api) });
export const reviewWidgetQuery = (api: ApiClient, id: string) => queryOptions({ queryKey: widgetKeys.review(id), queryFn: () => getReviewWidget(api, id) });
export const confirmWidgetQuery = (api: ApiClient) => queryOptions({ queryKey: widgetKeys.confirm(), queryFn: () => getConfirmWidget(api) });

export const widgetRatingsQuery = (api: ApiClient, id: string, params: WidgetRatingsParams) =>
  queryOptions({ queryKey: widgetKeys.ratings(id, params), queryFn: () => getWidgetRatings(api, id, params), placeholderData: keepPreviousData });

export function useWidgets() {
  return useQuery(widgetsQuery(useApiClient()));
}

/** One Review widget; nothing is asked while `id` is null (a new widget). */
export function useReviewWidget(id: string | null) {
  const api = useApiClient();
  return useQuery({ ...reviewWidgetQuery(api, id ?? ''), enabled: id !== null });
}

/** A page of one Review widget's ratings; the previous page stays on screen while the next loads. */
export function useWidgetRatings(id: string, params: WidgetRatingsParams) {
  return useQuery(widgetRatingsQuery(useApiClient(), id, params));
}

export function useExportWidgetRatingsMutation(id: string, options?: ApiMutationOptions<{ blob: Blob; fileName: string }, WidgetRatingsParams>) {
  return useApiMutation((api, params: WidgetRatingsParams) => downloadWidgetRatings(api, id, params), () => undefined, options);
}

export function useConfirmWidget() {
  return useQuery(confirmWidgetQuery(useApiClient()));
}

const refreshWidgets = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: widgetKeys.all });

/** Creates a Review widget (`id` null) or saves the whole of one, with the version it was based on. */
export function useSaveReviewWidgetMutation(id: string | null, options?: ApiMutationOptions<ReviewWidget, SaveReviewWidgetRequest>) {
  return useApiMutation((api, body: SaveReviewWidgetRequest) => (id ? saveReviewWidget(api, id, body) : createReviewWidget(api, body)), refreshWidgets, options);
}

export function useSaveConfirmWidgetMutation(options?: ApiMutationOptions<ConfirmWidget, SaveConfirmWidgetRequest>) {
  return useApiMutation(saveConfirmWidget, refreshWidgets, options);
}
