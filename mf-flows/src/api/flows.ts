import { useCallback } from 'react';
import { keepPreviousData, queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fillPath, searchParamsOf, useApiClient, type ApiClient } from '@cabinet/api/core';
import {
  bulkFlowsResultSchema,
  bulkTextsResultSchema,
  flowConversionSchema,
  flowPageSchema,
  flowRecipientsSchema,
  flowReachSchema,
  flowSchema,
  flowTemplateListSchema,
  transferFlowsResultSchema,
  incomingFlowTransfersSchema,
  acceptFlowTransferResultSchema,
  type AcceptFlowTransferResult,
  type IncomingFlowTransfers,
  type AddFlowFromTemplateRequest,
  type BulkFlowsResult,
  type BulkTextsRequest,
  type BulkTextsResult,
  type ConversionQuery,
  type Flow,
  type FlowConversion,
  type FlowIntegration,
  type FlowListParams,
  type FlowMode,
  type FlowPage,
  type FlowRecipients,
  type FlowReach,
  type FlowTemplate,
  type TemplateLanguage,
  type TransferFlowsRequest,
  type TransferFlowsResult,
  type CreateFlowRequest,
  type UpdateFlowRequest,
  FLOWS_PATHS,
  TEMPLATES_PATHS,
} from '@cabinet/api/flows';
import { useRemoteProps } from '@cabinet/contracts';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';

/*
 * The flows API (FLOWS_PATHS, TEMPLATES_PATHS): a fetcher per call, each parsing the answer with the
 * shared schema; query option factories that own the keys; a hook per query, and a hook per mutation that
 * refreshes what it changes. Screens use the hooks only.
 */

// Fetchers.

export async function getFlows(api: ApiClient, params: FlowListParams = {}): Promise<FlowPage> {
  return flowPageSchema.parse(await api.get(FLOWS_PATHS.list, { searchParams: searchParamsOf({ ...params }) }).json());
}

export async function getFlow(api: ApiClient, id: string): Promise<Flow> {
  return flowSchema.parse(await api.get(fillPath(FLOWS_PATHS.one, { id })).json());
}

export async function createFlow(api: ApiClient, body: CreateFlowRequest): Promise<Flow> {
  return flowSchema.parse(await api.post(FLOWS_PATHS.list, { json: body }).json());
}

export async function updateFlow(api: ApiClient, id: string, body: UpdateFlowRequest): Promise<Flow> {
  return flowSchema.parse(await api.patch(fillPath(FLOWS_PATHS.one, { id }), { json: body }).json());
}

export async function deleteFlow(api: ApiClient, id: string): Promise<void> {
  await api.delete(fillPath(FLOWS_PATHS.one, { id }));
}

export async function pauseFlow(api: ApiClient, id: string): Promise<Flow> {
  return flowSchema.parse(await api.post(fillPath(FLOWS_PATHS.pause, { id })).json());
}

export async function resumeFlow(api: ApiClient, id: string): Promise<Flow> {
  return flowSchema.parse(await api.post(fillPath(FLOWS_PATHS.resume, { id })).json());
}

export async function duplicateFlow(api: ApiClient, id: string): Promise<Flow> {
  return flowSchema.parse(await api.post(fillPath(FLOWS_PATHS.duplicate, { id })).json());
}

export async function setFlowMode(api: ApiClient, id: string, mode: FlowMode): Promise<Flow> {
  return flowSchema.parse(await api.post(fillPath(FLOWS_PATHS.mode, { id }), { json: { mode } }).json());
}

export async function bulkPauseFlows(api: ApiClient, ids: string[]): Promise<BulkFlowsResult> {
  return bulkFlowsResultSchema.parse(await api.post(FLOWS_PATHS.bulkPause, { json: { ids } }).json());
}

export async function bulkResumeFlows(api: ApiClient, ids: string[]): Promise<BulkFlowsResult> {
  return bulkFlowsResultSchema.parse(await api.post(FLOWS_PATHS.bulkResume, { json: { ids } }).json());
}

export async function bulkDeleteFlows(api: ApiClient, ids: string[]): Promise<BulkFlowsResult> {
  return bulkFlowsResultSchema.parse(await api.post(FLOWS_PATHS.bulkDelete, { json: { ids } }).json());
}

export async function bulkSetFlowMode(api: ApiClient, ids: string[], mode: FlowMode): Promise<BulkFlowsResult> {
  return bulkFlowsResultSchema.parse(await api.post(FLOWS_PATHS.bulkMode, { json: { ids, mode } }).json());
}

export async function transferFlows(api: ApiClient, body: TransferFlowsRequest): Promise<TransferFlowsResult> {
  return transferFlowsResultSchema.parse(await api.post(FLOWS_PATHS.transfer, { json: body }).json());
}

export async function getIncomingTransfers(api: ApiClient): Promise<IncomingFlowTransfers> {
  return incomingFlowTransfersSchema.parse(await api.get(FLOWS_PATHS.incomingTransfers).json());
}

