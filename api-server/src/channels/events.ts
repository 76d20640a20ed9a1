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

/** A client's message as a listener of the account's inbound messages hears it (after the engine has recorded it, once per event). */
export type InboundListener = (message: Extract<MessageEvent, { kind: 'replied' }>, key: string) => Promise<void>;

const inboundListeners = new WeakMap<AppContext, InboundListener[]>();

/**
 * Adds a listener of every client message on any channel account (the AI assistants' dialogues, ai/dialogues.ts),
 * whether or not it answers a message the cabinet sent. It runs once per event, after the engine; it should
 * only queue its work: when it throws, the receipt is taken back and the provider's retry comes again.
 */
export function listenToInbound(ctx: AppContext, listener: InboundListener): void {
  inboundListeners.set(ctx, [...(inboundListeners.get(ctx) ?? []), listener]);
}

/** The connected MessageEvents (with the inbound listeners after it); throws (a webhook then answers 503, a job is retried) while none is. */
export function messageEventsOf(ctx: AppContext): MessageEvents & { inbound?: readonly InboundListener[] } {
  const events = connected.get(ctx);
  if (!events) throw new MessageEventsNotConnected();
  const listeners = inboundListeners.get(ctx) ?? [];
  return listeners.length === 0 ? events : { record: (event) => events.record(event), inbound: listeners };
}

/**
 * Tells the engine about an event once: the first delivery of `key` on the account records it, any later
 * one (a provider's retry, a replayed webhook, a job run twice) changes nothing and answers false. When
 * the engine throws, the receipt is taken back, so the provider's retry (or the job's) tries again.
 */
export async function recordOnce(db: Queryable, events: MessageEvents & { inbound?: readonly InboundListener[] }, channelAccountId: string, key: string, event: MessageEvent): Promise<boolean> {
  const claimed = await db.query(
    `insert into channel_event_receipts (channel_account_id, event_key) values ($1, $2)
     on conflict do nothing returning event_key`,
    [channelAccountId, key],
  );
  if (claimed.length === 0) return false;
  if (event.kind === 'replied') await recordInbound(db, channelAccountId, event.fromPhone, event.at);
  try {
    await events.record(event);
    if (event.kind === 'replied' && 'inbound' in events && events.inbound) for (const listener of events.inbound) await listener(event, key);
  } catch (error) {
    await db.query('delete from channel_event_receipts where channel_account_id = $1 and event_key = $2', [channelAccountId, key]);
    throw error;
  }
  return true;
}

/** The phone as the conversations keep it: E.164 with its plus. */
const conversationPhone = (phone: string) => `+${phone.replace(/\D/g, '')}`;

/** A client wrote to the number: their conversation's last inbound moves forward (never back: webhooks arrive out of order). */
export async function recordInbound(db: Queryable, channelAccountId: string, fromPhone: string, at: Date): Promise<void> {
  await db.query(
    `insert into channel_conversations (channel_account_id, phone, last_inbound_at) values ($1, $2, $3)
     on conflict (channel_account_id, phone) do update set last_inbound_at = greatest(channel_conversations.last_inbound_at, excluded.last_inbound_at)`,
    [channelAccountId, conversationPhone(fromPhone), at.toISOString()],
  );
}

/** When the client last wrote to the number; null when never (as far as the channel reported). */
export async function lastInboundAt(db: Queryable, channelAccountId: string, phone: string): Promise<Date | null> {
  const [row] = await db.query<{ last_inbound_at: Date }>('select last_inbound_at from channel_conversations where channel_account_id = $1 and phone = $2', [channelAccountId, conversationPhone(phone)]);
  return row ? new Date(row.last_inbound_at) : null;
}
