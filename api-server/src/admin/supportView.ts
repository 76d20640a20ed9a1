import { SUPPORT_VIEW_LIMIT, supportViewSchema, type SupportView } from '@cabinet/api/admin';
import type { Queryable } from '../platform/db/Db';
import { isUuid } from '../platform/db/sql';
import { adminUserNotFound } from './service';

const DAY_MS = 24 * 3600 * 1000;

/** The user's flows (not deleted) and mailings, newest first, with what each sent: read only. */
export async function supportView(q: Queryable, userId: string, now: Date): Promise<SupportView> {
  const [user] = isUuid(userId) ? await q.query<{ id: string }>('select id from users where id = $1', [userId]) : [];
  if (!user) throw adminUserNotFound();
  const flows = await q.query<{ id: string; title: string; type: string; mode: string; status: string; integration: string; content: string; created_at: Date; sent: number }>(
    `select f.id, f.title, f.type, f.mode, f.status, f.integration, f.content, f.created_at,
       (select count(*)::int from messages m where m.flow_id = f.id and m.sent_at >= $2::timestamptz) as sent
     from flows f where f.user_id = $1 order by f.created_at desc, f.id desc limit ${SUPPORT_VIEW_LIMIT}`,
    [userId, new Date(now.getTime() - 30 * DAY_MS).toISOString()],
  );
  const mailings = await q.query<{ id: string; title: string; type: string; mode: string; status: string; text: string; start_at: Date; finished_at: Date | null; sent: number }>(
    `select d.id, d.title, d.type, d.mode, d.status, d.text, d.start_at, d.finished_at,
       (select count(*)::int from messages m where m.campaign_id = d.id and m.sent_at is not null) as sent
     from distributions d where d.user_id = $1 order by d.created_at desc, d.id desc limit ${SUPPORT_VIEW_LIMIT}`,
    [userId],
  );
  return supportViewSchema.parse({
    flows: flows.map((row) => ({
      id: row.id,
      title: row.title,
      type: row.type,
      mode: row.mode,
      status: row.status,
      integration: row.integration,
      content: row.content,
      createdAt: row.created_at.toISOString(),
      sent30d: row.sent,
    })),
    mailings: mailings.map((row) => ({
      id: row.id,
      title: row.title,
      channel: row.type,
      mode: row.mode,
      status: row.status,
      text: row.text,
      startAt: row.start_at.toISOString(),
      finishedAt: row.finished_at === null ? null : row.finished_at.toISOString(),
      sent: row.sent,
    })),
  });
}
