import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AI_PUBLIC_PATHS, publicBotSchema, publicChatAnswerSchema, publicChatRequestSchema, publicChatSettingsSchema } from '@cabinet/api/ai';
import { originListed } from '@cabinet/api/widgets';
import type { AppContext } from '../platform/AppContext';
import { ApiError } from '../platform/http/ApiError';
import type { CrossOriginRule } from '../platform/http/crossOrigin';
import { headerValue } from '../platform/http/originPolicy';
import { route, type Route } from '../platform/http/route';
import { publicChatOrigins, publicChatService } from './publicChat';
import { publicSendFile } from './sendFilePlugin';

const idParamsSchema = z.object({ id: z.string() });
const originOf = (request: FastifyRequest) => headerValue(request.headers.origin);
const PUBLIC_ERRORS = {
  403: 'COPILOT_BOT_ORIGIN_REFUSED: the page is not on one of the assistant’s listed sites',
  404: 'COPILOT_BOT_NOT_FOUND: unknown, or switched off by its owner',
  429: 'TOO_MANY_REQUESTS: the public calls from one address (RATE_LIMIT_PUBLIC)',
};

/** PublicAiChat's API (publicChat.ts): the visitor's two calls, rate-limited per address, and the owner's list of sites. */
export function aiPublicRoutes(ctx: AppContext): Route[] {
  const service = publicChatService(ctx);
  return [
    route({
      method: 'GET',
      path: AI_PUBLIC_PATHS.publicBot,
      access: 'guest',
      summary: 'The assistant a visitor chats with: its name and language',
      params: idParamsSchema,
      responses: { 200: { description: 'The assistant', schema: publicBotSchema } },
      errors: PUBLIC_ERRORS,
      async handler({ request, params }) {
        await ctx.limits.hit(request, 'publicAddress');
        return service.bot(params().id, originOf(request));
      },
    }),
    route({
      method: 'POST',
      path: AI_PUBLIC_PATHS.publicChat,
      access: 'guest',
      summary: 'A visitor’s dialogue with an assistant (PublicAiChat)',
      description:
        'As the owner’s test chat: the dialogue (the visitor’s message last) goes to the language model with the knowledge base’s closest passages; the answer cites those it used and names the implementation that answered. Nothing is stored or charged, but an assistant whose balance is spent answers 402.',
      params: idParamsSchema,
      body: publicChatRequestSchema,
      responses: { 200: { description: 'The assistant’s answer', schema: publicChatAnswerSchema } },
      errors: {
        ...PUBLIC_ERRORS,
        402: 'COPILOT_BOT_NO_BALANCE: the balance is spent (top it up with at least $20)',
        502: 'LANGUAGE_MODEL_FAILED',
        503: 'LANGUAGE_MODEL_NOT_CONFIGURED',
        504: 'LANGUAGE_MODEL_TIMEOUT',
      },
      async handler({ request, params, body }) {
        await ctx.limits.hit(request, 'publicAddress');
        return service.chat(params().id, originOf(request), body().messages);
      },
    }),
    route({
      method: 'GET',
      path: AI_PUBLIC_PATHS.publicFile,
      access: 'guest',
      summary: 'The knowledge file an assistant’s send_file plugin sends to its clients (the link in its answer)',
      description: 'Served only while the assistant and its send_file plugin are on with this very file; any other file of the knowledge base stays private (404).',
      params: z.object({ id: z.string(), sourceId: z.string() }),
      responses: { 200: { description: 'The file, as a download' } },
      errors: { 404: 'NOT_FOUND: not the file send_file sends', 429: PUBLIC_ERRORS[429] },
      async handler({ request, reply, params }) {
        await ctx.limits.hit(request, 'publicAddress');
        const file = await publicSendFile(ctx.db, params().id, params().sourceId);
        if (!file) throw new ApiError(404, 'NOT_FOUND', 'No such file');
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
          .send(file.content);
      },
    }),
    route({
      method: 'GET',
      path: AI_PUBLIC_PATHS.publicSettings,
      access: 'user',
      summary: 'The sites that may embed one of the caller’s assistants’ public chat',
      params: idParamsSchema,
      responses: { 200: { description: 'The listed sites, as origins', schema: publicChatSettingsSchema } },
      errors: { 404: 'COPILOT_BOT_NOT_FOUND' },
      handler: ({ caller, params }) => service.settings(caller.userId, params().id),
    }),
    route({
      method: 'PUT',
      path: AI_PUBLIC_PATHS.publicSettings,
      access: 'user',
      summary: 'List the sites that may embed the assistant’s public chat',
      params: idParamsSchema,
      body: publicChatSettingsSchema,
      responses: { 200: { description: 'The sites as stored (normalised origins, each once)', schema: publicChatSettingsSchema } },
      errors: { 400: 'VALIDATION_FAILED: origin.invalid at allowedOrigins.N, origin.tooMany', 404: 'COPILOT_BOT_NOT_FOUND' },
      handler: ({ caller, params, body }) => service.saveSettings(caller.userId, params().id, body()),
    }),
  ];
}

const pattern = (path: string) => new RegExp(`^/${path.replace(/:[a-zA-Z]+/g, '([^/]+)')}$`, 'i');
const BOT = pattern(AI_PUBLIC_PATHS.publicBot);
const CHAT = pattern(AI_PUBLIC_PATHS.publicChat);

/**
 * Which foreign origins the public chat answers: its read to any (the name is public, and the route's own
 * 403 is then readable by the copied chat); its dialogue only to the sites the owner listed, so a browser on
 * any other site does not send it (the model's answers cost the owner). Every other path: the cabinet's only.
 */
export function aiCrossOrigin(ctx: Pick<AppContext, 'db'>): CrossOriginRule {
  return async ({ method, path, origin }) => {
    if (method === 'GET' && BOT.test(path)) return true;
    const id = method === 'POST' ? CHAT.exec(path)?.[1] : undefined;
    if (!id) return false;
    return originListed(await publicChatOrigins(ctx.db, id), origin);
  };
}
