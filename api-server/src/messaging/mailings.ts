import { z } from 'zod';
import type { Queryable } from '../platform/db/Db';
import type { DispatchWindow } from './window';
import { dbDate } from './targets';
import { safeTimeZone } from './zone';

/**
 * A mass mailing as the sender reads it when one of its messages goes. The distributions domain plans
 * those messages (it comes after messaging in DOMAINS: its table references the log); the sender reads
 * its row at run time only, by SQL, as the flows' routes read the log.
 */
export interface SendingMailing extends DispatchWindow {
  status: string;
  mode: 'test' | 'combat';
  image: { fileName: string; dataUrl: string } | null;
  ownerPhone: string | null;
  timeZone: string;
  /** Past it nothing of the mailing goes (its "send a test" aside). */
  endAt: Date | null;
}

const rowSchema = z.object({
  status: z.string(),
  mode: z.enum(['test', 'combat']),
  image: z.object({ fileName: z.string(), dataUrl: z.string() }).nullable(),
  begin_hour: z.number(),
  end_hour: z.number(),
  days_of_week: z.array(z.number()),
  owner_phone: z.string().nullable(),
  timezone: z.string().nullable(),
  end_at: dbDate.nullable(),
});

export async function loadMailing(q: Queryable, id: string): Promise<SendingMailing | null> {
  const [raw] = await q.query(
    `select d.status, d.mode, d.end_at, d.image, d.begin_hour, d.end_hour, d.days_of_week, u.phone as owner_phone,
       (select c.timezone from companies c where c.user_id = d.user_id order by c.created_at, c.id limit 1) as timezone
     from distributions d join users u on u.id = d.user_id where d.id = $1`,
    [id],
  );
  if (!raw) return null;
  const row = rowSchema.parse(raw);
  return {
    status: row.status,
    mode: row.mode,
    image: row.image,
    beginHour: row.begin_hour,
    endHour: row.end_hour,
    daysOfWeek: row.days_of_week,
    ownerPhone: row.owner_phone,
    timeZone: safeTimeZone(row.timezone ?? 'Europe/Moscow'),
    endAt: row.end_at,
  };
}
