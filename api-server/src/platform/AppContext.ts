import type { Config } from '../config';
import type { Clock } from './clock';
import type { JobQueue } from './jobs/JobQueue';
import type { IdTokenVerifier } from './auth/googleIdTokens';
import type { TokenService } from './auth/tokenService';
import type { Db } from './db/Db';
import type { OriginPolicy } from './http/originPolicy';
import type { RateLimiter } from './http/rateLimits';
import type { Logger } from './log/logger';

/** What every domain's routes are given by buildApp. */
export interface AppContext {
  config: Config;
  db: Db;
  tokens: TokenService;
  origins: OriginPolicy;
  verifyGoogleIdToken: IdTokenVerifier;
  /** The time rules reason with: the system's, or a test's manual clock. */
  clock: Clock;
  /** Background work (pg-boss; a manual queue in tests). Send jobs after a transaction commits, never inside. */
  jobs: JobQueue;
  /** The rate limits of sign-in, codes and public endpoints (429 with Retry-After). */
  limits: RateLimiter;
  /** The process's logger (JSON lines with the pid, and the request id of the request or job running now). */
  log: Logger;
}
