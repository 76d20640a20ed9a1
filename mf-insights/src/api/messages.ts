import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PATHS, searchParamsOf, useApiClient, type ApiClient } from '@cabinet/api/core';
import { messagePageSchema, type MessageFilterParams, type MessageListParams, type MessagePage } from '@cabinet/api/messaging';
import * as z from '@cabinet/api/zod';
import { useApiMutation } from '@cabinet/toolkit/mutation';

/*
 * The sending engine's log (PATHS.messages, issue 15) as the message logs screen reads it: a page, the
 * export of the filtered rows, and the account's flows for the flow filter.
 */

const filterParams = (filters: MessageFilterParams) => ({
  flowId: filters.flowId,
  campaignId: filters.campaignId,
  status: filters.status,
  channel: filters.channel,
  search: filters.search,
  from: filters.from,
  to: filters.to,
});

export async function getMessagePage(api: ApiClient, params: MessageListParams): Promise<MessagePage> {
  const searchParams = searchParamsOf({ ...filterParams(params), page: params.page, pageSize: params.pageSize, sort: params.sort, order: params.order });
  return messagePageSchema.parse(await api.get(PATHS.messages.list, { searchParams }).json());
}

/** The filtered log as a CSV file (streamed by the API), with the name the API gives it. */
export async function downloadMessagesCsv(api: ApiClient, params: MessageListParams): Promise<{ blob: Blob; fileName: string }> {
  const response = await api.get(PATHS.messages.export, { searchParams: searchParamsOf({ ...filterParams(params), sort: params.sort, order: params.order }) });
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return { blob: await response.blob(), fileName: named?.[1] ?? 'messages.csv' };
}

/** The flows' names for the filter: the log needs no more of a flow than its id and title. */
const flowNamesSchema = z.object({ items: z.array(z.object({ id: z.string(), title: z.string() })), total: z.int() });
export type FlowName = { id: string; title: string };

export async function getFlowNames(api: ApiClient): Promise<FlowName[]> {
  const answer = await api.get(PATHS.flows.list, { searchParams: searchParamsOf({ page: 1, pageSize: 100, sort: 'title', order: 'asc' }) }).json();
  return flowNamesSchema.parse(answer).items;
}

export const messageLogKeys = {
  all: ['insights', 'messageLog'] as const,
  page: (params: MessageListParams) => [...messageLogKeys.all, 'page', params] as const,
  flowNames: () => [...messageLogKeys.all, 'flowNames'] as const,
};

export const messagePageQuery = (api: ApiClient, params: MessageListParams) =>
  queryOptions({ queryKey: messageLogKeys.page(params), queryFn: () => getMessagePage(api, params), placeholderData: keepPreviousData });

export const flowNamesQuery = (api: ApiClient) => queryOptions({ queryKey: messageLogKeys.flowNames(), queryFn: () => getFlowNames(api), staleTime: 60_000 });

export function useMessagePage(params: MessageListParams) {
  return useQuery(messagePageQuery(useApiClient(), params));
}

export function useFlowNames() {
  return useQuery(flowNamesQuery(useApiClient()));
}

/** Downloads the filtered log and hands it to the browser to save. */
export async function saveMessagesCsv(api: ApiClient, params: MessageListParams): Promise<void> {
  const { blob, fileName } = await downloadMessagesCsv(api, params);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** The export changes nothing, so nothing is refreshed. */
export function useExportMessages() {
  return useApiMutation(saveMessagesCsv, () => undefined);
}
