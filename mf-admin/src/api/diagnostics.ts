import { queryOptions, useQuery } from '@tanstack/react-query';
import { fillPath, useApiClient, type ApiClient } from '@cabinet/api/core';
import { BACK_OFFICE_PATHS, userDiagnosticsSchema, type UserDiagnostics } from '@cabinet/api/admin';

/*
 * A user's diagnostics for support (BACK_OFFICE_PATHS.userDiagnostics), read from the stored rows. Its key stands
 * apart from adminUserKeys: importing ./users here would split the users list's code into a chunk shared with this
 * screen and grow mf-admin's first visit.
 */

export async function getUserDiagnostics(api: ApiClient, id: string): Promise<UserDiagnostics> {
  return userDiagnosticsSchema.parse(await api.get(fillPath(BACK_OFFICE_PATHS.userDiagnostics, { id })).json());
}

export const userDiagnosticsQuery = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: ['admin', 'diagnostics', id] as const, queryFn: () => getUserDiagnostics(api, id) });

export function useUserDiagnostics(id: string) {
  return useQuery(userDiagnosticsQuery(useApiClient(), id));
}
