import { randomUUID } from 'node:crypto';
import type { Queryable } from '../platform/db/Db';
import type { JobQueue } from '../platform/jobs/JobQueue';
import { sendJobFor } from './plan';

/** The dedupe keys of the cabinet's own notices to the owner (the sender knows them by it: sender.ts prepareService). */
const SERVICE_PREFIX = 'service:';

export const isServiceMessage = (dedupeKey: string) => dedupeKey.startsWith(SERVICE_PREFIX);

/**
 * Writes a notice of the cabinet to the owner's phone on WhatsApp into the message log and wakes its sending:
 * the sending engine hands it to the owner's channel like every other message, so it shows in the log with its status.
 * Once per `key` (e.g. `qualityReport:<id>`): a second call for the same key writes nothing and answers null.
 * Run it after the change it tells of is committed (it sends a job).
 */
export async function notifyOwner(
  deps: { db: Queryable; jobs: JobQueue; now: Date },
  notice: { userId: string; key: string; text: string },
): Promise<string | null> {
  const [owner] = await deps.db.query<{ phone: string | null }>('select phone from users where id = $1', [notice.userId]);
  if (!owner) return null;
  const id = randomUUID();
  const phone = owner.phone ?? '';
  const [created] = await deps.db.query<{ id: string }>(
    `insert into messages (id, user_id, dedupe_key, phone, recipient, client_name, channel, mode, text, status, scheduled_at, created_at, updated_at)
     values ($1, $2, $3, $4, $4, '', 'whatsapp', 'combat', $5, 'queued', $6, $6, $6)
     on conflict (user_id, dedupe_key) do nothing returning id`,
    [id, notice.userId, `${SERVICE_PREFIX}${notice.key}`, phone, notice.text, deps.now.toISOString()],
  );
  if (!created) return null;
  await sendJobFor(deps.jobs, created.id, deps.now, deps.now);
  return created.id;
}
