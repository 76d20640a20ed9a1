import type { Migration } from '../platform/db/migrate';

/**
 * Service news.
 * Never edit one that has shipped: append the next. Plain PostgreSQL that PGlite runs too.
 */
export const NEWS_MIGRATIONS: readonly Migration[] = [
  {
    id: '0001-initial',
    // Part of migration 1 'initial' of the single list that came before domains: adopted, not re-run.
    legacyId: 1,
    sql: `
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
    `,
  },
  {
    id: '0002-language',
    // Items are written in one language each (null: for every reader); the four of spec section 1.
    sql: `
      alter table news add column language text check (language in ('ru', 'en', 'pt-BR', 'uk-UA'));
    `,
  },
  {
    id: '0003-images',
    // Images a super-admin uploads for news items (PNG or JPG, read from the bytes; news/images.ts).
    sql: `
      create table news_images (
        id uuid primary key default gen_random_uuid(),
        content_type text not null check (content_type in ('image/png', 'image/jpeg')),
        content bytea not null,
        size_bytes integer not null,
        created_at timestamptz not null default now()
      );
    `,
  },
];
