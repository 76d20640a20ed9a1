import type { Queryable } from '../platform/db/Db';
import type { DomainModule } from '../platform/DomainModule';
import type { MessageEvent, MessageEvents } from './Channel';
import { connectMessageEvents } from './events';

/** A MessageEvents that keeps what it is told, for the channels' tests (the engine's stays the engine's). */
export function recordingEvents(): MessageEvents & { events: MessageEvent[] } {
  const events: MessageEvent[] = [];
  return {
    events,
    async record(event) {
      events.push(event);
    },
  };
}

/** A domain that connects the given MessageEvents to the app, as the engine's module does. */
export function connectingDomain(events: MessageEvents): DomainModule {
  return {
    name: 'testEvents',
    migrations: [],
    routes(ctx) {
      connectMessageEvents(ctx, events);
      return [];
    },
  };
}

export async function insertUser(db: Queryable, email: string): Promise<string> {
  const [row] = await db.query<{ id: string }>(`insert into users (email, password_hash) values ($1, 'x') returning id`, [email]);
  if (!row) throw new Error('No user inserted');
  return row.id;
}

export async function insertChannelAccount(
  db: Queryable,
  account: { userId: string; kind: string; adapter: string; state?: string; phone?: string | null; settings?: Record<string, unknown> },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into channel_accounts (user_id, kind, adapter, state, phone, settings) values ($1, $2, $3, $4, $5, $6) returning id`,
    [account.userId, account.kind, account.adapter, account.state ?? 'authorized', account.phone ?? null, JSON.stringify(account.settings ?? {})],
  );
  if (!row) throw new Error('No channel account inserted');
  return row.id;
}
