import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../http/ApiError';
import type { AccessClaims, TokenService } from './tokenService';

const BEARER = /^Bearer\s+(\S+)$/i;

/** The caller's claims from `Authorization: Bearer <jwt>`; a 401 UNAUTHORIZED when missing, invalid or expired. */
export async function authenticate(request: FastifyRequest, tokens: TokenService): Promise<AccessClaims> {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  const claims = token ? await tokens.verifyAccessToken(token) : null;
  if (!claims) throw unauthorized();
  return claims;
}
