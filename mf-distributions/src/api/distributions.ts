import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { fillPath, searchParamsOf, useApiClient, type ApiClient } from '@cabinet/api/core';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';
import {
  audienceCheckSchema,
  audienceCountSchema,
  bulkDistributionsResultSchema,
  distributionOptionsSchema,
  distributionPageSchema,
  distributionRecipientPageSchema,
  distributionSchema,
  distributionStatsSchema,
  distributionTestResultSchema,
  type BulkDistributionsResult,
  type CreateDistributionRequest,
  type Distribution,
  type DistributionClientFilter,
  type DistributionListParams,
  type DistributionOptions,
  type DistributionPage,
  type DistributionRecipientPage,
  type DistributionRecipientsParams,
  type DistributionStats,
  type DistributionTestResult,
  type UpdateDistributionRequest,
  DISTRIBUTIONS_PATHS,
} from '@cabinet/api/distributions';

/*
 * The mailings API (DISTRIBUTIONS_PATHS): a fetcher per call, parsing the answer with the shared schema;
 * query option factories that own the keys; a hook per query and per mutation. Screens use the hooks only.
 */

// Fetchers.

export async function getDistributions(api: ApiClient, params: DistributionListParams = {}): Promise<DistributionPage> {
  return distributionPageSchema.parse(await api.get(DISTRIBUTIONS_PATHS.list, { searchParams: searchParamsOf({ ...params }) }).json());
}

export async function getDistribution(api: ApiClient, id: string): Promise<Distribution> {
  return distributionSchema.parse(await api.get(fillPath(DISTRIBUTIONS_PATHS.one, { id })).json());
}

export async function getDistributionOptions(api: ApiClient): Promise<DistributionOptions> {
  return distributionOptionsSchema.parse(await api.get(DISTRIBUTIONS_PATHS.options).json());
}

export async function countAudience(api: ApiClient, filter: DistributionClientFilter): Promise<number> {
  return audienceCountSchema.parse(await api.post(DISTRIBUTIONS_PATHS.audienceCount, { json: { filter } }).json()).count;
}

/** Which of the phones (E.164) the account's blacklist holds. */
export async function checkBlacklisted(api: ApiClient, phones: string[]): Promise<string[]> {
  return audienceCheckSchema.parse(await api.post(DISTRIBUTIONS_PATHS.audienceCheck, { json: { phones } }).json()).blacklisted;
}

export async function createDistribution(api: ApiClient, body: CreateDistributionRequest): Promise<Distribution> {
  return distributionSchema.parse(await api.post(DISTRIBUTIONS_PATHS.list, { json: body }).json());
}

export async function updateDistribution(api: ApiClient, id: string, body: UpdateDistributionRequest): Promise<Distribution> {
  return distributionSchema.parse(await api.put(fillPath(DISTRIBUTIONS_PATHS.one, { id }), { json: body }).json());
}

export async function getDistributionStats(api: ApiClient, id: string): Promise<DistributionStats> {
  return distributionStatsSchema.parse(await api.get(fillPath(DISTRIBUTIONS_PATHS.stats, { id })).json());
}

export async function getDistributionRecipients(api: ApiClient, id: string, params: DistributionRecipientsParams = {}): Promise<DistributionRecipientPage> {
  return distributionRecipientPageSchema.parse(await api.get(fillPath(DISTRIBUTIONS_PATHS.recipients, { id }), { searchParams: searchParamsOf({ ...params }) }).json());
}

/** The recipients' CSV as a file to save (the export is a signed-in call, so not a plain link). */
export async function exportDistributionRecipients(api: ApiClient, id: string, params: DistributionRecipientsParams = {}): Promise<Blob> {
  return api.get(fillPath(DISTRIBUTIONS_PATHS.recipientsExport, { id }), { searchParams: searchParamsOf({ ...params, page: undefined, pageSize: undefined }) }).blob();
}

export async function sendDistributionTest(api: ApiClient, id: string): Promise<DistributionTestResult> {
  return distributionTestResultSchema.parse(await api.post(fillPath(DISTRIBUTIONS_PATHS.test, { id })).json());
}

export type DistributionAction = 'start' | 'pause' | 'resume' | 'duplicate' | 'delete';
export type BulkDistributionAction = 'pause' | 'resume' | 'delete';

async function runAction(api: ApiClient, action: DistributionAction, id: string): Promise<Distribution | null> {
  if (action === 'delete') {
    await api.delete(fillPath(DISTRIBUTIONS_PATHS.one, { id }));
    return null;
  }
  return distributionSchema.parse(await api.post(fillPath(DISTRIBUTIONS_PATHS[action], { id })).json());
}

const BULK_PATHS: Record<BulkDistributionAction, string> = {
  pause: DISTRIBUTIONS_PATHS.bulkPause,
  resume: DISTRIBUTIONS_PATHS.bulkResume,
  delete: DISTRIBUTIONS_PATHS.bulkDelete,
};

async function runBulkAction(api: ApiClient, action: BulkDistributionAction, ids: string[]): Promise<BulkDistributionsResult> {
  return bulkDistributionsResultSchema.parse(await api.post(BULK_PATHS[action], { json: { ids } }).json());
}

// Query option factories: they own the keys.

