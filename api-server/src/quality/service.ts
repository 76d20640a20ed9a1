import type { Call, CallDetail, Checklist, ChecklistVersionSummary, ReportDetail, ReportSource, ReportSummary, SavedChecklist } from '@cabinet/api/quality';
import type { AppContext } from '../platform/AppContext';
import { isUuid } from '../platform/db/sql';
import { ApiError, requireVersion } from '../platform/http/ApiError';
import { deleteCall, findCall, findCallDetail, listCalls } from './calls';
import { findChecklist, insertChecklistVersion, latestChecklistVersion, listChecklistVersions, NO_CHECKLIST } from './data';
import { conversationsOf, findReport, insertReport, listReports, sendReportRun } from './reports';

export const callNotFound = () => new ApiError(404, 'CALL_NOT_FOUND', 'Call not found');
export const reportNotFound = () => new ApiError(404, 'REPORT_NOT_FOUND', 'Report not found');
export const checklistVersionNotFound = () => new ApiError(404, 'CHECKLIST_VERSION_NOT_FOUND', 'This version of the checklist does not exist');

/** The quality domain's rules and state changes (issue 34): tests call it without HTTP. */
export function qualityService({ db, jobs }: Pick<AppContext, 'db' | 'jobs'>) {
  async function report(userId: string, id: string): Promise<ReportDetail> {
    const found = isUuid(id) ? await findReport(db, userId, id) : null;
    if (!found) throw reportNotFound();
    return found;
  }

  async function current(userId: string): Promise<Checklist> {
    const version = await latestChecklistVersion(db, userId);
    return version === 0 ? NO_CHECKLIST : ((await findChecklist(db, userId, version)) ?? NO_CHECKLIST);
  }

  return {
    checklist: current,

    /** Adds the next version, refused 409 VERSION_CONFLICT (with the checklist as stored) when based on a stale one. */
    async saveChecklist(userId: string, saved: SavedChecklist): Promise<Checklist> {
      await db.transaction(async (tx) => {
        const latest = await latestChecklistVersion(tx, userId, true);
        const stored = latest === 0 ? NO_CHECKLIST : await findChecklist(tx, userId, latest);
        requireVersion(saved.version, latest, () => stored ?? NO_CHECKLIST);
        await insertChecklistVersion(tx, userId, latest + 1, saved, new Set(stored?.items.map((item) => item.id)));
      });
      return current(userId);
    },

    versions: (userId: string): Promise<ChecklistVersionSummary[]> => listChecklistVersions(db, userId),

    calls: (userId: string): Promise<Call[]> => listCalls(db, userId),

    async call(userId: string, id: string): Promise<CallDetail> {
      const found = isUuid(id) ? await findCallDetail(db, userId, id) : null;
      if (!found) throw callNotFound();
      return found;
    },

    /** Deletes the call's row; answers its upload's id, whose file the caller removes. */
    async deleteCall(userId: string, id: string): Promise<string> {
      const found = isUuid(id) ? await findCall(db, userId, id) : null;
      if (!found) throw callNotFound();
      await deleteCall(db, id);
      return found.uploadId;
    },

    reports: (userId: string): Promise<ReportSummary[]> => listReports(db, userId),

    report,

    /**
     * Creates a report of the period and source, scored with the checklist's current version, and queues it.
     * Refused 409 CHECKLIST_REQUIRED before any checklist is saved, 409 REPORT_EMPTY when the source has nothing
     * in the period (no call transcribed, no chat).
     */
    async createReport(userId: string, request: { source: ReportSource; from: string; to: string }): Promise<ReportDetail> {
      const version = await latestChecklistVersion(db, userId);
      if (version === 0) throw new ApiError(409, 'CHECKLIST_REQUIRED', 'Save a checklist first: a report scores conversations against it');
      const [any] = await conversationsOf(db, userId, request.source, request.from, request.to, 1);
      if (!any) {
        const what = request.source === 'calls' ? 'no call was transcribed' : 'no chat was written';
        throw new ApiError(409, 'REPORT_EMPTY', `Nothing to report on: ${what} from ${request.from} to ${request.to}`);
      }
      const id = await insertReport(db, { userId, source: request.source, from: request.from, to: request.to, checklistVersion: version });
      await sendReportRun(jobs, id);
      return report(userId, id);
    },

    async version(userId: string, version: number): Promise<Checklist> {
      const found = Number.isInteger(version) && version >= 1 ? await findChecklist(db, userId, version) : null;
      if (!found) throw checklistVersionNotFound();
      return found;
    },
  };
}
