/*
 * Migration insights/0004-daily-aggregates. It has shipped once merged: never edit, append a migration that
 * replaces a function (create or replace) instead.
 *
 * Analytics, conversion and revenue read whole UTC days from three tables of per-day figures and only the
 * rest (today so far, or a day's 24 hours) from the rows. A write never updates a figure: statement triggers
 * on messages, visits and orders record which (account, day, figure) it may have changed in
 * insight_stale_days, and insight_refresh(account, before) recomputes those days before a read, with the
 * same SQL as the per-figure queries (insights/reference.ts), so a figure is what the rows say. Why not
 * counters kept by the triggers: the engine's workers update messages of the same hour at once, and a
 * counter row would serialise them (or deadlock them) until each commits; a stale mark is inserted once
 * per day and figure, and conversion and revenue depend on rows of other tables (a booking converts the
 * messages of the 30 days before it), which a day's recomputation gets right by construction.
 *
 * Windows: conversion and revenue keep a figure per window of CONVERSION_WINDOWS (7, 14, 21, 30 days);
 * a change marks the days up to 31 days around it (a day more than the widest window).
 */

/** The UTC day of a timestamptz column. */
const day = (column: string) => `(${column} at time zone 'UTC')::date`;
/** The start of a UTC day (a date column) as a timestamptz. */
const dayStart = (column: string) => `(${column}::timestamp at time zone 'UTC')`;

const WINDOWS = [7, 14, 21, 30] as const;

/** Stale marks for messages rows `src` (user_id, scheduled_at, sent_at, flow_id, client_id, moved). */
const markMessages = `insert into insight_stale_days (user_id, day, kind)
  select distinct s.user_id, s.day, s.kind from (
    select r.user_id, ${day('r.scheduled_at')} as day, 'messages' as kind from src r
    union all select r.user_id, ${day('r.sent_at')}, 'conversion' from src r where r.flow_id is not null and r.sent_at is not null
    union all select x.user_id, ${day('x.created_at')}, 'revenue' from src r
      join visits x on x.client_id = r.client_id and x.created_at > r.sent_at and x.created_at <= r.sent_at + interval '31 days'
      where r.moved and r.sent_at is not null
    union all select x.user_id, ${day('x.created_at')}, 'revenue' from src r
      join orders x on x.client_id = r.client_id and x.created_at > r.sent_at and x.created_at <= r.sent_at + interval '31 days'
      where r.moved and r.sent_at is not null
  ) s
  order by 1, 2, 3
  on conflict do nothing`;

/** Stale marks for visits rows `src` (user_id, client_id, created_at, moved). */
const markVisits = `insert into insight_stale_days (user_id, day, kind)
  select distinct s.user_id, s.day, s.kind from (
    select r.user_id, ${day('r.created_at')} as day, 'revenue' as kind from src r where r.client_id is not null
    union all select m.user_id, ${day('m.sent_at')}, 'conversion' from src r
      join messages m on m.client_id = r.client_id and m.sent_at < r.created_at and m.sent_at >= r.created_at - interval '31 days'
      where r.moved and m.flow_id is not null
  ) s
  order by 1, 2, 3
  on conflict do nothing`;

/** Stale marks for orders rows `src` (user_id, client_id, created_at). */
const markOrders = `insert into insight_stale_days (user_id, day, kind)
  select distinct r.user_id, ${day('r.created_at')}, 'revenue' from src r where r.client_id is not null
  order by 1, 2, 3
  on conflict do nothing`;

/**
 * The three statement triggers of a table (a trigger with transition tables has one event). `columns` are the
 * source's columns, `watched` what an update must change to matter, `moved` what makes a row's dependants in
 * other tables stale too.
 */
function triggers(table: string, columns: readonly string[], watched: readonly string[], moved: readonly string[], mark: string): string {
  const pick = (alias: string) => columns.map((column) => `${alias}.${column}`).join(', ');
  const tuple = (alias: string, list: readonly string[]) => `row(${list.map((column) => `${alias}.${column}`).join(', ')})`;
  const changed = `${tuple('o', watched)} is distinct from ${tuple('n', watched)}`;
  const movedSql = `${tuple('o', moved)} is distinct from ${tuple('n', moved)}`;
  const fn = (event: string, src: string) => `
    create function insight_stale_${table}_${event}() returns trigger language plpgsql as $fn$
    begin
      with src as (${src}) ${mark};
      return null;
    end $fn$;`;
  return `
    ${fn('insert', `select ${pick('n')}, true as moved from new_rows n`)}
    ${fn('delete', `select ${pick('o')}, true as moved from old_rows o`)}
    ${fn(
      'update',
      `select ${pick('o')}, ${movedSql} as moved from old_rows o join new_rows n on n.id = o.id where ${changed}
       union all select ${pick('n')}, ${movedSql} as moved from old_rows o join new_rows n on n.id = o.id where ${changed}`,
    )}
    create trigger insight_stale_insert after insert on ${table} referencing new table as new_rows
      for each statement execute function insight_stale_${table}_insert();
    create trigger insight_stale_delete after delete on ${table} referencing old table as old_rows
      for each statement execute function insight_stale_${table}_delete();
    create trigger insight_stale_update after update on ${table} referencing old table as old_rows new table as new_rows
      for each statement execute function insight_stale_${table}_update();
    -- Also under session_replication_role = replica, which the seeds' bulk loads set to skip the foreign keys' checks.
    alter table ${table} enable always trigger insight_stale_insert;
    alter table ${table} enable always trigger insight_stale_delete;
    alter table ${table} enable always trigger insight_stale_update;`;
}

