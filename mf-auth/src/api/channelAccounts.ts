import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { fillPath, readApiError, useApiClient, type ApiClient } from '@cabinet/api/core';
import { businessConnectionListSchema, type BusinessConnection, BUSINESS_PATHS } from '@cabinet/api/business';
import {
  channelAccountListSchema,
  instanceSchema,
  publicQrSchema,
  qrLinkSchema,
  type ChannelAccountList,
  type CreateInstanceRequest,
  type Instance,
  type InstanceProvider,
  type PublicQr,
  type QrLink,
  channelAccountSchema,
  telegramCodeSentSchema,
  type ChannelAccount,
  type TelegramCodeSent,
  type TelegramSignInRequest,
  type TwilioAccountRequest,
  type SigmaAccountRequest,
  chatwootAccountListSchema,
  chatwootAccountSchema,
  type ChatwootAccount,
  type ChatwootAccountList,
  type ChatwootConnectRequest,
  CHANNEL_ACCOUNTS_PATHS,
} from '@cabinet/api/messaging';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';

/* Channel accounts (CHANNEL_ACCOUNTS_PATHS; shared/api/src/messaging/accounts.ts). */

export async function getChannelAccounts(api: ApiClient): Promise<ChannelAccountList> {
  return channelAccountListSchema.parse(await api.get(CHANNEL_ACCOUNTS_PATHS.list).json());
}
export async function getBusinessConnections(api: ApiClient): Promise<BusinessConnection[]> {
  return businessConnectionListSchema.parse(await api.get(BUSINESS_PATHS.connections).json());
}
export async function getInstance(api: ApiClient, id: string): Promise<Instance> {
  return instanceSchema.parse(await api.get(fillPath(CHANNEL_ACCOUNTS_PATHS.instance, { id })).json());
}
export async function createInstance(api: ApiClient, body: CreateInstanceRequest): Promise<Instance> {
  return instanceSchema.parse(await api.post(CHANNEL_ACCOUNTS_PATHS.instances, { json: body }).json());
}
export async function requestQr(api: ApiClient, id: string): Promise<Instance> {
  return instanceSchema.parse(await api.post(fillPath(CHANNEL_ACCOUNTS_PATHS.instanceQr, { id })).json());
}
export async function switchProvider(api: ApiClient, input: { id: string; provider: InstanceProvider }): Promise<Instance> {
  return instanceSchema.parse(await api.post(fillPath(CHANNEL_ACCOUNTS_PATHS.instanceProvider, { id: input.id }), { json: { provider: input.provider } }).json());
}
export async function createQrLink(api: ApiClient, id: string): Promise<QrLink> {
  return qrLinkSchema.parse(await api.post(fillPath(CHANNEL_ACCOUNTS_PATHS.instanceQrLink, { id })).json());
}
export async function deleteInstance(api: ApiClient, id: string): Promise<void> {
  await api.delete(fillPath(CHANNEL_ACCOUNTS_PATHS.instance, { id }));
}
/** The public QR link's answer; an expired or unknown link is an answer too (the page says which), not a failure. */
export type PublicQrResult = { kind: 'shown'; qr: PublicQr } | { kind: 'expired' } | { kind: 'notFound' };

export async function getPublicQr(api: ApiClient, token: string): Promise<PublicQrResult> {
  try {
    return { kind: 'shown', qr: publicQrSchema.parse(await api.get(fillPath(CHANNEL_ACCOUNTS_PATHS.publicQr, { token })).json()) };
  } catch (error) {
    const body = await readApiError(error);
    if (body?.code === 'QR_LINK_EXPIRED') return { kind: 'expired' };
    if (body?.code === 'NOT_FOUND') return { kind: 'notFound' };
    throw error;
  }
}

export const channelAccountKeys = {
  all: ['channelAccounts'] as const,
  list: () => [...channelAccountKeys.all, 'list'] as const,
  connections: () => [...channelAccountKeys.all, 'businessConnections'] as const,
  instance: (id: string) => [...channelAccountKeys.all, 'instance', id] as const,
  publicQr: (token: string) => ['publicQr', token] as const,
};

