import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { searchParamsOf } from '../paging';
import { fillPath, PATHS } from '../paths';
import type { FlowIntegration, FlowMode } from './constants';
import {
  bulkFlowsResultSchema,
  bulkTextsResultSchema,
  flowConversionSchema,
  flowPageSchema,
  flowRecipientsSchema,
  flowSchema,
  flowTemplateListSchema,
  transferFlowsResultSchema,
  type AddFlowFromTemplateRequest,
  type BulkFlowsResult,
  type BulkTextsRequest,
  type BulkTextsResult,
  type ConversionQuery,
  type Flow,
  type FlowConversion,
  type FlowListParams,
  type FlowPage,
  type FlowRecipients,
  type FlowTemplate,
  type TransferFlowsRequest,
  type TransferFlowsResult,
} from './schemas';
// Type-only: the request schemas check phones, which `@cabinet/api/phone` loads with the forms.
import type { CreateFlowRequest, UpdateFlowRequest } from './requests';

// Fetchers: one per call of the flows API, each parsing the answer with the shared schema.

export async function getFlows(client: ApiClient, params: FlowListParams = {}): Promise<FlowPage> {
  const searchParams = searchParamsOf({ ...params });
  return flowPageSchema.parse(await client.get(PATHS.flows.list, { searchParams }).json());
}

export async function getFlow(client: ApiClient, id: string): Promise<Flow> {
  return flowSchema.parse(await client.get(fillPath(PATHS.flows.one, { id })).json());
}

export async function createFlow(client: ApiClient, body: CreateFlowRequest): Promise<Flow> {
  return flowSchema.parse(await client.post(PATHS.flows.list, { json: body }).json());
}

export async function updateFlow(client: ApiClient, id: string, body: UpdateFlowRequest): Promise<Flow> {
  return flowSchema.parse(await client.patch(fillPath(PATHS.flows.one, { id }), { json: body }).json());
}

export async function deleteFlow(client: ApiClient, id: string): Promise<void> {
  await client.delete(fillPath(PATHS.flows.one, { id }));
}

export async function pauseFlow(client: ApiClient, id: string): Promise<Flow> {
  return flowSchema.parse(await client.post(fillPath(PATHS.flows.pause, { id })).json());
}

export async function resumeFlow(client: ApiClient, id: string): Promise<Flow> {
  return flowSchema.parse(await client.post(fillPath(PATHS.flows.resume, { id })).json());
}

export async function duplicateFlow(client: ApiClient, id: string): Promise<Flow> {
  return flowSchema.parse(await client.post(fillPath(PATHS.flows.duplicate, { id })).json());
}

export async function setFlowMode(client: ApiClient, id: string, mode: FlowMode): Promise<Flow> {
  return flowSchema.parse(await client.post(fillPath(PATHS.flows.mode, { id }), { json: { mode } }).json());
}

export async function bulkPauseFlows(client: ApiClient, ids: string[]): Promise<BulkFlowsResult> {
  return bulkFlowsResultSchema.parse(await client.post(PATHS.flows.bulkPause, { json: { ids } }).json());
}

export async function bulkResumeFlows(client: ApiClient, ids: string[]): Promise<BulkFlowsResult> {
  return bulkFlowsResultSchema.parse(await client.post(PATHS.flows.bulkResume, { json: { ids } }).json());
}

export async function bulkDeleteFlows(client: ApiClient, ids: string[]): Promise<BulkFlowsResult> {
  return bulkFlowsResultSchema.parse(await client.post(PATHS.flows.bulkDelete, { json: { ids } }).json());
}

export async function bulkSetFlowMode(client: ApiClient, ids: string[], mode: FlowMode): Promise<BulkFlowsResult> {
  return bulkFlowsResultSchema.parse(await client.post(PATHS.flows.bulkMode, { json: { ids, mode } }).json());
}

export async function transferFlows(client: ApiClient, body: TransferFlowsRequest): Promise<TransferFlowsResult> {
  return transferFlowsResultSchema.parse(await client.post(PATHS.flows.transfer, { json: body }).json());
}

export async function saveFlowTexts(client: ApiClient, body: BulkTextsRequest): Promise<BulkTextsResult> {
  return bulkTextsResultSchema.parse(await client.put(PATHS.flows.texts, { json: body }).json());
}

export async function getFlowConversion(client: ApiClient, id: string, query: ConversionQuery = {}): Promise<FlowConversion> {
  const searchParams = searchParamsOf({ windowDays: query.windowDays, days: query.days });
  return flowConversionSchema.parse(await client.get(fillPath(PATHS.flows.conversion, { id }), { searchParams }).json());
}

export async function previewFlowRecipients(client: ApiClient, id: string, phones: string[]): Promise<FlowRecipients> {
  return flowRecipientsSchema.parse(await client.post(fillPath(PATHS.flows.recipients, { id }), { json: { phones } }).json());
}

export async function getFlowTemplates(client: ApiClient, integration: FlowIntegration): Promise<FlowTemplate[]> {
  return flowTemplateListSchema.parse(await client.get(fillPath(PATHS.templates.list, { integration })).json());
}

export async function addFlowFromTemplate(
  client: ApiClient,
  integration: FlowIntegration,
  templateType: string,
  body: AddFlowFromTemplateRequest = {},
): Promise<Flow> {
  return flowSchema.parse(await client.post(fillPath(PATHS.templates.add, { integration, templateType }), { json: body }).json());
}

// Query option factories own the keys; after a mutation, invalidate flowKeys.all (lists and details
// both change when a flow does), never a retyped array.

export const flowKeys = {
  all: ['flows'] as const,
  lists: () => [...flowKeys.all, 'list'] as const,
  list: (params: FlowListParams) => [...flowKeys.lists(), params] as const,
  details: () => [...flowKeys.all, 'detail'] as const,
  detail: (id: string) => [...flowKeys.details(), id] as const,
  conversion: (id: string, query: ConversionQuery) => [...flowKeys.detail(id), 'conversion', query] as const,
  templates: (integration: FlowIntegration) => [...flowKeys.all, 'templates', integration] as const,
};

/** A page of the list; the previous page stays on screen while the next one loads. */
export const flowListQuery = (client: ApiClient, params: FlowListParams = {}) =>
  queryOptions({ queryKey: flowKeys.list(params), queryFn: () => getFlows(client, params), placeholderData: keepPreviousData });

export const flowQuery = (client: ApiClient, id: string) => queryOptions({ queryKey: flowKeys.detail(id), queryFn: () => getFlow(client, id) });

export const flowConversionQuery = (client: ApiClient, id: string, query: ConversionQuery = {}) =>
  queryOptions({ queryKey: flowKeys.conversion(id, query), queryFn: () => getFlowConversion(client, id, query), staleTime: 5 * 60_000 });

export const flowTemplatesQuery = (client: ApiClient, integration: FlowIntegration) =>
  queryOptions({ queryKey: flowKeys.templates(integration), queryFn: () => getFlowTemplates(client, integration), staleTime: 60 * 60_000 });