const funnel = `count(m.id)::int, count(m.sent_at)::int,
  count(m.id) filter (where m.delivered_at is not null or m.read_at is not null or m.replied_at is not null)::int,
  count(m.id) filter (where m.read_at is not null or m.replied_at is not null)::int,
  count(m.replied_at)::int,
  count(m.id) filter (where m.status = 'failed')::int,
  count(m.id) filter (where m.status = 'skipped')::int`;

/** Claims the account's stale days of a figure before p_before into `days`. */
const claim = (kind: string) => `
  with claimed as (delete from insight_stale_days where user_id = p_user and kind = '${kind}' and day < p_before returning day)
  select coalesce(array_agg(distinct day), '{}') into days from claimed;`;

/** The backfill: every day with rows is stale, then each account's days before today are computed. */
export const BACKFILL_SQL = `
  insert into insight_stale_days (user_id, day, kind)
  select distinct user_id, ${day('scheduled_at')}, 'messages' from messages
  union select distinct user_id, ${day('sent_at')}, 'conversion' from messages where flow_id is not null and sent_at is not null
  union select distinct user_id, ${day('created_at')}, 'revenue' from visits where client_id is not null
  union select distinct user_id, ${day('created_at')}, 'revenue' from orders where client_id is not null
  on conflict do nothing;
  select insight_refresh(u.id, (now() at time zone 'UTC')::date) from users u where exists (select 1 from insight_stale_days s where s.user_id = u.id);
`;

