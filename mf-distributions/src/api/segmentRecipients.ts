import { queryOptions, useQuery } from '@tanstack/react-query';
import { fillPath, searchParamsOf, useApiClient, type ApiClient } from '@cabinet/api/core';
import { rfmRecipientsSchema, type RfmRecipients, type RfmSegment, INSIGHTS_PATHS } from '@cabinet/api/insights';
import { checkBlacklisted } from './distributions';

/*
 * A mailing to an RFM segment (the insights RFM screen's "Start a mailing": /distributions/create
 * ?rfmDashboard={id}&segment={segment}): the segment's clients with a phone, and which of them the
 * blacklist holds, so the wizard's list counts them as an uploaded list's preview does.
 */

export interface SegmentRecipients extends RfmRecipients {
  blacklisted: number;
}

export async function getSegmentRecipients(api: ApiClient, dashboardId: string, segment: RfmSegment): Promise<SegmentRecipients> {
  const recipients = rfmRecipientsSchema.parse(
    await api.get(fillPath(INSIGHTS_PATHS.rfmRecipients, { id: dashboardId }), { searchParams: searchParamsOf({ segment }) }).json(),
  );
  const blacklisted = recipients.rows.length > 0 ? await checkBlacklisted(api, recipients.rows.map((row) => row.phone)) : [];
  return { ...recipients, blacklisted: blacklisted.length };
}

export const segmentRecipientsQuery = (api: ApiClient, dashboardId: string, segment: RfmSegment) =>
  queryOptions({ queryKey: ['distributions', 'segmentRecipients', dashboardId, segment] as const, queryFn: () => getSegmentRecipients(api, dashboardId, segment) });

export function useSegmentRecipients(source: { dashboardId: string; segment: RfmSegment } | null) {
  const api = useApiClient();
  return useQuery({ ...segmentRecipientsQuery(api, source?.dashboardId ?? '', source?.segment ?? 'champions'), enabled: source !== null });
}
