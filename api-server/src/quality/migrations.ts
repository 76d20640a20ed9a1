import type { Migration } from '../platform/db/migrate';

/**
 * The quality domain's tables (issue 34). A checklist version is written once and never changed: a report
 * refers to (user, version) and reads the criteria it was scored with. A criterion's `item_id` stays the same
 * across the versions that keep it, so its trend can be followed. Never edit one that has shipped: append.
 */
export const QUALITY_MIGRATIONS: readonly Migration[] = [
  {
    id: '0001-quality-checklists',
    sql: `
      create table quality_checklists (
        user_id uuid not null references users (id) on delete cascade,
        version integer not null check (version >= 1),
        created_at timestamptz not null default clock_timestamp(),
        primary key (user_id, version)
      );

      create table quality_checklist_items (
        user_id uuid not null,
        version integer not null,
        position integer not null check (position >= 0),
        item_id uuid not null,
        title text not null,
        description text not null default '',
        weight integer not null check (weight between 1 and 10),
        fatal boolean not null default false,
        primary key (user_id, version, position),
        unique (user_id, version, item_id),
        foreign key (user_id, version) references quality_checklists (user_id, version) on delete cascade
      );
    `,
  },
  {
    id: '0002-quality-calls',
    sql: `
      create table quality_calls (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        upload_id text not null unique,
        file_name text not null,
        format text not null,
        size_bytes bigint not null check (size_bytes >= 0),
        duration_seconds double precision,
        state text not null default 'uploaded' check (state in ('uploaded', 'transcribing', 'transcribed', 'noSpeech', 'failed')),
        transcript text,
        created_at timestamptz not null default clock_timestamp()
      );
      create index quality_calls_user on quality_calls (user_id, created_at desc, id);
    `,
  },
];
