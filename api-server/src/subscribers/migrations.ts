import type { Migration } from '../platform/db/migrate';

/**
 * Messenger subscribers.
 * Never edit one that has shipped: append the next. Plain PostgreSQL that PGlite runs too.
 */
export const SUBSCRIBERS_MIGRATIONS: readonly Migration[] = [
  {
    id: '0001-initial',
    // Part of migration 2 'flows-domain' of the single list that came before domains: adopted, not re-run.
    legacyId: 2,
    sql: `
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
