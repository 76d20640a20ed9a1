import type { Checklist, ChecklistVersionSummary, SavedChecklist } from '@cabinet/api/quality';
import type { AppContext } from '../platform/AppContext';
import { ApiError, requireVersion } from '../platform/http/ApiError';
import { findChecklist, insertChecklistVersion, latestChecklistVersion, listChecklistVersions, NO_CHECKLIST } from './data';

export const checklistVersionNotFound = () => new ApiError(404, 'CHECKLIST_VERSION_NOT_FOUND', 'This version of the checklist does not exist');

/** The quality domain's rules and state changes (issue 34): tests call it without HTTP. */
export function qualityService({ db }: Pick<AppContext, 'db'>) {
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

    async version(userId: string, version: number): Promise<Checklist> {
      const found = Number.isInteger(version) && version >= 1 ? await findChecklist(db, userId, version) : null;
      if (!found) throw checklistVersionNotFound();
      return found;
    },
  };
}
