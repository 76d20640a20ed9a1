import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fillPath, searchParamsOf, useApiClient, type ApiClient } from '@cabinet/api/core';
import {
  ADMIN_PATHS,
  adminUserAccountsSchema,
  adminUserSchema,
  auditPageSchema,
  leadInfoSchema,
  managerListSchema,
  type AdminUser,
  type AdminUserAccounts,
  type AuditPage,
  type LeadInfo,
  type Manager,
  type SaveLeadInfoRequest,
  type UpdateAdminUserRequest,
} from '@cabinet/api/admin';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';
import { adminUserKeys } from './users';

/* One user as the back office reads and changes them (ADMIN_PATHS): the admin user model, accounts, lead info, audit trail, and the managers. */

export async function getAdminUser(api: ApiClient, id: string): Promise<AdminUser> {
  return adminUserSchema.parse(await api.get(fillPath(ADMIN_PATHS.user, { id })).json());
}

export async function updateAdminUser(api: ApiClient, id: string, body: UpdateAdminUserRequest): Promise<AdminUser> {
  return adminUserSchema.parse(await api.patch(fillPath(ADMIN_PATHS.user, { id }), { json: body }).json());
}

export async function getAdminUserAccounts(api: ApiClient, id: string): Promise<AdminUserAccounts> {
  return adminUserAccountsSchema.parse(await api.get(fillPath(ADMIN_PATHS.userAccounts, { id })).json());
}

export async function getLeadInfo(api: ApiClient, id: string): Promise<LeadInfo> {
  return leadInfoSchema.parse(await api.get(fillPath(ADMIN_PATHS.leadInfo, { id })).json());
}

export async function saveLeadInfo(api: ApiClient, id: string, body: SaveLeadInfoRequest): Promise<LeadInfo> {
  return leadInfoSchema.parse(await api.post(fillPath(ADMIN_PATHS.leadInfo, { id }), { json: body }).json());
}

export async function getManagers(api: ApiClient): Promise<Manager[]> {
  return managerListSchema.parse(await api.get(ADMIN_PATHS.managers).json());
}

/** The newest entries of the user's audit trail (admins' changes to them). */
export async function getUserAudit(api: ApiClient, id: string, pageSize: number): Promise<AuditPage> {
  return auditPageSchema.parse(await api.get(fillPath(ADMIN_PATHS.userAudit, { id }), { searchParams: searchParamsOf({ page: 1, pageSize }) }).json());
}


export const adminUserQuery = (api: ApiClient, id: string) => queryOptions({ queryKey: adminUserKeys.one(id), queryFn: () => getAdminUser(api, id) });
export const adminUserAccountsQuery = (api: ApiClient, id: string) => queryOptions({ queryKey: adminUserKeys.accounts(id), queryFn: () => getAdminUserAccounts(api, id) });
export const leadInfoQuery = (api: ApiClient, id: string) => queryOptions({ queryKey: adminUserKeys.leadInfo(id), queryFn: () => getLeadInfo(api, id) });
export const managersQuery = (api: ApiClient) => queryOptions({ queryKey: adminUserKeys.managers(), queryFn: () => getManagers(api), staleTime: 60_000 });

export const userAuditQuery = (api: ApiClient, id: string, pageSize: number) => queryOptions({ queryKey: [...adminUserKeys.audit(id), pageSize] as const, queryFn: () => getUserAudit(api, id, pageSize) });

export function useUserAudit(id: string, pageSize: number) {
  return useQuery(userAuditQuery(useApiClient(), id, pageSize));
}

export function useAdminUser(id: string) {
  return useQuery(adminUserQuery(useApiClient(), id));
}

export function useAdminUserAccounts(id: string) {
  return useQuery(adminUserAccountsQuery(useApiClient(), id));
}

export function useLeadInfo(id: string) {
  return useQuery(leadInfoQuery(useApiClient(), id));
}

export function useManagers() {
  return useQuery(managersQuery(useApiClient()));
}

/** Saves the admin user model with the version it was based on; the answer is the user as stored. */
export function useUpdateAdminUserMutation(id: string, options?: ApiMutationOptions<AdminUser, UpdateAdminUserRequest>) {
  return useApiMutation(
    (api, body: UpdateAdminUserRequest) => updateAdminUser(api, id, body),
    (queryClient: QueryClient, saved?: AdminUser) => {
      if (saved) queryClient.setQueryData(adminUserKeys.one(id), saved);
      return Promise.all([queryClient.invalidateQueries({ queryKey: [...adminUserKeys.all, 'list'] }), queryClient.invalidateQueries({ queryKey: adminUserKeys.audit(id) })]);
    },
    options,
  );
}

export function useSaveLeadInfoMutation(id: string, options?: ApiMutationOptions<LeadInfo, SaveLeadInfoRequest>) {
  return useApiMutation(
    (api, body: SaveLeadInfoRequest) => saveLeadInfo(api, id, body),
    (queryClient: QueryClient, saved?: LeadInfo) => {
      if (saved) queryClient.setQueryData(adminUserKeys.leadInfo(id), saved);
      return queryClient.invalidateQueries({ queryKey: adminUserKeys.audit(id) });
    },
    options,
  );
}

/** Shows the user as stored (a stale save's answer), so the next save is based on its version. */
export function useShowStoredAdminUser(id: string): (stored: AdminUser) => void {
  const queryClient = useQueryClient();
  return useCallback((stored) => queryClient.setQueryData(adminUserKeys.one(id), stored), [queryClient, id]);
}

/** Shows the lead info as stored (a stale save's answer), so the next save is based on its version. */
export function useShowStoredLeadInfo(id: string): (stored: LeadInfo) => void {
  const queryClient = useQueryClient();
  return useCallback((stored) => queryClient.setQueryData(adminUserKeys.leadInfo(id), stored), [queryClient, id]);
}
