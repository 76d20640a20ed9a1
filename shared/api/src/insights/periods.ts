import type { InsightPeriod } from './schemas';

/** A period of the insights calls: [from, to), the previous one of the same length, and the series' bucket. */
export interface PeriodRange {
  from: Date;
  to: Date;
  previousFrom: Date;
  previousTo: Date;
  /** PostgreSQL's date_trunc unit and the interval of one bucket. */
  bucket: 'hour' | 'day' | 'month';
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The last day (24 hourly buckets), week (7 days), month (30 days) or year (12 months) up to `now`, its
 * first bucket starting on a whole UTC hour, day or month, so every bucket of a series is whole but the
 * current one. The previous period is the same number of buckets just before.
 */
export function periodRange(period: InsightPeriod, now: Date): PeriodRange {
  const to = now;
  if (period === 'year') {
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
    const previousFrom = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 23, 1));
    return { from, to, previousFrom, previousTo: from, bucket: 'month' };
  }
  if (period === 'day') {
    const hourStart = Math.floor(now.getTime() / HOUR) * HOUR;
    const from = new Date(hourStart - 23 * HOUR);
    return { from, to, previousFrom: new Date(from.getTime() - 24 * HOUR), previousTo: from, bucket: 'hour' };
  }
  const days = period === 'week' ? 7 : 30;
  const dayStart = Math.floor(now.getTime() / DAY) * DAY;
  const from = new Date(dayStart - (days - 1) * DAY);
  return { from, to, previousFrom: new Date(from.getTime() - days * DAY), previousTo: from, bucket: 'day' };
}

/** The start of every bucket of the period, oldest first. */
export function bucketStarts(range: PeriodRange): Date[] {
  const starts: Date[] = [];
  for (let at = range.from; at < range.to; ) {
    starts.push(at);
    at =
      range.bucket === 'month'
        ? new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1))
        : new Date(at.getTime() + (range.bucket === 'hour' ? HOUR : DAY));
  }
  return starts;
}
