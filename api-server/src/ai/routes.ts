import { z } from 'zod';
import { AI_PATHS, copilotBotListSchema, copilotBotSchema, createCopilotBotRequestSchema, saveCopilotBotRequestSchema, testChatAnswerSchema, testChatRequestSchema } from '@cabinet/api/ai';
import type { AppContext } from '../platform/AppContext';
import { route, type Route } from '../platform/http/route';
import { dialogueRoutes } from './dialogueRoutes';
import { knowledgeRoutes } from './knowledge/routes';
import { knowledgeService } from './knowledge/service';
import { bookingAdaptersOf } from './toolPlugins';
import { aiService } from './service';

const idParamsSchema = z.object({ id: z.string() });
const NOT_FOUND = { 404: 'COPILOT_BOT_NOT_FOUND' };
const INVALID =
  'VALIDATION_FAILED with rule codes at the fields: required, text.tooLong, temperature.range, pause.range, workHours.order (workHoursTo: FROM must be less than TO), phrases.overlap (stopPhrases: start and stop phrases must not match or overlap), phrases.tooMany, channel.unknown';

/** The AI assistants' routes (spec sections 2, 3, 5): each declares its path, access, schemas and errors, and delegates. */
export function aiRoutes(ctx: AppContext): Route[] {
  const knowledge = knowledgeService(ctx, (userId, botId) => service.get(userId, botId));
  const service = aiService(ctx, undefined, (botId) => knowledge.reindexAll(botId), bookingAdaptersOf(ctx.config));
  return [
    route({
      method: 'GET',
      path: AI_PATHS.bots,
      access: 'user',
      summary: "The caller's AI assistants with state, channel, dialogues today and balance",
      responses: { 200: { description: 'Oldest first; the figures counted from stored rows', schema: copilotBotListSchema } },
      handler: ({ caller }) => service.list(caller.userId),
    }),
    route({
      method: 'POST',
      path: AI_PATHS.bots,
      access: 'user',
      summary: 'Create an AI assistant (its other settings start at their defaults)',
      body: createCopilotBotRequestSchema,
      responses: { 201: { description: 'The assistant as stored', schema: copilotBotSchema } },
      errors: { 400: 'VALIDATION_FAILED: required, text.tooLong' },
      async handler({ caller, reply, body }) {
        return reply.code(201).send(await service.create(caller.userId, body()));
      },
    }),
    route({
      method: 'GET',
      path: AI_PATHS.bot,
      access: 'user',
      summary: 'One of the caller’s AI assistants',
      params: idParamsSchema,
      responses: { 200: { description: 'The assistant', schema: copilotBotSchema } },
      errors: NOT_FOUND,
      handler: ({ caller, params }) => service.get(caller.userId, params().id),
    }),
    route({
      method: 'PUT',
      path: AI_PATHS.bot,
      access: 'user',
      summary: 'Save an AI assistant’s settings',
      description: 'The whole settings, with the version they were based on: a stale one answers 409 VERSION_CONFLICT with the assistant as stored.',
      params: idParamsSchema,
      body: saveCopilotBotRequestSchema,
      responses: { 200: { description: 'The assistant as stored', schema: copilotBotSchema } },
      errors: { 400: INVALID, ...NOT_FOUND, 409: 'VERSION_CONFLICT' },
      handler: ({ caller, params, body }) => service.save(caller.userId, params().id, body()),
    }),
    route({
      method: 'DELETE',
      path: AI_PATHS.bot,
      access: 'user',
      summary: 'Delete an AI assistant with its dialogues and balance history',
      params: idParamsSchema,
      responses: { 204: { description: 'Deleted' } },
      errors: NOT_FOUND,
      async handler({ caller, params, reply }) {
        await service.remove(caller.userId, params().id);
        return reply.code(204).send();
      },
    }),
    route({
      method: 'POST',
      path: AI_PATHS.testChat,
      access: 'user',
      summary: 'A test dialogue with an AI assistant',
      description:
        'The dialogue so far (the client’s message last) goes to the language model with the assistant’s instruction and the knowledge base’s passages closest to the message; nothing is stored or charged. The answer cites the passages it used and names the implementation that answered: `standIn` (development) or `openAiCompatible`. An assistant with no balance answers 402.',
      params: idParamsSchema,
      body: testChatRequestSchema,
      responses: { 200: { description: 'The assistant’s answer', schema: testChatAnswerSchema } },
      errors: {
        ...NOT_FOUND,
        402: 'COPILOT_BOT_NO_BALANCE: the balance is spent (top it up with at least $20)',
        502: 'LANGUAGE_MODEL_FAILED: the provider refused or failed, in its words',
        503: 'LANGUAGE_MODEL_NOT_CONFIGURED',
        504: 'LANGUAGE_MODEL_TIMEOUT',
      },
      handler: ({ caller, params, body }) => service.testChat(caller.userId, params().id, body().messages),
    }),
    ...knowledgeRoutes(knowledge),
    ...dialogueRoutes(ctx, (userId, botId) => service.get(userId, botId)),
  ];
}
