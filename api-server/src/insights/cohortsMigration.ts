/*
 * Migration insights/0005-cohort-months. It has shipped once merged: never edit, append a migration that
 * replaces a function (create or replace) instead.
 *
 * The cohort table (deep.ts: cohorts) read every visit of the account per request (3.5 s at a salon network's
 * 300,000 visits). It now reads two tables kept from the visits the way the per-day aggregates are
 * (aggregatesMigration.ts): statement triggers on visits mark the (account, client) pairs a write may change
 * in insight_stale_clients, and insight_cohort_refresh(account) recomputes those clients before a read.
 *
 * - insight_client_months: each client's months with a visit that counts (not canceled, removed or a no-show),
 *   whenever it starts, with the month's earliest start: the read counts only what started before now.
 * - insight_cohort_months: per first month and month, how many clients came (a client's first month over all
 *   its months). For the months before the current one that is the old query's cell whatever now is, since a
 *   month before the current one started before now, and so did the client's first month when it is earlier
 *   still. The current month's column is counted at the read, from insight_client_months.
 *
 * A refresh takes the stale clients' cells out of insight_cohort_months (from their months as last kept),
 * recomputes their months from the rows and adds their cells back: an account's refresh at a time (the same
 * advisory lock as insight_refresh), so the counters are written by nothing else and writers never wait on them.
 */

/** Stale marks for visits rows `src` (user_id, client_id). */
const mark = `insert into insight_stale_clients (user_id, client_id)
  select distinct r.user_id, r.client_id from src r where r.client_id is not null
  order by 1, 2
  on conflict do nothing`;

function trigger(event: 'insert' | 'delete' | 'update', src: string, referencing: string): string {
  return `
    create function insight_cohort_stale_visits_${event}() returns trigger language plpgsql as $fn$
    begin
      with src as (${src}) ${mark};
      return null;
    end $fn$;
    create trigger insight_cohort_stale_${event} after ${event} on visits referencing ${referencing}
      for each statement execute function insight_cohort_stale_visits_${event}();
    -- Also under session_replication_role = replica, which the seeds' bulk loads set.
    alter table visits enable always trigger insight_cohort_stale_${event};`;
}

/** What an update of a visit must change to matter to the cohorts. */
const WATCHED = ['user_id', 'client_id', 'starts_at', 'canceled_at', 'removed_at', 'status'];
const changed = `row(${WATCHED.map((c) => `o.${c}`).join(', ')}) is distinct from row(${WATCHED.map((c) => `n.${c}`).join(', ')})`;

/** A visit that counts for the cohorts (the old query's filter). */
const COUNTS = `v.client_id is not null and v.canceled_at is null and v.removed_at is null and v.status <> 'notCome'`;

/** Each client's months, with `cohort` its first month, for the clients `clients` of p_user. */
const cellsOf = (clients: string) => `
  select min(cm.month) over (partition by cm.client_id) as cohort, cm.month
  from insight_client_months cm where cm.user_id = p_user and cm.client_id = any(${clients})`;

export const COHORTS_SQL = `
  create table insight_stale_clients (
    user_id uuid not null,
    client_id uuid not null,
    primary key (user_id, client_id)
  );

  -- No foreign key to clients: a deleted client's visits are updated (client_id set null), which marks it
  -- stale, and its refresh takes its cells out; a cascade would remove its months before that.
  create table insight_client_months (
    user_id uuid not null references users (id) on delete cascade,
    client_id uuid not null,
    month date not null,
    first_start timestamptz not null,
    primary key (user_id, client_id, month)
  );
  -- The read's current month.
  create index insight_client_months_month on insight_client_months (user_id, month);

  create table insight_cohort_months (
    user_id uuid not null references users (id) on delete cascade,
    cohort date not null,
    month date not null,
    clients integer not null,
    primary key (user_id, cohort, month)
  );

  ${trigger('insert', 'select n.user_id, n.client_id from new_rows n', 'new table as new_rows')}
  ${trigger('delete', 'select o.user_id, o.client_id from old_rows o', 'old table as old_rows')}
  ${trigger(
    'update',
    `select o.user_id, o.client_id from old_rows o join new_rows n on n.id = o.id where ${changed}
     union all select n.user_id, n.client_id from old_rows o join new_rows n on n.id = o.id where ${changed}`,
    'old table as old_rows new table as new_rows',
  )}

  create function insight_cohort_refresh(p_user uuid) returns void language plpgsql as $fn$
  declare
    stale uuid[];
  begin
    perform pg_advisory_xact_lock(7310035, hashtext(p_user::text));
    with claimed as (delete from insight_stale_clients where user_id = p_user returning client_id)
    select coalesce(array_agg(client_id), '{}') into stale from claimed;
    if cardinality(stale) = 0 then
      return;
    end if;
    with gone as (select x.cohort, x.month, count(*)::int as n from (${cellsOf('stale')}) x group by 1, 2)
    update insight_cohort_months c set clients = c.clients - g.n
    from gone g where c.user_id = p_user and c.cohort = g.cohort and c.month = g.month;
    delete from insight_client_months where user_id = p_user and client_id = any(stale);
    insert into insight_client_months (user_id, client_id, month, first_start)
    select p_user, v.client_id, date_trunc('month', v.starts_at at time zone 'UTC')::date, min(v.starts_at)
    from visits v where v.user_id = p_user and v.client_id = any(stale) and ${COUNTS}
    group by 2, 3;
    insert into insight_cohort_months (user_id, cohort, month, clients)
    select p_user, x.cohort, x.month, count(*)::int from (${cellsOf('stale')}) x group by 2, 3
    on conflict (user_id, cohort, month) do update set clients = insight_cohort_months.clients + excluded.clients;
    delete from insight_cohort_months where user_id = p_user and clients = 0;
  end $fn$;

  -- The backfill: every account's clients at once (the triggers above hold the visits' writers until commit).
  insert into insight_client_months (user_id, client_id, month, first_start)
  select v.user_id, v.client_id, date_trunc('month', v.starts_at at time zone 'UTC')::date, min(v.starts_at)
  from visits v where ${COUNTS}
  group by 1, 2, 3;
  insert into insight_cohort_months (user_id, cohort, month, clients)
  select x.user_id, x.cohort, x.month, count(*)::int
  from (select cm.user_id, min(cm.month) over (partition by cm.user_id, cm.client_id) as cohort, cm.month from insight_client_months cm) x
  group by 1, 2, 3;
`;
