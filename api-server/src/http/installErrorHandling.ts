import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '@cabinet/api/contract';
import { ApiError, notFound } from './ApiError';

/** Every error leaves as the contract's `{ message, code, fields? }` body. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(notFound().toBody()));

  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof ApiError) return reply.code(error.statusCode).send(error.toBody());
    const status = clientErrorStatus(error);
    if (status !== null) {
      // fastify's own refusals (malformed JSON, wrong content type, body too large): the request was bad.
      const body: ApiErrorBody = { code: CODE_BY_STATUS[status] ?? 'VALIDATION_FAILED', message: messageOf(error) };
      return reply.code(status).send(body);
    }
    request.log.error({ err: error }, 'Unhandled error');
    const body: ApiErrorBody = { code: 'INTERNAL', message: 'Something went wrong' };
    return reply.code(500).send(body);
  });
}

const CODE_BY_STATUS: Partial<Record<number, string>> = { 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' };

function clientErrorStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return null;
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

function messageOf(error: unknown): string {
  const message = typeof error === 'object' && error !== null && 'message' in error ? error.message : null;
  return typeof message === 'string' && message !== '' ? message : 'The request is not valid';
}
