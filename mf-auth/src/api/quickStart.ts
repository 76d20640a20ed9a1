import { queryOptions, useQuery } from '@tanstack/react-query';
import { fillPath, useApiClient, type ApiClient } from '@cabinet/api/core';
import {
  completeQuickStartResponseSchema,
  quickStartProgressSchema,
  type CompleteQuickStartRequest,
  type CompleteQuickStartResponse,
  type QuickStartProgress,
  type QuickStartVariant,
  type SaveQuickStartRequest,
  QUICK_START_PATHS,
} from '@cabinet/api/account';
import { businessConnectionListSchema, type BusinessConnection, BUSINESS_PATHS } from '@cabinet/api/business';
import { flowTemplateListSchema, type FlowIntegration, type FlowTemplate, type TemplateLanguage, TEMPLATES_PATHS } from '@cabinet/api/flows';
import { useRemoteProps } from '@cabinet/contracts';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';

/* The quick starts (QUICK_START_PATHS; shared/api/src/account/quickStart.ts). */

export async function getQuickStart(api: ApiClient, variant: QuickStartVariant): Promise<QuickStartProgress> {
  return quickStartProgressSchema.parse(await api.get(fillPath(QUICK_START_PATHS.progress, { variant })).json());
}
export async function saveQuickStart(api: ApiClient, variant: QuickStartVariant, body: SaveQuickStartRequest): Promise<QuickStartProgress> {
  return quickStartProgressSchema.parse(await api.put(fillPath(QUICK_START_PATHS.progress, { variant }), { json: body }).json());
}
export async function completeQuickStart(api: ApiClient, variant: QuickStartVariant, body: CompleteQuickStartRequest): Promise<CompleteQuickStartResponse> {
  return completeQuickStartResponseSchema.parse(await api.post(fillPath(QUICK_START_PATHS.complete, { variant }), { json: body }).json());
}
export async function getConnections(api: ApiClient): Promise<BusinessConnection[]> {
  return businessConnectionListSchema.parse(await api.get(BUSINESS_PATHS.connections).json());
}

/** The integration's flow templates: the review step names the flows the goals create by them, in the page's language. */
export async function getTemplates(api: ApiClient, integration: FlowIntegration, language: TemplateLanguage): Promise<FlowTemplate[]> {
  return flowTemplateListSchema.parse(await api.get(fillPath(TEMPLATES_PATHS.list, { integration }), { searchParams: { language } }).json());
}

export const quickStartKeys = {
  all: ['quickStart'] as const,
  progress: (variant: QuickStartVariant) => [...quickStartKeys.all, 'progress', variant] as const,
  connections: () => [...quickStartKeys.all, 'connections'] as const,
  templates: (integration: FlowIntegration, language: TemplateLanguage) => [...quickStartKeys.all, 'templates', integration, language] as const,
};

export const quickStartQuery = (api: ApiClient, variant: QuickStartVariant) =>
  queryOptions({ queryKey: quickStartKeys.progress(variant), queryFn: () => getQuickStart(api, variant), staleTime: Infinity });
export const connectionsQuery = (api: ApiClient) => queryOptions({ queryKey: quickStartKeys.connections(), queryFn: () => getConnections(api) });

export const templatesQuery = (api: ApiClient, integration: FlowIntegration, language: TemplateLanguage) =>
  queryOptions({ queryKey: quickStartKeys.templates(integration, language), queryFn: () => getTemplates(api, integration, language), staleTime: 60 * 60_000 });

export function useTemplates(integration: FlowIntegration | null) {
  const api = useApiClient();
  const { locale } = useRemoteProps();
  return useQuery({ ...templatesQuery(api, integration ?? 'yclients', locale), enabled: integration !== null });
}

export function useQuickStart(variant: QuickStartVariant) {
  return useQuery(quickStartQuery(useApiClient(), variant));
}
export function useConnections() {
  return useQuery(connectionsQuery(useApiClient()));
}

export function useSaveQuickStartMutation(variant: QuickStartVariant, options?: ApiMutationOptions<QuickStartProgress, SaveQuickStartRequest>) {
  return useApiMutation(
    (api, body: SaveQuickStartRequest) => saveQuickStart(api, variant, body),
    (queryClient, progress) => (progress ? Promise.resolve(queryClient.setQueryData(quickStartKeys.progress(variant), progress)) : undefined),
    options,
  );
}
export function useCompleteQuickStartMutation(variant: QuickStartVariant, options?: ApiMutationOptions<CompleteQuickStartResponse, CompleteQuickStartRequest>) {
  return useApiMutation(
    (api, body: CompleteQuickStartRequest) => completeQuickStart(api, variant, body),
    (queryClient, done) => (done ? Promise.resolve(queryClient.setQueryData(quickStartKeys.progress(variant), done.progress)) : undefined),
    options,
  );
}
