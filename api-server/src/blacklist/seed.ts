import type { Queryable } from '../platform/db/Db';

/** Ten opted-out clients, a third of whom still take reminders and record confirmations. */
export async function seedBlacklist(tx: Queryable, demoId: string): Promise<void> {
  await tx.query(
    `insert into blacklist (user_id, phone, comment, allowed_tasks, created_at)
     select $1, '+7900555' || lpad(n::text, 4, '0'),
       (array['Asked not to write', 'Moved to another city', 'Complained about messages', '', 'Staff member'])[1 + n % 5],
       case when n % 3 = 0 then array['visitReminder', 'recordCreated'] else '{}'::text[] end,
       now() - make_interval(days => n)
     from generate_series(1, 10) as n`,
    [demoId],
  );
}
