import { createHash } from 'node:crypto';
import { loadPlanningFlows } from './engineFlows';
import { insertPlanned, plansFor, type PlanContext } from './plan';
import { orderTargets, visitFingerprint, visitTargets } from './targets';
import type { EngineFlow, PlannedMessage, Target } from './types';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const EVENT_BATCH = 500;

type BusinessEvent = {
  id: string;
  user_id: string;
  kind: 'visitCreated' | 'visitChanged' | 'visitCanceled' | 'orderStatusChanged';
  visit_id: string | null;
  order_id: string | null;
  occurred_at: Date;
};

const EVENT_FLOW_TYPES = ['recordCreated', 'recordChanged', 'recordCanceled', 'webhook'] as const;

/**
 * Voids the waiting messages of a visit that no longer hold: skipped with the reason, so the log says
 * why at once rather than when each falls due (the sender checks again anyway).
 */
async function voidVisitMessages(ctx: PlanContext, visitId: string, reason: 'recordCanceled' | 'recordChanged', startsAt: Date | null): Promise<void> {
  await ctx.db.query(
    `update messages set status = 'skipped', reason = $2, reason_detail = $3, reason_params = $6, updated_at = $4
     where visit_id = $1 and status in ('queued', 'waitingWindow')
       and ($2 = 'recordCanceled' and dedupe_key not like 'recordCanceled:%' or $2 = 'recordChanged' and visit_starts_at is distinct from $5::timestamptz)`,
    [
      visitId,
      reason,
      reason === 'recordCanceled' ? 'The record was canceled' : `The record moved to ${startsAt?.toISOString() ?? 'another time'}`,
      ctx.now.toISOString(),
      startsAt?.toISOString() ?? null,
      JSON.stringify(reason === 'recordCanceled' ? { code: 'recordCanceled' } : { code: 'recordMoved', ...(startsAt ? { at: startsAt.toISOString() } : {}) }),
    ],
  );
}

/** Whether the visit's time, master, services or branch changed since the engine last saw it; remembers what it sees now. */
async function visitChangeNoticeable(ctx: PlanContext, target: Target, kind: BusinessEvent['kind']): Promise<boolean> {
  const visit = target.visit;
  if (!visit) return false;
  const fingerprint = visitFingerprint(visit, target.company.id);
  const [before] = await ctx.db.query<{ fingerprint: string }>('select fingerprint from messaging_visit_states where visit_id = $1', [visit.id]);
  await ctx.db.query(
    `insert into messaging_visit_states (visit_id, fingerprint) values ($1, $2)
     on conflict (visit_id) do update set fingerprint = excluded.fingerprint`,
    [visit.id, fingerprint],
  );
  // Decision: a change of a visit the engine never saw created (one that existed before it, as the demo's
  // seeded visits) is not noticed: without the earlier state a status change (a chatbot's "confirm")
  // cannot be told from a move. Every visit that arrives through the webhook is seen created first.
  return kind === 'visitChanged' && before !== undefined && before.fingerprint !== fingerprint;
}

function noticeFor(flow: EngineFlow, target: Target, event: BusinessEvent, key: string, expiresAt: Date, ctx: PlanContext): PlannedMessage[] {
  if (event.occurred_at.getTime() < flow.createdAt.getTime()) return [];
  const dueAt = new Date(event.occurred_at.getTime() + (flow.settings.delayMinutes ?? 0) * MINUTE_MS);
  if (expiresAt.getTime() <= ctx.now.getTime() || !target.client?.phone) return [];
  if (!plansFor(flow, target, ctx.now, { recordFilters: flow.type !== 'webhook' })) return [];
  return [{ flow, target, dedupeKey: key, dueAt, expiresAt, channel: 'whatsapp' }];
}

