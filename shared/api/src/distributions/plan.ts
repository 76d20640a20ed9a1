import { addDays, localDateOf, sameDate, weekdayOf, zonedInstant, type LocalDate } from '../zone';
import { DISTRIBUTION_DAILY_LIMIT, DISTRIBUTION_MAX_RECIPIENTS, DISTRIBUTION_RECOMMENDED_INTERVAL_HOURS } from './rules';

/*
 * The pacing of a mailing (spec section 9: at most 300 messages a day per account, spread across the
 * allowed hours rather than sent in a burst). Each allowed day sends up to its allowance evenly across
 * the window, from its opening (or the start, on the first day) to its close. The engine paces by the
 * same rule (`nextSlots`), so the plan shown before start is what happens when nothing else interferes.
 */

export interface PacingWindow {
  beginHour: number;
  endHour: number;
  /** ISO weekdays, 1 is Monday. */
  daysOfWeek: readonly number[];
  timeZone: string;
}

export interface PlanInput extends PacingWindow {
  recipients: number;
  /** The mailing's own allowance a day (at most the account's 300). */
  perDay: number;
  startAt: Date;
  endAt: Date | null;
  now: Date;
}

export interface DistributionPlan {
  recipients: number;
  perDay: number;
  /** Allowed days on which messages go. */
  days: number;
  /** When the last message goes; null when nothing can go (no day in the window before the end). */
  finishesAt: Date | null;
  /** Recipients the end date leaves without a message. */
  unreached: number;
}

/** 2,000 recipients at 1 a day on one weekday a week take 14,000 days: nothing plans further. */
const MAX_DAYS = 14_100;

/** The window of one local date, as instants; null when the day is not allowed. */
export function windowOfDay(window: PacingWindow, date: LocalDate): { opens: Date; closes: Date } | null {
  if (!window.daysOfWeek.includes(weekdayOf(date))) return null;
  const opens = zonedInstant(date, window.beginHour, 0, window.timeZone);
  const closes = window.endHour >= 24 ? zonedInstant(addDays(date, 1), 0, 0, window.timeZone) : zonedInstant(date, window.endHour, 0, window.timeZone);
  return { opens, closes };
}

export function planDistribution(input: PlanInput): DistributionPlan {
  const perDay = Math.max(1, Math.min(input.perDay, DISTRIBUTION_DAILY_LIMIT));
  const from = new Date(Math.max(input.startAt.getTime(), input.now.getTime()));
  let left = input.recipients;
  let days = 0;
  let finishesAt: Date | null = null;
  let date = localDateOf(from, input.timeZone);
  for (let index = 0; index < MAX_DAYS && left > 0; index += 1, date = addDays(date, 1)) {
    const window = windowOfDay(input, date);
    if (!window) continue;
    const opens = new Date(Math.max(window.opens.getTime(), from.getTime()));
    const closes = input.endAt && input.endAt.getTime() < window.closes.getTime() ? input.endAt : window.closes;
    if (input.endAt && opens.getTime() >= input.endAt.getTime()) break;
    if (opens.getTime() >= closes.getTime()) continue;
    const today = Math.min(left, perDay);
    const spacing = (closes.getTime() - opens.getTime()) / today;
    finishesAt = new Date(opens.getTime() + spacing * (today - 1));
    left -= today;
    days += 1;
  }
  return { recipients: input.recipients, perDay, days, finishesAt, unreached: left };
}

/**
 * The engine's pacing of one tick: how many messages to plan now and when each goes, so that what is
 * left of today's allowance spreads evenly over what is left of the window. `lastAt` is when the
 * previous message of the mailing was planned to go today (null: none yet), `allowance` what today may
 * still send. Answers the due times of the messages whose turn has come by `until` (the next tick).
 */
export function nextSlots(input: { now: Date; until: Date; closes: Date; lastAt: Date | null; allowance: number }): Date[] {
  const slots: Date[] = [];
  if (input.allowance <= 0 || input.now.getTime() >= input.closes.getTime()) return slots;
  const spacing = (input.closes.getTime() - input.now.getTime()) / input.allowance;
  let next = input.lastAt === null ? input.now.getTime() : Math.max(input.now.getTime(), input.lastAt.getTime() + spacing);
  while (slots.length < input.allowance && next < input.until.getTime() && next < input.closes.getTime()) {
    slots.push(new Date(next));
    next += spacing;
  }
  return slots;
}

/** Why a started mailing has sent nothing yet, and when it will: the sending window, or the start its owner set. */
export interface NextSending {
  at: Date;
  /** window: an allowed day's hours open then; start: the start time set; now: it may send at once (the next tick). */
  reason: 'window' | 'start' | 'now';
}

/**
 * When a started mailing can next send, in the account's time zone: the first moment, at or after now and
 * its start, on an allowed day between its hours (what the engine's tick waits for, pacing.ts). Null when its
 * end comes first. A shared pure function rather than an API field: the list, the statistics and the split
 * below all need it, and the window and the zone are already in what the client holds.
 */
export function nextSending(window: PacingWindow & { startAt: Date; endAt: Date | null }, now: Date): NextSending | null {
  const from = new Date(Math.max(window.startAt.getTime(), now.getTime()));
  let date = localDateOf(from, window.timeZone);
  // A week and a day covers every allowed weekday, the current one included.
  for (let index = 0; index < 8; index += 1, date = addDays(date, 1)) {
    const day = windowOfDay(window, date);
    if (!day || from.getTime() >= day.closes.getTime()) continue;
    const at = new Date(Math.max(day.opens.getTime(), from.getTime()));
    if (window.endAt && at.getTime() >= window.endAt.getTime()) return null;
    const reason = at.getTime() > from.getTime() ? 'window' : from.getTime() > now.getTime() ? 'start' : 'now';
    return { at, reason };
  }
  return null;
}

/** Two moments fall on the same date of the zone's calendar (a screen says "10:00", not "Tue 10:00"). */
export function sameLocalDay(a: Date, b: Date, timeZone: string): boolean {
  return sameDate(localDateOf(a, timeZone), localDateOf(b, timeZone));
}

/** How many mailings of at most 2,000 a list of `count` numbers needs. */
export function splitCount(count: number): number {
  return Math.max(1, Math.ceil(count / DISTRIBUTION_MAX_RECIPIENTS));
}

/**
 * The starts of a list split into `parts` mailings (spec section 9: 2,000 at once, at least 5 hours apart):
 * the first at the start set; each next one when the window opens at least 5 hours after the previous one
 * can first send, so they really begin sending 5 hours apart, not merely are dated so.
 */
export function splitStarts(window: PacingWindow & { startAt: Date }, parts: number, now: Date): Date[] {
  const gap = DISTRIBUTION_RECOMMENDED_INTERVAL_HOURS * 3_600_000;
  const starts: Date[] = [window.startAt];
  let sends = nextSending({ ...window, endAt: null }, now)?.at ?? window.startAt;
  while (starts.length < parts) {
    const earliest = new Date(sends.getTime() + gap);
    const next = nextSending({ ...window, startAt: earliest, endAt: null }, now)?.at ?? earliest;
    starts.push(next);
    sends = next;
  }
  return starts;
}
