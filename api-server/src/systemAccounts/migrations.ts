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
];
