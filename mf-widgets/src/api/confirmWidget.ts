import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@cabinet/api/core';
import { confirmWidgetSchema, WIDGETS_PATHS, type ConfirmWidget, type SaveConfirmWidgetRequest } from '@cabinet/api/widgets';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';
import { widgetKeys } from './keys';

/* The Confirm widget (WIDGETS_PATHS.confirmWidget): one per account, its settings screen's calls. */

export async function getConfirmWidget(api: ApiClient): Promise<ConfirmWidget> {
  return confirmWidgetSchema.parse(await api.get(WIDGETS_PATHS.confirmWidget).json());
}

export async function saveConfirmWidget(api: ApiClient, body: SaveConfirmWidgetRequest): Promise<ConfirmWidget> {
  return confirmWidgetSchema.parse(await api.put(WIDGETS_PATHS.confirmWidget, { json: body }).json());
}

export const confirmWidgetKeys = {
  confirm: () => [...widgetKeys.all, 'confirm'] as const,
};

export const confirmWidgetQuery = (api: ApiClient) => queryOptions({ queryKey: confirmWidgetKeys.confirm(), queryFn: () => getConfirmWidget(api) });

export function useConfirmWidget() {
  return useQuery(confirmWidgetQuery(useApiClient()));
}

const refreshWidgets = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: widgetKeys.all });

export function useSaveConfirmWidgetMutation(options?: ApiMutationOptions<ConfirmWidget, SaveConfirmWidgetRequest>) {
  return useApiMutation(saveConfirmWidget, refreshWidgets, options);
}
