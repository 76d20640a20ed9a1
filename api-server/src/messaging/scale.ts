import type { Db } from '../platform/db/Db';

/** The message log's scale (issue 15): one account's log at its largest. */
export const MESSAGE_LOG_SCALE = 1_000_000;

/**
 * Grows one account's message log to `total` rows for the benchmark (`npm run bench:messages`): two
 * years of messages of the account's own flows, to its own clients, in every status, spread as a busy
 * salon's would be. Set-based SQL in batches of 100,000. Returns the rows the account has afterwards.
 */
export async function seedMessageScale(db: Db, email: string, total: number): Promise<number> {
  const [user] = await db.query<{ id: string }>('select id from users where email = $1', [email]);
  if (!user) throw new Error(`No user ${email} to grow`);
  const count = async () => (await db.query<{ n: number }>('select count(*)::int as n from messages where user_id = $1', [user.id]))[0]?.n ?? 0;
  // The totals as parameters, so each join's key is one side's own expression and PostgreSQL can hash it: with
  // `k = n % count(*) over ()` on the joined side it could only loop, which on a network's 100,000 clients
  // (npm run bench:scale) ran for over 7 minutes a batch.
  const [sizes] = await db.query<{ flows: number; clients: number }>(
    'select (select count(*)::int from flows where user_id = $1) as flows, (select count(*)::int from clients where user_id = $1) as clients',
    [user.id],
  );
  const batch = 100_000;
  for (let have = await count(); have < total; have = await count()) {
    const rows = Math.min(batch, total - have);
    await db.query(
      `insert into messages (user_id, flow_id, dedupe_key, client_id, phone, recipient, client_name, channel, mode, text, status, reason,
         scheduled_at, sent_at, delivered_at, read_at, replied_at, failed_at, created_at, updated_at)
       select $1, f.id, 'scale:' || ($3::int + n), c.id, coalesce(c.phone, '+79160000000'), coalesce(c.phone, '+79160000000'), c.name,
         case when n % 10 = 0 then 'sms' else 'whatsapp' end, 'combat', 'Scale message ' || n,
         s.status, case s.status when 'skipped' then 'blacklisted' when 'failed' then 'notOnChannel' when 'waitingWindow' then 'outsideHours' end,
         at, case when s.status in ('sent', 'delivered', 'read', 'replied') then at end,
         case when s.status in ('delivered', 'read', 'replied') then at + interval '20 seconds' end,
         case when s.status in ('read', 'replied') then at + interval '5 minutes' end,
         case when s.status = 'replied' then at + interval '9 minutes' end,
         case when s.status = 'failed' then at + interval '4 seconds' end, at, at
       from generate_series(1, $2::int) as n
       cross join lateral (select now() - make_interval(mins => ((($3::bigint + n) * 7919) % (730 * 24 * 60))::int) as at) as t
       cross join lateral (select (array['read', 'read', 'read', 'delivered', 'delivered', 'replied', 'sent', 'failed', 'skipped', 'read'])[1 + n % 10] as status) as s
       join (select id, row_number() over (order by id) - 1 as k from flows where user_id = $1) as f on f.k = n % $4::int
       join (select id, phone, name, row_number() over (order by id) - 1 as k from clients where user_id = $1) as c on c.k = (n::bigint * 31) % $5::int`,
      [user.id, rows, have, sizes?.flows ?? 0, sizes?.clients ?? 0],
    );
  }
  return count();
}
