import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchParamsOf, useApiClient, type ApiClient } from '@cabinet/api/core';
import {
  messagePageSchema,
  messageSummarySchema,
  type MessageFilterParams,
  type MessageListParams,
  type MessagePage,
  type MessageSummary,
  MESSAGES_PATHS,
} from '@cabinet/api/messaging';
import { useApiMutation } from '../mutation/useApiMutation';
import { saveDownload } from '../list/saveDownload';

/*
 * The sending engine's message log (MESSAGES_PATHS), read by more than one domain (a flow's messages tab,
 * the insights message logs): a fetcher per call parsing the answer with the shared schema, query option
 * factories that own the keys, a hook per query, and the export as a mutation hook.
 *
 * Live state by polling, not server-sent events: every call goes through ky, which carries the bearer
 * token and refreshes it, and an EventSource cannot send an Authorization header; a log a few seconds
 * behind is fine. A live log is asked again every 5 s while it is on screen (react-query stops in a hidden
 * tab): messages go out, and sent ones move on to delivered, read and replied.
 */

/** How often a live log on screen is asked again. */
export const MESSAGE_POLL_MS = 5_000;

/** Whether the screen follows the log as it changes (a running flow) or reads it once (a report). */
export interface MessageLogOptions {
  live?: boolean;
}

const filterParams = (filters: MessageFilterParams) => ({
  flowId: filters.flowId,
  campaignId: filters.campaignId,
  status: filters.status,
  channel: filters.channel,
  search: filters.search,
  from: filters.from,
  to: filters.to,
});

// Fetchers.

export async function getMessagePage(api: ApiClient, params: MessageListParams): Promise<MessagePage> {
  const searchParams = searchParamsOf({ ...filterParams(params), page: params.page, pageSize: params.pageSize, sort: params.sort, order: params.order });
  return messagePageSchema.parse(await api.get(MESSAGES_PATHS.list, { searchParams }).json());
}

export async function getMessageSummary(api: ApiClient, filters: MessageFilterParams): Promise<MessageSummary> {
  return messageSummarySchema.parse(await api.get(MESSAGES_PATHS.summary, { searchParams: searchParamsOf(filterParams(filters)) }).json());
}

/** The filtered log as a CSV file (streamed by the API), with the name the API gives it. */
export async function downloadMessagesCsv(api: ApiClient, params: MessageListParams): Promise<{ blob: Blob; fileName: string }> {
  const searchParams = searchParamsOf({ ...filterParams(params), sort: params.sort, order: params.order });
  const response = await api.get(MESSAGES_PATHS.export, { searchParams });
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return { blob: await response.blob(), fileName: named?.[1] ?? 'messages.csv' };
}

/** Downloads the filtered log and hands it to the browser to save. */
export async function saveMessagesCsv(api: ApiClient, params: MessageListParams): Promise<void> {
  const { blob, fileName } = await downloadMessagesCsv(api, params);
  saveDownload(blob, fileName);
}

// Query option factories: they own the keys.

export const messageKeys = {
  all: ['messages'] as const,
  pages: () => [...messageKeys.all, 'page'] as const,
  page: (params: MessageListParams) => [...messageKeys.pages(), params] as const,
  summary: (filters: MessageFilterParams) => [...messageKeys.all, 'summary', filters] as const,
};

const refetchInterval = (options: MessageLogOptions) => (options.live ? MESSAGE_POLL_MS : false);

/** A page of the log; the previous page stays on screen while the next one loads. */
export const messagePageQuery = (api: ApiClient, params: MessageListParams, options: MessageLogOptions = {}) =>
  queryOptions({ queryKey: messageKeys.page(params), queryFn: () => getMessagePage(api, params), placeholderData: keepPreviousData, refetchInterval: refetchInterval(options) });

export const messageSummaryQuery = (api: ApiClient, filters: MessageFilterParams, options: MessageLogOptions = {}) =>
  queryOptions({ queryKey: messageKeys.summary(filters), queryFn: () => getMessageSummary(api, filters), refetchInterval: refetchInterval(options) });

// Hooks.

export function useMessagePage(params: MessageListParams, options: MessageLogOptions = {}) {
  return useQuery(messagePageQuery(useApiClient(), params, options));
}

export function useMessageSummary(filters: MessageFilterParams, options: MessageLogOptions = {}) {
  return useQuery(messageSummaryQuery(useApiClient(), filters, options));
}

/** The export: it changes nothing, so nothing is refreshed. */
export function useExportMessages() {
  return useApiMutation(saveMessagesCsv, () => undefined);
}
