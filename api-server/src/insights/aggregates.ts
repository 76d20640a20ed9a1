import type { Queryable } from '../platform/db/Db';

/*
 * Reading the per-day figures (migration 0004, aggregatesMigration.ts): a range is read from the day tables for
 * its whole UTC days before today and from the rows for the rest (today so far; an hourly range whole).
 */

const DAY = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The account's stale days before today recomputed from the rows, so the day tables say what the rows say. */
export async function refreshAggregates(q: Queryable, userId: string, now: Date): Promise<void> {
  await q.query('select insight_refresh($1, $2::date)', [userId, dayOf(now.getTime())]);
}

/**
 * [from, to) as whole UTC days [days.from, days.to) (null when none) read from the day tables, and the
 * rows' part [raw.from, raw.to) (empty when from equals to). Only whole days before today are kept.
 */
export interface RangeSplit {
  days: { from: string; to: string } | null;
  raw: { from: Date; to: Date };
}

export function splitRange(from: Date, to: Date, now: Date): RangeSplit {
  const start = from.getTime();
  const end = Math.min(Math.floor(to.getTime() / DAY), Math.floor(now.getTime() / DAY)) * DAY;
  if (start % DAY !== 0 || end <= start) return { days: null, raw: { from, to } };
  return { days: { from: dayOf(start), to: dayOf(end) }, raw: { from: new Date(end), to: new Date(Math.max(end, to.getTime())) } };
}

/** The series' bucket of a day table's `day` column (as bucketSql gives it for a timestamp). */
export const dayBucketSql = (bucket: string, column: string) => `(date_trunc('${bucket}', ${column}::timestamp) at time zone 'UTC')`;
