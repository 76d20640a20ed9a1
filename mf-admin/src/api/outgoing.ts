import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchParamsOf, useApiClient, type ApiClient } from '@cabinet/api/core';
import { BACK_OFFICE_PATHS, outgoingVolumeSchema, type OutgoingVolume } from '@cabinet/api/admin';

/* The platform's outgoing volume (BACK_OFFICE_PATHS.outgoing), counted by the API. */

export async function getOutgoing(api: ApiClient, days: number): Promise<OutgoingVolume> {
  return outgoingVolumeSchema.parse(await api.get(BACK_OFFICE_PATHS.outgoing, { searchParams: searchParamsOf({ days }) }).json());
}

export const outgoingQuery = (api: ApiClient, days: number) =>
  queryOptions({ queryKey: ['admin', 'outgoing', days] as const, queryFn: () => getOutgoing(api, days), placeholderData: keepPreviousData });

export function useOutgoing(days: number) {
  return useQuery(outgoingQuery(useApiClient(), days));
}
