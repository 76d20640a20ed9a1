import { z } from 'zod';
import { chatbotListSchema, chatbotSchema, type Chatbot, CHATBOTS_PATHS } from '@cabinet/api/flows';
import { createChatbotRequestSchema, updateChatbotRequestSchema } from '@cabinet/api/phone';
import type { FlowOwner } from '../flows/owner';
import { loadProOwner } from '../flows/proFeatures';
import type { AppContext } from '../platform/AppContext';
import type { AccessClaims } from '../platform/auth/tokenService';
import { isUuid } from '../platform/db/sql';
import type { Queryable } from '../platform/db/Db';
import { ApiError } from '../platform/http/ApiError';
import { ruleViolation } from '../platform/http/parseWith';
import { route, type Route } from '../platform/http/route';
import { deleteChatbot, insertChatbot, listChatbots, updateChatbot } from './data';

const idParamsSchema = z.object({ id: z.string() });
const chatbotNotFound = () => new ApiError(404, 'CHATBOT_NOT_FOUND', 'Chatbot not found');
const PRO = { 403: 'FEATURE_REQUIRES_PRO: chatbots are on the Pro plan' };

/**
 * A bot answers on one of the owner's messenger accounts for one of their branches (the ids GET
 * FlowOptions/{kind} offers): an id outside them would save a bot that never answers, so it is refused at its field.
 */
async function checkOwnOptions(db: Queryable, userId: string, bot: { instanceId?: string; companyId?: string }): Promise<void> {
  const [instance] =
    bot.instanceId === undefined
      ? [{}]
      : await db.query(`select 1 from channel_accounts where user_id = $1 and id::text = $2 and kind <> 'sms'`, [userId, bot.instanceId.toLowerCase()]);
  const [branch] = bot.companyId === undefined ? [{}] : await db.query(`select 1 from companies where user_id = $1 and source_id = $2`, [userId, bot.companyId]);
  if (!instance || !branch) throw ruleViolation({ instanceId: instance ? undefined : 'option.unknown', companyId: branch ? undefined : 'option.unknown' });
}

/** Confirm/cancel chatbots (spec section 2, /chatbots/booking), locked to the Pro plan. */
export function chatbotsRoutes(ctx: AppContext): Route[] {
  const { db } = ctx;

  const proOwner = (caller: AccessClaims): Promise<FlowOwner> => loadProOwner(db, caller.userId);

  function chatbotId(params: { id: string }): string {
    if (!isUuid(params.id)) throw chatbotNotFound();
    return params.id;
  }

  return [
    route({
      method: 'GET',
      path: CHATBOTS_PATHS.list,
      access: 'user',
      summary: "The caller's booking chatbots",
      responses: { 200: { description: 'The bots, oldest first', schema: chatbotListSchema } },
      errors: PRO,
      async handler({ caller }): Promise<Chatbot[]> {
        const me = await proOwner(caller);
        return listChatbots(db, me.id);
      },
    }),

    route({
      method: 'POST',
      path: CHATBOTS_PATHS.list,
      access: 'user',
      summary: 'Create a booking chatbot',
      body: createChatbotRequestSchema,
      responses: { 201: { description: 'The bot', schema: chatbotSchema } },
      errors: { ...PRO, 400: 'VALIDATION_FAILED; `option.unknown` at instanceId or companyId: not among the caller’s messenger accounts or branches' },
      async handler({ caller, reply, body }) {
        const me = await proOwner(caller);
        const bot = body();
        await checkOwnOptions(db, me.id, bot);
        return reply.code(201).send(await insertChatbot(db, me.id, bot));
      },
    }),

    route({
      method: 'PATCH',
      path: CHATBOTS_PATHS.one,
      access: 'user',
      summary: 'Edit a booking chatbot',
      description: 'The fields given change.',
      params: idParamsSchema,
      body: updateChatbotRequestSchema,
      bodyOptional: true,
      responses: { 200: { description: 'The bot as edited', schema: chatbotSchema } },
      errors: { ...PRO, 404: 'CHATBOT_NOT_FOUND' },
      async handler({ caller, params, body }): Promise<Chatbot> {
        const me = await proOwner(caller);
        const id = chatbotId(params());
        const patch = body();
        await checkOwnOptions(db, me.id, patch);
        const bot = await updateChatbot(db, me.id, id, patch);
        if (!bot) throw chatbotNotFound();
        return bot;
      },
    }),

    route({
      method: 'DELETE',
      path: CHATBOTS_PATHS.one,
      access: 'user',
      summary: 'Delete a booking chatbot',
      params: idParamsSchema,
      responses: { 204: { description: 'Deleted' } },
      errors: { ...PRO, 404: 'CHATBOT_NOT_FOUND' },
      async handler({ caller, reply, params }) {
        const me = await proOwner(caller);
        if (!(await deleteChatbot(db, me.id, chatbotId(params())))) throw chatbotNotFound();
        return reply.code(204).send();
      },
    }),
  ];
}
