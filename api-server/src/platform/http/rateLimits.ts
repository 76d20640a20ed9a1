import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TooManyRequestsError } from './ApiError';
import type { Queryable } from '../db/Db';
import type { RateLimitName, RateRule } from './rateLimitRules';
import { databaseRateLimitStore } from './rateLimitStore';

/**
 * The API's rate limits, counted by @fastify/rate-limit in a store on the API's database (rateLimitStore.ts):
 * a restart forgets nothing, and several API processes on one database share the counts. To move the counts
 * to Redis instead, register the plugin below with `redis: new Redis(url)`; nothing else changes.
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

/** What a limit says of a key now. */
interface LimitState {
  isAllowed: boolean;
  remaining: number;
  ttl: number;
  isExceeded: boolean;
}

export interface Guard {
  fail(): Promise<void>;
  release(): void;
}

/** The caller's address (the proxy's client address when TRUST_PROXY is set), IPv6 by its /64. */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

export async function installRateLimits(app: FastifyInstance, rules: Readonly<Record<RateLimitName, RateRule>>, db: Queryable): Promise<RateLimiter> {
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db, (error) => app.log.error({ err: error }, 'rate-limit cleanup failed')) });
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

  // Keys known to be spent until their window ends, in this process: within a window a count only grows, so a
  // spent key stays spent, and a flood's refusals are answered without a trip to the database.
  const spent = new Map<string, number>();
  const SPENT_KEYS_SWEPT_AT = 10_000;

  async function apply(request: FastifyRequest, name: RateLimitName, key: string | undefined, increment: boolean): Promise<LimitState | null> {
    const limiter = limiters.get(name);
    if (!limiter) return null;
    const id = slot(request, name, key);
    const until = spent.get(id);
    const now = Date.now();
    if (until !== undefined && until > now) return { isAllowed: false, remaining: 0, ttl: until - now, isExceeded: true };
    keys.set(request, (key ?? clientAddress(request)).toLowerCase());
    try {
      const state = await limiter(request, { increment });
      if (!state.isAllowed && state.remaining <= 0 && state.ttl > 0) {
        if (spent.size >= SPENT_KEYS_SWEPT_AT) for (const [each, end] of spent) if (end <= now) spent.delete(each);
        spent.set(id, now + state.ttl);
      }
      return state.isAllowed ? { isAllowed: true, remaining: Number.POSITIVE_INFINITY, ttl: 0, isExceeded: false } : state;
    } finally {
      keys.delete(request);
    }
  }

  function refuse(ttlMs: number): never {
    throw new TooManyRequestsError(Math.max(1, Math.ceil(ttlMs / 1000)));
  }

  // Guesses being checked right now, per limit and key: this process's own (a guess takes a few hundred ms;
  // the counts of finished ones are the database's, shared).
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
        // Counted before its place is freed: while the count travels to the database, the guess is still
        // held in flight, so a concurrent guess always sees it (counted, in flight, or for a moment both: stricter).
        try {
          for (const [name, key] of entries) await apply(request, name, key, true);
        } finally {
          releaseAll();
        }
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
