import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { fillPath, searchParamsOf, useApiClient, type ApiClient } from '@cabinet/api/core';
import { flowOptionPageSchema, type FlowOptionKind, type FlowOptionPage, FLOW_OPTIONS_PATHS } from '@cabinet/api/flows';

/* What a flow's filters and a chatbot pick from (FLOW_OPTIONS_PATHS): read-only, the booking systems write it. */

/** A picker shows this many at once; typing narrows it on the server. */
export const OPTIONS_PAGE_SIZE = 50;

export interface FlowOptionsParams {
  search?: string;
  /** Name exactly these (what the form already holds), paging ignored. */
  ids?: readonly string[];
}

export async function getFlowOptions(api: ApiClient, kind: FlowOptionKind, params: FlowOptionsParams): Promise<FlowOptionPage> {
  const searchParams = searchParamsOf({ search: params.search || undefined, ids: params.ids, pageSize: params.ids ? undefined : OPTIONS_PAGE_SIZE });
  return flowOptionPageSchema.parse(await api.get(fillPath(FLOW_OPTIONS_PATHS.list, { kind }), { searchParams }).json());
}

export const flowOptionKeys = {
  all: ['flowOptions'] as const,
  list: (kind: FlowOptionKind, params: FlowOptionsParams) => [...flowOptionKeys.all, kind, params] as const,
};

export const flowOptionsQuery = (api: ApiClient, kind: FlowOptionKind, params: FlowOptionsParams) =>
  queryOptions({
    queryKey: flowOptionKeys.list(kind, params),
    queryFn: () => getFlowOptions(api, kind, params),
    placeholderData: keepPreviousData,
    // The business data changes with the booking system's webhooks, not while a form is open.
    staleTime: 60_000,
  });

export function useFlowOptions(kind: FlowOptionKind, params: FlowOptionsParams, enabled = true) {
  return useQuery({ ...flowOptionsQuery(useApiClient(), kind, params), enabled });
}

/** Names the given ids of a kind now, through the cache (a form rule's check): the ones the account lacks are absent. */
export function useFetchFlowOptions(kind: FlowOptionKind): (ids: readonly string[]) => Promise<FlowOptionPage> {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return (ids) => queryClient.fetchQuery(flowOptionsQuery(api, kind, { ids }));
}
