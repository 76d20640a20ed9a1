/**
 * Wall-clock time in a branch's IANA timezone, with the platform's Intl (no library): what hour and
 * weekday it is there, and which instant a local date and hour is, correct across DST changes.
 */

export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

export interface WallClock extends LocalDate {
  hour: number;
  minute: number;
  /** ISO weekday: 1 is Monday, 7 is Sunday. */
  weekday: number;
}

/** The column's default: a branch whose timezone Intl does not know is treated as Moscow's. */
export const FALLBACK_TIME_ZONE = 'Europe/Moscow';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone itself when Intl knows it, else the fallback (a typo in a booking system must not stop sending). */
export function safeTimeZone(timeZone: string): string {
  try {
    formatterOf(timeZone);
    return timeZone;
  } catch {
    return FALLBACK_TIME_ZONE;
  }
}

/** ISO weekday of a calendar date. */
export function weekdayOf(date: LocalDate): number {
  const day = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return day === 0 ? 7 : day;
}

export function wallClock(at: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(safeTimeZone(timeZone)).formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const date = { year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1 };
  return { ...date, hour: parts.hour ?? 0, minute: parts.minute ?? 0, weekday: weekdayOf(date) };
}

export function localDateOf(at: Date, timeZone: string): LocalDate {
  const { year, month, day } = wallClock(at, timeZone);
  return { year, month, day };
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** YYYY-MM-DD, for dedupe keys and logs. */
export function isoDate(date: LocalDate): string {
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

export function sameDate(a: LocalDate, b: LocalDate): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

/** The zone's offset from UTC at an instant, in ms (Moscow: +3 h). */
function offsetAt(instant: number, timeZone: string): number {
  const wall = wallClockWithSeconds(new Date(instant), timeZone);
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - Math.floor(instant / 1000) * 1000;
}

function wallClockWithSeconds(at: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1, hour: parts.hour ?? 0, minute: parts.minute ?? 0, second: parts.second ?? 0 };
}

const HOUR_MS = 3_600_000;

/**
 * The first instant at which the zone's clock reads `date hour:minute` or later. Twice in the autumn
 * (the clock goes back): the earlier. Never in the spring (the clock jumps over it): the instant of the
 * jump, when the clock first reads a later time.
 */
export function zonedInstant(date: LocalDate, hour: number, minute: number, timeZone: string): Date {
  const zone = safeTimeZone(timeZone);
  const naive = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  const before = offsetAt(naive - 12 * HOUR_MS, zone);
  const after = offsetAt(naive + 12 * HOUR_MS, zone);
  const candidates = [naive - before, naive - after].filter((instant) => offsetAt(instant, zone) === naive - instant);
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  // In the spring gap: the clock jumps from before the wall time to after it between these two instants.
  let low = naive - after;
  let high = naive - before;
  while (high - low > 60_000) {
    const middle = low + Math.floor((high - low) / 2);
    if (offsetAt(middle, zone) === before) low = middle;
    else high = middle;
  }
  // Transitions fall on whole minutes: find the first one whose offset is the new one.
  let instant = Math.floor(low / 60_000) * 60_000;
  while (offsetAt(instant, zone) === before) instant += 60_000;
  return new Date(instant);
}

/** The instant the local day begins in the zone (midnight, or the first instant after a jump over it). */
export function startOfLocalDay(date: LocalDate, timeZone: string): Date {
  return zonedInstant(date, 0, 0, timeZone);
}
