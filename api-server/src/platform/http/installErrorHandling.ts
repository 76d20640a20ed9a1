import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@cabinet/api/contract';
import { ApiError, notFound, TooManyRequestsError } from './ApiError';
import type { RouteTable } from './routeTable';

/**
 * Every refusal leaves as the contract's `{ message, code, fields? }` body with a 4xx status: ours,
 * fastify's (malformed JSON, content type, body size), the router's (bad URL encoding, a path segment
 * too long, unknown route, wrong method) and Node's (a request line or headers too large).
 *
 * The contract's codes name domain refusals; a request the API could not even read is VALIDATION_FAILED,
 * its status saying why (400, 405, 413, 414, 415, 431), and an unknown route NOT_FOUND. Adding codes
 * for these is the shared contract's call, not this server's.
 */
export function installErrorHandling(app: FastifyInstance, table: RouteTable): void {
  // Only JSON (and, in the dev scope, the stand-in's form) is read: a text/plain body is refused with 415
  // rather than reaching a schema as a string.
  app.removeContentTypeParser('text/plain');

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = table.methodsAt(path);
    if (allowed.length > 0) {
      // The path exists: the method is wrong, and Allow says which would do (RFC 9110, 15.5.6).
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send(refusal(`${request.method} is not allowed here; this path answers ${allowed.join(', ')}`));
    }
    return reply.code(404).send(notFound().toBody());
  });

  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof TooManyRequestsError) void reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof ApiError) return reply.code(error.statusCode).send(error.toBody());
    const refused = databaseRefusal(error);
    if (refused !== null) return reply.code(400).send(refused);
    const status = clientErrorStatus(error);
    if (status !== null) {
      const body: ApiErrorBody = { code: CODE_BY_STATUS[status] ?? 'VALIDATION_FAILED', message: clearMessage(error) };
      return reply.code(status).send(body);
    }
    request.log.error({ err: error }, 'Unhandled error');
    const body: ApiErrorBody = { code: 'INTERNAL', message: 'Something went wrong' };
    return reply.code(500).send(body);
  });

  // A safety net for refusals written by a plugin itself rather than thrown (@fastify/cors answers an
  // incomplete preflight with text/plain): any 4xx or 5xx that is not JSON becomes the contract's body,
  // unless the route documents that answer as another media type (the Google stand-in's HTML form).
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || isJson(reply.getHeader('content-type'))) return payload;
    if (request.routeOptions.config.doc?.responses[reply.statusCode]?.contentType !== undefined) return payload;
    reply.type('application/json; charset=utf-8');
    const body: ApiErrorBody = reply.statusCode >= 500 ? { code: 'INTERNAL', message: 'Something went wrong' } : refusal(textOf(payload, reply.statusCode));
    return JSON.stringify(body);
  });
}

/**
 * fastify's `frameworkErrors`: the router's refusals before any route is found (a path that is not valid
 * percent-encoding, a parameter longer than the router takes), which bypass the error handler.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(status).type('application/json; charset=utf-8').send(refusal(clearMessage(error)));
}

/**
 * fastify's `clientErrorHandler`: what Node refuses before fastify sees a request (a request line or
 * headers over its 16 KB, a malformed request, a client too slow to send one). Written to the socket
 * as Node does, in the contract's shape.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'The request address or headers are too long']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long to arrive']
        : [400, 'Bad Request', 'The request is not valid HTTP'];
  const body = JSON.stringify(refusal(message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

const CODE_BY_STATUS: Partial<Record<number, string>> = { 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' };

/** fastify's and find-my-way's wording, where it names internals (content-type, "url component"), in a caller's words. */
const MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The body is empty; send a JSON document',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send the body as application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The body is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The body is not as long as its Content-Length says',
  FST_ERR_BAD_URL: 'The address is not valid: it has a malformed %-encoding',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long: a path segment exceeds 100 characters',
};

function refusal(message: string): ApiErrorBody {
  return { code: 'VALIDATION_FAILED', message };
}

/**
 * PostgreSQL's refusals of a value itself (SQLSTATE class 22, data exception: a number out of a column's
 * range, a NUL character, text too long for its column, a malformed date) are the caller's input, not
 * the server's fault: a 400. The schemas refuse such input first, naming the field; this is the net
 * under a rule a schema forgot.
 */
function databaseRefusal(error: unknown): ApiErrorBody | null {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
  if (typeof code !== 'string' || !/^22[0-9A-Z]{3}$/.test(code)) return null;
  return { code: 'VALIDATION_FAILED', message: code === '22003' ? 'A number is out of the range this field takes' : 'A value of the request cannot be stored as it is' };
}

function clientErrorStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return null;
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

function clearMessage(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
  const known = typeof code === 'string' ? MESSAGES[code] : undefined;
  if (known !== undefined) return known;
  const message = typeof error === 'object' && error !== null && 'message' in error ? error.message : null;
  return typeof message === 'string' && message !== '' ? message : 'The request is not valid';
}

function isJson(contentType: unknown): boolean {
  return typeof contentType === 'string' && /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType);
}

function textOf(payload: unknown, status: number): string {
  const text = typeof payload === 'string' ? payload.trim() : Buffer.isBuffer(payload) ? payload.toString('utf8').trim() : '';
  // A plugin's short plain-text reason reads well enough; anything else (markup, a stream) is replaced.
  return text !== '' && text.length <= 200 && !text.includes('<') ? text : `The request was refused (${status})`;
}
