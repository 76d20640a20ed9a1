import { z } from 'zod';
import { chatDetailSchema, chatListQuerySchema, chatListSchema, QUALITY_PATHS } from '@cabinet/api/quality';
import type { AppContext } from '../platform/AppContext';
import { route, type Route } from '../platform/http/route';
import { languageModelOf } from '../platform/languageModel/languageModelOf';
import type { LanguageModel } from '../platform/languageModel/LanguageModel';
import { chatService } from './chats';

const idParamsSchema = z.object({ id: z.string().max(120) });

/** /chats' routes (issue 34): the conversations of a period with their stored scores, one conversation, scoring it. */
export function chatRoutes(ctx: AppContext, model: LanguageModel = languageModelOf(ctx.config)): Route[] {
  const service = chatService(ctx, model);
  return [
    route({
      method: 'GET',
      path: QUALITY_PATHS.chats,
      access: 'user',
      summary: "The caller's chat conversations of a period (WhatsApp, Telegram, WABA, MAX), newest first, paged",
      description:
        'One per channel account and client phone, with a message in the period. Each with its stored score of the current checklist version: a list never scores (POST .../Score does); `outdated` when messages came after it was scored.',
      query: chatListQuerySchema,
      responses: { 200: { description: 'A page of chats, and the accounts with any (the operator filter)', schema: chatListSchema } },
      errors: { 400: 'VALIDATION_FAILED: report.periodOrder or report.periodTooLong at to; a day not YYYY-MM-DD; an unknown channel or score band' },
      handler: ({ caller, query }) => service.list(caller.userId, query()),
    }),
    route({
      method: 'GET',
      path: QUALITY_PATHS.chat,
      access: 'user',
      summary: 'One chat conversation: its lines and its stored item-by-item scoring with the quoted lines',
      params: idParamsSchema,
      responses: { 200: { description: 'The conversation', schema: chatDetailSchema } },
      errors: { 400: 'VALIDATION_FAILED', 404: 'CHAT_NOT_FOUND' },
      handler: ({ caller, params }) => service.chat(caller.userId, params().id),
    }),
    route({
      method: 'POST',
      path: QUALITY_PATHS.chatScore,
      access: 'user',
      summary: 'Score the conversation against the current checklist through the language model, and store it',
      description: 'Stored per conversation and checklist version (scoring again replaces it). The answer is the conversation with its scoring.',
      params: idParamsSchema,
      responses: { 200: { description: 'The conversation, scored', schema: chatDetailSchema } },
      errors: { 400: 'VALIDATION_FAILED', 404: 'CHAT_NOT_FOUND', 409: 'CHECKLIST_REQUIRED', 503: 'SCORING_UNAVAILABLE: the model failed or refused' },
      handler: ({ caller, params }) => service.score(caller.userId, params().id),
    }),
  ];
}
