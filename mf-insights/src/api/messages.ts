import { queryOptions, useQuery } from '@tanstack/react-query';
import { searchParamsOf, useApiClient, type ApiClient } from '@cabinet/api/core';
import { FLOWS_PATHS } from '@cabinet/api/flows';
import * as z from '@cabinet/api/zod';

/*
 * What the message logs screen reads beside the log itself (whose queries are the toolkit's,
 * `@cabinet/toolkit/messages`, shared with the flows domain): the account's flows for the flow filter.
 */

/** The flows' names for the filter: the log needs no more of a flow than its id and title. */
const flowNamesSchema = z.object({ items: z.array(z.object({ id: z.string(), title: z.string() })), total: z.int() });
export type FlowName = { id: string; title: string };

export async function getFlowNames(api: ApiClient): Promise<FlowName[]> {
  const answer = await api.get(FLOWS_PATHS.list, { searchParams: searchParamsOf({ page: 1, pageSize: 100, sort: 'title', order: 'asc' }) }).json();
  return flowNamesSchema.parse(answer).items;
}

export const messageLogKeys = {
  all: ['insights', 'messageLog'] as const,
  flowNames: () => [...messageLogKeys.all, 'flowNames'] as const,
};

export const flowNamesQuery = (api: ApiClient) => queryOptions({ queryKey: messageLogKeys.flowNames(), queryFn: () => getFlowNames(api), staleTime: 60_000 });

export function useFlowNames() {
  return useQuery(flowNamesQuery(useApiClient()));
}
