import { queryOptions, useQuery } from '@tanstack/react-query';
import { authTokensSchema, fillPath, readApiError, useApiClient, type ApiClient, type AuthTokens } from '@cabinet/api/core';
import { marketplaceApplicationSchema, type Marketplace, type MarketplaceApplication, MARKETPLACE_PATHS } from '@cabinet/api/account';
import type { RegisterRequest } from '@cabinet/api/phone';
import { useSession } from '@cabinet/contracts';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';

/* Registration from a marketplace (MARKETPLACE_PATHS; shared/api/src/account/marketplace.ts). */

export async function getApplication(api: ApiClient, marketplace: Marketplace, applicationId: string): Promise<MarketplaceApplication> {
  return marketplaceApplicationSchema.parse(await api.get(fillPath(MARKETPLACE_PATHS.application, { marketplace, applicationId })).json());
}
export async function registerFromMarketplace(api: ApiClient, marketplace: Marketplace, applicationId: string, body: RegisterRequest): Promise<AuthTokens> {
  return authTokensSchema.parse(await api.post(fillPath(MARKETPLACE_PATHS.register, { marketplace, applicationId }), { json: body }).json());
}

/** The check the page opens with: an unknown or used id is an answer to show, not a failure to retry. */
export type ApplicationCheck = { status: 'open'; application: MarketplaceApplication } | { status: 'notFound' | 'used' };

export async function checkApplication(api: ApiClient, marketplace: Marketplace, applicationId: string): Promise<ApplicationCheck> {
  try {
    return { status: 'open', application: await getApplication(api, marketplace, applicationId) };
  } catch (error) {
    const code = (await readApiError(error))?.code;
    if (code === 'APPLICATION_NOT_FOUND') return { status: 'notFound' };
    if (code === 'APPLICATION_USED') return { status: 'used' };
    throw error;
  }
}

export const marketplaceKeys = {
  application: (marketplace: Marketplace, applicationId: string) => ['marketplace', marketplace, applicationId] as const,
};

export const applicationQuery = (api: ApiClient, marketplace: Marketplace, applicationId: string) =>
  queryOptions({ queryKey: marketplaceKeys.application(marketplace, applicationId), queryFn: () => checkApplication(api, marketplace, applicationId) });

export function useApplication(marketplace: Marketplace, applicationId: string) {
  return useQuery(applicationQuery(useApiClient(), marketplace, applicationId));
}

/** Registers from the application and signs the new user in at once. */
export function useMarketplaceRegisterMutation(marketplace: Marketplace, applicationId: string, options?: ApiMutationOptions<void, RegisterRequest>) {
  const session = useSession();
  return useApiMutation(
    async (api, body: RegisterRequest) => session.signIn(await registerFromMarketplace(api, marketplace, applicationId, body)),
    () => undefined,
    options,
  );
}
