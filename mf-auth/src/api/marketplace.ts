import { queryOptions, useQuery } from '@tanstack/react-query';
import { authTokensSchema, fillPath, PATHS, useApiClient, type ApiClient, type AuthTokens } from '@cabinet/api/core';
import { marketplaceApplicationSchema, type Marketplace, type MarketplaceApplication } from '@cabinet/api/account';
import type { RegisterRequest } from '@cabinet/api/phone';
import { useApiMutation, type ApiMutationOptions } from './useApiMutation';

/* Registration from a marketplace (PATHS.marketplace; shared/api/src/account/marketplace.ts). */

export async function getApplication(api: ApiClient, marketplace: Marketplace, applicationId: string): Promise<MarketplaceApplication> {
  return marketplaceApplicationSchema.parse(await api.get(fillPath(PATHS.marketplace.application, { marketplace, applicationId })).json());
}
export async function registerFromMarketplace(api: ApiClient, marketplace: Marketplace, applicationId: string, body: RegisterRequest): Promise<AuthTokens> {
  return authTokensSchema.parse(await api.post(fillPath(PATHS.marketplace.register, { marketplace, applicationId }), { json: body }).json());
}

export const marketplaceKeys = {
  application: (marketplace: Marketplace, applicationId: string) => ['marketplace', marketplace, applicationId] as const,
};

/** Not retried: an unknown or used id stays so. */
export const applicationQuery = (api: ApiClient, marketplace: Marketplace, applicationId: string) =>
  queryOptions({ queryKey: marketplaceKeys.application(marketplace, applicationId), queryFn: () => getApplication(api, marketplace, applicationId), retry: false });

export function useApplication(marketplace: Marketplace, applicationId: string) {
  return useQuery(applicationQuery(useApiClient(), marketplace, applicationId));
}

export function useMarketplaceRegisterMutation(marketplace: Marketplace, applicationId: string, options?: ApiMutationOptions<AuthTokens, RegisterRequest>) {
  return useApiMutation((api, body: RegisterRequest) => registerFromMarketplace(api, marketplace, applicationId, body), () => undefined, options);
}
