import { z } from 'zod';
import {
  addPageRequestSchema,
  AI_PATHS,
  companyProfileSchema,
  KNOWLEDGE_FILE_MAX_BYTES,
  KNOWLEDGE_FILE_MAX_MB,
  KNOWLEDGE_PAGE_MAX_MB,
  KNOWLEDGE_PAGE_TIMEOUT_SECONDS,
  knowledgeBaseSchema,
  knowledgeSourceSchema,
  saveCompanyProfileRequestSchema,
  saveQaRequestSchema,
  uploadKnowledgeFileQuerySchema,
} from '@cabinet/api/ai';
import { route, type Route } from '../../platform/http/route';
import type { knowledgeService } from './service';

const botParams = z.object({ id: z.string() });
const sourceParams = z.object({ id: z.string(), sourceId: z.string() });
const NOT_FOUND = { 404: 'COPILOT_BOT_NOT_FOUND, KNOWLEDGE_SOURCE_NOT_FOUND' };
const sourceAnswer = (description: string) => ({ description, schema: knowledgeSourceSchema });

/** The knowledge base's routes (issue 33): sources listed with their indexing state, Q&A pairs, files, web pages, the company profile, retry. */
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
      method: 'POST',
      path: AI_PATHS.knowledgeUrls,
      access: 'user',
      summary: 'Add a web page to the knowledge base by its address',
      description: `The page is fetched on the job queue (never in the request), its readable text split and indexed like a file's. In production only public http(s) addresses: a host resolving to a private, local or link-local address is refused at the field. A page over ${KNOWLEDGE_PAGE_MAX_MB} MB, slower than ${KNOWLEDGE_PAGE_TIMEOUT_SECONDS} s, not HTML or answering an error ends in error with the reason.`,
      params: botParams,
      body: addPageRequestSchema,
      responses: { 201: sourceAnswer('The page, waiting to be fetched') },
      errors: { 400: 'VALIDATION_FAILED: required, text.tooLong, url.invalid, url.private', 404: 'COPILOT_BOT_NOT_FOUND' },
      async handler({ caller, params, body, reply }) {
        return reply.code(201).send(await service.addPage(caller.userId, params().id, body().url));
      },
    }),
    route({
      method: 'POST',
      path: AI_PATHS.knowledgeRefetch,
      access: 'user',
      summary: 'Fetch a web page again',
      description: 'A page that is ready or in error goes back to waiting and is fetched, read and indexed again; its passages are replaced once the new text is indexed.',
      params: sourceParams,
      responses: { 200: sourceAnswer('The page, waiting to be fetched') },
      errors: { ...NOT_FOUND, 409: 'KNOWLEDGE_NOT_A_PAGE, KNOWLEDGE_IN_PROGRESS' },
      handler: ({ caller, params }) => service.refetch(caller.userId, params().id, params().sourceId),
    }),
    route({
      method: 'GET',
      path: AI_PATHS.knowledgeProfile,
      access: 'user',
      summary: 'The assistant’s company profile',
      description: 'Version 0 with empty fields when none is saved yet.',
      params: botParams,
      responses: { 200: { description: 'The profile', schema: companyProfileSchema } },
      errors: { 404: 'COPILOT_BOT_NOT_FOUND' },
      handler: ({ caller, params }) => service.profile(caller.userId, params().id),
    }),
    route({
      method: 'PUT',
      path: AI_PATHS.knowledgeProfile,
      access: 'user',
      summary: 'Save the company profile (indexed again as a source)',
      description: 'Name, address, work hours, links and payment methods (cash, card, layaway, QR), with the version it was based on (0 for the first): a stale one answers 409 VERSION_CONFLICT with the profile as stored.',
      params: botParams,
      body: saveCompanyProfileRequestSchema,
      responses: { 200: { description: 'The profile as saved; its source waits to be indexed', schema: companyProfileSchema } },
      errors: { 400: 'VALIDATION_FAILED: required, text.tooLong, url.invalid, links.tooMany, list.duplicate', 404: 'COPILOT_BOT_NOT_FOUND', 409: 'VERSION_CONFLICT' },
      handler: ({ caller, params, body }) => service.saveProfile(caller.userId, params().id, body()),
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
