import { queryOptions, useQuery } from '@tanstack/react-query';
import { fillPath, useApiClient, type ApiClient } from '@cabinet/api/core';
import {
  channelAccountSchema,
  wabaTemplateListSchema,
  wabaTemplateSchema,
  type ChannelAccount,
  type ConnectDialog360Request,
  type CreateWabaTemplateRequest,
  type WabaTemplate,
  type WabaTemplateList,
  DIALOG360_PATHS,
} from '@cabinet/api/messaging';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';
import { channelAccountKeys } from './channelAccounts';

/* WABA numbers through Dialog360 and their templates (DIALOG360_PATHS; shared/api/src/messaging/dialog360.ts). */

export async function connectDialog360(api: ApiClient, body: ConnectDialog360Request): Promise<ChannelAccount> {
  return channelAccountSchema.parse(await api.post(DIALOG360_PATHS.accounts, { json: body }).json());
}
export async function deleteDialog360(api: ApiClient, id: string): Promise<void> {
  await api.delete(fillPath(DIALOG360_PATHS.account, { id }));
}
export async function getWabaTemplates(api: ApiClient, accountId: string): Promise<WabaTemplateList> {
  return wabaTemplateListSchema.parse(await api.get(fillPath(DIALOG360_PATHS.templates, { id: accountId })).json());
}
export async function createWabaTemplate(api: ApiClient, input: { accountId: string; template: CreateWabaTemplateRequest }): Promise<WabaTemplate> {
  return wabaTemplateSchema.parse(await api.post(fillPath(DIALOG360_PATHS.templates, { id: input.accountId }), { json: input.template }).json());
}
export async function deleteWabaTemplate(api: ApiClient, input: { accountId: string; templateId: string }): Promise<void> {
  await api.delete(fillPath(DIALOG360_PATHS.template, { id: input.accountId, templateId: input.templateId }));
}

export const wabaTemplateKeys = {
  all: ['wabaTemplates'] as const,
  list: (accountId: string) => [...wabaTemplateKeys.all, accountId] as const,
};

/** While a template waits for Dialog360's review the page reads the list every 3 s: the review reaches it live. */
export const TEMPLATE_POLL_MS = 3_000;

export const wabaTemplatesQuery = (api: ApiClient, accountId: string) =>
  queryOptions({
    queryKey: wabaTemplateKeys.list(accountId),
    queryFn: () => getWabaTemplates(api, accountId),
    refetchInterval: (query) => (query.state.data?.templates.some((template) => template.status === 'pending') ? TEMPLATE_POLL_MS : false),
  });

export function useWabaTemplates(accountId: string) {
  return useQuery(wabaTemplatesQuery(useApiClient(), accountId));
}

export function useConnectDialog360Mutation(options?: ApiMutationOptions<ChannelAccount, ConnectDialog360Request>) {
  return useApiMutation(connectDialog360, (queryClient) => queryClient.invalidateQueries({ queryKey: channelAccountKeys.list() }), options);
}
export function useDeleteDialog360Mutation(options?: ApiMutationOptions<void, string>) {
  return useApiMutation(deleteDialog360, (queryClient) => queryClient.invalidateQueries({ queryKey: channelAccountKeys.list() }), options);
}
export function useCreateWabaTemplateMutation(options?: ApiMutationOptions<WabaTemplate, { accountId: string; template: CreateWabaTemplateRequest }>) {
  return useApiMutation(createWabaTemplate, (queryClient) => queryClient.invalidateQueries({ queryKey: wabaTemplateKeys.all }), options);
}
export function useDeleteWabaTemplateMutation(options?: ApiMutationOptions<void, { accountId: string; templateId: string }>) {
  return useApiMutation(deleteWabaTemplate, (queryClient) => queryClient.invalidateQueries({ queryKey: wabaTemplateKeys.all }), options);
}
