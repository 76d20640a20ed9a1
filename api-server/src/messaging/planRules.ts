import { HOUR_NOT_SET } from '@cabinet/api/flows';

/*
 * When the time-based flows are due and which visits they plan for: the engine's planners
 * (planVisits.ts, planDays.ts) and the demo's message history (seed.ts, the same rules over two years of
 * seeded visits in one insert each) both take them from here, as SQL over a flow `f`/visit `v` and as
 * the instant the engine writes. seed.test.ts holds the two forms to each other on the demo.
 */

const MINUTE_MS = 60_000;

/** Default minutes before the visit of an SMS flow, which the editor does not ask for (FLOW_TYPE_DEFAULTS: none). */
export const SMS_DEFAULT_INTERVAL_MINUTES = 1440;
/** A day-based message (birthday, return visit) goes at the flow's FROM hour, or at 10:00 when it has none. */
export const DEFAULT_DAY_HOUR = 10;

/** A reminder is due `intervalMinutes` before the visit. */
export const reminderDueAt = (startsAt: Date, intervalMinutes: number) => new Date(startsAt.getTime() - intervalMinutes * MINUTE_MS);
export const reminderDueSql = (v: string, intervalMinutes: string) => `(${v}.starts_at - ${intervalMinutes} * interval '1 minute')`;

/** A review request or cross-sell is due `afterMinutes` after the visit's end. */
export const afterVisitDueAt = (visit: { startsAt: Date; durationMinutes: number }, afterMinutes: number) =>
  new Date(visit.startsAt.getTime() + (visit.durationMinutes + afterMinutes) * MINUTE_MS);
export const afterVisitDueSql = (v: string, afterMinutes: string) => `(${v}.starts_at + (${v}.duration_minutes + ${afterMinutes}) * interval '1 minute')`;

/**
 * A visit a flow plans for: not canceled or removed (the engine, planning now), or not yet at `at` (the
 * history, planned at each message's due time); after a visit, only one the client came to.
 */
export function visitPlannableSql(v: string, options: { arrived: boolean; at?: string }): string {
  const standing = (column: string) => (options.at === undefined ? `${v}.${column} is null` : `(${v}.${column} is null or ${v}.${column} > ${options.at})`);
  return `${standing('canceled_at')} and ${standing('removed_at')}${options.arrived ? ` and ${v}.status = 'arrived'` : ''}`;
}

/** The hour of a day-based flow's message: its FROM hour, else the default. */
export const dayHourOf = (beginHour: number, defaultHour: number) => (beginHour === HOUR_NOT_SET ? defaultHour : beginHour);
export const dayHourSql = (f: string, defaultHour: number) => `(case when ${f}.begin_hour = ${HOUR_NOT_SET} then ${defaultHour} else ${f}.begin_hour end)`;

/** One message per visit and start (a moved visit gets a new reminder), per visit after it, per client and year on a birthday. */
export const reminderKey = (type: string, flowId: string, visitId: string, startsAt: Date) => `${type}:${flowId}:${visitId}:${startsAt.getTime()}`;
export const reminderKeySql = (f: string, v: string) => `${f}.type || ':' || ${f}.id || ':' || ${v}.id || ':' || (extract(epoch from ${v}.starts_at) * 1000)::bigint`;
export const afterVisitKey = (type: string, flowId: string, visitId: string) => `${type}:${flowId}:${visitId}`;
export const afterVisitKeySql = (f: string, v: string) => `${f}.type || ':' || ${f}.id || ':' || ${v}.id`;
export const birthdayKey = (flowId: string, clientId: string, year: number) => `birthday:${flowId}:${clientId}:${year}`;
export const birthdayKeySql = (f: string, c: string, year: string) => `'birthday:' || ${f}.id || ':' || ${c}.id || ':' || ${year}`;
