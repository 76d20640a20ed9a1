import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { fillPath, useApiClient, type ApiClient } from '@cabinet/api/core';
import {
  AI_DIALOGUE_PATHS,
  copilotBotPluginsSchema,
  copilotBotUsageSchema,
  dialogueReportListSchema,
  type CopilotBotPlugins,
  type SaveFollowUpRequest,
  type SaveRestPluginRequest,
  type SaveFlowerShopRequest,
  type SaveMedflexPluginRequest,
  type SaveSendFileRequest,
  type SaveSalonPluginRequest,
  type CopilotBotUsage,
  type DialogueReport,
} from '@cabinet/api/ai';
import type { SaveHumanHandoffRequest } from '@cabinet/api/phone';
import { bookingAccountListSchema, MEDFLEX_PATHS, medflexLpuListSchema, SYSTEM_ACCOUNT_PATHS, type BookingAccount, type BookingSystem, type MedflexLpu } from '@cabinet/api/systemAccounts';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';
import { aiKeys } from './ai';

/* An assistant's plugins, usage and reports (AI_DIALOGUE_PATHS): loaded with their tabs, in the tabs' chunks. */

export async function getPlugins(api: ApiClient, botId: string): Promise<CopilotBotPlugins> {
  return copilotBotPluginsSchema.parse(await api.get(fillPath(AI_DIALOGUE_PATHS.plugins, { id: botId })).json());
}

/** What each plugin's save (PUT …/Plugins/{kind}) carries. */
export interface PluginSaveRequests {
  human_handoff: SaveHumanHandoffRequest;
  rest: SaveRestPluginRequest;
  follow_up: SaveFollowUpRequest;
  yclients_salon: SaveSalonPluginRequest;
  altegio_salon: SaveSalonPluginRequest;
  medflex: SaveMedflexPluginRequest;
  flower_shop: SaveFlowerShopRequest;
  send_file: SaveSendFileRequest;
}
export type SavedPluginKind = keyof PluginSaveRequests;

export async function savePlugin<K extends SavedPluginKind>(api: ApiClient, botId: string, kind: K, body: PluginSaveRequests[K]): Promise<CopilotBotPlugins> {
  return copilotBotPluginsSchema.parse(await api.put(fillPath(AI_DIALOGUE_PATHS.plugin, { id: botId, kind }), { json: body }).json());
}

/** The owner's accounts of a booking system with their companies (the salon plugins' branch list). */
export async function getBookingAccounts(api: ApiClient, system: BookingSystem): Promise<BookingAccount[]> {
  return bookingAccountListSchema.parse(await api.get(fillPath(SYSTEM_ACCOUNT_PATHS.booking, { system })).json());
}

/** The owner's connected Medflex LPUs (the medflex plugin's LPU list), by the caller's id as spec section 7's path has it. */
export async function getMedflexLpus(api: ApiClient, userId: string): Promise<MedflexLpu[]> {
  return medflexLpuListSchema.parse(await api.get(fillPath(MEDFLEX_PATHS.lpus, { userId })).json());
}

export async function getUsage(api: ApiClient, botId: string): Promise<CopilotBotUsage> {
  return copilotBotUsageSchema.parse(await api.get(fillPath(AI_DIALOGUE_PATHS.usage, { id: botId })).json());
}

export async function getReports(api: ApiClient, botId: string): Promise<DialogueReport[]> {
  return dialogueReportListSchema.parse(await api.get(fillPath(AI_DIALOGUE_PATHS.reports, { id: botId })).json());
}

export const pluginsKey = (botId: string) => [...aiKeys.bot(botId), 'plugins'] as const;
export const usageKey = (botId: string) => [...aiKeys.bot(botId), 'usage'] as const;
export const reportsKey = (botId: string) => [...aiKeys.bot(botId), 'reports'] as const;

export const bookingAccountsKey = (system: BookingSystem) => [...aiKeys.all, 'bookingAccounts', system] as const;
export const bookingAccountsQuery = (api: ApiClient, system: BookingSystem) => queryOptions({ queryKey: bookingAccountsKey(system), queryFn: () => getBookingAccounts(api, system) });

export const medflexLpusKey = (userId: string) => [...aiKeys.all, 'medflexLpus', userId] as const;
export const medflexLpusQuery = (api: ApiClient, userId: string) => queryOptions({ queryKey: medflexLpusKey(userId), queryFn: () => getMedflexLpus(api, userId) });

export const pluginsQuery = (api: ApiClient, botId: string) => queryOptions({ queryKey: pluginsKey(botId), queryFn: () => getPlugins(api, botId) });
export const usageQuery = (api: ApiClient, botId: string) => queryOptions({ queryKey: usageKey(botId), queryFn: () => getUsage(api, botId) });
/** A pending report turns ready when its job has run: the list asks again every few seconds while one is. */
export const REPORTS_POLL_MS = 3000;
export const reportsQuery = (api: ApiClient, botId: string) =>
  queryOptions({
    queryKey: reportsKey(botId),
    queryFn: () => getReports(api, botId),
    refetchInterval: (query) => (query.state.data?.some((report) => report.state === 'pending') ? REPORTS_POLL_MS : false),
  });

export function usePlugins(botId: string) {
  return useQuery(pluginsQuery(useApiClient(), botId));
}

export function useBookingAccounts(system: BookingSystem) {
  return useQuery(bookingAccountsQuery(useApiClient(), system));
}

/** The signed-in owner's Medflex LPUs (waits for the session's user). */
export function useMedflexLpus(userId: string | undefined) {
  const api = useApiClient();
  return useQuery({ ...medflexLpusQuery(api, userId ?? ''), enabled: userId !== undefined });
}

export function useUsage(botId: string) {
  return useQuery(usageQuery(useApiClient(), botId));
}

export function useReports(botId: string) {
  return useQuery(reportsQuery(useApiClient(), botId));
}

/** Saves one plugin's whole settings; the plugins are read again. */
export function useSavePluginMutation<K extends SavedPluginKind>(botId: string, kind: K, options?: ApiMutationOptions<CopilotBotPlugins, PluginSaveRequests[K]>) {
  return useApiMutation(
    (api, body: PluginSaveRequests[K]) => savePlugin(api, botId, kind, body),
    (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: pluginsKey(botId) }),
    options,
  );
}
