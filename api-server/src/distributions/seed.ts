import type { Queryable } from '../platform/db/Db';

/*
 * The demo salon's mailings, one in every status (spec section 4), to its own clients. The done, paused
 * and running ones have their messages logged as the engine would have (fates drawn from each row's id:
 * most read, some answered, a few failed or skipped as blacklisted), so their stats are computed, not
 * invented. The running one sends all day every day, so the demo shows it move whenever it is opened.
 */

interface SeedMailing {
  title: string;
  status: string;
  mode: 'test' | 'combat';
  text: string;
  /** Start, relative to now, in hours. */
  startHours: number;
  endHours: number | null;
  beginHour: number;
  endHour: number;
  days: number[];
  recipients: number;
  /** Recipients whose message is already logged. */
  logged: number;
  /** Hours between the first and the last logged message. */
  spreadHours: number;
  offset: number;
}

const WEEK = [1, 2, 3, 4, 5, 6, 7];
const WORKDAYS = [1, 2, 3, 4, 5];

const MAILINGS: SeedMailing[] = [
  { title: 'Spring promo: -20% on colouring', status: 'done', mode: 'combat', text: 'Здравствуйте, {clientName}! Весной окрашивание со скидкой 20% в {companyName}. Отписаться: {ignoreLink}', startHours: -24 * 9, endHours: null, beginHour: 10, endHour: 20, days: WORKDAYS, recipients: 420, logged: 420, spreadHours: 24 * 2, offset: 0 },
  { title: 'New master in the salon', status: 'working', mode: 'combat', text: '{clientName}, у нас новый мастер! Запишитесь со скидкой 10% на первый визит. Отписаться: {ignoreLink}', startHours: -3, endHours: null, beginHour: 0, endHour: 24, days: WEEK, recipients: 600, logged: 36, spreadHours: 3, offset: 420 },
  { title: 'We miss you: win-back offer', status: 'pause', mode: 'combat', text: '{clientName}, давно вас не видели! Дарим 500 ₽ на следующий визит. Отписаться: {ignoreLink}', startHours: -30, endHours: null, beginHour: 11, endHour: 19, days: WORKDAYS, recipients: 250, logged: 90, spreadHours: 8, offset: 1020 },
  { title: 'Holiday schedule', status: 'waiting', mode: 'combat', text: '{clientName}, в праздники {companyName} работает с 10 до 18. Ждём вас!', startHours: 26, endHours: 24 * 5, beginHour: 10, endHour: 18, days: WEEK, recipients: 300, logged: 0, spreadHours: 0, offset: 1270 },
  { title: 'Draft: autumn care', status: 'inQueue', mode: 'test', text: '{clientName}, осенний уход за волосами: маска в подарок к стрижке.', startHours: 24 * 3, endHours: null, beginHour: 10, endHour: 20, days: WORKDAYS, recipients: 120, logged: 0, spreadHours: 0, offset: 1570 },
  { title: 'Telegram channel invite', status: 'error', mode: 'combat', text: '{clientName}, подпишитесь на наш канал с акциями!', startHours: -48, endHours: null, beginHour: 10, endHour: 20, days: WEEK, recipients: 50, logged: 0, spreadHours: 0, offset: 1690 },
  { title: 'Canceled: price update', status: 'canceled', mode: 'combat', text: '{clientName}, с 1 числа обновляются цены.', startHours: -24 * 20, endHours: -24 * 19, beginHour: 10, endHour: 20, days: WEEK, recipients: 80, logged: 20, spreadHours: 2, offset: 1740 },
];