/** While a connection is under way the page reads the instance every 2 s: the provider's state reaches it live. */
export const INSTANCE_POLL_MS = 2_000;

export const channelAccountsQuery = (api: ApiClient) => queryOptions({ queryKey: channelAccountKeys.list(), queryFn: () => getChannelAccounts(api) });
export const businessConnectionsQuery = (api: ApiClient) => queryOptions({ queryKey: channelAccountKeys.connections(), queryFn: () => getBusinessConnections(api) });
export const instanceQuery = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: channelAccountKeys.instance(id),
    queryFn: () => getInstance(api, id),
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data) return false;
      const busy = data.account.state === 'loading' || data.account.state === 'gotQrCode' || data.account.switching !== null;
      return busy ? INSTANCE_POLL_MS : false;
    },
  });
export const publicQrQuery = (api: ApiClient, token: string) =>
  queryOptions({
    queryKey: channelAccountKeys.publicQr(token),
    queryFn: () => getPublicQr(api, token),
    retry: false,
    refetchInterval: (query) => {
      const data = query.state.data;
      return query.state.status === 'error' || !data || data.kind !== 'shown' || data.qr.state === 'authorized' ? false : INSTANCE_POLL_MS;
    },
  });

export function useChannelAccounts() {
  return useQuery(channelAccountsQuery(useApiClient()));
}
export function useBusinessConnections() {
  return useQuery(businessConnectionsQuery(useApiClient()));
}
export function useInstance(id: string | null) {
  const api = useApiClient();
  return useQuery({ ...instanceQuery(api, id ?? ''), enabled: id !== null });
}
export function usePublicQr(token: string) {
  return useQuery(publicQrQuery(useApiClient(), token));
}

/** The answered instance replaces the cached one; the list is read again (its counts and states). */
const storeInstance = async (queryClient: QueryClient, instance: Instance | undefined) => {
  if (instance) queryClient.setQueryData(channelAccountKeys.instance(instance.account.id), instance);
  await queryClient.invalidateQueries({ queryKey: channelAccountKeys.list() });
};

export function useCreateInstanceMutation(options?: ApiMutationOptions<Instance, CreateInstanceRequest>) {
  return useApiMutation(createInstance, storeInstance, options);
}
export function useRequestQrMutation(options?: ApiMutationOptions<Instance, string>) {
  return useApiMutation(requestQr, storeInstance, options);
}
export function useSwitchProviderMutation(options?: ApiMutationOptions<Instance, { id: string; provider: InstanceProvider }>) {
  return useApiMutation(switchProvider, storeInstance, options);
}
export function useQrLinkMutation(options?: ApiMutationOptions<QrLink, string>) {
  return useApiMutation(createQrLink, () => undefined, options);
}
export function useDeleteInstanceMutation(options?: ApiMutationOptions<void, string>) {
  return useApiMutation(deleteInstance, (queryClient) => queryClient.invalidateQueries({ queryKey: channelAccountKeys.all }), options);
}

export async function sendTelegramCode(api: ApiClient, phone: string): Promise<TelegramCodeSent> {
  return telegramCodeSentSchema.parse(await api.post(CHANNEL_ACCOUNTS_PATHS.telegramSendCode, { json: { phone } }).json());
}
export async function signInTelegram(api: ApiClient, body: TelegramSignInRequest): Promise<ChannelAccount> {
  return channelAccountSchema.parse(await api.post(CHANNEL_ACCOUNTS_PATHS.telegramSignIn, { json: body }).json());
}
export async function deleteTelegram(api: ApiClient, id: string): Promise<void> {
  await api.delete(fillPath(CHANNEL_ACCOUNTS_PATHS.telegramAccount, { id }));
}
export function useSendTelegramCodeMutation(options?: ApiMutationOptions<TelegramCodeSent, string>) {
  return useApiMutation(sendTelegramCode, () => undefined, options);
}
export function useSignInTelegramMutation(options?: ApiMutationOptions<ChannelAccount, TelegramSignInRequest>) {
  return useApiMutation(signInTelegram, (queryClient) => queryClient.invalidateQueries({ queryKey: channelAccountKeys.list() }), options);
}
export function useDeleteTelegramMutation(options?: ApiMutationOptions<void, string>) {
  return useApiMutation(deleteTelegram, (queryClient) => queryClient.invalidateQueries({ queryKey: channelAccountKeys.list() }), options);
}

