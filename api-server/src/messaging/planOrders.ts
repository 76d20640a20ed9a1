import { plansFor, type PlanContext } from './plan';
import { orderTargets } from './targets';
import type { EngineFlow, PlannedMessage } from './types';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * abandonedCart: an order still Unconfirmed `delayMinutes` (default 60) after it last changed. Planned
 * within the horizon, or up to a day late; once per order. The sender skips it (recordChanged) if the
 * order has moved on by then. Record filters do not apply to orders; client filters do.
 */
export async function planAbandonedCarts(ctx: PlanContext, flow: EngineFlow): Promise<PlannedMessage[]> {
  const delay = (flow.settings.delayMinutes ?? 60) * MINUTE_MS;
  const now = ctx.now.getTime();
  const targets = await orderTargets(ctx.db, {
    now: ctx.now,
    flowId: flow.id,
    where: (p) => `o.user_id = ${p.add(flow.owner.id)} and bc.integration = ${p.add(flow.integration)} and o.status = 'Unconfirmed'
      and c.phone is not null
      and o.updated_at > ${p.add(new Date(now - DAY_MS - delay).toISOString())} and o.updated_at <= ${p.add(new Date(now + ctx.config.horizonMs - delay).toISOString())}`,
  });
  return targets.flatMap((target) => {
    const order = target.order;
    if (!order || !target.client?.phone || !plansFor(flow, target, ctx.now, { recordFilters: false })) return [];
    const dueAt = new Date(order.updatedAt.getTime() + delay);
    return [{ flow, target, dedupeKey: `abandonedCart:${flow.id}:${order.id}`, dueAt, expiresAt: new Date(dueAt.getTime() + DAY_MS), channel: 'whatsapp' }];
  });
}
