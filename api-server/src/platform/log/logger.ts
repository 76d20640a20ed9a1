import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyChildLoggerFactory } from 'fastify/types/logger';
import { pino, type DestinationStream, type Logger } from 'pino';
import { loggedRequest } from '../http/logRedaction';

export type { Logger } from 'pino';

/**
 * The API's one logger: JSON lines on stdout (pino), each with the process id (`pid`), and, inside a request or
 * a job a request sent, that request's id (`reqId`), so lines of one request are found across processes: the
 * balancer's `X-Request-Id` is taken as the id, the response returns it, and jobs carry it (pgBossQueue).
 */

/** What runs now on behalf of a request: its id, and the queue whose job carries it. */
export interface LogContext {
  requestId: string;
  job?: string;
}

export const logContext = new AsyncLocalStorage<LogContext>();

/** Loggers fastify made for one request: they bind `reqId` themselves, so the mixin leaves it out. */
const requestLoggers = new WeakSet<object>();

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type Level = (typeof LEVELS)[number];

/** `LOG_LEVEL` (fatal … trace, or silent); info by default. */
export function logLevelFrom(env: NodeJS.ProcessEnv): Level {
  const wanted = env.LOG_LEVEL?.trim().toLowerCase();
  if (!wanted) return 'info';
  const level = LEVELS.find((name) => name === wanted);
  if (!level) throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')}`);
  return level;
}

export function createLogger(options: { level: Level; destination?: DestinationStream }): Logger {
  return pino(
    {
      level: options.level,
      // Addresses are logged with their secrets redacted (opt-out tokens, mailed codes, webhook tokens).
      serializers: { req: loggedRequest },
      // pid and hostname are pino's base: every line says which process wrote it.
      mixin(_merge, _level, logger) {
        const context = logContext.getStore();
        if (!context || requestLoggers.has(logger)) return {};
        return context.job ? { reqId: context.requestId, job: context.job } : { reqId: context.requestId };
      },
    },
    options.destination,
  );
}

/** A logger that writes nothing (route tests). */
export const silentLogger: Logger = pino({ level: 'silent' });

/** What a balancer or a caller may name a request: short and plain, so it cannot forge a log line. */
const REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** The request's id: its `X-Request-Id` when that is a plain token, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** fastify's childLoggerFactory: its per-request child, remembered so the mixin does not repeat the id. */
export const requestChildLogger: FastifyChildLoggerFactory = (logger, bindings, options) => {
  const child = logger.child(bindings, options);
  requestLoggers.add(child);
  return child;
};

/** The request id of the code running now, to carry into a job it sends. */
export function currentRequestId(): string | undefined {
  return logContext.getStore()?.requestId;
}