export const AGGREGATES_SQL = `
  create table insight_stale_days (
    user_id uuid not null,
    day date not null,
    kind text not null check (kind in ('messages', 'conversion', 'revenue')),
    primary key (user_id, kind, day)
  );

  -- Analytics and home: messages by the UTC day they were scheduled for, their status as the API answers it
  -- ('sending' is 'queued') and channel, with the funnel's columns.
  create table insight_message_days (
    user_id uuid not null references users (id) on delete cascade,
    day date not null,
    status text not null,
    channel text not null,
    total integer not null, sent integer not null, delivered integer not null, read integer not null,
    replied integer not null, failed integer not null, skipped integer not null,
    primary key (user_id, day, status, channel)
  );

  -- Conversion: a flow's messages by the UTC day they were sent, read, and converted within each window.
  create table insight_conversion_days (
    user_id uuid not null references users (id) on delete cascade,
    day date not null,
    flow_id uuid not null,
    sent integer not null, read integer not null,
    ${WINDOWS.map((w) => `converted_${w} integer not null`).join(', ')},
    primary key (user_id, day, flow_id)
  );

  -- Revenue: visits and orders by the UTC day they were created, attributed to the flow of the last message
  -- before them (the same message for every window it falls in), counted and summed per window.
  create table insight_revenue_days (
    user_id uuid not null references users (id) on delete cascade,
    day date not null,
    kind text not null,
    flow_id uuid,
    ${WINDOWS.map((w) => `count_${w} integer not null, total_${w} numeric not null`).join(', ')}
  );
  create index insight_revenue_days_user_day on insight_revenue_days (user_id, day);

  -- Revenue's recomputation reads a day's visits by creation time.
  create index visits_user_created on visits (user_id, created_at);

  ${triggers('messages', ['user_id', 'scheduled_at', 'sent_at', 'flow_id', 'client_id'], ['user_id', 'scheduled_at', 'sent_at', 'flow_id', 'client_id', 'status', 'channel', 'delivered_at', 'read_at', 'replied_at'], ['user_id', 'sent_at', 'flow_id', 'client_id'], markMessages)}
  ${triggers('visits', ['user_id', 'client_id', 'created_at'], ['user_id', 'client_id', 'created_at', 'price', 'canceled_at', 'removed_at'], ['user_id', 'client_id', 'created_at'], markVisits)}
  ${triggers('orders', ['user_id', 'client_id', 'created_at'], ['user_id', 'client_id', 'created_at', 'sum', 'status'], ['user_id', 'client_id', 'created_at'], markOrders)}

  -- Recomputes the account's stale days before p_before (today, UTC: today's rows are read as they are) from
  -- the rows. One refresh of an account at a time (the advisory lock), so two never write the same day.
  create function insight_refresh(p_user uuid, p_before date) returns void language plpgsql as $fn$
  declare
    days date[];
  begin
    perform pg_advisory_xact_lock(7310035, hashtext(p_user::text));
    ${claim('messages')}
    if cardinality(days) > 0 then
      delete from insight_message_days where user_id = p_user and day = any(days);
      insert into insight_message_days (user_id, day, status, channel, total, sent, delivered, read, replied, failed, skipped)
      select p_user, d.day, case when m.status = 'sending' then 'queued' else m.status end, m.channel, ${funnel}
      from unnest(days) d(day)
      join messages m on m.user_id = p_user and m.scheduled_at >= ${dayStart('d.day')} and m.scheduled_at < ${dayStart('(d.day + 1)')}
      group by 2, 3, 4;
    end if;

    ${claim('conversion')}
    if cardinality(days) > 0 then
      delete from insight_conversion_days where user_id = p_user and day = any(days);
      insert into insight_conversion_days (user_id, day, flow_id, sent, read, ${WINDOWS.map((w) => `converted_${w}`).join(', ')})
      select p_user, d.day, m.flow_id, count(m.id)::int, count(coalesce(m.read_at, m.replied_at))::int,
        ${WINDOWS.map((w) => `count(cv.first) filter (where cv.first <= m.sent_at + make_interval(days => ${w}))::int`).join(', ')}
      from unnest(days) d(day)
      join messages m on m.user_id = p_user and m.flow_id is not null and m.sent_at is not null
        and coalesce(m.sent_at, 'epoch'::timestamptz) >= ${dayStart('d.day')} and coalesce(m.sent_at, 'epoch'::timestamptz) < ${dayStart('(d.day + 1)')}
      -- The client's first booking after the message within the widest window.
      left join lateral (
        select v.created_at as first from visits v
        where v.client_id = m.client_id and v.created_at > m.sent_at and v.created_at <= m.sent_at + make_interval(days => ${WINDOWS[WINDOWS.length - 1]})
        order by v.created_at limit 1
      ) cv on true
      group by 2, 3;
    end if;

    ${claim('revenue')}
    if cardinality(days) > 0 then
      delete from insight_revenue_days where user_id = p_user and day = any(days);
      insert into insight_revenue_days (user_id, day, kind, flow_id, ${WINDOWS.map((w) => `count_${w}, total_${w}`).join(', ')})
      select p_user, a.day, a.kind, a.flow_id,
        ${WINDOWS.map((w) => `count(*) filter (where a.last_at >= a.created_at - make_interval(days => ${w}))::int, coalesce(sum(a.amount) filter (where a.last_at >= a.created_at - make_interval(days => ${w})), 0)`).join(',\n        ')}
      from (
        select d.day, 'visits' as kind, x.price as amount, x.created_at, last.flow_id, last.sent_at as last_at
        from unnest(days) d(day)
        join visits x on x.user_id = p_user and x.client_id is not null and x.canceled_at is null and x.removed_at is null
          and x.created_at >= ${dayStart('d.day')} and x.created_at < ${dayStart('(d.day + 1)')}
        join lateral (
          select m.flow_id, m.sent_at from messages m
          where m.client_id = x.client_id and m.user_id = p_user and m.sent_at is not null
            and m.sent_at < x.created_at and m.sent_at >= x.created_at - make_interval(days => ${WINDOWS[WINDOWS.length - 1]})
          order by m.sent_at desc limit 1
        ) last on true
        union all
        select d.day, 'orders', x.sum, x.created_at, last.flow_id, last.sent_at
        from unnest(days) d(day)
        join orders x on x.user_id = p_user and x.client_id is not null and x.status <> 'Cancelled'
          and x.created_at >= ${dayStart('d.day')} and x.created_at < ${dayStart('(d.day + 1)')}
        join lateral (
          select m.flow_id, m.sent_at from messages m
          where m.client_id = x.client_id and m.user_id = p_user and m.sent_at is not null
            and m.sent_at < x.created_at and m.sent_at >= x.created_at - make_interval(days => ${WINDOWS[WINDOWS.length - 1]})
          order by m.sent_at desc limit 1
        ) last on true
      ) a
      group by a.day, a.kind, a.flow_id;
    end if;
  end $fn$;

  ${BACKFILL_SQL}
`;