export async function connectTwilio(api: ApiClient, body: TwilioAccountRequest): Promise<ChannelAccount> {
  return channelAccountSchema.parse(await api.post(CHANNEL_ACCOUNTS_PATHS.twilioAccounts, { json: body }).json());
}
export async function deleteTwilio(api: ApiClient, id: string): Promise<void> {
  await api.delete(fillPath(CHANNEL_ACCOUNTS_PATHS.twilioAccount, { id }));
}
export function useConnectTwilioMutation(options?: ApiMutationOptions<ChannelAccount, TwilioAccountRequest>) {
  return useApiMutation(connectTwilio, (queryClient) => queryClient.invalidateQueries({ queryKey: channelAccountKeys.list() }), options);
}
export function useDeleteTwilioMutation(options?: ApiMutationOptions<void, string>) {
  return useApiMutation(deleteTwilio, (queryClient) => queryClient.invalidateQueries({ queryKey: channelAccountKeys.list() }), options);
}

export async function connectSigma(api: ApiClient, body: SigmaAccountRequest): Promise<ChannelAccount> {
  return channelAccountSchema.parse(await api.post(CHANNEL_ACCOUNTS_PATHS.sigmaAccounts, { json: body }).json());
}
export async function deleteSigma(api: ApiClient, id: string): Promise<void> {
  await api.delete(fillPath(CHANNEL_ACCOUNTS_PATHS.sigmaAccount, { id }));
}
export function useConnectSigmaMutation(options?: ApiMutationOptions<ChannelAccount, SigmaAccountRequest>) {
  return useApiMutation(connectSigma, (queryClient) => queryClient.invalidateQueries({ queryKey: channelAccountKeys.list() }), options);
}
export function useDeleteSigmaMutation(options?: ApiMutationOptions<void, string>) {
  return useApiMutation(deleteSigma, (queryClient) => queryClient.invalidateQueries({ queryKey: channelAccountKeys.list() }), options);
}

/* Chatwoot connections (CHANNEL_ACCOUNTS_PATHS.chatwootAccounts). */
export const chatwootKeys = { list: () => [...channelAccountKeys.all, 'chatwoot'] as const };
export async function getChatwootAccounts(api: ApiClient): Promise<ChatwootAccountList> {
  return chatwootAccountListSchema.parse(await api.get(CHANNEL_ACCOUNTS_PATHS.chatwootAccounts).json());
}
export async function connectChatwoot(api: ApiClient, body: ChatwootConnectRequest): Promise<ChatwootAccount> {
  return chatwootAccountSchema.parse(await api.post(CHANNEL_ACCOUNTS_PATHS.chatwootAccounts, { json: body }).json());
}
export async function deleteChatwoot(api: ApiClient, id: string): Promise<void> {
  await api.delete(fillPath(CHANNEL_ACCOUNTS_PATHS.chatwootAccount, { id }));
}
export const chatwootAccountsQuery = (api: ApiClient) => queryOptions({ queryKey: chatwootKeys.list(), queryFn: () => getChatwootAccounts(api) });
export function useChatwootAccounts() {
  return useQuery(chatwootAccountsQuery(useApiClient()));
}
export function useConnectChatwootMutation(options?: ApiMutationOptions<ChatwootAccount, ChatwootConnectRequest>) {
  return useApiMutation(connectChatwoot, (queryClient) => queryClient.invalidateQueries({ queryKey: chatwootKeys.list() }), options);
}
export function useDeleteChatwootMutation(options?: ApiMutationOptions<void, string>) {
  return useApiMutation(deleteChatwoot, (queryClient) => queryClient.invalidateQueries({ queryKey: chatwootKeys.list() }), options);
}
