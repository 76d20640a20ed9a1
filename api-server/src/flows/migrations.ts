import type { Migration } from '../platform/db/migrate';

/**
 * Flows and the messages they sent.
 * Never edit one that has shipped: append the next. Plain PostgreSQL that PGlite runs too.
 */
export const FLOWS_MIGRATIONS: readonly Migration[] = [
  {
    id: '0001-initial',
    // Part of migration 2 'flows-domain' of the single list that came before domains: adopted, not re-run.
    legacyId: 2,
    // Lists of one account page in SQL: every list index leads with user_id, then the list's default
    // order, with id as the tie-breaker the queries also sort by. Check lists mirror the shared constants
    // (FLOW_TYPES, FLOW_STATUSES...): a row the API could not answer with is refused at the source.
    sql: `
      create table flows (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        title text not null,
        content text not null default '',
        type text not null check (type in ('visitReminder', 'recordCreated', 'recordChanged', 'recordCanceled',
          'reviewRequest', 'birthday', 'returnVisit', 'crossSell', 'abandonedCart', 'dailyReport', 'retryNotify',
          'retryNotifyRange', 'sms', 'webhook')),
        mode text not null default 'test' check (mode in ('test', 'combat')),
        -- The stored status; 'unavailable' here is set by billing (an integration no longer paid). The API
        -- answers 'unavailable' as well for a type the owner's tariff does not allow, whatever is stored.
        status text not null default 'inQueue' check (status in ('inQueue', 'waiting', 'working', 'pause', 'error',
          'done', 'canceled', 'unavailable')),
        integration text not null default 'yclients' check (integration in ('yclients', 'altegio', 'iikocrm', 'apicrm')),
        template_type text,
        begin_hour integer not null default -1 check (begin_hour between -1 and 23),
        end_hour integer not null default -1 check (end_hour between -1 and 24),
        days_of_week integer[] not null default '{1,2,3,4,5,6,7}',
        filters jsonb not null default '{}',
        interval_minutes integer,
        review_range_minutes integer,
        birthday_days_before integer,
        retry_days integer,
        day_range integer,
        delay_minutes integer,
        reminder_days_n integer,
        notifications_per_day integer,
        exclusion_rules jsonb not null default '[]',
        buttons jsonb not null default '[]',
        -- Kept apart from the list columns: the list never reads the image itself.
        image_file_name text,
        image_data_url text,
        file_caption boolean not null default false,
        last_start timestamptz,
        next_start timestamptz,
        end_date timestamptz,
        created_at timestamptz not null default now(),
        edited_at timestamptz not null default now()
      );
      create index flows_user_created on flows (user_id, created_at, id);
      create index flows_user_edited on flows (user_id, edited_at, id);
      create index flows_user_status on flows (user_id, status);
      create index flows_user_type on flows (user_id, type);

      -- One row per message a flow sent: the conversion counts are aggregated from it by day.
      create table flow_messages (
        id uuid primary key default gen_random_uuid(),
        flow_id uuid not null references flows (id) on delete cascade,
        phone text not null,
        sent_at timestamptz not null,
        read_at timestamptz,
        -- When the client next made a record; a conversion counts within the window asked for.
        converted_at timestamptz
      );
      create index flow_messages_flow_sent on flow_messages (flow_id, sent_at);
    `,
  },
  {
    // Conversion is computed from the sending engine's message log (messaging's messages) since issue 15.
    id: '0002-drop-flow-messages',
    sql: `drop table flow_messages;`,
  },
  {
    // Optimistic concurrency (issue 14): every owner's edit raises it; a save based on an older one is refused.
    id: '0003-flow-version',
    sql: `alter table flows add column version integer not null default 1;`,
  },
  {
    // Issue 35: flows reach another account only with its owner's consent. An offer waits here until the
    // receiver accepts or declines; the flows stay the sender's meanwhile. received_* say where an accepted
    // flow came from (the sender's e-mail as it was, kept if that account goes).
    id: '0004-flow-transfer-offers',
    sql: `
      create table flow_transfers (
        id uuid primary key default gen_random_uuid(),
        from_user_id uuid not null references users (id) on delete cascade,
        to_user_id uuid not null references users (id) on delete cascade,
        flow_ids uuid[] not null,
        copy boolean not null,
        status text not null default 'pending' check (status in ('pending', 'accepted', 'declined')),
        created_at timestamptz not null default now(),
        decided_at timestamptz
      );
      create index flow_transfers_to_pending on flow_transfers (to_user_id, created_at) where status = 'pending';
      alter table flows add column received_from_email text;
      alter table flows add column received_as_copy boolean;
      alter table flows add column received_at timestamptz;
    `,
  },
];
