import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { fillPath, useApiClient, type ApiClient } from '@cabinet/api/core';
import { QUALITY_PATHS, reportDetailSchema, reportListSchema, type CreateReportRequest, type ReportDetail, type ReportSummary } from '@cabinet/api/quality';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';

/* Quality reports (QUALITY_PATHS): fetchers, the query factories that own their keys, hooks, and the creation. */

export async function getReports(api: ApiClient): Promise<ReportSummary[]> {
  return reportListSchema.parse(await api.get(QUALITY_PATHS.reports).json());
}

export async function getReport(api: ApiClient, id: string): Promise<ReportDetail> {
  return reportDetailSchema.parse(await api.get(fillPath(QUALITY_PATHS.report, { id })).json());
}

export async function createReport(api: ApiClient, request: CreateReportRequest): Promise<ReportDetail> {
  return reportDetailSchema.parse(await api.post(QUALITY_PATHS.reports, { json: request }).json());
}

export const reportKeys = {
  all: ['quality', 'reports'] as const,
  list: () => [...reportKeys.all, 'list'] as const,
  one: (id: string) => [...reportKeys.all, 'one', id] as const,
};

/** Still running (or its notice still on its way): asked again until it is finished. */
const running = (report: ReportSummary) => report.state === 'Created' || report.state === 'InProgress';
const POLL_MS = 1500;

export const reportsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: reportKeys.list(), queryFn: () => getReports(api), refetchInterval: (query) => (query.state.data?.some(running) ? POLL_MS : false) });
export const reportQuery = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: reportKeys.one(id),
    queryFn: () => getReport(api, id),
    refetchInterval: (query) => {
      const report = query.state.data;
      if (!report) return false;
      return running(report) || (report.state === 'Done' && (report.notification === null || report.notification.status === 'queued')) ? POLL_MS : false;
    },
  });

export function useReports() {
  return useQuery(reportsQuery(useApiClient()));
}

export function useReport(id: string) {
  return useQuery(reportQuery(useApiClient(), id));
}

const refreshReports = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: reportKeys.all });

export function useCreateReportMutation(options?: ApiMutationOptions<ReportDetail, CreateReportRequest>) {
  return useApiMutation(createReport, refreshReports, options);
}
