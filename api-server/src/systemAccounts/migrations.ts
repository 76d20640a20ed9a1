import type { Migration } from '../platform/db/migrate';

/**
 * System accounts (shared/api/src/systemAccounts/schemas.ts): the booking and ordering systems' accounts an
 * owner signed in to, and which of their companies feed the cabinet. Never edit one that has shipped:
 * append the next. Plain PostgreSQL that PGlite runs too.
 */
export const SYSTEM_ACCOUNT_MIGRATIONS: readonly Migration[] = [
  {
    id: '0001-booking-accounts',
    sql: `
      -- One account in a booking system. The password is never stored: user_token is what the system
      -- answered to it, and what every later call carries. companies is the account's list as the system
      -- last gave it (id, name, city, timezone, active), so the page lists the ones not connected too.
      create table system_accounts (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        kind text not null check (kind in ('yclients', 'altegio', 'amo', 'iiko', 'medflex')),
        login text not null,
        external_user_id text not null default '',
        user_token text not null default '',
        companies jsonb not null default '[]',
        last_synced_at timestamptz,
        last_sync_error text,
        created_at timestamptz not null default now(),
        unique (user_id, kind, login)
      );

      -- A company of the account that feeds the cabinet: its business connection (companies and visits
      -- hang off it), what the system said of it, and the pull's cursor (the newest change read).
      create table system_account_companies (
        account_id uuid not null references system_accounts (id) on delete cascade,
        source_id text not null,
        connection_id uuid not null references business_connections (id) on delete cascade,
        webhooks_count integer not null default 0,
        active_masters_count integer not null default 0,
        cursor_at timestamptz,
        connected_at timestamptz not null default now(),
        primary key (account_id, source_id)
      );
      create index system_account_companies_connection on system_account_companies (connection_id);
    `,
  },
  {
    id: '0002-medflex',
    sql: `
      -- A Medflex LPU (a clinic's medical institution), read from Medflex when the account connects. It sends
      -- through one of the owner's channel accounts (none until chosen).
      create table medflex_lpus (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        account_id uuid not null references system_accounts (id) on delete cascade,
        source_id text not null,
        name text not null,
        channel_account_id uuid references channel_accounts (id) on delete set null,
        created_at timestamptz not null default now(),
        unique (account_id, source_id)
      );
      create index medflex_lpus_user on medflex_lpus (user_id);

      -- An LPU's message template of a type (VisitNotify: the visit notice). version rises with every save.
      create table medflex_templates (
        id uuid primary key default gen_random_uuid(),
        lpu_id uuid not null references medflex_lpus (id) on delete cascade,
        type_model text not null check (type_model in ('VisitNotify')),
        text text not null,
        is_enable boolean not null default false,
        version integer not null default 1,
        updated_at timestamptz not null default now(),
        unique (lpu_id, type_model)
      );
    `,
  },
  {
    id: '0003-amo',
    sql: `
      -- An amoCRM account's OAuth tokens (system_accounts.login is its subdomain). refused_at is set when a
      -- refresh was refused: the owner must authorise again.
      create table amo_tokens (
        account_id uuid primary key references system_accounts (id) on delete cascade,
        access_token text not null,
        refresh_token text not null,
        expires_at timestamptz not null,
        refreshed_at timestamptz,
        refused_at timestamptz
      );

      -- The state nonces of authorisations under way (15 minutes), so a redirect is the caller's own.
      create table amo_oauth_states (
        state text primary key,
        user_id uuid not null references users (id) on delete cascade,
        redirect_uri text not null,
        created_at timestamptz not null default now()
      );
    `,
  },
  {
    id: '0004-iiko',
    sql: `
      -- The organisations an iiko API login reaches (system_accounts.user_token holds the login), as iikoCloud
      -- last listed them.
      create table iiko_organizations (
        account_id uuid not null references system_accounts (id) on delete cascade,
        source_id text not null,
        name text not null,
        primary key (account_id, source_id)
      );
    `,
  },
  {
    id: '0005-iiko-feed',
    sql: `
      -- The iiko feed (iiko/feed.ts): each organisation is a business connection (integration iikocrm) whose
      -- orders a minute's pull of deliveries/by_revision brings. revision is iiko's cursor (null before the
      -- first pull), moved in the transaction that applied its orders; the last pull's outcome is shown.
      alter table iiko_organizations add column connection_id uuid references business_connections (id) on delete set null;
      alter table iiko_organizations add column revision bigint;
      alter table iiko_organizations add column last_pulled_at timestamptz;
      alter table iiko_organizations add column last_pull_error text;
    `,
  },
];
