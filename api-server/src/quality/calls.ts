import { callDetailSchema, callListSchema, callSchema, type Call, type CallDetail } from '@cabinet/api/quality';
import type { Queryable } from '../platform/db/Db';

type CallRow = {
  id: string;
  file_name: string;
  format: string;
  size_bytes: string | number;
  duration_seconds: number | null;
  state: string;
  transcript: string | null;
  transcribed_by: string | null;
  failure_kind: string | null;
  failure_reason: string | null;
  checklist_version: number | null;
  score: number | null;
  fatal_failed: boolean;
  scored_by: string | null;
  created_at: Date;
};

const COLUMNS =
  'id, file_name, format, size_bytes, duration_seconds, state, transcript, transcribed_by, failure_kind, failure_reason, checklist_version, score, fatal_failed, scored_by, created_at';

const toCall = (row: CallRow) => ({
  id: row.id,
  fileName: row.file_name,
  format: row.format,
  sizeBytes: Number(row.size_bytes),
  durationSeconds: row.duration_seconds,
  state: row.state,
  transcript: row.transcript,
  transcribedBy: row.transcribed_by,
  failureKind: row.failure_kind,
  failureReason: row.failure_reason,
  checklistVersion: row.checklist_version,
  score: row.score,
  fatalFailed: row.fatal_failed,
  scoredBy: row.scored_by,
  createdAt: row.created_at.toISOString(),
});

export interface StoredCall {
  userId: string;
  uploadId: string;
  fileName: string;
  format: string;
  sizeBytes: number;
  durationSeconds: number | null;
}

/** A finished upload's call; the same upload finishing twice (a retried last PATCH) stays one call. */
export async function insertCall(db: Queryable, call: StoredCall): Promise<Call> {
  await db.query(
    `insert into quality_calls (user_id, upload_id, file_name, format, size_bytes, duration_seconds)
     values ($1, $2, $3, $4, $5, $6) on conflict (upload_id) do nothing`,
    [call.userId, call.uploadId, call.fileName, call.format, call.sizeBytes, call.durationSeconds],
  );
  const [row] = await db.query<CallRow>(`select ${COLUMNS} from quality_calls where upload_id = $1`, [call.uploadId]);
  if (!row) throw new Error('The call was not stored');
  return callSchema.parse(toCall(row));
}

export async function listCalls(db: Queryable, userId: string): Promise<Call[]> {
  const rows = await db.query<CallRow>(`select ${COLUMNS} from quality_calls where user_id = $1 order by created_at desc, id`, [userId]);
  return callListSchema.parse(rows.map(toCall));
}

export async function findCall(db: Queryable, userId: string, id: string): Promise<(Call & { uploadId: string }) | null> {
  const [row] = await db.query<CallRow & { upload_id: string }>(`select ${COLUMNS}, upload_id from quality_calls where user_id = $1 and id = $2`, [userId, id]);
  return row ? { ...callSchema.parse(toCall(row)), uploadId: row.upload_id } : null;
}

/** One call with its scoring, each criterion as the version it was scored against names it, in that version's order. */
export async function findCallDetail(db: Queryable, userId: string, id: string): Promise<CallDetail | null> {
  const call = await findCall(db, userId, id);
  if (!call) return null;
  const items = await db.query<{ item_id: string; title: string; weight: number; fatal: boolean; outcome: string; quote: string | null }>(
    `select ci.item_id, i.title, i.weight, i.fatal, ci.outcome, ci.quote
     from quality_call_items ci
     join quality_calls c on c.id = ci.call_id
     join quality_checklist_items i on i.user_id = c.user_id and i.version = c.checklist_version and i.item_id = ci.item_id
     where ci.call_id = $1 order by ci.position`,
    [id],
  );
  const { uploadId: _uploadId, ...rest } = call;
  return callDetailSchema.parse({
    ...rest,
    items: items.map((row) => ({ itemId: row.item_id, title: row.title, weight: row.weight, fatal: row.fatal, outcome: row.outcome, quote: row.quote })),
  });
}

export async function deleteCall(db: Queryable, id: string): Promise<void> {
  await db.query('delete from quality_calls where id = $1', [id]);
}
