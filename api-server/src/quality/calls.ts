import { callListSchema, callSchema, type Call } from '@cabinet/api/quality';
import type { Queryable } from '../platform/db/Db';

type CallRow = {
  id: string;
  file_name: string;
  format: string;
  size_bytes: string | number;
  duration_seconds: number | null;
  state: string;
  transcript: string | null;
  created_at: Date;
};

const COLUMNS = 'id, file_name, format, size_bytes, duration_seconds, state, transcript, created_at';

const toCall = (row: CallRow) => ({
  id: row.id,
  fileName: row.file_name,
  format: row.format,
  sizeBytes: Number(row.size_bytes),
  durationSeconds: row.duration_seconds,
  state: row.state,
  transcript: row.transcript,
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

export async function deleteCall(db: Queryable, id: string): Promise<void> {
  await db.query('delete from quality_calls where id = $1', [id]);
}
