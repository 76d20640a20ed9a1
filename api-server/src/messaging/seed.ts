import type { Queryable } from '../platform/db/Db';

/*
 * The demo's last 29 days of messages, as the engine would have logged them from the seeded visits
 * and birthdays: the day-before reminders, the review requests and the birthday greetings, with the
 * dedupe keys the engine uses (so it never plans one of them again) and fates drawn from each row's
 * ids: most read, some answered, a few failed. The flows' conversion is computed from these rows and
 * the clients' later bookings, nothing is invented. Needs the flows, business and channels seeds.
 */

const HISTORY_DAYS = 29;

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

export async function seedMessages(tx: Queryable, demoId: string): Promise<void> {
  const [channel] = await tx.query<{ id: string }>(`select id from channel_accounts where user_id = $1 and kind = 'whatsapp' order by created_at limit 1`, [demoId]);
  const flowOf = async (templateType: string) =>
    (await tx.query<{ id: string }>('select id from flows where user_id = $1 and template_type = $2', [demoId, templateType]))[0]?.id ?? null;
  const params = (flowId: string) => [demoId, flowId, channel?.id ?? null, HISTORY_DAYS];

  const reminder = await flowOf('visitReminder24h');
  if (reminder) {
    const due = `(v.starts_at - f.interval_minutes * interval '1 minute')`;
    const roll = `(abs(hashtext(v.source_id || 'r')) % 100)`;
    await tx.query(
      `insert into messages (${COLUMNS})
       select $1::uuid, f.id, 'visitReminder:' || f.id || ':' || v.id || ':' || (extract(epoch from v.starts_at) * 1000)::bigint,
         v.company_id, c.id, v.id, c.phone, c.phone, c.name, 'whatsapp', $3::uuid, 'combat', ${TEXT},
         ${fate(due, roll, "'Да'")}, v.starts_at, ${due}, ${due} + interval '1 minute'
       from flows f join visits v on v.user_id = f.user_id join clients c on c.id = v.client_id join companies co on co.id = v.company_id
         left join staff st on st.id = v.staff_id
       where f.id = $2 and c.phone is not null and ${due} >= now() - make_interval(days => $4::int) and ${due} < now()
         and (v.canceled_at is null or v.canceled_at > ${due})`,
      params(reminder),
    );
  }

  const review = await flowOf('reviewRequest');
  if (review) {
    const due = `(v.starts_at + (v.duration_minutes + f.review_range_minutes) * interval '1 minute')`;
    const roll = `(abs(hashtext(v.source_id || 'q')) % 100)`;
    await tx.query(
      `insert into messages (${COLUMNS})
       select $1::uuid, f.id, 'reviewRequest:' || f.id || ':' || v.id,
         v.company_id, c.id, v.id, c.phone, c.phone, c.name, 'whatsapp', $3::uuid, 'combat', ${TEXT},
         ${fate(due, roll, "'Спасибо, всё понравилось!'")}, v.starts_at, ${due}, ${due} + interval '1 minute'
       from flows f join visits v on v.user_id = f.user_id join clients c on c.id = v.client_id join companies co on co.id = v.company_id
         left join staff st on st.id = v.staff_id
       where f.id = $2 and c.phone is not null and v.status = 'arrived' and v.canceled_at is null
         and ${due} >= now() - make_interval(days => $4::int) and ${due} < now()`,
      params(review),
    );
  }

  const birthday = await flowOf('birthday');
  if (birthday) {
    // At 10:00 in the client's branch on each birthday of the last days (today's is the engine's to send).
    const due = `((d.day + interval '10 hours') at time zone co.timezone)`;
    const roll = `(abs(hashtext(c.source_id || to_char(d.day, 'YYYY'))) % 100)`;
    await tx.query(
      `insert into messages (${COLUMNS})
       select $1::uuid, f.id, 'birthday:' || f.id || ':' || c.id || ':' || to_char(d.day, 'YYYY'),
         c.company_id, c.id, null, c.phone, c.phone, c.name, 'whatsapp', $3::uuid, 'combat',
         regexp_replace(replace(replace(f.content, '{clientName}', c.name), '{companyName}', co.name), '\\{[A-Za-z]+\\}', '', 'g'),
         ${fate(due, roll, "'Спасибо!'")}, null, ${due}, ${due} + interval '1 minute'
       from flows f
         join clients c on c.user_id = f.user_id
         join companies co on co.id = c.company_id
         join generate_series(current_date - $4::int, current_date - 1, interval '1 day') as d(day)
           on extract(month from c.birthday) = extract(month from d.day) and extract(day from c.birthday) = extract(day from d.day)
       where f.id = $2 and c.phone is not null and c.birthday is not null`,
      params(birthday),
    );
  }
}
