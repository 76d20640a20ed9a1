import { z } from 'zod';
import { chatbotListSchema, chatbotSchema, createChatbotRequestSchema, PATHS, updateChatbotRequestSchema, type Chatbot } from '@cabinet/api/contract';
import type { FlowOwner } from '../flows/owner';
import { loadProOwner } from '../flows/proFeatures';
import type { AppContext } from '../platform/AppContext';
import type { AccessClaims } from '../platform/auth/tokenService';
import { isUuid } from '../platform/db/sql';
import { ApiError } from '../platform/http/ApiError';
import { route, type Route } from '../platform/http/route';
import { deleteChatbot, insertChatbot, listChatbots, updateChatbot } from './data';

const idParamsSchema = z.object({ id: z.string() });
const chatbotNotFound = () => new ApiError(404, 'CHATBOT_NOT_FOUND', 'Chatbot not found');
const PRO = { 403: 'FEATURE_REQUIRES_PRO: chatbots are on the Pro plan' };

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
      path: PATHS.chatbots.list,
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
      path: PATHS.chatbots.list,
      access: 'user',
      summary: 'Create a booking chatbot',
      body: createChatbotRequestSchema,
      responses: { 201: { description: 'The bot', schema: chatbotSchema } },
      errors: PRO,
      async handler({ caller, reply, body }) {
        const me = await proOwner(caller);
        return reply.code(201).send(await insertChatbot(db, me.id, body()));
      },
    }),

    route({
      method: 'PATCH',
      path: PATHS.chatbots.one,
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
        const bot = await updateChatbot(db, me.id, id, body());
        if (!bot) throw chatbotNotFound();
        return bot;
      },
    }),

    route({
      method: 'DELETE',
      path: PATHS.chatbots.one,
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
