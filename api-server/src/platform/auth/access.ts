import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, unauthorized } from '../http/ApiError';
import type { Access } from '../http/route';
import { methodsOf, type RouteTable } from '../http/routeTable';
import type { AccessClaims, TokenService } from './tokenService';

const BEARER = /^Bearer\s+(\S+)$/i;

const REFUSALS: Record<'admin' | 'superAdmin', string> = {
  admin: 'This needs an administrator account',
  superAdmin: 'This needs a super-administrator account',
};

/**
 * Access control for every route, from the level its declaration names (platform/http/route.ts):
 * - at registration, a route without an access level and documentation throws: none can slip in;
 * - on each request (onRequest: before the body is read, so an anonymous caller cannot make the API
 *   parse 8 MB), a signed-in level needs a valid bearer token (else 401 UNAUTHORIZED) and the role
 *   (else 403 FORBIDDEN); the claims are then `request.caller`. Guest routes read no token at all:
 *   sign-in and logout work with an expired one.
 * Whether the user still exists, or pays for a feature, is the domain's question (one query each).
 */
export function installAccessControl(app: FastifyInstance, tokens: TokenService, table: RouteTable): void {
  app.decorateRequest('caller', null);

  app.addHook('onRoute', (options) => {
    const access = options.config?.access;
    const doc = options.config?.doc;
    const methods = methodsOf(options);
    if (access === undefined || doc === undefined) {
      throw new Error(`${methods.join(',')} ${options.url} declares no access level: register routes with route() and registerRoutes()`);
    }
    // fastify adds a HEAD twin to every GET route, with the GET's config.
    for (const method of methods) if (method !== 'HEAD') table.record({ method, url: options.url, access, doc });
  });

  app.addHook('onRequest', async (request) => {
    // The not-found handler has no declaration: it refuses on its own.
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'guest') return;
    const claims = await verifiedCaller(request, tokens);
    if (!allows(access, claims)) throw new ApiError(403, 'FORBIDDEN', access === 'user' ? 'You do not have access to this' : REFUSALS[access]);
    request.caller = claims;
  });
}

/** The caller's claims from `Authorization: Bearer <jwt>`; a 401 UNAUTHORIZED when missing, invalid or expired. */
async function verifiedCaller(request: FastifyRequest, tokens: TokenService): Promise<AccessClaims> {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  const claims = token ? await tokens.verifyAccessToken(token) : null;
  if (!claims) throw unauthorized();
  return claims;
}

export function allows(access: Access, claims: AccessClaims): boolean {
  switch (access) {
    case 'guest':
    case 'user':
      return true;
    case 'admin':
      return claims.roles.includes('admin') || claims.roles.includes('super-admin');
    case 'superAdmin':
      return claims.roles.includes('super-admin');
  }
}
