import { HOUR_NOT_SET } from '@cabinet/api/flows';
import { addDays, localDateOf, wallClock, weekdayOf, zonedInstant } from './zone';

/** A flow's dispatch hours (FROM, TO; -1 = any hour) and days of week (ISO), read in the branch's timezone. */
export interface DispatchWindow {
  beginHour: number;
  endHour: number;
  daysOfWeek: readonly number[];
}

export type WindowState = { open: true } | { open: false; reason: 'outsideHours' | 'outsideDays'; opensAt: Date };

function hoursSet(window: DispatchWindow): boolean {
  return window.beginHour !== HOUR_NOT_SET && window.endHour !== HOUR_NOT_SET;
}

/**
 * Whether a message may go at `at` in the branch's timezone: from beginHour:00 up to, not including,
 * endHour:00 (24 is midnight), on the days listed. When not, the reason and the next opening: the
 * first allowed day's beginHour (midnight without hours), as an instant, so a message that waits over a
 * DST change opens at the local hour, not an hour off. A window without any day never opens: the
 * schemas refuse an empty list; were one stored, the message waits a week and is looked at again.
 */
export function windowState(window: DispatchWindow, timeZone: string, at: Date): WindowState {
  const wall = wallClock(at, timeZone);
  const withHours = hoursSet(window);
  const inHours = !withHours || (wall.hour >= window.beginHour && wall.hour < window.endHour);
  const dayAllowed = window.daysOfWeek.includes(wall.weekday);
  if (inHours && dayAllowed) return { open: true };
  const reason = dayAllowed ? 'outsideHours' : 'outsideDays';
  const today = localDateOf(at, timeZone);
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const date = addDays(today, ahead);
    if (!window.daysOfWeek.includes(weekdayOf(date))) continue;
    const opening = zonedInstant(date, withHours ? window.beginHour : 0, 0, timeZone);
    if (opening.getTime() > at.getTime()) return { open: false, reason, opensAt: opening };
  }
  return { open: false, reason, opensAt: zonedInstant(addDays(today, 7), 0, 0, timeZone) };
}
