import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { fillPath, readApiError, searchParamsOf, useApiClient, type ApiClient } from '@cabinet/api/core';
import {
  cohortsSchema,
  conversionInsightSchema,
  revenueSchema,
  reviewPageSchema,
  rfmClientPageSchema,
  rfmDashboardListSchema,
  rfmDashboardSchema,
  rfmReportSchema,
  type Cohorts,
  type ConversionInsight,
  type ConversionInsightQuery,
  type CreateRfmDashboardRequest,
  type InsightPeriod,
  type Revenue,
  type ReviewListParams,
  type ReviewPage,
  type RfmClientPage,
  type RfmClientsParams,
  type RfmDashboard,
  type RfmReport,
  INSIGHTS_PATHS,
} from '@cabinet/api/insights';
import { useApiMutation } from '@cabinet/toolkit/mutation';

/*
 * The analytics screens' calls (INSIGHTS_PATHS): revenue, conversion, RFM, cohorts, reviews. Apart from
 * home's, so home's first visit never carries their schemas.
 */

export async function getRevenue(api: ApiClient, period: InsightPeriod, windowDays: number): Promise<Revenue> {
  return revenueSchema.parse(await api.get(INSIGHTS_PATHS.revenue, { searchParams: searchParamsOf({ period, windowDays }) }).json());
}

export async function getConversion(api: ApiClient, query: Required<ConversionInsightQuery>): Promise<ConversionInsight> {
  return conversionInsightSchema.parse(await api.get(INSIGHTS_PATHS.conversion, { searchParams: searchParamsOf({ ...query }) }).json());
}

/** The saved dashboards; `locked` when the account has no analytics tariff (the screen shows the teaser). */
export async function getRfmDashboards(api: ApiClient): Promise<{ locked: boolean; items: RfmDashboard[] }> {
  try {
    return { locked: false, items: rfmDashboardListSchema.parse(await api.get(INSIGHTS_PATHS.rfmDashboards).json()).items };
  } catch (error) {
    if ((await readApiError(error))?.code === 'FEATURE_REQUIRES_ANALYTICS') return { locked: true, items: [] };
    throw error;
  }
}

export async function createRfmDashboard(api: ApiClient, request: CreateRfmDashboardRequest): Promise<RfmDashboard> {
  return rfmDashboardSchema.parse(await api.post(INSIGHTS_PATHS.rfmDashboards, { json: request }).json());
}

export async function getRfmReport(api: ApiClient, id: string): Promise<RfmReport> {
  return rfmReportSchema.parse(await api.get(fillPath(INSIGHTS_PATHS.rfmDashboard, { id })).json());
}

export async function getRfmClients(api: ApiClient, id: string, params: RfmClientsParams): Promise<RfmClientPage> {
  return rfmClientPageSchema.parse(await api.get(fillPath(INSIGHTS_PATHS.rfmClients, { id }), { searchParams: searchParamsOf({ ...params }) }).json());
}

export async function getCohorts(api: ApiClient, months: number): Promise<Cohorts> {
  return cohortsSchema.parse(await api.get(INSIGHTS_PATHS.cohorts, { searchParams: searchParamsOf({ months }) }).json());
}

export async function getReviews(api: ApiClient, params: ReviewListParams): Promise<ReviewPage> {
  return reviewPageSchema.parse(await api.get(INSIGHTS_PATHS.reviews, { searchParams: searchParamsOf({ ...params }) }).json());
}

export const deepKeys = {
  all: ['insights', 'deep'] as const,
  revenue: (period: InsightPeriod, windowDays: number) => [...deepKeys.all, 'revenue', period, windowDays] as const,
  conversion: (query: Required<ConversionInsightQuery>) => [...deepKeys.all, 'conversion', query] as const,
  rfmDashboards: () => [...deepKeys.all, 'rfmDashboards'] as const,
  rfmReport: (id: string) => [...deepKeys.all, 'rfmReport', id] as const,
  rfmClients: (id: string, params: RfmClientsParams) => [...deepKeys.all, 'rfmClients', id, params] as const,
  cohorts: (months: number) => [...deepKeys.all, 'cohorts', months] as const,
  reviews: (params: ReviewListParams) => [...deepKeys.all, 'reviews', params] as const,
};

export const revenueQuery = (api: ApiClient, period: InsightPeriod, windowDays: number) =>
  queryOptions({ queryKey: deepKeys.revenue(period, windowDays), queryFn: () => getRevenue(api, period, windowDays), placeholderData: keepPreviousData });
export const conversionQuery = (api: ApiClient, query: Required<ConversionInsightQuery>) =>
  queryOptions({ queryKey: deepKeys.conversion(query), queryFn: () => getConversion(api, query), placeholderData: keepPreviousData });
export const rfmDashboardsQuery = (api: ApiClient) => queryOptions({ queryKey: deepKeys.rfmDashboards(), queryFn: () => getRfmDashboards(api) });
export const rfmReportQuery = (api: ApiClient, id: string) => queryOptions({ queryKey: deepKeys.rfmReport(id), queryFn: () => getRfmReport(api, id), retry: false });
export const rfmClientsQuery = (api: ApiClient, id: string, params: RfmClientsParams) =>
  queryOptions({ queryKey: deepKeys.rfmClients(id, params), queryFn: () => getRfmClients(api, id, params), placeholderData: keepPreviousData });
export const cohortsQuery = (api: ApiClient, months: number) => queryOptions({ queryKey: deepKeys.cohorts(months), queryFn: () => getCohorts(api, months), placeholderData: keepPreviousData });
export const reviewsQuery = (api: ApiClient, params: ReviewListParams) =>
  queryOptions({ queryKey: deepKeys.reviews(params), queryFn: () => getReviews(api, params), placeholderData: keepPreviousData });

export function useRevenue(period: InsightPeriod, windowDays: number, enabled = true) {
  return useQuery({ ...revenueQuery(useApiClient(), period, windowDays), enabled });
}
export function useConversion(query: Required<ConversionInsightQuery>) {
  return useQuery(conversionQuery(useApiClient(), query));
}
export function useRfmDashboards() {
  return useQuery(rfmDashboardsQuery(useApiClient()));
}
export function useRfmReport(id: string) {
  return useQuery(rfmReportQuery(useApiClient(), id));
}
export function useRfmClients(id: string, params: RfmClientsParams, enabled: boolean) {
  return useQuery({ ...rfmClientsQuery(useApiClient(), id, params), enabled });
}
export function useCohorts(months: number) {
  return useQuery(cohortsQuery(useApiClient(), months));
}
export function useReviews(params: ReviewListParams) {
  return useQuery(reviewsQuery(useApiClient(), params));
}

/** Saves a dashboard; the list learns it at once. */
export function useCreateRfmDashboard() {
  return useApiMutation(createRfmDashboard, (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: deepKeys.rfmDashboards() }));
}
