import type { AuthTokens, Role } from './account/schemas';
import { ROLES } from './account/schemas';

export interface TokenStore {
  read(): AuthTokens | null;
  write(tokens: AuthTokens): void;
  clear(): void;
}

const TOKEN_KEY = 'cabinet.token';
const REFRESH_TOKEN_KEY = 'cabinet.refreshToken';

/** Spec section 4: both tokens live in local storage. */
export function createLocalTokenStore(storage: Storage = window.localStorage): TokenStore {
  return {
    read() {
      const token = storage.getItem(TOKEN_KEY);
      const refreshToken = storage.getItem(REFRESH_TOKEN_KEY);
      return token && refreshToken ? { token, refreshToken } : null;
    },
    write(tokens) {
      storage.setItem(TOKEN_KEY, tokens.token);
      storage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
    },
    clear() {
      storage.removeItem(TOKEN_KEY);
      storage.removeItem(REFRESH_TOKEN_KEY);
    },
  };
}

export function createMemoryTokenStore(initial: AuthTokens | null = null): TokenStore {
  let current = initial;
  return {
    read: () => current,
    write: (tokens) => {
      current = tokens;
    },
    clear: () => {
      current = null;
    },
  };
}

export interface TokenClaims {
  userId: string | null;
  roles: Role[];
  expiresAt: number | null;
}

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

function isRole(value: unknown): value is Role {
  return ROLES.some((role) => role === value);
}

/**
 * Reads the access token's claims for display and routing decisions only; the
 * API verifies the signature on every call, so a forged claim opens nothing.
 */
export function readTokenClaims(token: string): TokenClaims {
  try {
    const payload = decodeSegment(token.split('.')[1] ?? '');
    if (typeof payload !== 'object' || payload === null) return { userId: null, roles: [], expiresAt: null };
    const role: unknown = 'role' in payload ? payload.role : undefined;
    const roles = (Array.isArray(role) ? role : [role]).filter(isRole);
    return {
      userId: 'sub' in payload && typeof payload.sub === 'string' ? payload.sub : null,
      roles,
      expiresAt: 'exp' in payload && typeof payload.exp === 'number' ? payload.exp : null,
    };
  } catch {
    return { userId: null, roles: [], expiresAt: null };
  }
}
