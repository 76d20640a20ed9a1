import type { Migration } from '../platform/db/migrate';

/**
 * Short links and their clicks.
 * Never edit one that has shipped: append the next. Plain PostgreSQL that PGlite runs too.
 */
export const SHORT_LINKS_MIGRATIONS: readonly Migration[] = [
  {
    id: '0001-initial',
    // Part of migration 2 'flows-domain' of the single list that came before domains: adopted, not re-run.
    legacyId: 2,
    sql: `
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
    `,
  },
];
