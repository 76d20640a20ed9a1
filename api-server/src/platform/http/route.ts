import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AccessClaims } from '../auth/tokenService';
import { unauthorized } from './ApiError';
import { parseWith } from './parseWith';

/**
 * Who may call a route: anyone (guest), any signed-in user, an admin (super-admins are admins too, spec
 * section 6), or a super-admin.
 */
export const ACCESS_LEVELS = ['guest', 'user', 'admin', 'superAdmin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];
export type SignedInAccess = Exclude<Access, 'guest'>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A zod schema, classic or mini (the contract's are mini, api-server's own classic). */
export type Schema = z.core.$ZodType;

/** One documented answer of a route. */
export interface ResponseDoc {
  description: string;
  /** The JSON body; absent for an answer without one (204, a redirect) or with `contentType`. */
  schema?: Schema;
  /** A body that is not JSON (an HTML page, a script). */
  contentType?: string;
}

/** What the OpenAPI document says of a route; every field comes from the route's declaration. */
export interface RouteDoc {
  summary: string;
  description?: string;
  /** The domain the route belongs to (the document's tag). */
  tag: string;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** The body may be left out (it then reads as `{}`). */
  bodyOptional?: boolean;
  /** The body's media type when it is not JSON. */
  bodyContentType?: string;
  /** Descriptions of query or path parameters that their schema cannot carry (e.g. comma-separated lists). */
  parameterDescriptions?: Readonly<Record<string, string>>;
  /** Success answers by status. */
  responses: Readonly<Partial<Record<number, ResponseDoc>>>;
  /** Refusals of the domain's own by status, e.g. `{ 404: 'FLOW_NOT_FOUND: ...' }`; 400/401/403 of validation and access are added. */
  errors?: Readonly<Partial<Record<number, string>>>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Declared by every route (platform/auth/access.ts refuses a route without it at registration). */
    access?: Access;
    doc?: RouteDoc;
  }
  interface FastifyRequest {
    /** The verified claims of the caller of a signed-in route; null on guest routes, which read no token. */
    caller: AccessClaims | null;
  }
}

type Output<S extends Schema> = z.output<S>;

/** What a handler is given: the request, its reply, the caller, and its declared inputs parsed on demand. */
interface CallBase<P extends Schema, Q extends Schema, B extends Schema> {
  request: FastifyRequest;
  reply: FastifyReply;
  /**
   * The inputs, parsed with the route's declared schemas when first asked for (a 400 VALIDATION_FAILED
   * when they do not parse), so a handler decides the order of its refusals as before: who, then what.
   */
  params(): Output<P>;
  query(): Output<Q>;
  body(): Output<B>;
}
export interface GuestCall<P extends Schema, Q extends Schema, B extends Schema> extends CallBase<P, Q, B> {
  caller: null;
}
export interface SignedInCall<P extends Schema, Q extends Schema, B extends Schema> extends CallBase<P, Q, B> {
  caller: AccessClaims;
}

interface DefinitionBase<P extends Schema, Q extends Schema, B extends Schema> extends Omit<RouteDoc, 'tag' | 'params' | 'query' | 'body'> {
  method: HttpMethod;
  /** A contract path (PATHS, or a domain entry's `<GROUP>_PATHS`; no leading slash), with its `:name` parameters. */
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  /** fastify's body limit, when the route takes more than the default 1 MiB. */
  bodyLimit?: number;
}
export interface GuestRouteDefinition<P extends Schema, Q extends Schema, B extends Schema> extends DefinitionBase<P, Q, B> {
  access: 'guest';
  handler(call: GuestCall<P, Q, B>): unknown;
}
export interface SignedInRouteDefinition<P extends Schema, Q extends Schema, B extends Schema> extends DefinitionBase<P, Q, B> {
  access: SignedInAccess;
  handler(call: SignedInCall<P, Q, B>): unknown;
}

/** A declared route, ready to register; `route()` makes them. */
export interface Route {
  method: HttpMethod;
  url: string;
  access: Access;
  bodyLimit?: number;
  /** Without the tag: the domain registering it adds that. */
  doc: Omit<RouteDoc, 'tag'>;
  handle(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
}

/**
 * Declares a route: method, path, access level, input and answer schemas, summary, and its handler.
 * The declaration is all the OpenAPI document knows of it, and the only way routes are registered.
 */
export function route<P extends Schema = never, Q extends Schema = never, B extends Schema = never>(
  // The access level tells the two apart, so a signed-in handler's caller is typed non-null.
  definition: GuestRouteDefinition<P, Q, B> | SignedInRouteDefinition<P, Q, B>,
): Route {
  const { method, path, access, bodyLimit, handler: _handler, ...doc } = definition;
  const inputs = (request: FastifyRequest) => ({
    params: () => parseDeclared(definition.params, 'params', request.params),
    query: () => parseDeclared(definition.query, 'query', request.query),
    body: () => parseDeclared(definition.body, 'body', definition.bodyOptional ? (request.body ?? {}) : request.body),
  });
  return {
    method,
    url: '/' + path,
    access,
    bodyLimit,
    doc,
    // Async, so a handler's answer or throw reaches fastify as a promise whether or not it awaits anything.
    async handle(request, reply) {
      if (definition.access === 'guest') return definition.handler({ request, reply, caller: null, ...inputs(request) });
      // The access hook has verified the caller before any handler runs; a route reached without it is a bug.
      const caller = request.caller;
      if (caller === null) throw unauthorized();
      return definition.handler({ request, reply, caller, ...inputs(request) });
    },
  };
}

function parseDeclared<S extends Schema>(schema: S | undefined, part: string, value: unknown): Output<S> {
  if (schema === undefined) throw new Error(`The route reads its ${part} without declaring a schema for it`);
  return parseWith(schema, value);
}

/** Registers a domain's routes, each carrying its access level and documentation in its config. */
export function registerRoutes(app: FastifyInstance, tag: string, routes: readonly Route[]): void {
  for (const declared of routes) {
    app.route({
      method: declared.method,
      url: declared.url,
      ...(declared.bodyLimit === undefined ? {} : { bodyLimit: declared.bodyLimit }),
      config: { access: declared.access, doc: { ...declared.doc, tag } },
      handler: (request, reply) => declared.handle(request, reply),
    });
  }
}
