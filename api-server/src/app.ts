import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './AppContext';
import { createIdTokenVerifier } from './auth/googleIdTokens';
import { createTokenService } from './auth/tokenService';
import type { Config } from './config';
import type { Db } from './db/Db';
import { installErrorHandling } from './http/installErrorHandling';
import { createOriginPolicy } from './http/originPolicy';
import { accountRoutes } from './routes/accountRoutes';
import { authRoutes } from './routes/authRoutes';
import { blacklistRoutes } from './routes/blacklistRoutes';
import { chatbotsRoutes } from './routes/chatbotsRoutes';
import { devRoutes } from './routes/devRoutes';
import { flowsRoutes } from './routes/flowsRoutes';
import { newsRoutes } from './routes/newsRoutes';
import { shortLinksRoutes } from './routes/shortLinksRoutes';
import { subscribersRoutes } from './routes/subscribersRoutes';
import { templatesRoutes } from './routes/templatesRoutes';

export interface BuildAppOptions {
  /** fastify's logger: on for the server, off in tests. */
  logger?: boolean;
}

/** The cabinet's HTTP API on the given database (migrated beforehand); listening is the caller's business. */
export async function buildApp(config: Config, db: Db, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? true,
    // The spec spells its paths in varying case (account/login, Account/RefreshToken): match them all.
    routerOptions: { caseSensitive: false },
  });
  const origins = createOriginPolicy(config.corsOrigins);
  const ctx: AppContext = {
    config,
    db,
    tokens: createTokenService(config),
    origins,
    verifyGoogleIdToken: createIdTokenVerifier(config),
  };
  if (config.mode === 'production' && config.googleClientId === null) {
    app.log.warn('GOOGLE_CLIENT_ID is not set: Google sign-in refuses every token');
  }

  installErrorHandling(app);
  await app.register(cors, {
    // No Origin header means no browser asking: nothing to allow.
    origin: (origin, callback) => callback(null, origin !== undefined && origins.isAllowed(origin)),
    allowedHeaders: ['Authorization', 'Content-Type', 'Client-Host'],
    methods: ['GET', 'POST', 'PATCH', 'DELETE', 'PUT', 'OPTIONS'],
    maxAge: 600,
  });

  app.get('/health', async () => ({ ok: true }));
  authRoutes(app, ctx);
  accountRoutes(app, ctx);
  newsRoutes(app, ctx);
  flowsRoutes(app, ctx);
  templatesRoutes(app, ctx);
  blacklistRoutes(app, ctx);
  shortLinksRoutes(app, ctx);
  chatbotsRoutes(app, ctx);
  subscribersRoutes(app, ctx);
  if (config.mode !== 'production') await devRoutes(app, ctx);
  return app;
}
