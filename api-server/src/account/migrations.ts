import type { Migration } from '../platform/db/migrate';

/**
 * The account's tables: users, their sessions and e-mailed codes, the outbox, payments and set-up requests.
 * Never edit one that has shipped: append the next. Plain PostgreSQL that PGlite runs too.
 */
export const ACCOUNT_MIGRATIONS: readonly Migration[] = [
  {
    id: '0001-initial',
    // Part of migration 1 'initial' of the single list that came before domains: adopted, not re-run.
    legacyId: 1,
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

      create table setup_requests (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        created_at timestamptz not null default now()
      );
    `,
  },
  {
    id: '0002-refresh-grace',
    // Issue 14: the pair a refresh token was exchanged for, sealed (AES-GCM under a key derived from the JWT
    // secret), so the same token presented again within the grace window gets the same pair. Cleared after it.
    sql: `
      alter table refresh_tokens add column successor_sealed text;
    `,
  },
  {
    id: '0003-settings',
    sql: `
      -- An address waiting for its confirmation link (ChangeEmail); the account keeps its own until then.
      alter table users add column pending_email text;
      -- The generic API channel's token, shown to its owner (so stored as is, like a webhook secret).
      alter table users add column api_token text unique;
      alter table users add column api_token_created_at timestamptz;

      alter table email_codes drop constraint email_codes_purpose_check;
      alter table email_codes add constraint email_codes_purpose_check check (purpose in ('confirm-email', 'reset-password', 'change-email'));

      -- A code sent to a new phone number; only its hash is stored. Times are the API clock's.
      create table phone_codes (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        phone text not null,
        code_hash text not null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz
      );
      create index phone_codes_user on phone_codes (user_id, created_at);

      -- A confirmation that failed: three in 24 hours close the phone change until the first is a day old.
      create table phone_code_failures (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        at timestamptz not null
      );
      create index phone_code_failures_user on phone_code_failures (user_id, at);

      -- Service messages to phones (the codes): a sender drains it; outside production dev/outbox/phone shows it.
      create table phone_outbox (
        id uuid primary key default gen_random_uuid(),
        to_phone text not null,
        text text not null,
        created_at timestamptz not null default clock_timestamp()
      );
      create index phone_outbox_to on phone_outbox (to_phone, created_at);
    `,
  },
  {
    id: '0004-rate-limits',
    // Issue 14: the rate limits' counts (platform/http/rateLimitStore.ts), so a restart forgets none and every
    // API process on this database shares them. Keys are digests; a row lives until its window ends.
    sql: `
      create table rate_limit_counts (
        key text primary key,
        count integer not null,
        expires_at timestamptz not null
      );
      create index rate_limit_counts_expires on rate_limit_counts (expires_at);
    `,
  },
  {
    id: '0005-settings-version',
    // Issue 14: the settings' version (User.settingsVersion): every change raises it, a stale one is refused 409.
    sql: `alter table users add column settings_version integer not null default 1;`,
  },
  {
    id: '0006-phone-outbox-sent-through-a-channel',
    sql: `
      -- The codes leave through the service channel (phoneSender.ts): claimed once, then sent or failed.
      alter table phone_outbox add column attempts integer not null default 0;
      alter table phone_outbox add column claimed_at timestamptz;
      alter table phone_outbox add column sent_at timestamptz;
      alter table phone_outbox add column failed_at timestamptz;
      alter table phone_outbox add column failure text;
      alter table phone_outbox add column channel text;
      alter table phone_outbox add column provider_message_id text;
      create index phone_outbox_unsent on phone_outbox (created_at) where sent_at is null and failed_at is null;
    `,
  },
];
