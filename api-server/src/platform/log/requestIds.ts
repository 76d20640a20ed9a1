import type { FastifyInstance } from 'fastify';
import { logContext, type LogContext } from './logger';

/**
 * Every response says its request's id (`X-Request-Id`, the caller's or a new one: logger.ts requestIdOf), and
 * the request's code runs in its log context, so lines of the root logger (the engine's, a job's) carry the id
 * too and a job the request sends takes it along.
 */
export function installRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    logContext.run({ requestId: request.id }, done);
  });
  // A body arrives in events of the connection's own async context: the handler after it is put back in the
  // request's (what @fastify/request-context does too).
  app.addHook('preValidation', (request, _reply, done) => {
    const context: LogContext = { requestId: request.id };
    logContext.run(context, done);
  });
}