export async function acceptTransfer(api: ApiClient, id: string): Promise<AcceptFlowTransferResult> {
  return acceptFlowTransferResultSchema.parse(await api.post(fillPath(FLOWS_PATHS.acceptTransfer, { id })).json());
}

export async function declineTransfer(api: ApiClient, id: string): Promise<void> {
  await api.post(fillPath(FLOWS_PATHS.declineTransfer, { id }));
}

export async function saveFlowTexts(api: ApiClient, body: BulkTextsRequest): Promise<BulkTextsResult> {
  return bulkTextsResultSchema.parse(await api.put(FLOWS_PATHS.texts, { json: body }).json());
}

export async function getFlowConversion(api: ApiClient, id: string, query: ConversionQuery = {}): Promise<FlowConversion> {
  const searchParams = searchParamsOf({ windowDays: query.windowDays, days: query.days });
  return flowConversionSchema.parse(await api.get(fillPath(FLOWS_PATHS.conversion, { id }), { searchParams }).json());
}

export async function previewFlowRecipients(api: ApiClient, id: string, phones: string[]): Promise<FlowRecipients> {
  return flowRecipientsSchema.parse(await api.post(fillPath(FLOWS_PATHS.recipients, { id }), { json: { phones } }).json());
}

export async function getFlowReach(api: ApiClient, id: string): Promise<FlowReach> {
  return flowReachSchema.parse(await api.get(fillPath(FLOWS_PATHS.reach, { id })).json());
}

/** The titles and descriptions come in `language` (the page's); the texts in the account's, which the flows send. */
export async function getFlowTemplates(api: ApiClient, integration: FlowIntegration, language: TemplateLanguage): Promise<FlowTemplate[]> {
  return flowTemplateListSchema.parse(await api.get(fillPath(TEMPLATES_PATHS.list, { integration }), { searchParams: { language } }).json());
}

export async function addFlowFromTemplate(api: ApiClient, integration: FlowIntegration, templateType: string, body: AddFlowFromTemplateRequest = {}): Promise<Flow> {
  return flowSchema.parse(await api.post(fillPath(TEMPLATES_PATHS.add, { integration, templateType }), { json: body }).json());
}

// Query option factories: they own the keys. A flow's change reaches its list rows and its editor, so
// mutations invalidate flowKeys.all (or the lists, when they set the detail themselves).

export const flowKeys = {
  all: ['flows'] as const,
  lists: () => [...flowKeys.all, 'list'] as const,
  list: (params: FlowListParams) => [...flowKeys.lists(), params] as const,
  details: () => [...flowKeys.all, 'detail'] as const,
  detail: (id: string) => [...flowKeys.details(), id] as const,
  conversion: (id: string, query: ConversionQuery) => [...flowKeys.detail(id), 'conversion', query] as const,
  reach: (id: string) => [...flowKeys.detail(id), 'reach'] as const,
  templates: (integration: FlowIntegration, language: TemplateLanguage) => [...flowKeys.all, 'templates', integration, language] as const,
  incomingTransfers: () => [...flowKeys.all, 'incomingTransfers'] as const,
};

/** A page of the list; the previous page stays on screen while the next one loads. */
export const flowListQuery = (api: ApiClient, params: FlowListParams = {}) =>
  queryOptions({ queryKey: flowKeys.list(params), queryFn: () => getFlows(api, params), placeholderData: keepPreviousData });

/** Offers of flows from other users, waiting for an answer. */
export const incomingTransfersQuery = (api: ApiClient) => queryOptions({ queryKey: flowKeys.incomingTransfers(), queryFn: () => getIncomingTransfers(api) });

export const flowQuery = (api: ApiClient, id: string) => queryOptions({ queryKey: flowKeys.detail(id), queryFn: () => getFlow(api, id) });

/** The previous window's figures stay on screen while the next ones load. */
export const flowConversionQuery = (api: ApiClient, id: string, query: ConversionQuery = {}) =>
  queryOptions({ queryKey: flowKeys.conversion(id, query), queryFn: () => getFlowConversion(api, id, query), staleTime: 5 * 60_000, placeholderData: keepPreviousData });

/** Asked as the go-live question opens: always fresh, since the engine plans every minute. */
export const flowReachQuery = (api: ApiClient, id: string) => queryOptions({ queryKey: flowKeys.reach(id), queryFn: () => getFlowReach(api, id), staleTime: 0 });

export const flowTemplatesQuery = (api: ApiClient, integration: FlowIntegration, language: TemplateLanguage) =>
  queryOptions({ queryKey: flowKeys.templates(integration, language), queryFn: () => getFlowTemplates(api, integration, language), staleTime: 60 * 60_000 });

// Query hooks.

export function useFlows(params: FlowListParams) {
  return useQuery(flowListQuery(useApiClient(), params));
}

export function useFlow(id: string) {
  return useQuery(flowQuery(useApiClient(), id));
}

export function useFlowConversion(id: string, query: ConversionQuery) {
  return useQuery(flowConversionQuery(useApiClient(), id, query));
}

/** Whom the flow would reach in the next day if live; fetched only while `enabled` (the question is open). */
export function useFlowReach(id: string | null) {
  const api = useApiClient();
  return useQuery({ ...flowReachQuery(api, id ?? ''), enabled: id !== null });
}

