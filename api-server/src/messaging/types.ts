import type { ChannelKind } from '@cabinet/api/messaging';
import type { FlowIntegration, FlowMode, FlowSettings, FlowStatus, FlowType, RecordStatus, RecordType } from '@cabinet/api/flows';
import type { OrderStatus } from '@cabinet/api/business';
import type { ChannelAdapter, ChannelAdapterName, ReplyHandler } from '../channels/Channel';
import type { Clock } from '../platform/clock';
import type { Db } from '../platform/db/Db';
import type { JobQueue } from '../platform/jobs/JobQueue';
import type { MessageLinks } from './links';

/** What the engine writes its troubles to (console in the server, silent in tests). */
export interface EngineLog {
  info(message: string): void;
  error(message: string): void;
}

/** Tunables with defaults (engineConfig below); tests shorten none of them but may. */
export interface EngineConfig {
  /** How far ahead time-based flows plan their messages (they show as queued, and in next start). */
  horizonMs: number;
  /** How long after its due time a time-based message is still planned (a restart, a late tick). */
  graceMs: number;
  /** A row left in 'sending' longer than this belongs to a worker that died. */
  stuckAfterMs: number;
  /** Tries of a message whose channel answered "try again later" before it fails providerError. */
  maxAttempts: number;
  /** Rows a tick hands to the workers at most (the next tick takes the rest). */
  sweepBatch: number;
  /**
   * A due row still waiting this long after its time lost its job: the tick sends another. Every row gets
   * a job when it is planned or deferred, and pg-boss keeps no single job per key under its standard
   * policy, so the sweep leaves the fresh ones to their own job.
   */
  sweepAfterMs: number;
}

export const DEFAULT_ENGINE_CONFIG: EngineConfig = {
  horizonMs: 24 * 3_600_000,
  graceMs: 3_600_000,
  stuckAfterMs: 5 * 60_000,
  maxAttempts: 5,
  sweepBatch: 500,
  sweepAfterMs: 2 * 60_000,
};

export interface EngineDeps {
  db: Db;
  clock: Clock;
  jobs: JobQueue;
  /** One adapter per name: the channel account's `adapter` chooses. */
  adapters: Readonly<Record<ChannelAdapterName, ChannelAdapter>>;
  /** Told of every reply after it is logged (the booking chatbots). */
  replyHandlers: readonly ReplyHandler[];
  /** Public links in the texts: the opt-out token's secret and the owner's client origin. */
  links: { secret: string; clientOrigin(clientHost: string | null): string };
  log: EngineLog;
  config?: Partial<EngineConfig>;
  /** A tick this often besides the minute's (ENGINE_TICK_SECONDS: the fault tests'); none when null or absent. */
  tickSeconds?: number | null;
}

/** What the engine's parts share once built (engine.ts): the dependencies, the links and the settings. */
export interface EngineRuntime extends Omit<EngineDeps, 'config'> {
  messageLinks: MessageLinks;
  settings: EngineConfig;
}

/** The owner of a flow, as the rules read them. */
export interface Owner {
  id: string;
  /** The owner's own phone: test messages and the daily report go there. */
  phone: string | null;
  majorTariff: number | null;
  language: string;
  clientHost: string | null;
}

/** A flow as the engine reads it (flows row, settings parsed by the shared schema, and its owner). */
export interface EngineFlow {
  id: string;
  type: FlowType;
  mode: FlowMode;
  status: FlowStatus;
  integration: FlowIntegration;
  settings: FlowSettings;
  createdAt: Date;
  endDate: Date | null;
  owner: Owner;
}

export interface TargetCompany {
  id: string;
  name: string;
  address: string;
  phone: string | null;
  timeZone: string;
  /** The branch's online booking page in its booking system (recordForm), when the system gives one. */
  bookingUrl: string | null;
  integration: FlowIntegration;
}

/** What the filters and exclusion rules read of a client, computed at the time asked. */
export interface ClientFacts {
  /** Visits that took place (not canceled or removed, not "did not come", begun). */
  visitCount: number;
  /** The price of those visits plus delivered or closed orders. */
  moneySpent: number;
  /** The last visit that took place, this message's visit aside. */
  lastVisitAt: Date | null;
  /** The next booked visit, this message's visit aside. */
  nextVisitAt: Date | null;
  /** When this flow last sent to the client, this message aside. */
  lastMessagedAt: Date | null;
}

export interface TargetClient {
  id: string;
  name: string;
  phone: string | null;
  categoryId: string | null;
  facts: ClientFacts;
}

export interface TargetVisit {
  id: string;
  startsAt: Date;
  durationMinutes: number;
  status: RecordStatus;
  recordType: RecordType;
  /** The booking system's service ids, their titles and categories. */
  serviceIds: string[];
  serviceTitles: string[];
  categoryIds: string[];
  staffId: string | null;
  staffSourceId: string | null;
  staffName: string | null;
  price: number;
  canceledAt: Date | null;
  removedAt: Date | null;
}

export interface TargetOrder {
  id: string;
  number: string;
  sum: number;
  status: OrderStatus;
  deliveryType: string | null;
  address: string;
  /** The order's payment page in the ordering system, when it sent one. */
  paymentUrl: string | null;
  updatedAt: Date;
}

/**
 * Whom and what a message is about: the branch always; the client, the visit (the message's own) or the
 * client's last visit (client flows filter on it), the order, where the flow has them.
 */
export interface Target {
  company: TargetCompany;
  client: TargetClient | null;
  visit: TargetVisit | null;
  lastVisit: TargetVisit | null;
  order: TargetOrder | null;
}

/** A message a planner decided on, before it is a row. */
export interface PlannedMessage {
  flow: EngineFlow;
  dedupeKey: string;
  target: Target;
  dueAt: Date;
  /** After this the message is pointless: skipped stale rather than sent late. */
  expiresAt: Date;
  channel: ChannelKind;
  /** The owner's report (dailyReport) goes to the owner, whatever the mode. */
  toOwner?: boolean;
}
