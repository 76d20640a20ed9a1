import type { Queryable } from '../platform/db/Db';

/** Eight subscribers over the messengers, one every nine days. */
export async function seedSubscribers(tx: Queryable, demoId: string): Promise<void> {
  await tx.query(
    `insert into subscribers (user_id, phone, name, channel, subscribed_at)
     select $1, '+7901444' || lpad(n::text, 4, '0'),
       (array['Anna', 'Maria', 'Olga', 'Irina', 'Elena', 'Daria', 'Sofia', 'Polina'])[n],
       (array['whatsapp', 'telegram', 'whatsapp', 'max'])[1 + n % 4],
       now() - make_interval(days => n * 9)
     from generate_series(1, 8) as n`,
    [demoId],
  );
}
