import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fillPath, searchParamsOf, useApiClient, type ApiClient } from '@cabinet/api/core';
import { widgetRatingPageSchema, WIDGETS_PATHS, type WidgetRatingPage, type WidgetRatingsParams } from '@cabinet/api/widgets';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';
import { widgetKeys } from './keys';

/* The ratings one Review widget collected (WIDGETS_PATHS.reviewWidgetRatings), and their export. */

export async function getWidgetRatings(api: ApiClient, id: string, params: WidgetRatingsParams): Promise<WidgetRatingPage> {
  return widgetRatingPageSchema.parse(await api.get(fillPath(WIDGETS_PATHS.reviewWidgetRatings, { id }), { searchParams: searchParamsOf({ ...params }) }).json());
}

/** The filtered ratings as the API's CSV, with the file name it gives. */
export async function downloadWidgetRatings(api: ApiClient, id: string, params: WidgetRatingsParams): Promise<{ blob: Blob; fileName: string }> {
  const response = await api.get(fillPath(WIDGETS_PATHS.reviewWidgetRatingsExport, { id }), { searchParams: searchParamsOf({ ...params, page: undefined, pageSize: undefined }) });
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return { blob: await response.blob(), fileName: named?.[1] ?? 'ratings.csv' };
}

export const widgetRatingsKeys = {
  ratings: (id: string, params: WidgetRatingsParams) => [...widgetKeys.all, 'ratings', id, params] as const,
};

export const widgetRatingsQuery = (api: ApiClient, id: string, params: WidgetRatingsParams) =>
  queryOptions({ queryKey: widgetRatingsKeys.ratings(id, params), queryFn: () => getWidgetRatings(api, id, params), placeholderData: keepPreviousData });

/** A page of one Review widget's ratings; the previous page stays on screen while the next loads. */
export function useWidgetRatings(id: string, params: WidgetRatingsParams) {
  return useQuery(widgetRatingsQuery(useApiClient(), id, params));
}

export function useExportWidgetRatingsMutation(id: string, options?: ApiMutationOptions<{ blob: Blob; fileName: string }, WidgetRatingsParams>) {
  return useApiMutation((api, params: WidgetRatingsParams) => downloadWidgetRatings(api, id, params), () => undefined, options);
}
