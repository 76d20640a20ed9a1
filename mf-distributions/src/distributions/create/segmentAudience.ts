import { useEffect, useRef } from 'react';
import { RFM_SEGMENTS, type RfmSegment } from '@cabinet/api/insights';
import { useSearchParam } from '@cabinet/contracts';
import { useSegmentRecipients } from '../../api/segmentRecipients';
import type { Draft } from './draft';

/**
 * A new mailing opened from an RFM segment (`?rfmDashboard={id}&segment={segment}&audienceName={label}`,
 * the insights RFM screen's "Start a mailing") gets the segment's clients as its list of recipients, once,
 * when they arrive; the audience step shows them as a saved list named `audienceName`. The other steps'
 * URLs carry no such query, so moving on does not fill the list again over what the user changed.
 */
export function useSegmentAudience(id: string | null, ready: boolean, update: (change: Partial<Draft>) => void): void {
  const dashboardId = useSearchParam('rfmDashboard');
  const segmentParam = useSearchParam('segment');
  const name = useSearchParam('audienceName');
  const segment: RfmSegment | undefined = RFM_SEGMENTS.find((each) => each === segmentParam);
  const source = id === null && dashboardId && segment ? { dashboardId, segment } : null;
  const recipients = useSegmentRecipients(source);
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !ready || !source || !recipients.data) return;
    applied.current = true;
    update({ audience: { source: 'list', fileName: name || `RFM: ${source.segment}`, rows: recipients.data.rows, blacklisted: recipients.data.blacklisted } });
  }, [ready, source, recipients.data, name, update]);
}
