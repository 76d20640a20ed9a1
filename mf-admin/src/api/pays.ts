import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { fillPath, searchParamsOf, useApiClient, type ApiClient } from '@cabinet/api/core';
import {
  ADMIN_PATHS,
  adminPaymentPageSchema,
  adminPaymentSchema,
  payDestinationListSchema,
  payLinkSchema,
  type AdminPayment,
  type AdminPaymentPage,
  type AdminPaysParams,
  type CreateAdminPaymentRequest,
  type PayDestination,
  type UpdateAdminPaymentRequest,
} from '@cabinet/api/admin';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';
import { adminUserKeys } from './users';

/* A user's payments as an admin sees and adds them (ADMIN_PATHS.userPays), the pay destinations offered, the pay link. */

export interface UserPaysParams {
  page: number;
  pageSize: number;
  success?: 'true' | 'false';
}

export async function getUserPays(api: ApiClient, id: string, params: UserPaysParams): Promise<AdminPaymentPage> {
  return adminPaymentPageSchema.parse(await api.get(fillPath(ADMIN_PATHS.userPays, { id }), { searchParams: searchParamsOf({ ...params }) }).json());
}

export async function addUserPay(api: ApiClient, id: string, body: CreateAdminPaymentRequest): Promise<AdminPayment> {
  return adminPaymentSchema.parse(await api.post(fillPath(ADMIN_PATHS.userPays, { id }), { json: body }).json());
}

export async function updateUserPay(api: ApiClient, id: string, payId: string, body: UpdateAdminPaymentRequest): Promise<AdminPayment> {
  return adminPaymentSchema.parse(await api.patch(fillPath(ADMIN_PATHS.userPay, { id, payId }), { json: body }).json());
}

export async function getPayLink(api: ApiClient, id: string, payId: string): Promise<string> {
  return payLinkSchema.parse(await api.get(fillPath(ADMIN_PATHS.payLink, { id, payId })).json()).url;
}

export async function getPayDestinations(api: ApiClient): Promise<PayDestination[]> {
  return payDestinationListSchema.parse(await api.get(ADMIN_PATHS.payDestinations).json());
}

export const adminPayKeys = {
  all: ['admin', 'pays'] as const,
  ofUser: (id: string) => [...adminPayKeys.all, 'user', id] as const,
  userPage: (id: string, params: UserPaysParams) => [...adminPayKeys.ofUser(id), params] as const,
  destinations: () => ['admin', 'payDestinations'] as const,
};

export const userPaysQuery = (api: ApiClient, id: string, params: UserPaysParams) =>
  queryOptions({ queryKey: adminPayKeys.userPage(id, params), queryFn: () => getUserPays(api, id, params), placeholderData: keepPreviousData });
export const payDestinationsQuery = (api: ApiClient) => queryOptions({ queryKey: adminPayKeys.destinations(), queryFn: () => getPayDestinations(api), staleTime: 60_000 });

export function useUserPays(id: string, params: UserPaysParams) {
  return useQuery(userPaysQuery(useApiClient(), id, params));
}

export function usePayDestinations() {
  return useQuery(payDestinationsQuery(useApiClient()));
}

/** A payment changes what the user has paid up to: the payments, the user (paid-up-to, tariff) and the lists move on. */
const refreshAfterPay = (id: string) => (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: adminPayKeys.all }), queryClient.invalidateQueries({ queryKey: adminUserKeys.one(id) }),
    queryClient.invalidateQueries({ queryKey: adminUserKeys.audit(id) }), queryClient.invalidateQueries({ queryKey: [...adminUserKeys.all, 'list'] })]);

export function useAddUserPayMutation(id: string, options?: ApiMutationOptions<AdminPayment, CreateAdminPaymentRequest>) {
  return useApiMutation((api, body: CreateAdminPaymentRequest) => addUserPay(api, id, body), refreshAfterPay(id), options);
}

export function useUpdateUserPayMutation(id: string, options?: ApiMutationOptions<AdminPayment, { payId: string; body: UpdateAdminPaymentRequest }>) {
  return useApiMutation((api, { payId, body }: { payId: string; body: UpdateAdminPaymentRequest }) => updateUserPay(api, id, payId, body), refreshAfterPay(id), options);
}

/** Asks the API for the payment's link (its path depends on the host the admin works on). */
export function usePayLinkMutation(id: string, options?: ApiMutationOptions<string, string>) {
  return useApiMutation((api, payId: string) => getPayLink(api, id, payId), () => undefined, options);
}

export async function getAllPays(api: ApiClient, params: AdminPaysParams): Promise<AdminPaymentPage> {
  return adminPaymentPageSchema.parse(await api.get(ADMIN_PATHS.pays, { searchParams: searchParamsOf({ ...params }) }).json());
}

export const allPaysQuery = (api: ApiClient, params: AdminPaysParams) =>
  queryOptions({ queryKey: [...adminPayKeys.all, 'across', params] as const, queryFn: () => getAllPays(api, params), placeholderData: keepPreviousData });

/** Every payment across users (/admin/pays), paged and filtered on the server. */
export function useAllPays(params: AdminPaysParams) {
  return useQuery(allPaysQuery(useApiClient(), params));
}
