import type { Migration } from '../platform/db/migrate';
import { AGGREGATES_SQL } from './aggregatesMigration';
import { COHORTS_SQL } from './cohortsMigration';

/**
 * Insights' own tables: the ratings the review requests collect (until the widgets domain owns its review
 * widget, which will write here), the setup gift granted once per account, and the saved RFM dashboards.
 * Never edit one that has shipped: append the next.
 */
export const INSIGHTS_MIGRATIONS: readonly Migration[] = [
  {
    id: '0001-initial',
    sql: `
      create table reviews (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        company_id uuid references companies (id) on delete set null,
        client_id uuid references clients (id) on delete set null,
        -- The review request it answers, when it came from one.
        message_id uuid references messages (id) on delete set null,
        rating integer not null check (rating between 1 and 5),
        text text not null default '',
        client_name text not null default '',
        created_at timestamptz not null default now()
      );
      create index reviews_user_created on reviews (user_id, created_at desc, id desc);

      -- The primary key is the once: a second grant finds the row and adds nothing.
      create table setup_gifts (
        user_id uuid primary key references users (id) on delete cascade,
        payment_id uuid not null references payments (id) on delete cascade,
        months integer not null,
        granted_at timestamptz not null default now(),
        granted_until timestamptz not null
      );

      create table rfm_dashboards (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        name text not null,
        period_months integer not null check (period_months in (3, 6, 12, 24)),
        created_at timestamptz not null default clock_timestamp()
      );
      create index rfm_dashboards_user on rfm_dashboards (user_id, created_at);

      -- Attribution looks for the last message a client was sent before a booking.
      create index messages_client_sent on messages (client_id, sent_at) where sent_at is not null and client_id is not null;
      -- Conversion and attribution look for a client's bookings made after a message.
      create index visits_client_created on visits (client_id, created_at);
      -- RFM and cohorts read each client's visits in time order.
      create index visits_user_client_starts on visits (user_id, client_id, starts_at) where canceled_at is null and removed_at is null;
    `,
  },
  {
    // Staff without access (shared/api insights schemas: STAFF_AREAS): the rights of the booking system's
    // user who connected it, as that system reports them; an area denied here is denied to the account.
    id: '0002-staff-rights',
    sql: `
      create table staff_rights (
        connection_id uuid primary key references business_connections (id) on delete cascade,
        user_id uuid not null references users (id) on delete cascade,
        denied_areas text[] not null default '{}' check (denied_areas <@ array['dashboard', 'summary', 'reviews', 'analytics']::text[])
      );
      create index staff_rights_user on staff_rights (user_id);
    `,
  },
  {
    // The whole list of spec section 2's areas (shared/api systemAccounts: BOOKING_STAFF_AREAS): the booking
    // feed records the timetable, phones and settings it is refused, per connection.
    id: '0003-staff-rights-all-areas',
    sql: `
      alter table staff_rights drop constraint staff_rights_denied_areas_check;
      alter table staff_rights add constraint staff_rights_denied_areas_check check (denied_areas <@ array[
        'timetable', 'phones', 'recordForm', 'records', 'clientsBase', 'dashboard', 'summary', 'reviews', 'loyalty',
        'settings', 'webhookSettings', 'analytics']::text[]);
    `,
  },
  {
    // The dashboards' figures kept per account and UTC day (issue 35: a salon network's million messages),
    // recomputed from the rows for each day a write marks stale; see aggregatesMigration.ts.
    id: '0004-daily-aggregates',
    sql: AGGREGATES_SQL,
  },
  {
    // The cohort table kept per account, first month and month (issue 35), recomputed for each client a write
    // marks stale; see cohortsMigration.ts.
    id: '0005-cohort-months',
    sql: COHORTS_SQL,
  },
  {
    // The message log's counts (messaging/logData.ts: its total and summary) read insight_message_days for whole
    // days (issue 35: a count of a million rows took 0.4 to 1.1 s). They refresh that table alone: the whole
    // insight_refresh would also recompute the conversion and revenue days a new booking marks (about 0.1 s a
    // day at that scale), which the log does not read. The messages part of insight_refresh (0004), as it is.
    id: '0006-refresh-message-days',
    sql: `
      create function insight_refresh_messages(p_user uuid, p_before date) returns void language plpgsql as $fn$
      declare
        days date[];
      begin
        perform pg_advisory_xact_lock(7310035, hashtext(p_user::text));
        with claimed as (delete from insight_stale_days where user_id = p_user and kind = 'messages' and day < p_before returning day)
        select coalesce(array_agg(distinct day), '{}') into days from claimed;
        if cardinality(days) > 0 then
          delete from insight_message_days where user_id = p_user and day = any(days);
          insert into insight_message_days (user_id, day, status, channel, total, sent, delivered, read, replied, failed, skipped)
          select p_user, d.day, case when m.status = 'sending' then 'queued' else m.status end, m.channel,
            count(m.id)::int, count(m.sent_at)::int,
            count(m.id) filter (where m.delivered_at is not null or m.read_at is not null or m.replied_at is not null)::int,
            count(m.id) filter (where m.read_at is not null or m.replied_at is not null)::int,
            count(m.replied_at)::int,
            count(m.id) filter (where m.status = 'failed')::int,
            count(m.id) filter (where m.status = 'skipped')::int
          from unnest(days) d(day)
          join messages m on m.user_id = p_user and m.scheduled_at >= (d.day::timestamp at time zone 'UTC') and m.scheduled_at < ((d.day + 1)::timestamp at time zone 'UTC')
          group by 2, 3, 4;
        end if;
      end $fn$;
    `,
  },
];
