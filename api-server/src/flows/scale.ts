import type { Db } from '../platform/db/Db';
import { SETTINGS_COLUMNS } from './flowRows';

export interface ScaleCounts {
  flows: number;
  blacklist: number;
}

/** The scale the flows domain is built for (architecture notes): one account's lists at their largest. */
export const ACCOUNT_SCALE: ScaleCounts = { flows: 10_000, blacklist: 50_000 };

/**
 * Grows one account to the given counts for benchmarks (`npm run bench:flows`): flows are copies of the
 * account's own flows (type, status, mode and settings vary as theirs do) with numbered titles and spread
 * creation dates; blacklist entries get distinct phones and comments. Set-based SQL, a few seconds.
 * Returns the counts the account has afterwards.
 */
export async function seedScale(db: Db, email: string, counts: ScaleCounts): Promise<ScaleCounts> {
  const [user] = await db.query<{ id: string }>('select id from users where email = $1', [email]);
  if (!user) throw new Error(`No user ${email} to grow`);
  const current = async (): Promise<ScaleCounts> => {
    const [row] = await db.query<{ flows: number; blacklist: number }>(
      'select (select count(*)::int from flows where user_id = $1) as flows, (select count(*)::int from blacklist where user_id = $1) as blacklist',
      [user.id],
    );
    return row ?? { flows: 0, blacklist: 0 };
  };
  const before = await current();
  if (before.flows === 0) throw new Error(`${email} has no flows to copy`);
  const copied = SETTINGS_COLUMNS.map((column) => (column === 'title' ? `f.title || ' #' || n` : `f.${column}`)).join(', ');
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into flows (user_id, mode, status, integration, template_type, last_start, next_start, created_at, edited_at, ${SETTINGS_COLUMNS.join(', ')})
       select f.user_id, f.mode, f.status, f.integration, f.template_type, f.last_start, f.next_start,
         f.created_at - make_interval(mins => n), f.edited_at, ${copied}
       from generate_series(1, $2::int) as n
       join (select *, row_number() over (order by id) - 1 as k, count(*) over () as total from flows where user_id = $1) as f
         on f.k = n % f.total`,
      [user.id, Math.max(0, counts.flows - before.flows)],
    );
    await tx.query(
      `insert into blacklist (user_id, phone, comment, allowed_tasks, created_at)
       select $1, '+7911' || lpad(n::text, 7, '0'),
         (array['Asked not to write', 'Moved to another city', 'Complained about messages', '', 'Staff member'])[1 + n % 5],
         case when n % 3 = 0 then array['visitReminder', 'recordCreated'] else '{}'::text[] end,
         now() - make_interval(mins => n)
       from generate_series(1, $2::int) as n`,
      [user.id, Math.max(0, counts.blacklist - before.blacklist)],
    );
  });
  return current();
}
