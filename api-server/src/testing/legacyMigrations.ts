import type { Db } from '../platform/db/Db';

/**
 * Frozen copy of the single migration list and its runner as the last release before domain modules
 * shipped them (src/db/migrations.ts, src/db/migrate.ts): tests build "an existing database" with it to
 * prove the domain runner adopts what it finds. Never edit: it is a record of what is in the field.
 */
export interface LegacyMigration {
  id: number;
  name: string;
  sql: string;
}

export const LEGACY_MIGRATIONS: readonly LegacyMigration[] = [
  {
    id: 1,
    name: 'initial',
    sql: `
      create table users (
        id uuid primary key default gen_random_uuid(),
        email text not null unique check (email = lower(email)),
        password_hash text not null,
        phone text,
        country_id integer not null default 0,
        language text,
        roles text[] not null default '{}' check (roles <@ array['admin', 'super-admin']::text[]),
        is_test_user boolean not null default false,
        crms text[] not null default '{}',
        -- Spec section 6 names the limit but not its default: one WhatsApp account until an admin raises it.
        chat_api_instance_limit integer not null default 1,
        available_notifications_count integer not null default 0,
        not_send_weekly_yclients_reports boolean not null default false,
        not_send_weekly_iiko_reports boolean not null default false,
        is_enable_campaign_consent_collect boolean not null default false,
        major_tariff integer,
        email_confirmed boolean not null default false,
        utm_tag text,
        client_host text,
        created_at timestamptz not null default now()
      );

      create table refresh_tokens (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        token_hash text not null unique,
        expires_at timestamptz not null,
        revoked_at timestamptz,
        replaced_by_id uuid references refresh_tokens (id),
        created_at timestamptz not null default now()
      );
      create index refresh_tokens_user_id on refresh_tokens (user_id);

      create table email_codes (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        purpose text not null check (purpose in ('confirm-email', 'reset-password')),
        code_hash text not null unique,
        expires_at timestamptz not null,
        used_at timestamptz,
        created_at timestamptz not null default now()
      );
      create index email_codes_user_purpose on email_codes (user_id, purpose);

      create table outbox (
        id uuid primary key default gen_random_uuid(),
        to_email text not null,
        subject text not null,
        text text not null,
        link text,
        -- clock_timestamp, not now(): mails written in one transaction still sort newest first.
        created_at timestamptz not null default clock_timestamp()
      );
      create index outbox_to_email on outbox (to_email, created_at);

      create table payments (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        tariff integer not null default 1,
        amount numeric(12, 2) not null default 2500,
        currency text not null default 'RUB',
        success boolean not null default false,
        date_begin timestamptz not null,
        date_end timestamptz not null check (date_end > date_begin),
        created_at timestamptz not null default now()
      );
      create index payments_user_id on payments (user_id);

      create table news (
        id uuid primary key default gen_random_uuid(),
        title text not null,
        description text not null,
        link text,
        type text not null check (type in ('Info', 'Warning', 'Event', 'Error')),
        crm_types text[] not null default '{}',
        mobile_image text,
        desktop_image text,
        client_types text[] not null default '{}' check (client_types <@ array['Loyal', 'New']::text[]),
        is_sidebar_news boolean not null default false,
        order_number integer not null default 0,
        created_at timestamptz not null default now()
      );

      create table setup_requests (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        created_at timestamptz not null default now()
      );
    `,
  },
  {
    id: 2,
    name: 'flows-domain',
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

      -- The ignore list: a phone (E.164) gets nothing from this account but the flow types it allows.
      create table blacklist (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        phone text not null,
        comment text not null default '',
        allowed_tasks text[] not null default '{}',
        created_at timestamptz not null default now(),
        unique (user_id, phone)
      );
      create index blacklist_user_created on blacklist (user_id, created_at, id);

      create table short_links (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        encoded_id text not null unique,
        url text not null,
        title text not null default '',
        -- Kept with the link so the list sorts and shows counts without aggregating the clicks.
        clicks integer not null default 0,
        last_click_at timestamptz,
        created_at timestamptz not null default now()
      );
      create index short_links_user_created on short_links (user_id, created_at, id);

      create table short_link_clicks (
        id uuid primary key default gen_random_uuid(),
        link_id uuid not null references short_links (id) on delete cascade,
        clicked_at timestamptz not null default now(),
        user_agent text,
        referer text
      );
      create index short_link_clicks_link on short_link_clicks (link_id, clicked_at);

      create table booking_chatbots (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        name text not null,
        instance_id text not null,
        company_id text not null,
        phone text not null,
        enabled boolean not null default true,
        confirm_text text not null,
        cancel_text text not null,
        remove_on_cancel boolean not null default false,
        created_at timestamptz not null default now(),
        edited_at timestamptz not null default now()
      );
      create index booking_chatbots_user on booking_chatbots (user_id, created_at, id);

      -- Clients who subscribed to the account's messages in a messenger; written by the channels, read here.
      create table subscribers (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        phone text not null,
        name text,
        channel text not null check (channel in ('whatsapp', 'telegram', 'max', 'sms', 'waba')),
        subscribed_at timestamptz not null default now(),
        unique (user_id, phone, channel)
      );
      create index subscribers_user_subscribed on subscribers (user_id, subscribed_at, id);
    `,
  },
];

/** The previous release's runner, as it was (the advisory lock left out: tests run one process). */
export async function legacyMigrate(db: Db): Promise<void> {
  await db.exec(`
    create table if not exists migrations (
      id integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )
  `);
  for (const migration of LEGACY_MIGRATIONS) {
    await db.transaction(async (tx) => {
      const done = await tx.query<{ id: number }>('select id from migrations where id = $1', [migration.id]);
      if (done.length > 0) return;
      await tx.exec(migration.sql);
      await tx.query('insert into migrations (id, name) values ($1, $2)', [migration.id, migration.name]);
    });
  }
}
