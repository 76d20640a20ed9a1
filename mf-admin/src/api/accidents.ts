import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { fillPath, searchParamsOf, useApiClient, type ApiClient } from '@cabinet/api/core';
import {
  BACK_OFFICE_PATHS,
  accidentPageSchema,
  accidentSchema,
  detectedAccidentListSchema,
  type Accident,
  type AccidentPage,
  type AccidentsParams,
  type CreateAccidentInput,
  type DetectedAccident,
} from '@cabinet/api/admin';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';

/* Accidents (BACK_OFFICE_PATHS.accidents): those admins recorded, paged on the server; those the platform raises now; recording and resolving one. */

export async function getAccidents(api: ApiClient, params: AccidentsParams): Promise<AccidentPage> {
  return accidentPageSchema.parse(await api.get(BACK_OFFICE_PATHS.accidents, { searchParams: searchParamsOf({ ...params }) }).json());
}

export async function getDetectedAccidents(api: ApiClient): Promise<DetectedAccident[]> {
  return detectedAccidentListSchema.parse(await api.get(BACK_OFFICE_PATHS.detectedAccidents).json());
}

export const accidentKeys = {
  all: ['admin', 'accidents'] as const,
  list: (params: AccidentsParams) => [...accidentKeys.all, 'list', params] as const,
  detected: () => [...accidentKeys.all, 'detected'] as const,
};

export const accidentsQuery = (api: ApiClient, params: AccidentsParams) =>
  queryOptions({ queryKey: accidentKeys.list(params), queryFn: () => getAccidents(api, params), placeholderData: keepPreviousData });

export const detectedAccidentsQuery = (api: ApiClient) => queryOptions({ queryKey: accidentKeys.detected(), queryFn: () => getDetectedAccidents(api) });

export function useAccidents(params: AccidentsParams) {
  return useQuery(accidentsQuery(useApiClient(), params));
}

export function useDetectedAccidents() {
  return useQuery(detectedAccidentsQuery(useApiClient()));
}

const refresh = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: accidentKeys.all });

export function useRecordAccidentMutation(options?: ApiMutationOptions<Accident, CreateAccidentInput>) {
  return useApiMutation(async (api, body: CreateAccidentInput) => accidentSchema.parse(await api.post(BACK_OFFICE_PATHS.accidents, { json: body }).json()), refresh, options);
}

export interface AccidentStatusChange {
  id: string;
  status: Accident['status'];
  version: number;
}

/** Resolve or reopen an accident from the version shown. */
export function useAccidentStatusMutation(options?: ApiMutationOptions<Accident, AccidentStatusChange>) {
  return useApiMutation(
    async (api, { id, status, version }: AccidentStatusChange) => accidentSchema.parse(await api.patch(fillPath(BACK_OFFICE_PATHS.accident, { id }), { json: { status, version } }).json()),
    refresh,
    options,
  );
}
