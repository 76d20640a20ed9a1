import { z } from 'zod';
import { AI_PATHS, KNOWLEDGE_FILE_MAX_BYTES, KNOWLEDGE_FILE_MAX_MB, knowledgeBaseSchema, knowledgeSourceSchema, saveQaRequestSchema, uploadKnowledgeFileQuerySchema } from '@cabinet/api/ai';
import { route, type Route } from '../../platform/http/route';
import type { knowledgeService } from './service';

const botParams = z.object({ id: z.string() });
const sourceParams = z.object({ id: z.string(), sourceId: z.string() });
const NOT_FOUND = { 404: 'COPILOT_BOT_NOT_FOUND, KNOWLEDGE_SOURCE_NOT_FOUND' };
const sourceAnswer = (description: string) => ({ description, schema: knowledgeSourceSchema });

/** The knowledge base's routes (issue 33): sources listed with their indexing state, Q&A pairs, files, retry. */
export function knowledgeRoutes(service: ReturnType<typeof knowledgeService>): Route[] {
  return [
    route({
      method: 'GET',
      path: AI_PATHS.knowledge,
      access: 'user',
      summary: 'An AI assistant’s knowledge base: its sources with their indexing state',
      description: 'Newest first. A source is waiting, parsing, splitting, indexing, ready, or error with the reason; the file types and size limit come along.',
      params: botParams,
      responses: { 200: { description: 'The sources and the file rules', schema: knowledgeBaseSchema } },
      errors: { 404: 'COPILOT_BOT_NOT_FOUND' },
      handler: ({ caller, params }) => service.list(caller.userId, params().id),
    }),
    route({
      method: 'POST',
      path: AI_PATHS.knowledgeQa,
      access: 'user',
      summary: 'Add a Q&A pair to the knowledge base',
      params: botParams,
      body: saveQaRequestSchema,
      responses: { 201: sourceAnswer('The pair, waiting to be indexed') },
      errors: { 400: 'VALIDATION_FAILED: required, text.tooLong', 404: 'COPILOT_BOT_NOT_FOUND' },
      async handler({ caller, params, body, reply }) {
        const { question, answer } = body();
        return reply.code(201).send(await service.addQa(caller.userId, params().id, question, answer));
      },
    }),
    route({
      method: 'PUT',
      path: AI_PATHS.knowledgeQaPair,
      access: 'user',
      summary: 'Change a Q&A pair (indexed again)',
      description: 'With the version it was based on: a stale one answers 409 VERSION_CONFLICT with the pair as stored.',
      params: sourceParams,
      body: saveQaRequestSchema,
      responses: { 200: sourceAnswer('The pair, waiting to be indexed') },
      errors: { 400: 'VALIDATION_FAILED: required, text.tooLong', ...NOT_FOUND, 409: 'VERSION_CONFLICT' },
      handler: ({ caller, params, body }) => service.saveQa(caller.userId, params().id, params().sourceId, body()),
    }),
    route({
      method: 'POST',
      path: AI_PATHS.knowledgeFiles,
      access: 'user',
      summary: 'Upload a file to the knowledge base',
      description: `The body is the file's bytes (application/octet-stream), its name in the query. PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX up to ${KNOWLEDGE_FILE_MAX_MB} MB; its text is extracted on the job queue.`,
      params: botParams,
      query: uploadKnowledgeFileQuerySchema,
      // Room past the limit, so a file just over it hears FILE_TOO_BIG rather than the platform's 413.
      bodyLimit: KNOWLEDGE_FILE_MAX_BYTES * 2,
      responses: { 201: sourceAnswer('The file, waiting to be indexed') },
      errors: {
        400: 'FILE_FORMAT_INCORRECT: another type, or bytes not of the type its name says (the message lists the file and the allowed types)',
        404: 'COPILOT_BOT_NOT_FOUND',
        413: 'FILE_TOO_BIG',
        415: 'VALIDATION_FAILED: the body is not application/octet-stream',
      },
      async handler({ caller, params, query, request, reply }) {
        const { name } = query();
        const content = request.body instanceof Uint8Array ? request.body : new Uint8Array();
        return reply.code(201).send(await service.addFile(caller.userId, params().id, name, content));
      },
    }),
    route({
      method: 'DELETE',
      path: AI_PATHS.knowledgeSource,
      access: 'user',
      summary: 'Delete a knowledge source with its passages',
      params: sourceParams,
      responses: { 204: { description: 'Deleted' } },
      errors: NOT_FOUND,
      async handler({ caller, params, reply }) {
        await service.remove(caller.userId, params().id, params().sourceId);
        return reply.code(204).send();
      },
    }),
    route({
      method: 'POST',
      path: AI_PATHS.knowledgeRetry,
      access: 'user',
      summary: 'Index a source in error again',
      params: sourceParams,
      responses: { 200: sourceAnswer('The source, waiting to be indexed') },
      errors: { ...NOT_FOUND, 409: 'KNOWLEDGE_NOT_FAILED' },
      handler: ({ caller, params }) => service.retry(caller.userId, params().id, params().sourceId),
    }),
  ];
}
