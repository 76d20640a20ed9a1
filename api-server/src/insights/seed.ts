import { hashPassword } from '../account/passwords';
import { DEMO_PASSWORD } from '../account/seed';
import type { Queryable } from '../platform/db/Db';

/*
 * The demo's insights rows: the ratings its review requests collected (about half of the requests read
 * or answered get a rating, mostly good ones)
 * and a saved RFM dashboard. Every figure on the
 * screens is computed from these and the other domains' rows. Needs the messaging seed.
 */

const TEXTS = {
  5: ['Всё отлично, мастер золотые руки!', 'Спасибо, очень довольна', ''],
  4: ['Хорошо, но пришлось подождать', ''],
  3: ['Нормально', ''],
  2: ['Опоздали на 20 минут', ''],
  1: ['Не понравилось, переделывали', ''],
} as const;

export async function seedInsights(tx: Queryable, demoId: string): Promise<void> {
  // Which requests get a rating is drawn from the visit's booking-system id, stable across seeds. The stars
  // step through a shuffled cycle of twenty per branch (12 fives, 4 fours, 2 threes, a two, a one), so any
  // twenty ratings in a row, such as a widget's since it was made, hold every star.
  const step = '((rated.rn * 7) % 20)';
  const rating = `(case when ${step} < 12 then 5 when ${step} < 16 then 4 when ${step} < 18 then 3 when ${step} < 19 then 2 else 1 end)`;
  const pick = `abs(hashtext(rated.draw || 'text'))`;
  const text = `(case ${rating} ${Object.entries(TEXTS)
    .map(([value, texts]) => `when ${value} then (array[${texts.map((t) => `'${t}'`).join(', ')}])[1 + ${pick} % ${texts.length}]`)
    .join(' ')} end)`;
  await tx.query(
    `with rated as (
       select m.*, coalesce(v.source_id, m.id::text) as draw,
         row_number() over (partition by m.company_id order by coalesce(m.read_at, m.sent_at), v.source_id) as rn
       from messages m join flows f on f.id = m.flow_id left join visits v on v.id = m.visit_id
       where m.user_id = $1 and f.type = 'reviewRequest' and (m.read_at is not null or m.replied_at is not null)
         and abs(hashtext(coalesce(v.source_id, m.id::text) || 'rated')) % 100 < 55
     )
     insert into reviews (user_id, company_id, client_id, message_id, rating, text, client_name, created_at)
     select rated.user_id, rated.company_id, rated.client_id, rated.id, ${rating}, ${text}, rated.client_name,
       coalesce(rated.read_at, rated.sent_at) + interval '7 minutes'
     from rated`,
    [demoId],
  );
  // Its analytics tariff is paid in the payments domain's seed (payments/seed.ts), as a real payment is.
  await tx.query(`insert into rfm_dashboards (user_id, name, period_months) values ($1, 'Все клиенты за год', 12), ($1, 'Последние полгода', 6)`, [demoId]);
}

/** The demo's staff login: a booking system's administrator whose rights there exclude the insights areas. */
export const DEMO_STAFF_EMAIL = 'staff@example.com';

/**
 * A YCLIENTS administrator who installed the cabinet for the salon: signed in, they reach flows and
 * accounts, but their rights in YCLIENTS exclude the dashboard, summary, reviews and analytics, so those
 * screens show the spec's access-denied message. Password as the demo's.
 */
export async function seedStaffAccount(tx: Queryable): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [user] = await tx.query<{ id: string }>(
    `insert into users (email, password_hash, phone, country_id, language, roles, crms, major_tariff, available_notifications_count, email_confirmed)
     values ($1, $2, null, 1, 'ru', '{}', array['yclients'], 1, 200, true) returning id`,
    [DEMO_STAFF_EMAIL, passwordHash],
  );
  if (!user) throw new Error('Seeding the staff account returned no row');
  const [connection] = await tx.query<{ id: string }>(
    `insert into business_connections (user_id, integration, external_id, name, webhook_secret)
     values ($1, 'yclients', 'staff-5123', 'Aurora salons (YCLIENTS): administrator', md5(random()::text)) returning id`,
    [user.id],
  );
  if (!connection) throw new Error('Seeding the staff connection returned no row');
  await tx.query(`insert into staff_rights (connection_id, user_id, denied_areas) values ($1, $2, array['dashboard', 'summary', 'reviews', 'analytics'])`, [connection.id, user.id]);
}
