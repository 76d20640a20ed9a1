import type { Config } from '../config';
import type { IdTokenVerifier } from './auth/googleIdTokens';
import type { TokenService } from './auth/tokenService';
import type { Db } from './db/Db';
import type { OriginPolicy } from './http/originPolicy';

/** What every domain's routes are given by buildApp. */
export interface AppContext {
  config: Config;
  db: Db;
  tokens: TokenService;
  origins: OriginPolicy;
  verifyGoogleIdToken: IdTokenVerifier;
}
