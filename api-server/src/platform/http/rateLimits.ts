import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TooManyRequestsError } from './ApiError';
import type { RateLimitName, RateRule } from './rateLimitRules';

/**
 * The API's rate limits, counted by @fastify/rate-limit's store: in this process's memory (an LRU of
 * recent keys). On several machines behind a balancer the counts must be shared: give the plugin a shared
 * store where it is registered below (`redis: new Redis(url)` for its Redis store, or `store:` a class over
 * the database); nothing else changes.
 *
 * Guessing limits count failures only (`check` before the work, `fail` after a refusal); flood limits
 * count every request (`hit`). Over a limit the answer is 429 TOO_MANY_REQUESTS with Retry-After.
 */
export interface RateLimiter {
  /** Counts one request against the limit, refusing it (429) when it is one too many. */
  hit(request: FastifyRequest, name: RateLimitName, key?: string): Promise<void>;
  /** Refuses (429) when the key's failures have used up the limit; counts nothing. */
  check(request: FastifyRequest, name: RateLimitName, key?: string): Promise<void>;
  /** Counts one failure against the limit. */
  fail(request: FastifyRequest, name: RateLimitName, key?: string): Promise<void>;
  /**
   * Guards a guess (a password, a code) by several failure limits at once: refuses (429) when the failures
   * counted plus the guesses still being checked reach a limit, so a thousand guesses sent at the same moment
   * are not all let through while the first ones are hashed. `fail` counts the guess, `release` (always, in a
   * finally) frees its place.
   */
  guard(request: FastifyRequest, limits: ReadonlyArray<readonly [RateLimitName, string?]>): Promise<Guard>;
}

export interface Guard {
  fail(): Promise<void>;
  release(): void;
}

/** Distinct keys each limit remembers at once (the LRU's size): a flood of new keys evicts the oldest. */
const KEYS_REMEMBERED = 50_000;

/** The caller's address (the proxy's client address when TRUST_PROXY is set), IPv6 by its /64. */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

export async function installRateLimits(app: FastifyInstance, rules: Readonly<Record<RateLimitName, RateRule>>): Promise<RateLimiter> {
  await app.register(rateLimit, { global: false, cache: KEYS_REMEMBERED });
  // The key of the call in progress: the plugin asks a generator for it, ours varies by call, not by route.
  const keys = new WeakMap<FastifyRequest, string>();
  const limiters = new Map(
    Object.entries(rules).map(([name, rule]) => [
      name,
      rule === null
        ? null
        : app.createRateLimit({ max: rule.max, timeWindow: rule.windowMs, keyGenerator: (request) => `${name}:${keys.get(request) ?? clientAddress(request)}` }),
    ]),
  );

  async function apply(request: FastifyRequest, name: RateLimitName, key: string | undefined, increment: boolean) {
    const limiter = limiters.get(name);
    if (!limiter) return null;
    keys.set(request, (key ?? clientAddress(request)).toLowerCase());
    try {
      return await limiter(request, { increment });
    } finally {
      keys.delete(request);
    }
  }

  function refuse(ttlMs: number): never {
    throw new TooManyRequestsError(Math.max(1, Math.ceil(ttlMs / 1000)));
  }

  // Guesses being checked right now, per limit and key: this process's, as the counts are until a shared store.
  const inFlight = new Map<string, number>();
  const slot = (request: FastifyRequest, name: RateLimitName, key: string | undefined) => `${name}:${(key ?? clientAddress(request)).toLowerCase()}`;
  const leave = (id: string) => {
    const left = (inFlight.get(id) ?? 1) - 1;
    if (left <= 0) inFlight.delete(id);
    else inFlight.set(id, left);
  };

  async function guard(request: FastifyRequest, entries: ReadonlyArray<readonly [RateLimitName, string?]>): Promise<Guard> {
    const taken: string[] = [];
    const releaseAll = () => {
      for (const id of taken.splice(0)) leave(id);
    };
    try {
      for (const [name, key] of entries) {
        const state = await apply(request, name, key, false);
        const id = slot(request, name, key);
        const windowMs = rules[name]?.windowMs ?? 60_000;
        if (state && !state.isAllowed && state.remaining - (inFlight.get(id) ?? 0) <= 0) refuse(state.ttl || windowMs);
        inFlight.set(id, (inFlight.get(id) ?? 0) + 1);
        taken.push(id);
      }
    } catch (error) {
      releaseAll();
      throw error;
    }
    return {
      async fail() {
        releaseAll();
        for (const [name, key] of entries) await apply(request, name, key, true);
      },
      release: releaseAll,
    };
  }

  return {
    guard,
    async hit(request, name, key) {
      const state = await apply(request, name, key, true);
      if (state && !state.isAllowed && state.isExceeded) refuse(state.ttl);
    },
    async check(request, name, key) {
      const state = await apply(request, name, key, false);
      if (state && !state.isAllowed && state.remaining <= 0) refuse(state.ttl);
    },
    async fail(request, name, key) {
      await apply(request, name, key, true);
    },
  };
}
