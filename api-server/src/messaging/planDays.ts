import { RETRY_RANGE_MAX_PER_DAY, RETRY_RANGE_MIN_DAYS, RETURN_VISIT_DAYS } from '@cabinet/api/flows';
import { plansFor, type PlanContext } from './plan';
import { birthdayKey, dayHourOf, DEFAULT_DAY_HOUR } from './planRules';
import { clientTargets, companyTargets } from './targets';
import type { EngineFlow, PlannedMessage, Target } from './types';
import { addDays, isoDate, localDateOf, startOfLocalDay, zonedInstant, type LocalDate } from './zone';

/*
 * The flows that go on a day rather than at a moment (birthday, return visit, retry, daily report),
 * planned per branch on the branch's calendar. Decision: such a message is due at the flow's FROM hour
 * on its day, or at DEFAULT_DAY_HOUR (10:00) when the flow has no hours (nobody wants a birthday
 * greeting at midnight); the owner's report at FROM or at REPORT_HOUR (20:00), the evening before the
 * day it lists. Each expires at the end of its day: one held by the window past its day is skipped
 * stale, not sent a day late. Today's and tomorrow's are planned (tomorrow's show as the next start).
 */
const REPORT_HOUR = 20;

interface Branch {
  id: string;
  timeZone: string;
}

async function branchesOf(ctx: PlanContext, flow: EngineFlow): Promise<Branch[]> {
  const targets = await companyTargets(ctx.db, (p) => `co.user_id = ${p.add(flow.owner.id)} and bc.integration = ${p.add(flow.integration)}`);
  return targets.map((target) => ({ id: target.company.id, timeZone: target.company.timeZone }));
}

function dayWindow(flow: EngineFlow, branch: Branch, date: LocalDate, defaultHour: number) {
  const hour = dayHourOf(flow.settings.beginHour, defaultHour);
  return { dueAt: zonedInstant(date, hour, 0, branch.timeZone), expiresAt: startOfLocalDay(addDays(date, 1), branch.timeZone) };
}

const hasPhone = (target: Target) => target.client?.phone != null;

/** The client's last visit that took place, and no visit after it: neither taken place nor booked. */
const NO_LATER_VISIT = `not exists (select 1 from visits later where later.client_id = c.id and later.starts_at > lv.lv_starts_at
  and later.canceled_at is null and later.removed_at is null and later.status <> 'notCome')`;

/** Birthday greetings `birthdayDaysBefore` days before, once a year (a 29 February birthday on 28 February in other years). */
async function planBirthdays(ctx: PlanContext, flow: EngineFlow, branch: Branch, day: LocalDate): Promise<PlannedMessage[]> {
  const birthday = addDays(day, flow.settings.birthdayDaysBefore ?? 0);
  const leap = new Date(Date.UTC(birthday.year, 1, 29)).getUTCMonth() === 1;
  const days = birthday.month === 2 && birthday.day === 28 && !leap ? [28, 29] : [birthday.day];
  const targets = await clientTargets(ctx.db, {
    now: ctx.now,
    flowId: flow.id,
    where: (p) => `c.company_id = ${p.add(branch.id)} and c.phone is not null and c.birthday is not null
      and extract(month from c.birthday) = ${p.add(birthday.month)} and extract(day from c.birthday) = any(${p.add(days)}::int[])`,
  });
  const { dueAt, expiresAt } = dayWindow(flow, branch, day, DEFAULT_DAY_HOUR);
  return targets.flatMap((target) =>
    target.client && hasPhone(target) && plansFor(flow, target, ctx.now, { recordFilters: true })
      ? [{ flow, target, dedupeKey: birthdayKey(flow.id, target.client.id, birthday.year), dueAt, expiresAt, channel: 'whatsapp' as const }]
      : [],
  );
}

/**
 * returnVisit (`reminderDaysN`, 30) and retryNotify (`retryDays`): the clients whose last visit that took
 * place was that many days before this day, with no visit since and none booked. Once per last visit.
 */
async function planLapsed(ctx: PlanContext, flow: EngineFlow, branch: Branch, day: LocalDate, days: number): Promise<PlannedMessage[]> {
  const visitDay = addDays(day, -days);
  const targets = await clientTargets(ctx.db, {
    now: ctx.now,
    flowId: flow.id,
    where: (p) => {
      const from = p.add(startOfLocalDay(visitDay, branch.timeZone).toISOString());
      const to = p.add(startOfLocalDay(addDays(visitDay, 1), branch.timeZone).toISOString());
      // The first condition narrows the clients before their last visit and facts are computed.
      return `c.company_id = ${p.add(branch.id)} and c.phone is not null
        and c.id in (select v0.client_id from visits v0 where v0.company_id = c.company_id and v0.starts_at >= ${from} and v0.starts_at < ${to})
        and lv.lv_starts_at >= ${from} and lv.lv_starts_at < ${to} and ${NO_LATER_VISIT}`;
    },
  });
  const { dueAt, expiresAt } = dayWindow(flow, branch, day, DEFAULT_DAY_HOUR);
  return targets.flatMap((target) =>
    target.client && target.lastVisit && hasPhone(target) && plansFor(flow, target, ctx.now, { recordFilters: true })
      ? [{ flow, target, dedupeKey: `${flow.type}:${flow.id}:${target.client.id}:${target.lastVisit.id}`, dueAt, expiresAt, channel: 'whatsapp' as const }]
      : [],
  );
}

