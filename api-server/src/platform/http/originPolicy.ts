/** Local development origins on any port: localhost, a named subdomain of it (one per branded host), 127.0.0.1. */
const LOCAL_ORIGIN = /^http:\/\/(?:localhost|127\.0\.0\.1|(?:[a-z0-9-]+\.)+localhost)(?::\d{1,5})?$/i;

/** The shell's local origin: in development, e-mailed links fall back to it when the caller's origin is not trusted. */
export const DEFAULT_CLIENT_ORIGIN = 'http://localhost:3000';

export interface OriginPolicy {
  isAllowed(origin: string): boolean;
  /**
   * The first candidate whose origin is allowed, reduced to that origin, else the fallback (the first
   * configured origin; the local shell in development). Links in e-mails are built on it, so a caller
   * cannot make the API mail a link to a site of its choosing.
   */
  clientOrigin(...candidates: ReadonlyArray<string | undefined | null>): string;
}

/**
 * Trusted browser origins: the configured ones (CORS_ORIGINS: the hosts' shell origins of the deployment,
 * and any remote origin that calls the API), and, in development only, any local origin on any port.
 */
export function createOriginPolicy(configured: readonly string[], options: { allowLocal: boolean; fallback?: string }): OriginPolicy {
  const extra = new Set(configured.map((origin) => origin.toLowerCase()));
  const isAllowed = (origin: string) => (options.allowLocal && LOCAL_ORIGIN.test(origin)) || extra.has(origin.toLowerCase());
  const fallback = configured[0] ?? options.fallback ?? DEFAULT_CLIENT_ORIGIN;
  return {
    isAllowed,
    clientOrigin(...candidates) {
      for (const candidate of candidates) {
        const origin = candidate ? originOf(candidate) : null;
        if (origin && isAllowed(origin)) return origin;
      }
      return fallback;
    },
  };
}

export function originOf(value: string): string | null {
  try {
    const { origin } = new URL(value.trim());
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** A request header as one string (Node gives an array for repeated headers). */
export function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
