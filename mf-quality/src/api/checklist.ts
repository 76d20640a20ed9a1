import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { fillPath, useApiClient, type ApiClient } from '@cabinet/api/core';
import { checklistSchema, checklistVersionsSchema, QUALITY_PATHS, type Checklist, type ChecklistVersionSummary, type SaveChecklistRequest } from '@cabinet/api/quality';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';

/* The quality checklist (QUALITY_PATHS): fetchers, the query factories that own their keys, and hooks. */

export async function getChecklist(api: ApiClient): Promise<Checklist> {
  return checklistSchema.parse(await api.get(QUALITY_PATHS.checklist).json());
}

export async function saveChecklist(api: ApiClient, body: SaveChecklistRequest): Promise<Checklist> {
  return checklistSchema.parse(await api.put(QUALITY_PATHS.checklist, { json: body }).json());
}

export async function getChecklistVersions(api: ApiClient): Promise<ChecklistVersionSummary[]> {
  return checklistVersionsSchema.parse(await api.get(QUALITY_PATHS.checklistVersions).json());
}

export async function getChecklistVersion(api: ApiClient, version: number): Promise<Checklist> {
  return checklistSchema.parse(await api.get(fillPath(QUALITY_PATHS.checklistVersion, { version: String(version) })).json());
}

export const checklistKeys = {
  all: ['quality', 'checklist'] as const,
  current: () => [...checklistKeys.all, 'current'] as const,
  versions: () => [...checklistKeys.all, 'versions'] as const,
  version: (version: number) => [...checklistKeys.all, 'version', version] as const,
};

export const checklistQuery = (api: ApiClient) => queryOptions({ queryKey: checklistKeys.current(), queryFn: () => getChecklist(api) });
export const checklistVersionsQuery = (api: ApiClient) => queryOptions({ queryKey: checklistKeys.versions(), queryFn: () => getChecklistVersions(api) });
// A saved version never changes: read once.
export const checklistVersionQuery = (api: ApiClient, version: number) =>
  queryOptions({ queryKey: checklistKeys.version(version), queryFn: () => getChecklistVersion(api, version), staleTime: Infinity });

export function useChecklist() {
  return useQuery(checklistQuery(useApiClient()));
}

export function useChecklistVersions() {
  return useQuery(checklistVersionsQuery(useApiClient()));
}

/** One saved version; nothing is asked while `version` is null. */
export function useChecklistVersion(version: number | null) {
  return useQuery({ ...checklistVersionQuery(useApiClient(), version ?? 0), enabled: version !== null });
}

const refreshChecklist = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: checklistKeys.all });

/** Saves the whole list as the next version, with the version it was based on. */
export function useSaveChecklistMutation(options?: ApiMutationOptions<Checklist, SaveChecklistRequest>) {
  return useApiMutation(saveChecklist, refreshChecklist, options);
}