/**
 * retryNotifyRange: clients last seen between 30 days and `dayRange` days ago (no visit since, none
 * booked), at most `notificationsPerDay` (≤ 200) a day for the flow, the most recently lapsed first. Once
 * per last visit. Today only: tomorrow's share is chosen tomorrow.
 */
async function planRange(ctx: PlanContext, flow: EngineFlow, branch: Branch, day: LocalDate): Promise<PlannedMessage[]> {
  const perDay = Math.min(flow.settings.notificationsPerDay ?? RETRY_RANGE_MAX_PER_DAY, RETRY_RANGE_MAX_PER_DAY);
  const dayStart = startOfLocalDay(day, branch.timeZone);
  const [planned] = await ctx.db.query<{ count: number }>(
    'select count(*)::int as count from messages where flow_id = $1 and created_at >= $2 and created_at < $3',
    [flow.id, dayStart.toISOString(), startOfLocalDay(addDays(day, 1), branch.timeZone).toISOString()],
  );
  const left = perDay - (planned?.count ?? 0);
  if (left <= 0) return [];
  const dayRange = flow.settings.dayRange ?? RETRY_RANGE_MIN_DAYS;
  const now = ctx.now.getTime();
  const targets = await clientTargets(ctx.db, {
    now: ctx.now,
    flowId: flow.id,
    where: (p) => {
      const from = p.add(new Date(now - dayRange * 86_400_000).toISOString());
      const to = p.add(new Date(now - RETRY_RANGE_MIN_DAYS * 86_400_000).toISOString());
      return `c.company_id = ${p.add(branch.id)} and c.phone is not null
      and c.id in (select v0.client_id from visits v0 where v0.company_id = c.company_id and v0.starts_at >= ${from} and v0.starts_at <= ${to})
      and lv.lv_starts_at >= ${from} and lv.lv_starts_at <= ${to}
      and ${NO_LATER_VISIT}
      and not exists (select 1 from messages m where m.user_id = c.user_id and m.dedupe_key = 'retryNotifyRange:' || ${p.add(flow.id)} || ':' || c.id || ':' || lv.lv_id)`;
    },
  });
  const { dueAt, expiresAt } = dayWindow(flow, branch, day, DEFAULT_DAY_HOUR);
  return targets
    .filter((target) => target.client && target.lastVisit && hasPhone(target) && plansFor(flow, target, ctx.now, { recordFilters: true }))
    .slice(0, left)
    .flatMap((target) =>
      target.client && target.lastVisit
        ? [{ flow, target, dedupeKey: `retryNotifyRange:${flow.id}:${target.client.id}:${target.lastVisit.id}`, dueAt, expiresAt, channel: 'whatsapp' as const }]
        : [],
    );
}

/** The owner's report of the next day's visits, to the owner's phone, once a day per branch. */
async function planReport(ctx: PlanContext, flow: EngineFlow, branch: Branch, day: LocalDate): Promise<PlannedMessage[]> {
  const [target] = await companyTargets(ctx.db, (p) => `co.id = ${p.add(branch.id)}`);
  if (!target) return [];
  const { dueAt, expiresAt } = dayWindow(flow, branch, day, REPORT_HOUR);
  return [{ flow, target, dedupeKey: `dailyReport:${flow.id}:${branch.id}:${isoDate(addDays(day, 1))}`, dueAt, expiresAt, channel: 'whatsapp', toOwner: true }];
}

/** The day-based flows for every branch of the flow's integration, today and (but the range flow) tomorrow. */
export async function planDayFlow(ctx: PlanContext, flow: EngineFlow): Promise<PlannedMessage[]> {
  const planned: PlannedMessage[] = [];
  for (const branch of await branchesOf(ctx, flow)) {
    const today = localDateOf(ctx.now, branch.timeZone);
    const days = flow.type === 'retryNotifyRange' || flow.type === 'dailyReport' ? [today] : [today, addDays(today, 1)];
    for (const day of days) {
      // A day already over in this branch plans nothing (its message would be stale at once).
      if (startOfLocalDay(addDays(day, 1), branch.timeZone).getTime() <= ctx.now.getTime()) continue;
      switch (flow.type) {
        case 'birthday':
          planned.push(...(await planBirthdays(ctx, flow, branch, day)));
          break;
        case 'returnVisit':
          planned.push(...(await planLapsed(ctx, flow, branch, day, flow.settings.reminderDaysN ?? RETURN_VISIT_DAYS)));
          break;
        case 'retryNotify':
          planned.push(...(await planLapsed(ctx, flow, branch, day, flow.settings.retryDays ?? 3)));
          break;
        case 'retryNotifyRange':
          planned.push(...(await planRange(ctx, flow, branch, day)));
          break;
        case 'dailyReport':
          planned.push(...(await planReport(ctx, flow, branch, day)));
          break;
        default:
          break;
      }
    }
  }
  return planned;
}
