import type { Queryable } from '../platform/db/Db';
import {
  afterVisitDueSql,
  afterVisitKeySql,
  birthdayKeySql,
  dayHourSql,
  DEFAULT_DAY_HOUR,
  reminderDueSql,
  reminderKeySql,
  visitPlannableSql,
} from './planRules';

/*
 * The demo's messages since each flow was created (two years, as long as the seeded visits), as the
 * engine would have logged them from the seeded visits and birthdays: the day-before reminders, the
 * review requests and the birthday greetings, due and keyed by the engine's own planning rules
 * (planRules.ts, so the engine never plans one of them again), with fates drawn from each row's ids:
 * most read, some answered, a few failed. One insert per flow over all visits: planning two years tick
 * by tick through the engine would take minutes. The flows' conversion, the analytics' previous periods
 * and the reviews are computed from these rows and the clients' later bookings, nothing is invented.
 * Needs the flows, business and channels seeds.
 */

/** The flow's text with the visit's values in (links and unknown variables left out: history only). */
const TEXT = `regexp_replace(
  replace(replace(replace(replace(replace(replace(replace(f.content,
    '{clientName}', c.name), '{recordTime}', to_char(v.starts_at at time zone co.timezone, 'HH24:MI')),
    '{recordDate}', to_char(v.starts_at at time zone co.timezone, 'DD.MM.YYYY')), '{masterName}', coalesce(st.name, '')),
    '{companyName}', co.name), '{companyAddress}', co.address),
    '{serviceTitle}', coalesce((select s.title from services s where s.company_id = v.company_id and s.source_id = v.service_ids[1]), '')),
  '\\{[A-Za-z]+\\}', '', 'g')`;

/**
 * The columns of a logged message given its due time (`due`), a 0-99 roll (`roll`) and its reply: 3 in
 * 100 failed (not on WhatsApp), then sent only, delivered, read, and about a quarter answered.
 */
function fate(due: string, roll: string, reply: string): string {
  return `
    case when ${roll} < 3 then 'failed' when ${roll} < 8 then 'sent' when ${roll} < 28 then 'delivered' when ${roll} < 76 then 'read' else 'replied' end,
    case when ${roll} < 3 then 'notOnChannel' end,
    ${due},
    case when ${roll} >= 3 then ${due} + interval '3 seconds' end,
    case when ${roll} >= 8 then ${due} + interval '25 seconds' end,
    case when ${roll} >= 28 then ${due} + make_interval(mins => 2 + (${roll} * 7) % 180) end,
    case when ${roll} >= 76 then ${due} + make_interval(mins => 5 + (${roll} * 7) % 180) end,
    case when ${roll} < 3 then ${due} + interval '4 seconds' end,
    case when ${roll} >= 76 then ${reply} end`;
}

const COLUMNS = `user_id, flow_id, dedupe_key, company_id, client_id, visit_id, phone, recipient, client_name, channel, channel_account_id,
  mode, text, status, reason, scheduled_at, sent_at, delivered_at, read_at, replied_at, failed_at, reply_text, visit_starts_at, created_at, updated_at`;

/**
 * Runs a bulk load of rows drawn from rows already there, the cheap way: the table's secondary indexes built
 * after it rather than kept up row by row, and (where the role may) without the foreign keys' per-row
 * checks, which the joins the rows come from already hold. On the full demo the messaging seed's CPU was
 * 11.5 s with both, 7.3 s with the indexes built after, 6.5 s without the checks too (0.56 s for its month
 * before issue 36). The constraints' own indexes (key, dedupe key) stay; inside the seed's transaction, so
 * nobody sees the table without the others, and the role setting ends with it.
 */
async function bulkLoad(tx: Queryable, table: string, load: () => Promise<void>): Promise<void> {
  const indexes = await tx.query<{ name: string; definition: string }>(
    `select i.relname as name, pg_get_indexdef(i.oid) as definition
     from pg_index x join pg_class i on i.oid = x.indexrelid
     where x.indrelid = $1::regclass and not exists (select 1 from pg_constraint k where k.conindid = i.oid)`,
    [table],
  );
  for (const index of indexes) await tx.query(`drop index ${index.name}`);
  const [role] = await tx.query<{ superuser: boolean }>(`select current_setting('is_superuser') = 'on' as superuser`);
  if (role?.superuser) await tx.query('set local session_replication_role = replica');
  await load();
  if (role?.superuser) await tx.query('set local session_replication_role = origin');
  for (const index of indexes) await tx.query(index.definition);
}

