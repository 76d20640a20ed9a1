import type { Migration } from '../platform/db/migrate';

/**
 * Confirm/cancel booking chatbots.
 * Never edit one that has shipped: append the next. Plain PostgreSQL that PGlite runs too.
 */
export const CHATBOTS_MIGRATIONS: readonly Migration[] = [
  {
    id: '0001-initial',
    // Part of migration 2 'flows-domain' of the single list that came before domains: adopted, not re-run.
    legacyId: 2,
    sql: `
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
    `,
  },
];
