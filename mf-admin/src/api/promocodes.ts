import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { fillPath, searchParamsOf, useApiClient, type ApiClient } from '@cabinet/api/core';
import {
  BACK_OFFICE_PATHS,
  adminPromocodePageSchema,
  adminPromocodeSchema,
  type AdminPromocode,
  type AdminPromocodePage,
  type AdminPromocodesParams,
  type CreateAdminPromocodeRequest,
  type UpdateAdminPromocodeRequest,
} from '@cabinet/api/admin';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';

/* Promo codes as the back office lists (admins) and makes, edits and deactivates them (super-admins): BACK_OFFICE_PATHS.promocodes. */

export async function getPromocodes(api: ApiClient, params: AdminPromocodesParams): Promise<AdminPromocodePage> {
  return adminPromocodePageSchema.parse(await api.get(BACK_OFFICE_PATHS.promocodes, { searchParams: searchParamsOf({ ...params }) }).json());
}

export async function createPromocode(api: ApiClient, body: CreateAdminPromocodeRequest): Promise<AdminPromocode> {
  return adminPromocodeSchema.parse(await api.post(BACK_OFFICE_PATHS.promocodes, { json: body }).json());
}

export async function updatePromocode(api: ApiClient, id: string, body: UpdateAdminPromocodeRequest): Promise<AdminPromocode> {
  return adminPromocodeSchema.parse(await api.patch(fillPath(BACK_OFFICE_PATHS.promocode, { id }), { json: body }).json());
}

export const promocodeKeys = {
  all: ['admin', 'promocodes'] as const,
  list: (params: AdminPromocodesParams) => [...promocodeKeys.all, 'list', params] as const,
};

export const promocodesQuery = (api: ApiClient, params: AdminPromocodesParams) =>
  queryOptions({ queryKey: promocodeKeys.list(params), queryFn: () => getPromocodes(api, params), placeholderData: keepPreviousData });

export function usePromocodes(params: AdminPromocodesParams) {
  return useQuery(promocodesQuery(useApiClient(), params));
}

const refreshCodes = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: promocodeKeys.all });

export function useCreatePromocodeMutation(options?: ApiMutationOptions<AdminPromocode, CreateAdminPromocodeRequest>) {
  return useApiMutation((api, body: CreateAdminPromocodeRequest) => createPromocode(api, body), refreshCodes, options);
}

export interface PromocodeChange {
  id: string;
  body: UpdateAdminPromocodeRequest;
}

/** An edit of a code's terms, or its deactivation, with the version it was based on. */
export function useUpdatePromocodeMutation(options?: ApiMutationOptions<AdminPromocode, PromocodeChange>) {
  return useApiMutation((api, { id, body }: PromocodeChange) => updatePromocode(api, id, body), refreshCodes, options);
}