export async function seedMessages(tx: Queryable, demoId: string): Promise<void> {
  await bulkLoad(tx, 'messages', () => seedHistory(tx, demoId));
}

async function seedHistory(tx: Queryable, demoId: string): Promise<void> {
  const [channel] = await tx.query<{ id: string }>(`select id from channel_accounts where user_id = $1 and kind = 'whatsapp' order by created_at limit 1`, [demoId]);
  const flowOf = async (templateType: string) =>
    (await tx.query<{ id: string }>('select id from flows where user_id = $1 and template_type = $2', [demoId, templateType]))[0]?.id ?? null;
  const params = (flowId: string) => [demoId, flowId, channel?.id ?? null];

  const reminder = await flowOf('visitReminder24h');
  if (reminder) {
    const due = reminderDueSql('v', 'f.interval_minutes');
    const roll = `(abs(hashtext(v.source_id || 'r')) % 100)`;
    await tx.query(
      `insert into messages (${COLUMNS})
       select $1::uuid, f.id, ${reminderKeySql('f', 'v')},
         v.company_id, c.id, v.id, c.phone, c.phone, c.name, 'whatsapp', $3::uuid, 'combat', ${TEXT},
         ${fate(due, roll, "'Да'")}, v.starts_at, ${due}, ${due} + interval '1 minute'
       from flows f join visits v on v.user_id = f.user_id join clients c on c.id = v.client_id join companies co on co.id = v.company_id
         left join staff st on st.id = v.staff_id
       where f.id = $2 and c.phone is not null and ${due} >= f.created_at and ${due} < now()
         and ${visitPlannableSql('v', { arrived: false, at: due })}`,
      params(reminder),
    );
  }

  const review = await flowOf('reviewRequest');
  if (review) {
    const due = afterVisitDueSql('v', 'f.review_range_minutes');
    const roll = `(abs(hashtext(v.source_id || 'q')) % 100)`;
    await tx.query(
      `insert into messages (${COLUMNS})
       select $1::uuid, f.id, ${afterVisitKeySql('f', 'v')},
         v.company_id, c.id, v.id, c.phone, c.phone, c.name, 'whatsapp', $3::uuid, 'combat', ${TEXT},
         ${fate(due, roll, "'Спасибо, всё понравилось!'")}, v.starts_at, ${due}, ${due} + interval '1 minute'
       from flows f join visits v on v.user_id = f.user_id join clients c on c.id = v.client_id join companies co on co.id = v.company_id
         left join staff st on st.id = v.staff_id
       where f.id = $2 and c.phone is not null and ${visitPlannableSql('v', { arrived: true, at: due })}
         and ${due} >= f.created_at and ${due} < now()`,
      params(review),
    );
  }

  const birthday = await flowOf('birthday');
  if (birthday) {
    // At the flow's hour in the client's branch, `birthday_days_before` each birthday (29 February on the
    // 28th in other years), every day since the flow was created (today's is the engine's to send).
    const birthdayDay = `least(make_date(y.year, extract(month from c.birthday)::int, 1) + (extract(day from c.birthday)::int - 1),
      (make_date(y.year, extract(month from c.birthday)::int, 1) + interval '1 month - 1 day')::date)`;
    const day = `(${birthdayDay} - coalesce(f.birthday_days_before, 0))`;
    const due = `((${day} + ${dayHourSql('f', DEFAULT_DAY_HOUR)} * interval '1 hour') at time zone co.timezone)`;
    const roll = `(abs(hashtext(c.source_id || y.year::text)) % 100)`;
    await tx.query(
      `insert into messages (${COLUMNS})
       select $1::uuid, f.id, ${birthdayKeySql('f', 'c', 'y.year')},
         c.company_id, c.id, null, c.phone, c.phone, c.name, 'whatsapp', $3::uuid, 'combat',
         regexp_replace(replace(replace(f.content, '{clientName}', c.name), '{companyName}', co.name), '\\{[A-Za-z]+\\}', '', 'g'),
         ${fate(due, roll, "'Спасибо!'")}, null, ${due}, ${due} + interval '1 minute'
       from flows f
         join clients c on c.user_id = f.user_id
         join companies co on co.id = c.company_id
         cross join generate_series(extract(year from f.created_at)::int, extract(year from now())::int + 1) as y(year)
       where f.id = $2 and c.phone is not null and c.birthday is not null
         and ${day} >= f.created_at::date and ${day} < current_date`,
      params(birthday),
    );
  }
}
