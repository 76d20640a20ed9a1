import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@cabinet/api/core';
import { QUALITY_PATHS, qualityOverviewSchema, type QualityOverview } from '@cabinet/api/quality';

/* The quality host's home (QUALITY_PATHS.overview): its reports, average score, worst criteria and setup. */

export async function getQualityOverview(api: ApiClient): Promise<QualityOverview> {
  return qualityOverviewSchema.parse(await api.get(QUALITY_PATHS.overview).json());
}

export const qualityOverviewKey = ['quality', 'overview'] as const;

/** A report in progress moves on its own: the home asks again while one runs. */
export const qualityOverviewQuery = (api: ApiClient) =>
  queryOptions({ queryKey: qualityOverviewKey, queryFn: () => getQualityOverview(api), refetchInterval: (query) => ((query.state.data?.inProgressCount ?? 0) > 0 ? 5000 : false) });

export function useQualityOverview() {
  return useQuery(qualityOverviewQuery(useApiClient()));
}
