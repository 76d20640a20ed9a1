import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchParamsOf, useApiClient, type ApiClient } from '@cabinet/api/core';
import { ADMIN_PATHS, adminUserPageSchema, type AdminUserListParams, type AdminUserPage } from '@cabinet/api/admin';

/*
 * The back office's users (ADMIN_PATHS): the paged list an admin searches by phone or e-mail, and the query keys
 * of everything about users. One user's calls are in user.ts: the list is the remote's first visit, and what only
 * the user's page reads stays out of it.
 */

export async function getAdminUsers(api: ApiClient, params: AdminUserListParams = {}): Promise<AdminUserPage> {
  return adminUserPageSchema.parse(await api.get(ADMIN_PATHS.users, { searchParams: searchParamsOf({ ...params }) }).json());
}

export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  list: (params: AdminUserListParams) => [...adminUserKeys.all, 'list', params] as const,
  one: (id: string) => [...adminUserKeys.all, 'one', id] as const,
  accounts: (id: string) => [...adminUserKeys.all, 'accounts', id] as const,
  leadInfo: (id: string) => [...adminUserKeys.all, 'leadInfo', id] as const,
  managers: () => ['admin', 'managers'] as const,
  audit: (id: string) => [...adminUserKeys.all, 'audit', id] as const,
};

export const adminUsersQuery = (api: ApiClient, params: AdminUserListParams = {}) =>
  queryOptions({ queryKey: adminUserKeys.list(params), queryFn: () => getAdminUsers(api, params), placeholderData: keepPreviousData });

export function useAdminUsers(params: AdminUserListParams) {
  return useQuery(adminUsersQuery(useApiClient(), params));
}
