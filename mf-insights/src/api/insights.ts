import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { searchParamsOf, useApiClient, type ApiClient } from '@cabinet/api/core';
import {
  analyticsSchema,
  checklistSchema,
  homeStatsSchema,
  staffAccessSchema,
  type Analytics,
  type Checklist,
  type HomeStats,
  type InsightPeriod,
  type StaffAccess,
  INSIGHTS_PATHS,
} from '@cabinet/api/insights';
import { useApiMutation } from '@cabinet/toolkit/mutation';

/*
 * The insights calls (INSIGHTS_PATHS): a fetcher per call parsing the answer with the shared schema, query
 * option factories that own the keys, a hook per query, mutations as hooks.
 */

// Fetchers.

export async function getHomeStats(api: ApiClient, period: InsightPeriod): Promise<HomeStats> {
  return homeStatsSchema.parse(await api.get(INSIGHTS_PATHS.home, { searchParams: searchParamsOf({ period }) }).json());
}

export async function getChecklist(api: ApiClient): Promise<Checklist> {
  return checklistSchema.parse(await api.get(INSIGHTS_PATHS.checklist).json());
}

export async function claimSetupGift(api: ApiClient): Promise<Checklist> {
  return checklistSchema.parse(await api.post(INSIGHTS_PATHS.gift).json());
}

export async function getAnalytics(api: ApiClient, period: InsightPeriod): Promise<Analytics> {
  return analyticsSchema.parse(await api.get(INSIGHTS_PATHS.analytics, { searchParams: searchParamsOf({ period }) }).json());
}

export async function getStaffAccess(api: ApiClient): Promise<StaffAccess> {
  return staffAccessSchema.parse(await api.get(INSIGHTS_PATHS.access).json());
}

// Query option factories: they own the keys.

export const insightKeys = {
  all: ['insights'] as const,
  home: (period: InsightPeriod) => [...insightKeys.all, 'home', period] as const,
  checklist: () => [...insightKeys.all, 'checklist'] as const,
  analytics: (period: InsightPeriod) => [...insightKeys.all, 'analytics', period] as const,
  access: () => [...insightKeys.all, 'access'] as const,
};

/** The caller's rights change only when the booking system says so: read once a page. */
export const staffAccessQuery = (api: ApiClient) => queryOptions({ queryKey: insightKeys.access(), queryFn: () => getStaffAccess(api), staleTime: Infinity });

export const homeStatsQuery = (api: ApiClient, period: InsightPeriod) =>
  queryOptions({ queryKey: insightKeys.home(period), queryFn: () => getHomeStats(api, period), placeholderData: keepPreviousData });

export const checklistQuery = (api: ApiClient) => queryOptions({ queryKey: insightKeys.checklist(), queryFn: () => getChecklist(api) });

export const analyticsQuery = (api: ApiClient, period: InsightPeriod) =>
  queryOptions({ queryKey: insightKeys.analytics(period), queryFn: () => getAnalytics(api, period), placeholderData: keepPreviousData });

// Hooks.

export function useHomeStats(period: InsightPeriod) {
  return useQuery(homeStatsQuery(useApiClient(), period));
}

export function useChecklist() {
  return useQuery(checklistQuery(useApiClient()));
}

export function useStaffAccess() {
  return useQuery(staffAccessQuery(useApiClient()));
}

export function useAnalytics(period: InsightPeriod) {
  return useQuery(analyticsQuery(useApiClient(), period));
}

/** Claims the gift; the answer is the checklist with the grant, and the paid-up-to date moved. */
export function useClaimSetupGift() {
  return useApiMutation(claimSetupGift, (queryClient: QueryClient, data) => {
    if (data) queryClient.setQueryData(insightKeys.checklist(), data);
    return queryClient.invalidateQueries({ queryKey: [...insightKeys.all, 'home'] });
  });
}
