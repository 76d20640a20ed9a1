import type { Migration } from '../platform/db/migrate';

/**
 * The ignore list.
 * Never edit one that has shipped: append the next. Plain PostgreSQL that PGlite runs too.
 */
export const BLACKLIST_MIGRATIONS: readonly Migration[] = [
  {
    id: '0001-initial',
    // Part of migration 2 'flows-domain' of the single list that came before domains: adopted, not re-run.
    legacyId: 2,
    sql: `
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
    `,
  },
];
