import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { fillPath, useApiClient, type ApiClient } from '@cabinet/api/core';
import {
  AMO_PATHS,
  amoAccountListSchema,
  amoAccountSchema,
  amoAuthorizeAnswerSchema,
  bookingAccountListSchema,
  IIKO_PATHS,
  iikoAccountListSchema,
  iikoAccountSchema,
  bookingAccountSchema,
  marketplaceCompanySchema,
  marketplaceConnectResultSchema,
  MEDFLEX_PATHS,
  medflexChannelAccountListSchema,
  medflexLpuListSchema,
  medflexLpuSchema,
  medflexTemplateSchema,
  SYSTEM_ACCOUNT_PATHS,
  type AmoAccount,
  type AmoCallbackRequest,
  type BookingAccount,
  type BookingSystem,
  type ConnectBookingAccountRequest,
  type IikoAccount,
  type IikoConnectRequest,
  type MarketplaceCompany,
  type MarketplaceConnectRequest,
  type MedflexChannelAccount,
  type MedflexConnectRequest,
  type MedflexLpu,
  type MedflexLpuUpdate,
  type MedflexTemplate,
  type MedflexTemplateUpdate,
} from '@cabinet/api/systemAccounts';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';

/* Booking-system accounts (SYSTEM_ACCOUNT_PATHS; shared/api/src/systemAccounts/schemas.ts). */

export async function getBookingAccounts(api: ApiClient, system: BookingSystem): Promise<BookingAccount[]> {
  return bookingAccountListSchema.parse(await api.get(fillPath(SYSTEM_ACCOUNT_PATHS.booking, { system })).json());
}
export async function connectBookingAccount(api: ApiClient, system: BookingSystem, body: ConnectBookingAccountRequest): Promise<BookingAccount> {
  return bookingAccountSchema.parse(await api.post(fillPath(SYSTEM_ACCOUNT_PATHS.booking, { system }), { json: body }).json());
}
export async function connectBookingCompany(api: ApiClient, system: BookingSystem, id: string, companyId: string): Promise<BookingAccount> {
  return bookingAccountSchema.parse(await api.post(fillPath(SYSTEM_ACCOUNT_PATHS.bookingCompany, { system, id }), { json: { companyId } }).json());
}
export async function syncBookingAccount(api: ApiClient, system: BookingSystem, id: string): Promise<BookingAccount> {
  return bookingAccountSchema.parse(await api.post(fillPath(SYSTEM_ACCOUNT_PATHS.bookingSync, { system, id })).json());
}
export async function disconnectBookingAccount(api: ApiClient, system: BookingSystem, id: string): Promise<void> {
  await api.delete(fillPath(SYSTEM_ACCOUNT_PATHS.bookingOne, { system, id }));
}
export async function getMarketplaceCompany(api: ApiClient, companyId: string): Promise<MarketplaceCompany> {
  return marketplaceCompanySchema.parse(await api.get(fillPath(SYSTEM_ACCOUNT_PATHS.ycompany, { companyId })).json());
}
export async function connectMarketplaceCompany(api: ApiClient, companyId: string, body: MarketplaceConnectRequest) {
  return marketplaceConnectResultSchema.parse(await api.post(fillPath(SYSTEM_ACCOUNT_PATHS.ycompanyConnect, { companyId }), { json: body }).json());
}

export const systemAccountKeys = {
  all: ['systemAccounts'] as const,
  booking: (system: BookingSystem) => [...systemAccountKeys.all, 'booking', system] as const,
  marketplaceCompany: (companyId: string) => [...systemAccountKeys.all, 'marketplaceCompany', companyId] as const,
};

/** Polled while the page is open: the feed brings visits every minute, and the owner watches them arrive. */
export const BOOKING_ACCOUNTS_POLL_MS = 30_000;

export const bookingAccountsQuery = (api: ApiClient, system: BookingSystem) =>
  queryOptions({ queryKey: systemAccountKeys.booking(system), queryFn: () => getBookingAccounts(api, system), refetchInterval: BOOKING_ACCOUNTS_POLL_MS });
export const marketplaceCompanyQuery = (api: ApiClient, companyId: string) =>
  queryOptions({ queryKey: systemAccountKeys.marketplaceCompany(companyId), queryFn: () => getMarketplaceCompany(api, companyId), retry: false });

export function useBookingAccounts(system: BookingSystem) {
  return useQuery(bookingAccountsQuery(useApiClient(), system));
}
export function useMarketplaceCompany(companyId: string) {
  return useQuery({ ...marketplaceCompanyQuery(useApiClient(), companyId), enabled: companyId !== '' });
}

