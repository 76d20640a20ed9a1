import * as messagingContract from '@cabinet/api/messaging';
import { createChannelAdapters } from '../channels/adapters';
import { connectMessageEvents } from '../channels/events';
import { chatbotReplyHandler } from '../chatbots/replies';
import type { AppContext } from '../platform/AppContext';
import type { DomainModule } from '../platform/DomainModule';
import { createEngine, type Engine } from './engine';
import { messageLogRoutes } from './logRoutes';
import { MESSAGING_MIGRATIONS } from './migrations';
import { publicLinkRoutes } from './publicRoutes';
import { flowReachRoutes } from './reachRoutes';
import { seedMessages } from './seed';

/** The engine of one app, for the routes that need it (the message log's, a test's). */
const engines = new WeakMap<AppContext, Engine>();

/** The app's engine, made once from its context: channel adapters from the registry, the chatbots' replies. */
export function engineOf(ctx: AppContext): Engine {
  const existing = engines.get(ctx);
  if (existing) return existing;
  const engine = createEngine({
    db: ctx.db,
    clock: ctx.clock,
    jobs: ctx.jobs,
    adapters: createChannelAdapters(ctx),
    replyHandlers: [chatbotReplyHandler(ctx.db, { jobs: ctx.jobs })],
    links: { secret: ctx.config.jwtSecret, clientOrigin: (clientHost) => ctx.origins.clientOrigin(clientHost) },
    log: ctx.log,
    config: {
      ...(ctx.config.engine.stuckAfterSeconds !== null ? { stuckAfterMs: ctx.config.engine.stuckAfterSeconds * 1000 } : {}),
      ...(ctx.config.engine.sweepAfterSeconds !== null ? { sweepAfterMs: ctx.config.engine.sweepAfterSeconds * 1000 } : {}),
    },
    tickSeconds: ctx.config.engine.tickSeconds,
  });
  engines.set(ctx, engine);
  return engine;
}

/** The sending engine: plans, checks, sends and logs every message. */
export const messagingDomain: DomainModule = {
  name: 'messaging',
  contracts: [messagingContract],
  migrations: MESSAGING_MIGRATIONS,
  routes: (ctx) => [...messageLogRoutes(ctx), ...flowReachRoutes(ctx), ...publicLinkRoutes(ctx)],
  seed: (tx, accounts) => seedMessages(tx, accounts.demoId),
  // The workers, the every-minute tick, and the engine's MessageEvents handed to the channels' webhooks.
  jobs(ctx) {
    const engine = engineOf(ctx);
    connectMessageEvents(ctx, engine.events);
    engine.register(ctx.jobs);
  },
};
