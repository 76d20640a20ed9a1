import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchParamsOf, useApiClient, type ApiClient } from '@cabinet/api/core';
import { BACK_OFFICE_PATHS, adminInstancePageSchema, type AdminInstancePage, type AdminInstancesParams } from '@cabinet/api/admin';

/* Every WhatsApp and MAX instance of the platform (BACK_OFFICE_PATHS.instances), paged and filtered on the server. */

export async function getInstances(api: ApiClient, params: AdminInstancesParams): Promise<AdminInstancePage> {
  return adminInstancePageSchema.parse(await api.get(BACK_OFFICE_PATHS.instances, { searchParams: searchParamsOf({ ...params }) }).json());
}

export const instancesQuery = (api: ApiClient, params: AdminInstancesParams) =>
  queryOptions({ queryKey: ['admin', 'instances', params] as const, queryFn: () => getInstances(api, params), placeholderData: keepPreviousData });

export function useInstances(params: AdminInstancesParams) {
  return useQuery(instancesQuery(useApiClient(), params));
}
