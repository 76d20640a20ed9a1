import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchParamsOf, useApiClient, type ApiClient } from '@cabinet/api/core';
import { BACK_OFFICE_PATHS, newClientPageSchema, type NewClientPage, type NewClientsParams } from '@cabinet/api/admin';

/* Recent registrations with their source, quick start and early churn (BACK_OFFICE_PATHS.newClients), paged on the server. */

export async function getNewClients(api: ApiClient, params: NewClientsParams): Promise<NewClientPage> {
  return newClientPageSchema.parse(await api.get(BACK_OFFICE_PATHS.newClients, { searchParams: searchParamsOf({ ...params }) }).json());
}

export const newClientsQuery = (api: ApiClient, params: NewClientsParams) =>
  queryOptions({ queryKey: ['admin', 'newClients', params] as const, queryFn: () => getNewClients(api, params), placeholderData: keepPreviousData });

export function useNewClients(params: NewClientsParams) {
  return useQuery(newClientsQuery(useApiClient(), params));
}