export function useFlowTemplates(integration: FlowIntegration) {
  return useQuery(flowTemplatesQuery(useApiClient(), integration, useRemoteProps().locale));
}

// Mutation hooks.

/** The actions of one flow's row menu. */
export type FlowAction = 'pause' | 'resume' | 'duplicate' | 'toTest' | 'toCombat' | 'delete';
/** The actions on the selected flows. */
export type BulkFlowAction = 'pause' | 'resume' | 'delete' | 'toTest' | 'toCombat';

const runAction: Record<FlowAction, (api: ApiClient, id: string) => Promise<unknown>> = {
  pause: pauseFlow,
  resume: resumeFlow,
  duplicate: duplicateFlow,
  toTest: (api, id) => setFlowMode(api, id, 'test'),
  toCombat: (api, id) => setFlowMode(api, id, 'combat'),
  delete: deleteFlow,
};

const runBulkAction: Record<BulkFlowAction, (api: ApiClient, ids: string[]) => Promise<BulkFlowsResult>> = {
  pause: bulkPauseFlows,
  resume: bulkResumeFlows,
  delete: bulkDeleteFlows,
  toTest: (api, ids) => bulkSetFlowMode(api, ids, 'test'),
  toCombat: (api, ids) => bulkSetFlowMode(api, ids, 'combat'),
};

const refreshFlows = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: flowKeys.all });

/** One action on one flow (pause, resume, duplicate, mode, delete); every flows query is refreshed after it. */
export function useFlowActionMutation(options?: ApiMutationOptions<unknown, { action: FlowAction; id: string }>) {
  return useApiMutation((api, { action, id }: { action: FlowAction; id: string }) => runAction[action](api, id), refreshFlows, options);
}

/** One action on many flows; the answer lists what applied and what was skipped. */
export function useBulkFlowActionMutation(options?: ApiMutationOptions<BulkFlowsResult, { action: BulkFlowAction; ids: string[] }>) {
  return useApiMutation((api, { action, ids }: { action: BulkFlowAction; ids: string[] }) => runBulkAction[action](api, ids), refreshFlows, options);
}

/** Transfers or copies flows to another account. */
export function useTransferFlowsMutation(options?: ApiMutationOptions<TransferFlowsResult, TransferFlowsRequest>) {
  return useApiMutation(transferFlows, refreshFlows, options);
}

/** The offers of flows waiting for the signed-in user's answer. */
export function useIncomingTransfers() {
  return useQuery(incomingTransfersQuery(useApiClient()));
}

/** Accepts or declines an offer; the offers and the flows list are refreshed either way. */
export function useAnswerTransferMutation(options?: ApiMutationOptions<unknown, { id: string; accept: boolean }>) {
  return useApiMutation((api, { id, accept }: { id: string; accept: boolean }) => (accept ? acceptTransfer(api, id) : declineTransfer(api, id)), refreshFlows, options);
}

/** Adds a blank flow of a type. */
export function useCreateFlowMutation(options?: ApiMutationOptions<Flow, CreateFlowRequest>) {
  return useApiMutation(createFlow, refreshFlows, options);
}

/** Saves a flow's changed fields: the editor gets the saved flow at once, the lists are refreshed. */
export function useUpdateFlowMutation(id: string, options?: ApiMutationOptions<Flow, UpdateFlowRequest>) {
  return useApiMutation(
    (api, body: UpdateFlowRequest) => updateFlow(api, id, body),
    (queryClient, saved) => {
      if (saved) queryClient.setQueryData(flowKeys.detail(id), saved);
      return queryClient.invalidateQueries({ queryKey: flowKeys.lists() });
    },
    options,
  );
}

/** Puts a flow as stored into the editor's cache (the stored version a stale save was refused for). */
export function useAdoptStoredFlow(id: string) {
  const queryClient = useQueryClient();
  return useCallback((flow: Flow) => queryClient.setQueryData(flowKeys.detail(id), flow), [queryClient, id]);
}

/** Saves the titles and texts of many flows, all or nothing. */
export function useSaveFlowTextsMutation(options?: ApiMutationOptions<BulkTextsResult, BulkTextsRequest>) {
  return useApiMutation(saveFlowTexts, refreshFlows, options);
}

/** Adds a flow from a template. */
export function useAddFlowFromTemplateMutation(template: Pick<FlowTemplate, 'integration' | 'templateType'>, options?: ApiMutationOptions<Flow, AddFlowFromTemplateRequest>) {
  return useApiMutation((api, body: AddFlowFromTemplateRequest) => addFlowFromTemplate(api, template.integration, template.templateType, body), refreshFlows, options);
}

/** Which of the given phones the flow would message, and why not the others. */
export function usePreviewFlowRecipientsMutation(id: string, options?: ApiMutationOptions<FlowRecipients, string[]>) {
  // A preview changes nothing on the server.
  return useApiMutation((api, phones: string[]) => previewFlowRecipients(api, id, phones), () => undefined, options);
}
