import type { Db } from '../platform/db/Db';

/** A salon network's client base (issue 35, item 4): one account's clients at the scale the load bench reads. */
export const CLIENT_SCALE = 100_000;

/**
 * Grows one account's client base to `total` for the scale bench (`npm run bench:scale`): numbered clients of its
 * branches in turn, first seen over two years (more lately), each with one to five past visits of 1,500 to 4,000 ₽
 * in their branch, so the insights' aggregates (revenue, cohorts, RFM) have a network's rows to read. Set-based
 * SQL in batches of 20,000 clients. Returns the clients the account has afterwards. Never in production.
 */
export async function seedClientScale(db: Db, email: string, total: number): Promise<number> {
  const [user] = await db.query<{ id: string }>('select id from users where email = $1', [email]);
  if (!user) throw new Error(`No user ${email} to grow`);
  const count = async () => (await db.query<{ n: number }>('select count(*)::int as n from clients where user_id = $1', [user.id]))[0]?.n ?? 0;
  const batch = 20_000;
  for (let have = await count(); have < total; have = await count()) {
    const rows = Math.min(batch, total - have);
    await db.query(
      `with branch as (select id, row_number() over (order by id) - 1 as k, count(*) over () as total from companies where user_id = $1),
       added as (
         insert into clients (user_id, company_id, source_id, name, phone, category_id, created_at)
         select $1, b.id, 'scale-' || ($3::int + n), 'Scale client ' || ($3::int + n), '+7917' || lpad(($3::int + n)::text, 7, '0'),
           case when n % 17 = 0 then 'vip' when n % 2 = 0 then 'regular' end,
           now() - make_interval(days => (730 * sqrt(((($3::bigint + n) * 7919) % 10007) / 10007.0))::int)
         from generate_series(1, $2::int) as n
         join branch b on b.k = n % b.total
         returning id, company_id, created_at
       )
       insert into visits (user_id, company_id, source_id, client_id, starts_at, duration_minutes, status, record_type, price, created_at, updated_at)
       select $1, a.company_id, 'scale-' || a.id || '-' || v, a.id, t.at, 60, case when v % 9 = 0 then 'notCome' else 'arrived' end, 'online',
         1500 + (v * 500 + length(a.id::text)) % 2500, t.at, t.at
       from added a
       cross join lateral generate_series(1, 1 + abs(('x' || substr(a.id::text, 1, 8))::bit(32)::int % 5)) as v
       cross join lateral (select a.created_at + (now() - a.created_at) * (v - 1) / 5.0 as at) as t`,
      [user.id, rows, have],
    );
  }
  return count();
}
