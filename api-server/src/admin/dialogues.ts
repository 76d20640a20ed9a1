import { userDialoguesSchema, type UserDialogues, type UserDialoguesQuery } from '@cabinet/api/admin';
import type { Queryable } from '../platform/db/Db';
import { isUuid } from '../platform/db/sql';
import { adminUserNotFound } from './service';

/** The user's assistants' dialogues started before `date`, newest first; one more is read to tell whether older ones remain. */
export async function userDialogues(q: Queryable, userId: string, query: UserDialoguesQuery, now: Date): Promise<UserDialogues> {
  const [user] = isUuid(userId) ? await q.query<{ id: string }>('select id from users where id = $1', [userId]) : [];
  if (!user) throw adminUserNotFound();
  const rows = await q.query<{
    id: string;
    bot_id: string;
    bot_name: string;
    client_phone: string;
    started_at: Date;
    messages: number;
    input_tokens: number;
    output_tokens: number;
    cost_cents: number;
    handed_over: boolean;
  }>(
    `select d.id, d.bot_id, b.name as bot_name, d.client_phone, d.started_at, d.messages, d.input_tokens, d.output_tokens, d.cost_cents, d.handed_over
     from copilot_bot_dialogues d join copilot_bots b on b.id = d.bot_id
     where b.user_id = $1 and d.started_at < $2::timestamptz
     order by d.started_at desc, d.id desc limit $3`,
    [userId, query.date ?? now.toISOString(), query.count + 1],
  );
  return userDialoguesSchema.parse({
    hasMore: rows.length > query.count,
    items: rows.slice(0, query.count).map((row) => ({
      id: row.id,
      botId: row.bot_id,
      botName: row.bot_name,
      clientPhone: row.client_phone,
      startedAt: row.started_at.toISOString(),
      messages: row.messages,
      inputTokens: row.input_tokens,
      outputTokens: row.output_tokens,
      costCents: row.cost_cents,
      handedOver: row.handed_over,
    })),
  });
}
