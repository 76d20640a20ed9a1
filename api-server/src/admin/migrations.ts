import type { Migration } from '../platform/db/migrate';

/**
 * The back office's tables (spec section 3: Manager, Pay destination, Lead info), what the admin's
 * payment and user models add to the account's tables, and the audit log. Never edit one that has
 * shipped: append the next.
 */
export const ADMIN_MIGRATIONS: readonly Migration[] = [
  {
    id: '0001-managers-destinations-leads-audit',
    sql: `
      create table managers (
        id uuid primary key default gen_random_uuid(),
        name text not null,
        is_fired boolean not null default false,
        created_at timestamptz not null default now()
      );

      create table pay_destinations (
        id uuid primary key default gen_random_uuid(),
        name text not null unique,
        created_at timestamptz not null default now()
      );

      create table lead_infos (
        user_id uuid primary key references users (id) on delete cascade,
        first_line_manager_id uuid references managers (id),
        second_line_manager_id uuid references managers (id),
        version integer not null default 1,
        updated_at timestamptz not null default now()
      );

      -- The admin user model (spec section 3): a name, and the version an admin's edit is based on.
      alter table users add column full_name text not null default '';
      alter table users add column admin_version integer not null default 1;
      create index users_phone on users (phone) where phone is not null;

      -- Payment (admin) of spec section 3: what the account's payment record lacked.
      alter table payments add column is_free boolean not null default false;
      alter table payments add column payment_day timestamptz;
      alter table payments add column last_date_notify timestamptz;
      alter table payments add column reason text;
      alter table payments add column manager_id uuid references managers (id);
      alter table payments add column pay_destination_id uuid references pay_destinations (id);
      alter table payments add column yoomoney_subscription_id text;
      alter table payments add column instance_ids text[] not null default '{}';
      alter table payments add column company_ids text[] not null default '{}';
      alter table payments add column iiko_organization_ids text[] not null default '{}';
      alter table payments add column medflex_lpu_ids text[] not null default '{}';
      alter table payments add column provider_payment_id text;
      alter table payments add column paid_companies_with_masters_count integer;
      -- manual: added by an admin; null: settled from a provider's order (its provider is the order's).
      alter table payments add column provider text;
      alter table payments add column version integer not null default 1;
      create index payments_created on payments (created_at desc, id);

      -- Every admin change: who, when, what, before and after. Append-only: the API has no call that
      -- changes or deletes an entry, and user_id keeps no foreign key so a user's trail outlives the user.
      create table admin_audit_log (
        id uuid primary key default gen_random_uuid(),
        at timestamptz not null default clock_timestamp(),
        actor_id uuid not null,
        actor_email text not null,
        user_id uuid not null,
        entity text not null check (entity in ('user', 'payment', 'leadInfo')),
        entity_id text not null,
        action text not null check (action in ('create', 'update')),
        before jsonb,
        after jsonb not null
      );
      create index admin_audit_log_user on admin_audit_log (user_id, at desc, id);
    `,
  },
  {
    id: '0002-audit-promocodes',
    sql: `
      -- Promocodes are audited too: user_id is the code's owner, null for the cabinet's own codes.
      alter table admin_audit_log alter column user_id drop not null;
      alter table admin_audit_log drop constraint admin_audit_log_entity_check;
      alter table admin_audit_log add constraint admin_audit_log_entity_check check (entity in ('user', 'payment', 'leadInfo', 'promocode'));
      create index admin_audit_log_entity on admin_audit_log (entity, entity_id, at desc);
    `,
  },
  {
    id: '0003-churn-accidents',
    sql: `
      -- Churn flag competitorInstalled (spec section 4): another messaging integration found on a user's branch.
      -- removed_at is set when it is gone; the flag holds while one is not removed.
      create table competitor_installs (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        company_id uuid references companies (id) on delete cascade,
        competitor text not null,
        detected_at timestamptz not null default now(),
        removed_at timestamptz
      );
      create index competitor_installs_user on competitor_installs (user_id) where removed_at is null;

      -- Accidents an admin recorded (those the platform raises are computed from the log until recorded).
      create table accidents (
        id uuid primary key default gen_random_uuid(),
        kind text not null check (kind in ('providerFailing', 'webhookSilent', 'other')),
        title text not null,
        description text not null default '',
        source text,
        status text not null default 'open' check (status in ('open', 'resolved')),
        started_at timestamptz not null,
        resolved_at timestamptz,
        created_at timestamptz not null default now(),
        created_by uuid not null,
        created_by_email text not null,
        version integer not null default 1
      );
      create index accidents_started on accidents (started_at desc, id);
      create table accident_users (
        accident_id uuid not null references accidents (id) on delete cascade,
        user_id uuid not null references users (id) on delete cascade,
        primary key (accident_id, user_id)
      );
      create index accident_users_user on accident_users (user_id);

      -- A provider failing for many accounts: the engine's failures of the last hour, found without a scan.
      create index messages_failed_at on messages (failed_at) where status = 'failed';
      -- A webhook source gone silent: each connection's latest delivery.
      create index webhook_deliveries_connection_received on webhook_deliveries (connection_id, received_at desc);

      alter table admin_audit_log drop constraint admin_audit_log_entity_check;
      alter table admin_audit_log add constraint admin_audit_log_entity_check check (entity in ('user', 'payment', 'leadInfo', 'promocode', 'accident'));
    `,
  },
  {
    id: '0004-users-by-registration',
    sql: `
      -- The users list's order (newest first, nulls last, the id breaking ties: pagedList's order by), read
      -- from an index: the first page and a deep one walk it instead of sorting 100,000 users (npm run bench:admin).
      create index users_registered on users (created_at desc nulls last, id desc);
    `,
  },
  {
    id: '0005-users-search-trigrams',
    sql: `
      -- The users search finds a fragment anywhere in the e-mail or in the phone's digits (with or without + and
      -- spaces): trigram indexes let like '%...%' read them instead of scanning every user (npm run bench:admin).
      create extension if not exists pg_trgm;
      alter table users add column phone_digits text generated always as (regexp_replace(coalesce(phone, ''), '\\D', '', 'g')) stored;
      create index users_email_trgm on users using gin (lower(email) gin_trgm_ops);
      create index users_phone_digits_trgm on users using gin (phone_digits gin_trgm_ops);
    `,
  },
];