export async function seedDistributions(tx: Queryable, demoId: string): Promise<void> {
  const [channel] = await tx.query<{ id: string }>(`select id from channel_accounts where user_id = $1 and kind = 'whatsapp' order by created_at limit 1`, [demoId]);
  const [company] = await tx.query<{ id: string; name: string }>('select id, name from companies where user_id = $1 order by created_at, id limit 1', [demoId]);
  for (const mailing of MAILINGS) {
    const [row] = await tx.query<{ id: string }>(
      `insert into distributions (user_id, title, type, mode, status, text, start_at, end_at, days_of_week, begin_hour, end_hour, per_day,
         audience_source, file_name, client_filter, last_start, finished_at, last_planned_at, created_at, edited_at)
       values ($1, $2, 'whatsapp', $3, $4, $5, now() + make_interval(hours => $6), case when $7::int is null then null else now() + make_interval(hours => $7::int) end,
         $8, $9, $10, 300, 'clients', null, '{}'::jsonb,
         case when $4 in ('working', 'pause', 'done', 'canceled', 'error') then now() + make_interval(hours => $6) end,
         case when $4 in ('done', 'canceled') then now() + make_interval(hours => $6 + $11) end,
         case when $4 = 'working' then now() - interval '1 minute' end,
         now() + make_interval(hours => least($6, 0) - 24), now() + make_interval(hours => least($6, 0) - 24))
       returning id`,
      [demoId, mailing.title, mailing.mode, mailing.status, mailing.text, mailing.startHours, mailing.endHours, mailing.days, mailing.beginHour, mailing.endHour, mailing.spreadHours],
    );
    if (!row) continue;
    // Recipients: a slice of the salon's clients with a phone, a different one for each mailing.
    await tx.query(
      `insert into distribution_recipients (distribution_id, position, name, phone, client_id)
       select $1, row_number() over (order by c.phone), c.name, c.phone, c.id
       from (select distinct on (phone) id, name, phone from clients where user_id = $2 and phone is not null order by phone, created_at) c
       order by c.phone offset $3 limit $4`,
      [row.id, demoId, mailing.offset % 2500, mailing.recipients],
    );
    if (mailing.logged === 0) continue;
    const due = `(d.start_at + (r.position - 1) * make_interval(secs => $5::float8 * 3600 / greatest($4::int, 1)))`;
    const roll = `(abs(hashtext(r.phone || d.id::text)) % 100)`;
    await tx.query(
      `with logged as (
         insert into messages (user_id, campaign_id, dedupe_key, company_id, client_id, phone, recipient, client_name, channel, channel_account_id, mode,
           text, status, reason, scheduled_at, sent_at, delivered_at, read_at, replied_at, failed_at, reply_text, created_at, updated_at)
         select d.user_id, d.id, 'distribution:' || d.id || ':' || r.id, $3::uuid, r.client_id, r.phone, r.phone, r.name, 'whatsapp', $2::uuid, 'combat',
           regexp_replace(replace(replace(d.text, '{clientName}', r.name), '{companyName}', $6), '\\{[A-Za-z]+\\}', '', 'g'),
           case when ${roll} < 2 then 'skipped' when ${roll} < 5 then 'failed' when ${roll} < 10 then 'sent' when ${roll} < 35 then 'delivered'
                when ${roll} < 85 then 'read' else 'replied' end,
           case when ${roll} < 2 then 'blacklisted' when ${roll} < 5 then 'notOnChannel' end,
           ${due},
           case when ${roll} >= 5 then ${due} + interval '2 seconds' end,
           case when ${roll} >= 10 then ${due} + interval '20 seconds' end,
           case when ${roll} >= 35 then ${due} + make_interval(mins => 3 + ${roll} % 50) end,
           case when ${roll} >= 85 then ${due} + make_interval(mins => 10 + ${roll} % 90) end,
           case when ${roll} between 2 and 4 then ${due} + interval '3 seconds' end,
           case when ${roll} >= 85 then 'Спасибо, запишусь!' end,
           ${due}, ${due}
         from distributions d join distribution_recipients r on r.distribution_id = d.id
         where d.id = $1 and r.position <= $4
         returning id, dedupe_key
       )
       update distribution_recipients r set message_id = logged.id from logged where logged.dedupe_key = 'distribution:' || r.distribution_id || ':' || r.id`,
      [row.id, channel?.id ?? null, company?.id ?? null, mailing.logged, mailing.spreadHours, company?.name ?? ''],
    );
    // The phones skipped as blacklisted had opted out before the mailings began.
    await tx.query(
      `insert into blacklist (user_id, phone, comment, created_at)
       select $2, m.phone, 'Opted out of mailings', now() - interval '60 days' from messages m where m.campaign_id = $1 and m.reason = 'blacklisted'
       on conflict (user_id, phone) do nothing`,
      [row.id, demoId],
    );
  }
}
