import type { FastifyCorsOptions } from '@fastify/cors';
import type { FastifyRequest } from 'fastify';
import { headerValue, type OriginPolicy } from './originPolicy';

/** A browser's call from an origin the cabinet does not trust, as a domain's rule sees it. */
export interface CrossOriginRequest {
  /** The method the browser will send: a preflight's Access-Control-Request-Method, upper case. */
  method: string;
  /** The path without its query. */
  path: string;
  origin: string;
}

/**
 * A domain's own answer to foreign origins on its public paths (a widget embedded on a business's site):
 * true lets the browser read the answer. The route's handler still decides what that answer is.
 */
export type CrossOriginRule = (request: CrossOriginRequest) => Promise<boolean>;

/**
 * What a foreign origin a domain allows may do: no cookies, no Authorization, none of the cabinet's exposed
 * headers; only the API client's Client-Host and a JSON body.
 */
const FOREIGN: FastifyCorsOptions = {
  origin: true,
  credentials: false,
  methods: ['GET', 'POST', 'OPTIONS'],
  allowedHeaders: ['Client-Host', 'Content-Type'],
  maxAge: 600,
};

/**
 * The CORS options of one request (@fastify/cors's delegator): the cabinet's origins get `trusted`; any other
 * origin only what a domain's rule allows on its path, else nothing (no CORS headers; a preflight 404s).
 */
export function crossOriginOptions(origins: OriginPolicy, trusted: FastifyCorsOptions, rules: readonly CrossOriginRule[]) {
  return async (request: FastifyRequest): Promise<FastifyCorsOptions> => {
    const origin = headerValue(request.headers.origin);
    // No Origin header means no browser asking: nothing to allow.
    if (origin === undefined) return { origin: false };
    if (origins.isAllowed(origin)) return trusted;
    const preflight = request.method === 'OPTIONS';
    const method = (preflight ? (headerValue(request.headers['access-control-request-method']) ?? '') : request.method).toUpperCase();
    const path = request.url.split('?', 1)[0] ?? '';
    for (const rule of rules) {
      if (await rule({ method, path, origin })) return FOREIGN;
    }
    return { origin: false };
  };
}