async function planVisitEvent(ctx: PlanContext, event: BusinessEvent, flows: readonly EngineFlow[]): Promise<PlannedMessage[]> {
  if (!event.visit_id) return [];
  const visitId = event.visit_id;
  const [target] = await visitTargets(ctx.db, { now: ctx.now, flowId: null, where: (p) => `v.id = ${p.add(visitId)}` });
  const visit = target?.visit;
  if (!target || !visit) return [];
  const noticeable = await visitChangeNoticeable(ctx, target, event.kind);
  if (event.kind === 'visitCanceled' || visit.canceledAt || visit.removedAt) await voidVisitMessages(ctx, visit.id, 'recordCanceled', null);
  else await voidVisitMessages(ctx, visit.id, 'recordChanged', visit.startsAt);
  const upcoming = visit.startsAt.getTime() > ctx.now.getTime();
  const fingerprintHash = createHash('sha256').update(visitFingerprint(visit, target.company.id)).digest('hex').slice(0, 16);
  const planned: PlannedMessage[] = [];
  for (const flow of flows) {
    if (flow.integration !== target.company.integration) continue;
    // Each flow's own filters, exclusions and the facts of this flow (its earlier messages) apply.
    const [own] = await visitTargets(ctx.db, { now: ctx.now, flowId: flow.id, where: (p) => `v.id = ${p.add(visitId)}` });
    if (!own) continue;
    const live = !visit.canceledAt && !visit.removedAt;
    if (flow.type === 'recordCreated' && event.kind === 'visitCreated' && live && upcoming) {
      planned.push(...noticeFor(flow, own, event, `recordCreated:${flow.id}:${visit.id}`, visit.startsAt, ctx));
    } else if (flow.type === 'recordChanged' && event.kind === 'visitChanged' && noticeable && live && upcoming) {
      planned.push(...noticeFor(flow, own, event, `recordChanged:${flow.id}:${visit.id}:${fingerprintHash}`, visit.startsAt, ctx));
    } else if (flow.type === 'recordCanceled' && event.kind === 'visitCanceled' && upcoming) {
      planned.push(...noticeFor(flow, own, event, `recordCanceled:${flow.id}:${visit.id}`, visit.startsAt, ctx));
    }
  }
  return planned;
}

/**
 * webhook flows (decision): the cabinet's "normally working" flow that answers the connected system's
 * own events: it tells the client each new status of their order (`{orderStatus}`, `{orderNum}`...),
 * `delayMinutes` after the change, once per order and status, for the orders of its integration's
 * connections (the demo's is an API-CRM flow). An order's change also voids a waiting abandoned-cart
 * message: the order is no longer left unconfirmed.
 */
async function planOrderEvent(ctx: PlanContext, event: BusinessEvent, flows: readonly EngineFlow[]): Promise<PlannedMessage[]> {
  if (!event.order_id) return [];
  const orderId = event.order_id;
  const [target] = await orderTargets(ctx.db, { now: ctx.now, flowId: null, where: (p) => `o.id = ${p.add(orderId)}` });
  const order = target?.order;
  if (!target || !order) return [];
  if (order.status !== 'Unconfirmed') {
    await ctx.db.query(
      `update messages set status = 'skipped', reason = 'recordChanged', reason_detail = $2, reason_params = $4, updated_at = $3
       where order_id = $1 and status in ('queued', 'waitingWindow') and dedupe_key like 'abandonedCart:%'`,
      [order.id, `The order is ${order.status} now`, ctx.now.toISOString(), JSON.stringify({ code: 'orderStatus', value: order.status })],
    );
  }
  const planned: PlannedMessage[] = [];
  for (const flow of flows) {
    if (flow.type !== 'webhook' || flow.integration !== target.company.integration) continue;
    const [own] = await orderTargets(ctx.db, { now: ctx.now, flowId: flow.id, where: (p) => `o.id = ${p.add(orderId)}` });
    if (!own) continue;
    const expiresAt = new Date(event.occurred_at.getTime() + (flow.settings.delayMinutes ?? 0) * MINUTE_MS + DAY_MS);
    planned.push(...noticeFor(flow, own, event, `webhook:${flow.id}:${order.id}:${order.status}`, expiresAt, ctx));
  }
  return planned;
}

/**
 * Consumes the business_events outbox: the notices a visit's creation, change or cancellation and an
 * order's change call for, and voiding the waiting messages they make pointless. An event is marked
 * processed only after its messages are rows, so a crash in between processes it again, which the
 * dedupe keys make harmless. Returns the number of events processed (a batch at a time).
 */
export async function processBusinessEvents(ctx: PlanContext): Promise<number> {
  let processed = 0;
  for (;;) {
    const events = await ctx.db.query<BusinessEvent>(
      `select id, user_id, kind, visit_id, order_id, occurred_at from business_events
       where processed_at is null order by created_at, id limit ${EVENT_BATCH}`,
    );
    if (events.length === 0) return processed;
    const flows = await loadPlanningFlows(ctx.db, ctx.now, EVENT_FLOW_TYPES);
    for (const event of events) {
      const own = flows.filter((flow) => flow.owner.id === event.user_id);
      const planned = event.kind === 'orderStatusChanged' ? await planOrderEvent(ctx, event, own) : await planVisitEvent(ctx, event, own);
      await insertPlanned(ctx, planned);
      await ctx.db.query('update business_events set processed_at = $2 where id = $1', [event.id, ctx.now.toISOString()]);
      processed += 1;
    }
    if (events.length < EVENT_BATCH) return processed;
  }
}
