import { newFlowSettings, type FlowMode, type FlowSettings, type FlowStatus, type FlowType } from '@cabinet/api/flows';
import type { ChannelAccount, ChannelAdapter, ChannelAdapterName, OutboundMessage, ReplyHandler, SendResult } from '../channels/Channel';
import { settingsParams, settingsPlaceholders, SETTINGS_COLUMNS } from '../flows/flowRows';
import { manualClock, type ManualClock } from '../platform/clock';
import type { Db, Queryable } from '../platform/db/Db';
import { manualJobQueue, type ManualJobQueue } from '../platform/jobs/manualJobQueue';
import { openTestDb } from '../testing/createTestApp';
import { createEngine, type Engine } from './engine';
import type { EngineConfig, EngineLog } from './types';

/*
 * Builders for the engine's tests: the business rows they need, inserted with plain SQL (the business
 * domain's store is not needed to describe a salon), a recording channel adapter, and an engine on a
 * manual clock and a manual job queue.
 */

async function one(q: Queryable, sql: string, params: readonly unknown[]): Promise<string> {
  const [row] = await q.query<{ id: string }>(sql, params);
  if (!row) throw new Error(`Nothing inserted: ${sql.slice(0, 60)}`);
  return row.id;
}

let serial = 0;
const nextSerial = () => {
  serial += 1;
  return serial;
};

export async function insertOwner(
  q: Queryable,
  fields: { phone?: string | null; quota?: number; majorTariff?: number | null; language?: string; clientHost?: string | null } = {},
): Promise<string> {
  return one(
    q,
    `insert into users (email, password_hash, phone, available_notifications_count, major_tariff, language, client_host)
     values ($1, 'x', $2, $3, $4, $5, $6) returning id`,
    [
      `owner-${nextSerial()}@example.com`,
      fields.phone === undefined ? '+79001112233' : fields.phone,
      fields.quota ?? 1000,
      fields.majorTariff === undefined ? 1 : fields.majorTariff,
      fields.language ?? 'ru',
      fields.clientHost ?? null,
    ],
  );
}

export async function insertConnection(q: Queryable, userId: string, integration = 'yclients'): Promise<string> {
  const n = nextSerial();
  return one(
    q,
    `insert into business_connections (user_id, integration, external_id, name, webhook_secret) values ($1, $2, $3, $4, 'secret') returning id`,
    [userId, integration, `ext-${n}`, `Connection ${n}`],
  );
}

export async function insertCompany(q: Queryable, userId: string, connectionId: string, fields: { timezone?: string; name?: string; address?: string } = {}): Promise<string> {
  const n = nextSerial();
  return one(
    q,
    `insert into companies (user_id, connection_id, source_id, name, city, address, phone, timezone)
     values ($1, $2, $3, $4, 'Москва', $5, '+74950000000', $6) returning id`,
    [userId, connectionId, `co-${n}`, fields.name ?? `Салон ${n}`, fields.address ?? 'ул. Тверская, 1', fields.timezone ?? 'Europe/Moscow'],
  );
}

