import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@cabinet/api/core';
import { widgetListSchema, WIDGETS_PATHS, type WidgetSummary } from '@cabinet/api/widgets';
import { widgetKeys } from './keys';

/*
 * The widgets API (WIDGETS_PATHS): the list's fetcher, query and hook (its key is keys.ts', where every
 * widgets query lives). The editors' calls are their own modules (reviewWidget.ts, confirmWidget.ts, booking.ts,
 * widgetRatings.ts), so the list's first visit loads none of their schemas (mf-widgets' first visit is a
 * budget figure). A handful per account: no paging.
 */

export async function getWidgets(api: ApiClient): Promise<WidgetSummary[]> {
  return widgetListSchema.parse(await api.get(WIDGETS_PATHS.list).json());
}

export const widgetsQuery = (api: ApiClient) => queryOptions({ queryKey: widgetKeys.list(), queryFn: () => getWidgets(api) });

export function useWidgets() {
  return useQuery(widgetsQuery(useApiClient()));
}
