import type { AppContext } from '../platform/AppContext';
import type { Queryable } from '../platform/db/Db';
import type { MessageEvent, MessageEvents } from './Channel';

/**
 * The engine's MessageEvents, plugged into one app. Channels come before messaging in DOMAINS, so they
 * never import the engine: the engine hands its implementation over when its module registers
 * (`connectMessageEvents(ctx, events)` in messaging's routes or jobs), and the webhooks and the simulated
 * messenger's worker look it up when an event arrives.
 */
const connected = new WeakMap<AppContext, MessageEvents>();

export function connectMessageEvents(ctx: AppContext, events: MessageEvents): void {
  connected.set(ctx, events);
}

/** One event a channel reported, with the key that makes its second delivery harmless. */
export interface KeyedEvent {
  key: string;
  event: MessageEvent;
}

export class MessageEventsNotConnected extends Error {
  constructor() {
    super('No MessageEvents connected: the engine (messaging/module.ts) must call connectMessageEvents(ctx, events)');
    this.name = 'MessageEventsNotConnected';
  }
}

/** The connected MessageEvents; throws (a webhook then answers 503, a job is retried) while none is. */
export function messageEventsOf(ctx: AppContext): MessageEvents {
  const events = connected.get(ctx);
  if (!events) throw new MessageEventsNotConnected();
  return events;
}

/**
 * Tells the engine about an event once: the first delivery of `key` on the account records it, any later
 * one (a provider's retry, a replayed webhook, a job run twice) changes nothing and answers false. When
 * the engine throws, the receipt is taken back, so the provider's retry (or the job's) tries again.
 */
export async function recordOnce(db: Queryable, events: MessageEvents, channelAccountId: string, key: string, event: MessageEvent): Promise<boolean> {
  const claimed = await db.query(
    `insert into channel_event_receipts (channel_account_id, event_key) values ($1, $2)
     on conflict do nothing returning event_key`,
    [channelAccountId, key],
  );
  if (claimed.length === 0) return false;
  try {
    await events.record(event);
  } catch (error) {
    await db.query('delete from channel_event_receipts where channel_account_id = $1 and event_key = $2', [channelAccountId, key]);
    throw error;
  }
  return true;
}
