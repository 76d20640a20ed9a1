import type { z } from 'zod';
import { chatbotListSchema, chatbotSchema, type Chatbot } from '@cabinet/api/flows';
import { type createChatbotRequestSchema, type updateChatbotRequestSchema } from '@cabinet/api/phone';
import type { Queryable } from '../platform/db/Db';

type ChatbotRow = {
  id: string;
  name: string;
  instance_id: string;
  company_id: string;
  phone: string;
  enabled: boolean;
  confirm_text: string;
  cancel_text: string;
  remove_on_cancel: boolean;
  created_at: Date;
  edited_at: Date;
};
const CHATBOT_COLUMNS = 'id, name, instance_id, company_id, phone, enabled, confirm_text, cancel_text, remove_on_cancel, created_at, edited_at';

/** An owner's bots, oldest first (a handful per account: not paged). */
export async function listChatbots(q: Queryable, userId: string): Promise<Chatbot[]> {
  const rows = await q.query<ChatbotRow>(`select ${CHATBOT_COLUMNS} from booking_chatbots where user_id = $1 order by created_at, id`, [userId]);
  return chatbotListSchema.parse(rows.map(toFields));
}

export async function insertChatbot(q: Queryable, userId: string, bot: z.output<typeof createChatbotRequestSchema>): Promise<Chatbot> {
  const [row] = await q.query<ChatbotRow>(
    `insert into booking_chatbots (user_id, name, instance_id, company_id, phone, enabled, confirm_text, cancel_text, remove_on_cancel)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     returning ${CHATBOT_COLUMNS}`,
    [userId, bot.name, bot.instanceId, bot.companyId, bot.phone, bot.enabled, bot.confirmText, bot.cancelText, bot.removeOnCancel],
  );
  if (!row) throw new Error('Inserting a chatbot returned no row');
  return chatbotSchema.parse(toFields(row));
}

/** coalesce: a field absent from the patch keeps its value (none of these fields is nullable). Null when not the owner's. */
export async function updateChatbot(q: Queryable, userId: string, id: string, patch: z.output<typeof updateChatbotRequestSchema>): Promise<Chatbot | null> {
  const [row] = await q.query<ChatbotRow>(
    `update booking_chatbots set name = coalesce($3, name), instance_id = coalesce($4, instance_id), company_id = coalesce($5, company_id),
       phone = coalesce($6, phone), enabled = coalesce($7, enabled), confirm_text = coalesce($8, confirm_text),
       cancel_text = coalesce($9, cancel_text), remove_on_cancel = coalesce($10, remove_on_cancel), edited_at = now()
     where id = $1 and user_id = $2
     returning ${CHATBOT_COLUMNS}`,
    [
      id,
      userId,
      patch.name ?? null,
      patch.instanceId ?? null,
      patch.companyId ?? null,
      patch.phone ?? null,
      patch.enabled ?? null,
      patch.confirmText ?? null,
      patch.cancelText ?? null,
      patch.removeOnCancel ?? null,
    ],
  );
  return row ? chatbotSchema.parse(toFields(row)) : null;
}

export async function deleteChatbot(q: Queryable, userId: string, id: string): Promise<boolean> {
  const deleted = await q.query('delete from booking_chatbots where id = $1 and user_id = $2 returning id', [id, userId]);
  return deleted.length > 0;
}

function toFields(row: ChatbotRow) {
  return {
    id: row.id,
    name: row.name,
    instanceId: row.instance_id,
    companyId: row.company_id,
    phone: row.phone,
    enabled: row.enabled,
    confirmText: row.confirm_text,
    cancelText: row.cancel_text,
    removeOnCancel: row.remove_on_cancel,
    createdAt: row.created_at.toISOString(),
    editedAt: row.edited_at.toISOString(),
  };
}
