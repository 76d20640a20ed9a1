import { queryOptions, useQuery } from '@tanstack/react-query';
import { fillPath, useApiClient, type ApiClient } from '@cabinet/api/core';
import { BACK_OFFICE_PATHS, companyStatusSchema, type CompanyStatus } from '@cabinet/api/admin';

/* A connected company's state for support (BACK_OFFICE_PATHS.companyStatus). */

export async function getCompanyStatus(api: ApiClient, companyId: string): Promise<CompanyStatus> {
  return companyStatusSchema.parse(await api.get(fillPath(BACK_OFFICE_PATHS.companyStatus, { companyId })).json());
}

export const companyStatusQuery = (api: ApiClient, companyId: string) =>
  queryOptions({ queryKey: ['admin', 'companies', companyId, 'status'] as const, queryFn: () => getCompanyStatus(api, companyId) });

export function useCompanyStatus(companyId: string) {
  return useQuery(companyStatusQuery(useApiClient(), companyId));
}