const refreshBooking = (system: BookingSystem) => (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: systemAccountKeys.booking(system) });

export function useConnectBookingAccountMutation(system: BookingSystem, options?: ApiMutationOptions<BookingAccount, ConnectBookingAccountRequest>) {
  return useApiMutation((api, body: ConnectBookingAccountRequest) => connectBookingAccount(api, system, body), refreshBooking(system), options);
}
export function useConnectBookingCompanyMutation(system: BookingSystem, options?: ApiMutationOptions<BookingAccount, { id: string; companyId: string }>) {
  return useApiMutation((api, { id, companyId }: { id: string; companyId: string }) => connectBookingCompany(api, system, id, companyId), refreshBooking(system), options);
}
export function useSyncBookingAccountMutation(system: BookingSystem, options?: ApiMutationOptions<BookingAccount, string>) {
  return useApiMutation((api, id: string) => syncBookingAccount(api, system, id), refreshBooking(system), options);
}
export function useDisconnectBookingAccountMutation(system: BookingSystem, options?: ApiMutationOptions<void, string>) {
  return useApiMutation((api, id: string) => disconnectBookingAccount(api, system, id), refreshBooking(system), options);
}
export function useConnectMarketplaceCompanyMutation(companyId: string, options?: ApiMutationOptions<{ companyId: string; name: string }, MarketplaceConnectRequest>) {
  return useApiMutation((api, body: MarketplaceConnectRequest) => connectMarketplaceCompany(api, companyId, body), () => undefined, options);
}

/* Medflex (MEDFLEX_PATHS): the LPUs with their templates, by the caller's id (spec section 7's path). */

export async function getMedflexLpus(api: ApiClient, userId: string): Promise<MedflexLpu[]> {
  return medflexLpuListSchema.parse(await api.get(fillPath(MEDFLEX_PATHS.lpus, { userId })).json());
}
export async function connectMedflex(api: ApiClient, body: MedflexConnectRequest): Promise<MedflexLpu[]> {
  return medflexLpuListSchema.parse(await api.post(MEDFLEX_PATHS.connect, { json: body }).json());
}
export async function updateMedflexLpu(api: ApiClient, lpuId: string, body: MedflexLpuUpdate): Promise<MedflexLpu> {
  return medflexLpuSchema.parse(await api.patch(fillPath(MEDFLEX_PATHS.lpu, { lpuId }), { json: body }).json());
}
export async function saveMedflexTemplate(api: ApiClient, templateId: string, body: MedflexTemplateUpdate): Promise<MedflexTemplate> {
  return medflexTemplateSchema.parse(await api.put(fillPath(MEDFLEX_PATHS.template, { templateId }), { json: body }).json());
}
export async function getMedflexChannelAccounts(api: ApiClient): Promise<MedflexChannelAccount[]> {
  return medflexChannelAccountListSchema.parse(await api.get(MEDFLEX_PATHS.channelAccounts).json());
}

export const medflexKeys = {
  all: [...systemAccountKeys.all, 'medflex'] as const,
  lpus: (userId: string) => [...medflexKeys.all, 'lpus', userId] as const,
  channelAccounts: () => [...medflexKeys.all, 'channelAccounts'] as const,
};
export const medflexLpusQuery = (api: ApiClient, userId: string) => queryOptions({ queryKey: medflexKeys.lpus(userId), queryFn: () => getMedflexLpus(api, userId) });
export const medflexChannelAccountsQuery = (api: ApiClient) => queryOptions({ queryKey: medflexKeys.channelAccounts(), queryFn: () => getMedflexChannelAccounts(api) });

export function useMedflexLpus(userId: string | undefined) {
  return useQuery({ ...medflexLpusQuery(useApiClient(), userId ?? ''), enabled: userId !== undefined });
}
export function useMedflexChannelAccounts() {
  return useQuery(medflexChannelAccountsQuery(useApiClient()));
}
const refreshMedflex = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: medflexKeys.all });
export function useConnectMedflexMutation(options?: ApiMutationOptions<MedflexLpu[], MedflexConnectRequest>) {
  return useApiMutation(connectMedflex, refreshMedflex, options);
}
export function useUpdateMedflexLpuMutation(options?: ApiMutationOptions<MedflexLpu, { lpuId: string; body: MedflexLpuUpdate }>) {
  return useApiMutation((api, { lpuId, body }: { lpuId: string; body: MedflexLpuUpdate }) => updateMedflexLpu(api, lpuId, body), refreshMedflex, options);
}
export function useSaveMedflexTemplateMutation(options?: ApiMutationOptions<MedflexTemplate, { templateId: string; body: MedflexTemplateUpdate }>) {
  return useApiMutation((api, { templateId, body }: { templateId: string; body: MedflexTemplateUpdate }) => saveMedflexTemplate(api, templateId, body), refreshMedflex, options);
}