export async function insertClient(
  q: Queryable,
  userId: string,
  companyId: string,
  fields: { name?: string; phone?: string | null; birthday?: string | null; categoryId?: string | null } = {},
): Promise<string> {
  const n = nextSerial();
  return one(
    q,
    `insert into clients (user_id, company_id, source_id, name, phone, birthday, category_id) values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [userId, companyId, `cl-${n}`, fields.name ?? `Клиент ${n}`, fields.phone === undefined ? `+7916${String(1_000_000 + n).slice(-7)}` : fields.phone, fields.birthday ?? null, fields.categoryId ?? null],
  );
}

export async function insertStaff(q: Queryable, userId: string, companyId: string, name = 'Ольга', sourceId?: string): Promise<string> {
  return one(q, `insert into staff (user_id, company_id, source_id, name) values ($1, $2, $3, $4) returning id`, [userId, companyId, sourceId ?? `st-${nextSerial()}`, name]);
}

export async function insertService(q: Queryable, userId: string, companyId: string, fields: { sourceId: string; title: string; categoryId?: string; price?: number }): Promise<string> {
  return one(
    q,
    `insert into services (user_id, company_id, source_id, title, category_id, price) values ($1, $2, $3, $4, $5, $6) returning id`,
    [userId, companyId, fields.sourceId, fields.title, fields.categoryId ?? null, fields.price ?? 0],
  );
}

export async function insertVisit(
  q: Queryable,
  userId: string,
  companyId: string,
  fields: { clientId: string | null; startsAt: Date | string; staffId?: string | null; serviceIds?: string[]; durationMinutes?: number; status?: string; recordType?: string; price?: number; canceledAt?: Date | null },
): Promise<string> {
  return one(
    q,
    `insert into visits (user_id, company_id, source_id, client_id, staff_id, service_ids, starts_at, duration_minutes, status, record_type, price, canceled_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
    [
      userId,
      companyId,
      `vi-${nextSerial()}`,
      fields.clientId,
      fields.staffId ?? null,
      fields.serviceIds ?? [],
      new Date(fields.startsAt).toISOString(),
      fields.durationMinutes ?? 60,
      fields.status ?? 'waiting',
      fields.recordType ?? 'online',
      fields.price ?? 0,
      fields.canceledAt ? fields.canceledAt.toISOString() : null,
    ],
  );
}

export async function insertOrder(
  q: Queryable,
  userId: string,
  companyId: string,
  fields: { clientId: string | null; status: string; sum?: number; number?: string; address?: string; updatedAt: Date },
): Promise<string> {
  const n = nextSerial();
  return one(
    q,
    `insert into orders (user_id, company_id, source_id, client_id, number, sum, status, address, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) returning id`,
    [userId, companyId, `or-${n}`, fields.clientId, fields.number ?? `A-${n}`, fields.sum ?? 1250, fields.status, fields.address ?? 'ул. Ленина, 5', fields.updatedAt.toISOString()],
  );
}

export async function insertBusinessEvent(q: Queryable, userId: string, event: { kind: string; visitId?: string; orderId?: string; at: Date }): Promise<string> {
  return one(
    q,
    `insert into business_events (user_id, kind, visit_id, order_id, occurred_at) values ($1, $2, $3, $4, $5) returning id`,
    [userId, event.kind, event.visitId ?? null, event.orderId ?? null, event.at.toISOString()],
  );
}

export async function insertFlow(
  q: Queryable,
  userId: string,
  fields: { type: FlowType; mode?: FlowMode; status?: FlowStatus; integration?: string; createdAt?: Date; settings?: Partial<FlowSettings> },
): Promise<string> {
  const settings: FlowSettings = { ...newFlowSettings(fields.type), title: `${fields.type} flow`, content: 'Hello, {clientName}!', ...fields.settings };
  return one(
    q,
    `insert into flows (user_id, mode, status, integration, created_at, edited_at, ${SETTINGS_COLUMNS.join(', ')})
     values ($1, $2, $3, $4, $5, $5, ${settingsPlaceholders(6).join(', ')}) returning id`,
    [userId, fields.mode ?? 'combat', fields.status ?? 'inQueue', fields.integration ?? 'yclients', (fields.createdAt ?? new Date('2020-01-01T00:00:00Z')).toISOString(), ...settingsParams(settings)],
  );
}

export async function insertChannel(q: Queryable, userId: string, fields: { kind?: string; adapter?: ChannelAdapterName; state?: string } = {}): Promise<string> {
  return one(
    q,
    `insert into channel_accounts (user_id, kind, adapter, state, phone) values ($1, $2, $3, $4, '+79000000000') returning id`,
    [userId, fields.kind ?? 'whatsapp', fields.adapter ?? 'simulated', fields.state ?? 'authorized'],
  );
}

export async function insertBlacklisted(q: Queryable, userId: string, phone: string, allowedTasks: FlowType[] = []): Promise<void> {
  await q.query(`insert into blacklist (user_id, phone, allowed_tasks) values ($1, $2, $3)`, [userId, phone, allowedTasks]);
}

/** A channel adapter that keeps what it is given and answers what the test says (sent, by default). */
export interface RecordingAdapter extends ChannelAdapter {
  sent: Array<{ account: ChannelAccount; message: OutboundMessage }>;
  answer: (message: OutboundMessage) => SendResult | Promise<SendResult>;
}

export function recordingAdapter(name: ChannelAdapterName = 'simulated', options: { idempotent?: boolean } = {}): RecordingAdapter {
  const adapter: RecordingAdapter = {
    name,
    idempotent: options.idempotent ?? false,
    sent: [],
    answer: (message) => ({ ok: true, providerMessageId: `p-${message.messageId}` }),
    async send(account, message) {
      adapter.sent.push({ account, message });
      return adapter.answer(message);
    },
  };
  return adapter;
}

export const silentEngineLog: EngineLog & { errors: string[] } = {
  errors: [],
  info: () => undefined,
  error(message) {
    silentEngineLog.errors.push(message);
  },
};

export interface Testbed {
  db: Db;
  clock: ManualClock;
  jobs: ManualJobQueue;
  engine: Engine;
  adapter: RecordingAdapter;
  /** Every adapter by name (`adapter` is the simulated one). */
  adapters: Readonly<Record<ChannelAdapterName, RecordingAdapter>>;
  replies: Array<Parameters<ReplyHandler['handleReply']>[0]>;
  /** Fires the every-minute tick, then runs every job due. */
  tick(): Promise<void>;
  /** Moves the clock, then ticks. */
  advance(ms: number): Promise<void>;
  messages(where?: string, params?: readonly unknown[]): Promise<MessageView[]>;
  /** Empties the database's accounts (everything hangs off them), what the adapter and handlers saw, and sets the clock. */
  reset(at: Date | string): Promise<void>;
  close(): Promise<void>;
}

export type MessageView = {
  id: string;
  flow_id: string | null;
  dedupe_key: string;
  status: string;
  reason: string | null;
  reason_detail: string | null;
  recipient: string;
  phone: string;
  mode: string;
  text: string;
  scheduled_at: Date;
  sent_at: Date | null;
  visit_id: string | null;
};

/** A migrated database, an engine on a manual clock and queue, every adapter a recording one. */
export async function engineTestbed(start: Date | string, config: Partial<EngineConfig> = {}): Promise<Testbed> {
  const db = await openTestDb('migrated');
  const clock = manualClock(start);
  const jobs = manualJobQueue(clock);
  const adapter = recordingAdapter('simulated');
  const adapters: Record<ChannelAdapterName, RecordingAdapter> = {
    simulated: adapter,
    whatsappCloud: recordingAdapter('whatsappCloud'),
    twilio: recordingAdapter('twilio'),
    chatApi: recordingAdapter('chatApi'),
    telegram: recordingAdapter('telegram'),
    dialog360: recordingAdapter('dialog360'),
    sigma: recordingAdapter('sigma'),
  };
  const replies: Testbed['replies'] = [];
  const engine = createEngine({
    db,
    clock,
    jobs,
    adapters,
    replyHandlers: [
      {
        async handleReply(reply) {
          replies.push(reply);
        },
      },
    ],
    links: { secret: 'test-secret-of-at-least-thirty-two-characters', clientOrigin: (host) => host ?? 'http://localhost:3000' },
    log: silentEngineLog,
    config,
  });
  engine.register(jobs);
  const tick = async () => {
    await jobs.fire('engine-tick');
    await jobs.drain();
  };
  return {
    db,
    clock,
    jobs,
    engine,
    adapter,
    adapters,
    replies,
    tick,
    async advance(ms) {
      clock.advance(ms);
      await tick();
    },
    messages: (where = 'true', params = []) =>
      db.query<MessageView>(
        `select id, flow_id, dedupe_key, status, reason, reason_detail, recipient, phone, mode, text, scheduled_at, sent_at, visit_id
         from messages where ${where} order by scheduled_at, dedupe_key`,
        params,
      ),
    async reset(at) {
      await db.query('delete from users');
      for (const each of Object.values(adapters)) {
        each.sent.length = 0;
        each.answer = (message) => ({ ok: true, providerMessageId: `p-${message.messageId}` });
      }
      adapter.idempotent = false;
      replies.length = 0;
      silentEngineLog.errors.length = 0;
      clock.set(at);
    },
    close: () => db.close(),
  };
}

/** A salon: owner, Yclients connection, one branch, a master, two services and an authorised WhatsApp instance. */
export async function insertSalon(q: Queryable, options: { timezone?: string; owner?: Parameters<typeof insertOwner>[1] } = {}) {
  const userId = await insertOwner(q, options.owner);
  const connectionId = await insertConnection(q, userId);
  const companyId = await insertCompany(q, userId, connectionId, { timezone: options.timezone });
  const staffId = await insertStaff(q, userId, companyId, 'Ольга', 'master-1');
  await insertService(q, userId, companyId, { sourceId: 'cut', title: 'Стрижка', categoryId: 'hair', price: 1500 });
  await insertService(q, userId, companyId, { sourceId: 'colour', title: 'Окрашивание', categoryId: 'colouring', price: 4000 });
  const channelId = await insertChannel(q, userId);
  return { userId, connectionId, companyId, staffId, channelId };
}

/** A message row as the engine would have left it, for the log's tests. */
export async function insertLogMessage(
  q: Queryable,
  userId: string,
  fields: {
    scheduledAt: string;
    status?: string;
    reason?: string | null;
    flowId?: string | null;
    campaignId?: string | null;
    clientName?: string;
    phone?: string;
    channel?: string;
    text?: string;
    sentAt?: string | null;
    visitId?: string | null;
    replyText?: string | null;
  },
): Promise<string> {
  const phone = fields.phone ?? '+79160000001';
  return one(
    q,
    `insert into messages (user_id, dedupe_key, flow_id, campaign_id, visit_id, phone, recipient, client_name, channel, mode, text, status,
       reason, scheduled_at, sent_at, reply_text)
     values ($1, $2, $3, $4, $5, $6, $6, $7, $8, 'combat', $9, $10, $11, $12, $13, $14) returning id`,
    [
      userId,
      `test:${nextSerial()}`,
      fields.flowId ?? null,
      fields.campaignId ?? null,
      fields.visitId ?? null,
      phone,
      fields.clientName ?? 'Анна',
      fields.channel ?? 'whatsapp',
      fields.text ?? 'Hello',
      fields.status ?? 'sent',
      fields.reason ?? null,
      fields.scheduledAt,
      fields.sentAt === undefined ? (fields.status === undefined || fields.status === 'sent' ? fields.scheduledAt : null) : fields.sentAt,
      fields.replyText ?? null,
    ],
  );
}
