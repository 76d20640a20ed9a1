import { z } from 'zod';
import type { BusinessWebhook } from '@cabinet/api/business';
import { DEMO_EMAIL } from '../account/seed';
import type { AppContext } from '../platform/AppContext';
import type { Clock } from '../platform/clock';
import type { Db } from '../platform/db/Db';
import type { JobQueue } from '../platform/jobs/JobQueue';
import { QUEUES } from '../platform/jobs/queues';
import { addDays, localDateOf, zonedInstant } from '../messaging/zone';
import { applyWebhook } from './apply';

/** Every five minutes, while a development platform runs. */
export const DEMO_GENERATOR_CRON = '*/5 * * * *';
const HOUR_MS = 3_600_000;

/**
 * The demo salon's booking system, live: each run books one or two of its clients for later today or
 * tomorrow, through the same path a webhook takes (rows and business events in one transaction, then
 * the engine woken), so reminders, "new record" notices and the message log keep moving while the
 * platform runs. Development only. Answers how many bookings it made.
 */
export async function generateDemoBookings(deps: { db: Db; jobs: JobQueue; clock: Clock }, roll: () => number = Math.random): Promise<number> {
  const { db, jobs, clock } = deps;
  const [connection] = await db.query<{ id: string; user_id: string }>(
    `select bc.id, bc.user_id from business_connections bc join users u on u.id = bc.user_id
     where u.email = $1 and bc.integration = 'yclients' order by bc.created_at limit 1`,
    [DEMO_EMAIL],
  );
  if (!connection) return 0;
  const companies = await db.query<{ id: string; source_id: string; timezone: string }>('select id, source_id, timezone from companies where connection_id = $1', [connection.id]);
  const choose = <T>(list: readonly T[]): T | undefined => list[Math.floor(roll() * list.length)];
  const count = 1 + Math.floor(roll() * 2);
  let made = 0;
  for (let n = 0; n < count; n += 1) {
    const company = choose(companies);
    if (!company) break;
    const [client] = await db.query<{ source_id: string; name: string; phone: string }>(
      `select source_id, name, phone from clients where company_id = $1 and phone is not null order by source_id offset floor($2::float8 * (select count(*) from clients where company_id = $1 and phone is not null))::int limit 1`,
      [company.id, roll()],
    );
    const staff = await db.query<{ source_id: string; name: string }>('select source_id, name from staff where company_id = $1 and not is_fired', [company.id]);
    const services = await db.query<{ source_id: string; title: string; price: string }>('select source_id, title, price from services where company_id = $1', [company.id]);
    const master = choose(staff);
    const service = choose(services);
    if (!client || !master || !service) continue;
    const now = clock.now();
    const startsAt = slotInBranch(now, company.timezone, roll);
    const change: BusinessWebhook = {
      company_id: company.source_id,
      resource: 'record',
      resource_id: `live-${now.getTime()}-${n}`,
      status: 'create',
      data: {
        datetime: startsAt.toISOString(),
        seance_length: 3600,
        client: { id: client.source_id, name: client.name, phone: client.phone },
        staff: { id: master.source_id, name: master.name },
        services: [{ id: service.source_id, title: service.title, cost: Number(service.price) }],
        attendance: 0,
        online: roll() < 0.6,
      },
    };
    await db.transaction((tx) => applyWebhook(tx, { userId: connection.user_id, connectionId: connection.id }, change));
    made += 1;
  }
  if (made > 0) await jobs.send(QUEUES.businessEvents, {});
  return made;
}

/** A half-hour slot between 9:00 and 19:30 in the branch's time zone, at least two hours ahead: today's if one is left, else tomorrow's. */
export function slotInBranch(now: Date, timeZone: string, roll: () => number): Date {
  const earliest = now.getTime() + 2 * HOUR_MS;
  for (const dayOffset of [0, 1, 2]) {
    const slots: number[] = [];
    for (let half = 18; half <= 39; half += 1) {
      const at = zonedInstant(addDays(localDateOf(now, timeZone), dayOffset), Math.floor(half / 2), (half % 2) * 30, timeZone);
      if (at.getTime() >= earliest) slots.push(at.getTime());
    }
    const chosen = slots[Math.floor(roll() * slots.length)];
    if (chosen !== undefined) return new Date(chosen);
  }
  return new Date(earliest);
}

/** Registers the generator's worker and schedule outside production. */
export function registerDemoGenerator(ctx: AppContext): void {
  if (ctx.config.mode === 'production') return;
  ctx.jobs.work(QUEUES.demoGenerator, (data) => z.object({}).parse(data), async () => {
    await generateDemoBookings(ctx);
  });
  ctx.jobs.schedule(QUEUES.demoGenerator, DEMO_GENERATOR_CRON);
}