export const distributionKeys = {
  all: ['distributions'] as const,
  lists: () => [...distributionKeys.all, 'list'] as const,
  list: (params: DistributionListParams) => [...distributionKeys.lists(), params] as const,
  detail: (id: string) => [...distributionKeys.all, 'detail', id] as const,
  stats: (id: string) => [...distributionKeys.detail(id), 'stats'] as const,
  recipients: (id: string, params: DistributionRecipientsParams) => [...distributionKeys.detail(id), 'recipients', params] as const,
  options: () => [...distributionKeys.all, 'options'] as const,
  audience: (filter: DistributionClientFilter) => [...distributionKeys.all, 'audience', filter] as const,
};

/** Progress of a running mailing moves: its screens poll while they are on screen. */
export const LIVE_INTERVAL_MS = 5000;

export const distributionListQuery = (api: ApiClient, params: DistributionListParams = {}) =>
  queryOptions({ queryKey: distributionKeys.list(params), queryFn: () => getDistributions(api, params), placeholderData: keepPreviousData });

export const distributionQuery = (api: ApiClient, id: string) => queryOptions({ queryKey: distributionKeys.detail(id), queryFn: () => getDistribution(api, id) });

export const distributionOptionsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: distributionKeys.options(), queryFn: () => getDistributionOptions(api), staleTime: 60_000 });

export const distributionStatsQuery = (api: ApiClient, id: string) => queryOptions({ queryKey: distributionKeys.stats(id), queryFn: () => getDistributionStats(api, id) });

export const distributionRecipientsQuery = (api: ApiClient, id: string, params: DistributionRecipientsParams) =>
  queryOptions({ queryKey: distributionKeys.recipients(id, params), queryFn: () => getDistributionRecipients(api, id, params), placeholderData: keepPreviousData });

export const audienceCountQuery = (api: ApiClient, filter: DistributionClientFilter) =>
  queryOptions({ queryKey: distributionKeys.audience(filter), queryFn: () => countAudience(api, filter), staleTime: 30_000, placeholderData: keepPreviousData });

const running = (status: string | undefined) => status === 'working' || status === 'waiting';

// Query hooks.

/** A page of the list; polls while a mailing on it runs, so its progress moves. */
export function useDistributions(params: DistributionListParams) {
  return useQuery({
    ...distributionListQuery(useApiClient(), params),
    refetchInterval: (query) => (query.state.data?.items.some((item) => running(item.status)) ? LIVE_INTERVAL_MS : false),
  });
}

export function useDistribution(id: string | null, options: { live?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({
    ...distributionQuery(api, id ?? ''),
    enabled: id !== null,
    refetchInterval: (query) => (options.live && running(query.state.data?.status) ? LIVE_INTERVAL_MS : false),
  });
}

export function useDistributionOptions() {
  return useQuery(distributionOptionsQuery(useApiClient()));
}

export function useDistributionStats(id: string, live: boolean) {
  return useQuery({ ...distributionStatsQuery(useApiClient(), id), refetchInterval: live ? LIVE_INTERVAL_MS : false });
}

export function useDistributionRecipients(id: string, params: DistributionRecipientsParams, live: boolean) {
  return useQuery({ ...distributionRecipientsQuery(useApiClient(), id, params), refetchInterval: live ? LIVE_INTERVAL_MS : false });
}

export function useAudienceCount(filter: DistributionClientFilter | null) {
  const api = useApiClient();
  return useQuery({ ...audienceCountQuery(api, filter ?? {}), enabled: filter !== null });
}

// Mutation hooks, on the toolkit's useApiMutation: every change refreshes every mailings query.

const refreshAll = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: distributionKeys.all });

export function useDistributionActionMutation(options?: ApiMutationOptions<Distribution | null, { action: DistributionAction; id: string }>) {
  return useApiMutation((api, { action, id }: { action: DistributionAction; id: string }) => runAction(api, action, id), refreshAll, options);
}

export function useBulkDistributionActionMutation(options?: ApiMutationOptions<BulkDistributionsResult, { action: BulkDistributionAction; ids: string[] }>) {
  return useApiMutation((api, { action, ids }: { action: BulkDistributionAction; ids: string[] }) => runBulkAction(api, action, ids), refreshAll, options);
}

/**
 * Creates (id null) or updates a mailing. A new one without recipients goes up with an empty list, so
 * the API's refusal (at least 3 numbers) names the step to fix.
 */
export function useSaveDistributionMutation(options?: ApiMutationOptions<Distribution, { id: string | null; body: UpdateDistributionRequest }>) {
  return useApiMutation(
    (api, { id, body }: { id: string | null; body: UpdateDistributionRequest }) =>
      id === null ? createDistribution(api, { ...body, audience: body.audience ?? { source: 'list', fileName: '', rows: [] } }) : updateDistribution(api, id, body),
    refreshAll,
    options,
  );
}

/** Creates one mailing (a long list's parts are created one by one, so a refusal names the part). */
export function useCreateDistributionMutation(options?: ApiMutationOptions<Distribution, CreateDistributionRequest>) {
  return useApiMutation(createDistribution, refreshAll, options);
}

export function useSendTestMutation(options?: ApiMutationOptions<DistributionTestResult, string>) {
  return useApiMutation(sendDistributionTest, refreshAll, options);
}

/** Asks which of an uploaded list's phones are blacklisted (changes nothing). */
export function useCheckBlacklistMutation() {
  return useApiMutation(checkBlacklisted, () => undefined);
}

/** Downloads the recipients' CSV (changes nothing). */
export function useExportRecipientsMutation(options?: ApiMutationOptions<Blob, { id: string; params: DistributionRecipientsParams }>) {
  return useApiMutation((api, { id, params }: { id: string; params: DistributionRecipientsParams }) => exportDistributionRecipients(api, id, params), () => undefined, options);
}
