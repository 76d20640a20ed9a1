import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../AppContext';
import { authenticate } from '../auth/authenticate';
import {
  chatbotListSchema,
  chatbotSchema,
  createChatbotRequestSchema,
  PATHS,
  updateChatbotRequestSchema,
  type Chatbot,
} from '@cabinet/api/contract';
import { loadOwner, type FlowOwner } from '../flows/owner';
import { requirePro } from '../flows/proFeatures';
import { ApiError } from '../http/ApiError';
import { parseWith } from '../http/parseWith';
import { isUuid } from '../users/users';

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
const idParamsSchema = z.object({ id: z.string() });
const chatbotNotFound = () => new ApiError(404, 'CHATBOT_NOT_FOUND', 'Chatbot not found');

/** Confirm/cancel chatbots (spec section 2, /chatbots/booking), locked to the Pro plan. */
export function chatbotsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, tokens } = ctx;

  async function proOwner(request: FastifyRequest): Promise<FlowOwner> {
    const me = await loadOwner(db, (await authenticate(request, tokens)).userId);
    requirePro(me);
    return me;
  }

  function chatbotId(params: unknown): string {
    const { id } = parseWith(idParamsSchema, params);
    if (!isUuid(id)) throw chatbotNotFound();
    return id;
  }

  app.get('/' + PATHS.chatbots.list, async (request): Promise<Chatbot[]> => {
    const me = await proOwner(request);
    const rows = await db.query<ChatbotRow>(`select ${CHATBOT_COLUMNS} from booking_chatbots where user_id = $1 order by created_at, id`, [me.id]);
    return chatbotListSchema.parse(rows.map(toFields));
  });

  app.post('/' + PATHS.chatbots.list, async (request, reply) => {
    const me = await proOwner(request);
    const body = parseWith(createChatbotRequestSchema, request.body);
    const [row] = await db.query<ChatbotRow>(
      `insert into booking_chatbots (user_id, name, instance_id, company_id, phone, enabled, confirm_text, cancel_text, remove_on_cancel)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       returning ${CHATBOT_COLUMNS}`,
      [me.id, body.name, body.instanceId, body.companyId, body.phone, body.enabled, body.confirmText, body.cancelText, body.removeOnCancel],
    );
    if (!row) throw new Error('Inserting a chatbot returned no row');
    return reply.code(201).send(chatbotSchema.parse(toFields(row)));
  });

  app.patch('/' + PATHS.chatbots.one, async (request): Promise<Chatbot> => {
    const me = await proOwner(request);
    const id = chatbotId(request.params);
    const patch = parseWith(updateChatbotRequestSchema, request.body ?? {});
    // coalesce: a field absent from the body keeps its value (none of these fields is nullable).
    const [row] = await db.query<ChatbotRow>(
      `update booking_chatbots set name = coalesce($3, name), instance_id = coalesce($4, instance_id), company_id = coalesce($5, company_id),
         phone = coalesce($6, phone), enabled = coalesce($7, enabled), confirm_text = coalesce($8, confirm_text),
         cancel_text = coalesce($9, cancel_text), remove_on_cancel = coalesce($10, remove_on_cancel), edited_at = now()
       where id = $1 and user_id = $2
       returning ${CHATBOT_COLUMNS}`,
      [
        id,
        me.id,
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
    if (!row) throw chatbotNotFound();
    return chatbotSchema.parse(toFields(row));
  });

  app.delete('/' + PATHS.chatbots.one, async (request, reply) => {
    const me = await proOwner(request);
    const deleted = await db.query('delete from booking_chatbots where id = $1 and user_id = $2 returning id', [chatbotId(request.params), me.id]);
    if (deleted.length === 0) throw chatbotNotFound();
    return reply.code(204).send();
  });
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
