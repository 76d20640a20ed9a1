import { z } from 'zod';
import type { MessageEvents } from '../channels/Channel';
import type { JobQueue } from '../platform/jobs/JobQueue';
import { QUEUES } from '../platform/jobs/queues';
import { loadPlanningFlows } from './engineFlows';
import { refreshFlowStates } from './flowState';
import { createMessageLinks } from './links';
import { createMessageEvents } from './messageEvents';
import { insertPlanned, type PlanContext } from './plan';
import { planDayFlow } from './planDays';
import { processBusinessEvents } from './planEvents';
import { planAbandonedCarts } from './planOrders';
import { planVisitFlow } from './planVisits';
import { recoverStuck, sweepDue } from './recovery';
import { sendMessage, type SendOutcome } from './sender';
import { DEFAULT_ENGINE_CONFIG, type EngineDeps, type EngineFlow, type EngineRuntime, type PlannedMessage } from './types';

export interface Engine {
  /** The engine's side of the channels: delivered, read, failed and replied reports. */
  events: MessageEvents;
  /** The every-minute work: events, planning, due rows, stuck rows, flow states. */
  tick(): Promise<void>;
  /**
   * Consumes the business_events outbox (notices of created, changed, canceled visits; order changes),
   * then plans the time-based flows if anything changed.
   */
  processBusinessEvents(): Promise<number>;
  /** Plans every running time- and day-based flow's messages within the horizon; answers the rows added. */
  planFlows(): Promise<number>;
  /** Sends one message row, every rule checked now. */
  sendMessage(messageId: string): Promise<SendOutcome>;
  /** Writes flows' last start, next start and status (flowState.ts). */
  refreshFlowStates(): Promise<void>;
  /** Registers the workers and the every-minute tick on a job queue (before it starts). */
  register(jobs: JobQueue): void;
}

const messageJob = z.object({ messageId: z.uuid() });
const emptyJob = z.object({});

/** Every minute, UTC (pg-boss' cron resolution). */
export const ENGINE_TICK_CRON = '* * * * *';

async function planFlow(ctx: PlanContext, flow: EngineFlow): Promise<PlannedMessage[]> {
  switch (flow.type) {
    case 'visitReminder':
    case 'sms':
    case 'reviewRequest':
    case 'crossSell':
      return planVisitFlow(ctx, flow);
    case 'birthday':
    case 'returnVisit':
    case 'retryNotify':
    case 'retryNotifyRange':
    case 'dailyReport':
      return planDayFlow(ctx, flow);
    case 'abandonedCart':
      return planAbandonedCarts(ctx, flow);
    // Event-driven: planned from business_events (planEvents.ts).
    case 'recordCreated':
    case 'recordChanged':
    case 'recordCanceled':
    case 'webhook':
      return [];
  }
}

/**
 * The sending engine. Everything it needs is given (database, clock, job queue, channel adapters, reply
 * handlers, link settings), so tests run it with a manual clock, a manual queue and a recording adapter.
 */
export function createEngine(deps: EngineDeps): Engine {
  const runtime: EngineRuntime = {
    ...deps,
    messageLinks: createMessageLinks(deps.links),
    settings: { ...DEFAULT_ENGINE_CONFIG, ...deps.config },
  };
  const planContext = (): PlanContext => ({ db: deps.db, jobs: deps.jobs, now: deps.clock.now(), links: runtime.messageLinks, config: runtime.settings, log: deps.log });

  const planFlows = async () => {
    const ctx = planContext();
    let added = 0;
    for (const flow of await loadPlanningFlows(deps.db, ctx.now, undefined, deps.log)) {
      try {
        added += await insertPlanned(ctx, await planFlow(ctx, flow));
      } catch (error) {
        // One flow's trouble (a row the schemas refuse) must not stop the others.
        deps.log.error(`Planning flow ${flow.id} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return added;
  };

  const engine: Engine = {
    events: createMessageEvents(runtime),
    // A booking that arrives late (a visit in 90 minutes, a 2 h reminder) gets its due reminders at once,
    // not at the next tick.
    async processBusinessEvents() {
      const processed = await processBusinessEvents(planContext());
      if (processed > 0) await planFlows();
      return processed;
    },
    planFlows,
    sendMessage: (messageId) => sendMessage(runtime, messageId),
    refreshFlowStates: () => refreshFlowStates(deps.db, deps.clock.now()),
    async tick() {
      await processBusinessEvents(planContext());
      await planFlows();
      await sweepDue(runtime);
      await recoverStuck(runtime);
      await engine.refreshFlowStates();
    },
    register(jobs) {
      jobs.work(QUEUES.sendMessage, (data) => messageJob.parse(data), async ({ messageId }) => {
        await engine.sendMessage(messageId);
      }, { concurrency: 2 });
      jobs.work(QUEUES.businessEvents, (data) => emptyJob.parse(data), async () => {
        await engine.processBusinessEvents();
      });
      jobs.work(QUEUES.engineTick, (data) => emptyJob.parse(data), () => engine.tick());
      jobs.schedule(QUEUES.engineTick, ENGINE_TICK_CRON, { everySeconds: deps.tickSeconds ?? null });
    },
  };
  return engine;
}
