import type { RecordStatus } from '@cabinet/api/flows';
import type { Queryable } from '../platform/db/Db';

/**
 * Writes to the business data. Every change the engine must react to writes a business_events row in
 * the same transaction, so it is never lost between the commit and the job that wakes the engine.
 */

type VisitEventKind = 'visitCreated' | 'visitChanged' | 'visitCanceled';

async function recordVisitEvent(tx: Queryable, userId: string, visitId: string, kind: VisitEventKind): Promise<void> {
  await tx.query(`insert into business_events (user_id, kind, visit_id, occurred_at) values ($1, $2, $3, now())`, [userId, kind, visitId]);
}

/**
 * Sets a visit's status (a chatbot's "confirm", the booking system's arrived / did not come). False when
 * the visit is not the user's, or is canceled or removed: those do not change any more.
 */
export async function setVisitStatus(tx: Queryable, userId: string, visitId: string, status: RecordStatus): Promise<boolean> {
  const rows = await tx.query<{ id: string }>(
    `update visits set status = $3, updated_at = now()
      where id = $2 and user_id = $1 and canceled_at is null and removed_at is null and status <> $3
      returning id`,
    [userId, visitId, status],
  );
  if (rows.length === 0) return false;
  await recordVisitEvent(tx, userId, visitId, 'visitChanged');
  return true;
}

/**
 * Cancels a visit; with `remove` the booking system deletes the record as well (removed_at). False when
 * the visit is not the user's or was canceled already (a second "cancel" changes nothing).
 */
export async function cancelVisit(tx: Queryable, userId: string, visitId: string, options: { remove: boolean }): Promise<boolean> {
  const rows = await tx.query<{ id: string }>(
    `update visits set canceled_at = now(), removed_at = case when $3 then now() else removed_at end, updated_at = now()
      where id = $2 and user_id = $1 and canceled_at is null
      returning id`,
    [userId, visitId, options.remove],
  );
  if (rows.length === 0) return false;
  await recordVisitEvent(tx, userId, visitId, 'visitCanceled');
  return true;
}
