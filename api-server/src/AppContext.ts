import type { IdTokenVerifier } from './auth/googleIdTokens';
import type { TokenService } from './auth/tokenService';
import type { Config } from './config';
import type { Db } from './db/Db';
import type { OriginPolicy } from './http/originPolicy';

/** What every route module is given by buildApp. */
export interface AppContext {
  config: Config;
  db: Db;
  tokens: TokenService;
  origins: OriginPolicy;
  verifyGoogleIdToken: IdTokenVerifier;
}
