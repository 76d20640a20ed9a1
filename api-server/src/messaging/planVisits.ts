import { plansFor, type PlanContext } from './plan';
import { visitTargets } from './targets';
import { afterVisitDueAt, afterVisitDueSql, afterVisitKey, reminderDueAt, reminderKey, SMS_DEFAULT_INTERVAL_MINUTES, visitPlannableSql } from './planRules';
import type { EngineFlow, PlannedMessage, Target } from './types';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** A review request or a cross-sell is still worth sending this long after its time (a restart, a late "arrived"). */
const AFTER_VISIT_GRACE_MS = DAY_MS;
/** ...and pointless after this. */
const AFTER_VISIT_LIFETIME_MS = 3 * DAY_MS;

const hasPhone = (target: Target) => target.client?.phone != null;

/**
 * Reminders before a visit: visitReminder `intervalMinutes` (1440, 120 or 60) before it; sms is the same
 * reminder through the SMS channel (decision: the SMS-module tariff allows only this type, and a reminder
 * is what a booking business sends first; its interval defaults to 24 h). Planned when due within the
 * horizon, or due up to `graceMs` ago (a restart, a visit booked late) while the visit is still ahead: a
 * 24 h reminder is not sent 5 h before a visit booked that late. One per visit and time: the key holds
 * the visit's start, so a moved visit gets a new reminder and the old one is skipped recordChanged.
 */
async function planReminders(ctx: PlanContext, flow: EngineFlow): Promise<PlannedMessage[]> {
  const intervalMinutes = flow.settings.intervalMinutes ?? SMS_DEFAULT_INTERVAL_MINUTES;
  const interval = intervalMinutes * MINUTE_MS;
  const now = ctx.now.getTime();
  const from = new Date(Math.max(now, now - ctx.config.graceMs + interval));
  const to = new Date(now + ctx.config.horizonMs + interval);
  const targets = await visitTargets(ctx.db, {
    now: ctx.now,
    flowId: flow.id,
    where: (p) => `v.user_id = ${p.add(flow.owner.id)} and bc.integration = ${p.add(flow.integration)}
      and ${visitPlannableSql('v', { arrived: false })} and c.phone is not null
      and v.starts_at > ${p.add(from.toISOString())} and v.starts_at <= ${p.add(to.toISOString())}`,
  });
  return targets.flatMap((target) => {
    const visit = target.visit;
    if (!visit || !hasPhone(target) || !plansFor(flow, target, ctx.now, { recordFilters: true })) return [];
    return [
      {
        flow,
        target,
        dedupeKey: reminderKey(flow.type, flow.id, visit.id, visit.startsAt),
        dueAt: reminderDueAt(visit.startsAt, intervalMinutes),
        expiresAt: visit.startsAt,
        channel: flow.type === 'sms' ? 'sms' : 'whatsapp',
      },
    ];
  });
}

/**
 * After a visit that took place (status arrived): reviewRequest `reviewRangeMinutes` after its end,
 * crossSell `delayMinutes` after it (decision: only after a visit the client came to, as a review).
 * One per visit.
 */
async function planAfterVisit(ctx: PlanContext, flow: EngineFlow, afterMinutes: number): Promise<PlannedMessage[]> {
  const now = ctx.now.getTime();
  const targets = await visitTargets(ctx.db, {
    now: ctx.now,
    flowId: flow.id,
    where: (p) => {
      const due = afterVisitDueSql('v', `${p.add(afterMinutes)}::int`);
      return `v.user_id = ${p.add(flow.owner.id)} and bc.integration = ${p.add(flow.integration)}
        and ${visitPlannableSql('v', { arrived: true })} and c.phone is not null
        and ${due} > ${p.add(new Date(now - AFTER_VISIT_GRACE_MS).toISOString())} and ${due} <= ${p.add(new Date(now + ctx.config.horizonMs).toISOString())}`;
    },
  });
  return targets.flatMap((target) => {
    const visit = target.visit;
    if (!visit || !hasPhone(target) || !plansFor(flow, target, ctx.now, { recordFilters: true })) return [];
    const dueAt = afterVisitDueAt(visit, afterMinutes);
    return [
      {
        flow,
        target,
        dedupeKey: afterVisitKey(flow.type, flow.id, visit.id),
        dueAt,
        expiresAt: new Date(dueAt.getTime() + AFTER_VISIT_LIFETIME_MS),
        channel: 'whatsapp',
      },
    ];
  });
}

/** The time-based flows over visits. */
export async function planVisitFlow(ctx: PlanContext, flow: EngineFlow): Promise<PlannedMessage[]> {
  switch (flow.type) {
    case 'visitReminder':
    case 'sms':
      return planReminders(ctx, flow);
    case 'reviewRequest':
      return planAfterVisit(ctx, flow, flow.settings.reviewRangeMinutes ?? 120);
    case 'crossSell':
      return planAfterVisit(ctx, flow, flow.settings.delayMinutes ?? 1440);
    default:
      return [];
  }
}
