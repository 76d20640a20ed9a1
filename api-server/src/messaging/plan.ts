import { randomUUID } from 'node:crypto';
import type { Db } from '../platform/db/Db';
import type { JobQueue } from '../platform/jobs/JobQueue';
import { QUEUES } from '../platform/jobs/queues';
import { composeText } from './compose';
import { exclusionOf, matchesFilters } from './filters';
import type { MessageLinks } from './links';
import type { EngineConfig, EngineFlow, EngineLog, PlannedMessage, Target } from './types';

/** What a planner is given. */
export interface PlanContext {
  db: Db;
  jobs: JobQueue;
  now: Date;
  links: MessageLinks;
  config: EngineConfig;
  log: EngineLog;
}

/** The job that sends one message, due at its time. A later job for the same row is harmless (the claim). */
export async function sendJobFor(jobs: JobQueue, messageId: string, dueAt: Date, now: Date, keySuffix = ''): Promise<void> {
  await jobs.send(QUEUES.sendMessage, { messageId }, { startAfter: dueAt.getTime() > now.getTime() ? dueAt : undefined, singletonKey: `send:${messageId}${keySuffix}` });
}

/**
 * Whether a flow plans for a target now: the filters match and no exclusion rule applies. The sender asks
 * again at send time (the client may have changed since) and logs filtered / excluded.
 */
export function plansFor(flow: EngineFlow, target: Target, now: Date, options: { recordFilters: boolean }): boolean {
  return matchesFilters(flow.settings.filters, target, options) && exclusionOf(flow.settings.exclusionRules, target, now) === null;
}

/**
 * Writes planned messages as rows (status queued, due at their time) and sends each new row's job.
 * Idempotent: the dedupe key is unique per account, so a message planned again (every tick re-plans its
 * horizon, a business event processed twice) is the row already there; known keys are looked up first so
 * their texts are not composed again. A client without a phone gets no row (clients.phone is null when
 * the source had no valid one). Runs outside any transaction: it sends jobs.
 */
export async function insertPlanned(ctx: PlanContext, planned: readonly PlannedMessage[]): Promise<number> {
  if (planned.length === 0) return 0;
  const byUser = new Map<string, PlannedMessage[]>();
  for (const message of planned) {
    const list = byUser.get(message.flow.owner.id) ?? [];
    list.push(message);
    byUser.set(message.flow.owner.id, list);
  }
  let inserted = 0;
  for (const [userId, messages] of byUser) {
    const keys = [...new Set(messages.map((message) => message.dedupeKey))];
    const known = new Set(
      (await ctx.db.query<{ dedupe_key: string }>('select dedupe_key from messages where user_id = $1 and dedupe_key = any($2::text[])', [userId, keys])).map(
        (row) => row.dedupe_key,
      ),
    );
    const rows: Array<Record<string, unknown>> = [];
    for (const message of messages) {
      if (known.has(message.dedupeKey)) continue;
      known.add(message.dedupeKey);
      const { flow, target } = message;
      const clientPhone = target.client?.phone ?? null;
      const phone = message.toOwner ? (flow.owner.phone ?? '') : clientPhone;
      if (phone === null) continue;
      const recipient = message.toOwner || flow.mode === 'test' ? (flow.owner.phone ?? '') : phone;
      const id = randomUUID();
      const text = await composeText(ctx.db, { flow, target, messageId: id, dedupeKey: message.dedupeKey, links: ctx.links, now: ctx.now });
      rows.push({
        id,
        flow_id: flow.id,
        dedupe_key: message.dedupeKey,
        company_id: target.company.id,
        client_id: target.client?.id ?? null,
        visit_id: target.visit?.id ?? null,
        order_id: target.order?.id ?? null,
        phone,
        recipient,
        client_name: message.toOwner ? '' : (target.client?.name ?? ''),
        channel: message.channel,
        mode: flow.mode,
        text,
        scheduled_at: (message.dueAt.getTime() < ctx.now.getTime() ? ctx.now : message.dueAt).toISOString(),
        visit_starts_at: target.visit?.startsAt.toISOString() ?? null,
        expires_at: message.expiresAt.toISOString(),
      });
    }
    if (rows.length === 0) continue;
    const column = (name: string) => rows.map((row) => row[name] ?? null);
    const created = await ctx.db.query<{ id: string; scheduled_at: Date }>(
      `insert into messages (id, user_id, flow_id, dedupe_key, company_id, client_id, visit_id, order_id, phone, recipient, client_name,
         channel, mode, text, status, scheduled_at, visit_starts_at, expires_at, created_at, updated_at)
       select t.id, $1, t.flow_id, t.dedupe_key, t.company_id, t.client_id, t.visit_id, t.order_id, t.phone, t.recipient, t.client_name,
         t.channel, t.mode, t.text, 'queued', t.scheduled_at, t.visit_starts_at, t.expires_at, $17, $17
       from unnest($2::uuid[], $3::uuid[], $4::text[], $5::uuid[], $6::uuid[], $7::uuid[], $8::uuid[], $9::text[], $10::text[], $11::text[],
         $12::text[], $13::text[], $14::text[], $15::timestamptz[], $16::timestamptz[], $18::timestamptz[])
         as t(id, flow_id, dedupe_key, company_id, client_id, visit_id, order_id, phone, recipient, client_name, channel, mode, text,
              scheduled_at, visit_starts_at, expires_at)
       on conflict (user_id, dedupe_key) do nothing
       returning id, scheduled_at`,
      [
        userId,
        column('id'),
        column('flow_id'),
        column('dedupe_key'),
        column('company_id'),
        column('client_id'),
        column('visit_id'),
        column('order_id'),
        column('phone'),
        column('recipient'),
        column('client_name'),
        column('channel'),
        column('mode'),
        column('text'),
        column('scheduled_at'),
        column('visit_starts_at'),
        ctx.now.toISOString(),
        column('expires_at'),
      ],
    );
    for (const row of created) await sendJobFor(ctx.jobs, row.id, row.scheduled_at, ctx.now);
    inserted += created.length;
  }
  return inserted;
}
