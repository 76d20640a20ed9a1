import type { PlannedDay } from '@cabinet/api/account';
import { addDays, localDateOf, zonedInstant } from '../messaging/zone';

/** The hour planned flows start, in the owner's first branch's time zone (Moscow when none is connected). */
export const PLANNED_START_HOUR = 9;
export const DEFAULT_TIME_ZONE = 'Europe/Moscow';
const DAYS_AHEAD: Record<PlannedDay, number> = { today: 0, tomorrow: 1, dayAfter: 2 };

/** 09:00 of the chosen day in that zone; "today" after 09:00 is now (the next tick starts them). */
export function plannedStartAt(now: Date, day: PlannedDay, timeZone: string): Date {
  const at = zonedInstant(addDays(localDateOf(now, timeZone), DAYS_AHEAD[day]), PLANNED_START_HOUR, 0, timeZone);
  return at < now ? now : at;
}
