import cors, { type FastifyCorsOptions } from '@fastify/cors';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import type { Config } from './config';
import { DOMAINS } from './domains';
import type { AppContext } from './platform/AppContext';
import { installAccessControl } from './platform/auth/access';
import { createIdTokenVerifier } from './platform/auth/googleIdTokens';
import { createTokenService } from './platform/auth/tokenService';
import type { Db } from './platform/db/Db';
import type { DomainModule } from './platform/DomainModule';
import { clientErrorHandler, frameworkErrors, installErrorHandling } from './platform/http/installErrorHandling';
import { crossOriginOptions } from './platform/http/crossOrigin';
import { createOriginPolicy, originOf } from './platform/http/originPolicy';
import { installRequestIds } from './platform/log/requestIds';
import { installRateLimits } from './platform/http/rateLimits';
import { installSecurityHeaders } from './platform/http/securityHeaders';
import { registerRoutes } from './platform/http/route';
import { createRouteTable } from './platform/http/routeTable';
import { platformRoutes } from './platform/platformRoutes';
import { installStartupGate, READY_WHEN_BUILT, type Readiness } from './platform/readiness';
import { systemClock, type Clock } from './platform/clock';
import type { JobQueue } from './platform/jobs/JobQueue';
import { manualJobQueue } from './platform/jobs/manualJobQueue';
import { requestChildLogger, requestIdOf, silentLogger, type Logger } from './platform/log/logger';

export interface BuildAppOptions {
  /** The process's logger (platform/log/logger.ts); none in most tests: fastify logs nothing, ctx.log is silent. */
  logger?: Logger | false;
  /** The domains to serve; all of them unless a test says otherwise. */
  domains?: readonly DomainModule[];
  /** Sees every route fastify registers, before any is (tests walk the routes with it). */
  onRoute?: (route: RouteOptions) => void;
  /** The system clock unless a test passes its own. */
  clock?: Clock;
  /** The job queue; main.ts passes pg-boss and starts it after listening, tests a manual queue. */
  jobs?: JobQueue;
  /** main.ts listens before migrating and says when it is done; without it the app is ready as built. */
  readiness?: Readiness;
}

/**
 * The cabinet's HTTP API on the given database, migrated beforehand or, with `readiness.starting`, while it
 * answers 503 to all but its health checks; listening is the caller's business.
 */
export async function buildApp(config: Config, db: Db, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  // fastify's own logger type, so the instance keeps the type every route module is written for.
  const loggerInstance: FastifyBaseLogger | undefined = options.logger || undefined;
  const app = Fastify({
    loggerInstance,
    childLoggerFactory: requestChildLogger,
    // The balancer's X-Request-Id when plain, else a new one; returned in the response (installRequestIds).
    genReqId: requestIdOf,
    // The spec spells its paths in varying case (account/login, Account/RefreshToken): match them all.
    routerOptions: { caseSensitive: false },
    frameworkErrors,
    clientErrorHandler,
    // A hop count trusts that many proxies in front (fastify's types take it as a function).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
  });
  const development = config.mode === 'development';
  // In production e-mailed links go to the first configured origin, else to the API's own public origin.
  const origins = createOriginPolicy(config.corsOrigins, { allowLocal: development, ...(development ? {} : { fallback: originOf(config.publicUrl) ?? undefined }) });
  const table = createRouteTable();
  installRequestIds(app);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  installErrorHandling(app, table);
  installSecurityHeaders(app);
  const readiness = options.readiness ?? READY_WHEN_BUILT;
  installStartupGate(app, readiness);
  const limits = await installRateLimits(app, config.rateLimits, db);
  const ctx: AppContext = {
    config,
    db,
    tokens: createTokenService(config),
    origins,
    verifyGoogleIdToken: createIdTokenVerifier(config),
    clock: options.clock ?? systemClock,
    // Without a queue (most route tests), jobs wait in a manual queue that nothing drains.
    jobs: options.jobs ?? manualJobQueue(options.clock ?? systemClock),
    limits,
    log: options.logger || silentLogger,
  };
  if (config.mode === 'production' && config.googleClientId === null) {
    app.log.warn('GOOGLE_CLIENT_ID is not set: Google sign-in refuses every token');
  }
  if (!development && config.corsOrigins.length === 0) {
    app.log.warn('CORS_ORIGINS is not set: no browser origin may call the API, and e-mailed links go to PUBLIC_URL');
  }

  const domains = options.domains ?? DOMAINS;
  // Before access control: its hook answers preflights and adds CORS headers to refusals too. Its
  // OPTIONS * route is the one route without a declaration (it is registered before the check).
  const trusted: FastifyCorsOptions = {
    origin: true,
    // The tus headers: call recordings upload resumably (quality/uploads.ts).
    allowedHeaders: ['Authorization', 'Content-Type', 'Client-Host', 'Tus-Resumable', 'Upload-Length', 'Upload-Metadata', 'Upload-Offset'],
    // An export's file name (Content-Disposition) is the API's to give: a browser hides the header from the
    // cabinet's origin unless it is exposed, and every download would be saved as "messages.csv".
    exposedHeaders: ['Content-Disposition', 'Location', 'Tus-Resumable', 'Tus-Version', 'Tus-Max-Size', 'Tus-Extension', 'Upload-Offset', 'Upload-Length'],
    // Sign-in sends and receives its device cookie (account/deviceCookies.ts); nothing else uses cookies.
    credentials: true,
    methods: ['GET', 'POST', 'PATCH', 'DELETE', 'PUT', 'OPTIONS'],
    maxAge: 600,
  };
  // Other origins only where a domain says so (the public booking widgets on a business's own site).
  const crossOriginRules = domains.flatMap((domain) => (domain.crossOrigin && !(domain.developmentOnly && config.mode === 'production') ? [domain.crossOrigin(ctx)] : []));
  await app.register(cors, { delegator: crossOriginOptions(origins, trusted, crossOriginRules) });
  installAccessControl(app, ctx.tokens, table);

  const contracts = domains.flatMap((domain) => domain.contracts ?? []);
  registerRoutes(app, 'platform', platformRoutes(table, { serverUrl: config.publicUrl, contracts, db, readiness }));
  for (const domain of domains) {
    if (domain.developmentOnly && config.mode === 'production') continue;
    // Each domain in its own scope: what it sets up (a body parser) stays its own.
    await app.register(async (scope) => {
      domain.setup?.(scope);
      registerRoutes(scope, domain.name, domain.routes(ctx));
    });
    domain.jobs?.(ctx);
  }
  return app;
}

function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}
