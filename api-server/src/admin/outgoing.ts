import { OUTGOING_DAYS_DEFAULT, outgoingVolumeSchema, type OutgoingQuery, type OutgoingVolume } from '@cabinet/api/admin';
import type { Queryable } from '../platform/db/Db';

/*
 * The platform's outgoing volume (BACK_OFFICE_PATHS.outgoing), counted in SQL over every account's messages.
 * Days are UTC (the platform's, not any branch's); a message counts on the day it was planned for, so a
 * day's figures settle as its messages go. 'sending' is a worker's claim and reads as queued, as in the log.
 */

const DAY_MS = 24 * 3600 * 1000;

export async function outgoingVolume(q: Queryable, query: OutgoingQuery, now: Date): Promise<OutgoingVolume> {
  const days = query.days ?? OUTGOING_DAYS_DEFAULT;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (days - 1) * DAY_MS).toISOString();
  const to = new Date(today + DAY_MS).toISOString();
  const pending = await q.query<{ channel: string; status: string; count: number }>(
    `select channel, (case status when 'waitingWindow' then 'waitingWindow' else 'queued' end) as status, count(*)::int as count
     from messages where status in ('queued', 'waitingWindow', 'sending')
     group by 1, 2 order by 1, 2`,
  );
  const byDay = await q.query<{ day: string; channel: string; status: string; count: number }>(
    `select to_char(scheduled_at at time zone 'UTC', 'YYYY-MM-DD') as day, channel,
       (case status when 'sending' then 'queued' else status end) as status, count(*)::int as count
     from messages where scheduled_at >= $1::timestamptz and scheduled_at < $2::timestamptz
     group by 1, 2, 3 order by 1 desc, 2, 3`,
    [from, to],
  );
  return outgoingVolumeSchema.parse({ at: now.toISOString(), days, pending, byDay });
}