/* amoCRM (AMO_PATHS): the accounts, the authorisation's address, the redirect's callback. */

export async function getAmoAccounts(api: ApiClient): Promise<AmoAccount[]> {
  return amoAccountListSchema.parse(await api.get(AMO_PATHS.accounts).json());
}
export async function authorizeAmo(api: ApiClient, redirectUri: string): Promise<string> {
  return amoAuthorizeAnswerSchema.parse(await api.post(AMO_PATHS.authorize, { json: { redirectUri } }).json()).url;
}
export async function amoCallback(api: ApiClient, body: AmoCallbackRequest): Promise<AmoAccount> {
  return amoAccountSchema.parse(await api.post(AMO_PATHS.callback, { json: body }).json());
}
export async function refreshAmo(api: ApiClient, id: string): Promise<AmoAccount> {
  return amoAccountSchema.parse(await api.post(fillPath(AMO_PATHS.refresh, { id })).json());
}
export async function disconnectAmo(api: ApiClient, id: string): Promise<void> {
  await api.delete(fillPath(AMO_PATHS.one, { id }));
}

export const amoKeys = { accounts: () => [...systemAccountKeys.all, 'amo'] as const };
export const amoAccountsQuery = (api: ApiClient) => queryOptions({ queryKey: amoKeys.accounts(), queryFn: () => getAmoAccounts(api) });
export function useAmoAccounts() {
  return useQuery(amoAccountsQuery(useApiClient()));
}
const refreshAmoList = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: amoKeys.accounts() });
export function useAuthorizeAmoMutation(options?: ApiMutationOptions<string, string>) {
  return useApiMutation(authorizeAmo, () => undefined, options);
}
export function useAmoCallbackMutation(options?: ApiMutationOptions<AmoAccount, AmoCallbackRequest>) {
  return useApiMutation(amoCallback, refreshAmoList, options);
}
export function useRefreshAmoMutation(options?: ApiMutationOptions<AmoAccount, string>) {
  return useApiMutation(refreshAmo, refreshAmoList, options);
}
export function useDisconnectAmoMutation(options?: ApiMutationOptions<void, string>) {
  return useApiMutation(disconnectAmo, refreshAmoList, options);
}

/* iiko (IIKO_PATHS): the API logins with their organisations. */

export async function getIikoAccounts(api: ApiClient): Promise<IikoAccount[]> {
  return iikoAccountListSchema.parse(await api.get(IIKO_PATHS.accounts).json());
}
export async function connectIiko(api: ApiClient, body: IikoConnectRequest): Promise<IikoAccount> {
  return iikoAccountSchema.parse(await api.post(IIKO_PATHS.accounts, { json: body }).json());
}
export async function syncIiko(api: ApiClient, id: string): Promise<IikoAccount> {
  return iikoAccountSchema.parse(await api.post(fillPath(IIKO_PATHS.sync, { id })).json());
}
export async function disconnectIiko(api: ApiClient, id: string): Promise<void> {
  await api.delete(fillPath(IIKO_PATHS.one, { id }));
}
export const iikoKeys = { accounts: () => [...systemAccountKeys.all, 'iiko'] as const };
export const iikoAccountsQuery = (api: ApiClient) => queryOptions({ queryKey: iikoKeys.accounts(), queryFn: () => getIikoAccounts(api) });
export function useIikoAccounts() {
  return useQuery(iikoAccountsQuery(useApiClient()));
}
const refreshIiko = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: iikoKeys.accounts() });
export function useConnectIikoMutation(options?: ApiMutationOptions<IikoAccount, IikoConnectRequest>) {
  return useApiMutation(connectIiko, refreshIiko, options);
}
export function useSyncIikoMutation(options?: ApiMutationOptions<IikoAccount, string>) {
  return useApiMutation(syncIiko, refreshIiko, options);
}
export function useDisconnectIikoMutation(options?: ApiMutationOptions<void, string>) {
  return useApiMutation(disconnectIiko, refreshIiko, options);
}
