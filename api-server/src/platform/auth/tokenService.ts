import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config';
import { ROLES, type Role } from '@cabinet/api/contract';

/** Who an access token speaks for, as its claims say. */
export interface AccessClaims {
  userId: string;
  email: string;
  roles: Role[];
}

export interface TokenUser {
  id: string;
  email: string;
  /** The user's stored roles (users.roles). */
  roles: readonly string[];
}

export interface TokenService {
  signAccessToken(user: TokenUser): Promise<string>;
  /** The claims of a valid, unexpired token we signed; null for anything else. */
  verifyAccessToken(token: string): Promise<AccessClaims | null>;
}

export function createTokenService(config: Pick<Config, 'jwtSecret' | 'accessTokenTtlSeconds'>): TokenService {
  const key = new TextEncoder().encode(config.jwtSecret);
  return {
    async signAccessToken(user) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ email: user.email, role: roleClaim(user.roles) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuedAt(now)
        .setExpirationTime(now + config.accessTokenTtlSeconds)
        .sign(key);
    },
    async verifyAccessToken(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['sub', 'exp'] });
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
        const role = Array.isArray(payload.role) ? payload.role : [];
        return { userId: payload.sub, email: payload.email, roles: role.filter(isRole) };
      } catch {
        return null;
      }
    },
  };
}

/** Spec section 6: a super-admin is an admin too, so the claim lists both. */
export function roleClaim(roles: readonly string[]): Role[] {
  if (roles.includes('super-admin')) return ['admin', 'super-admin'];
  if (roles.includes('admin')) return ['admin'];
  return [];
}

function isRole(value: unknown): value is Role {
  return ROLES.some((role) => role === value);
}

/** A random, URL-safe secret: refresh tokens and e-mailed codes. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Secrets are stored only as this digest, so a leaked table opens no session. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
