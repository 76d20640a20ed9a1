import type { Migration } from '../platform/db/migrate';

/**
 * Mass mailings and their recipients. A recipient's message is a row of the message log (messages,
 * campaign_id = the mailing), linked once planned: the log is the truth of what happened to it. Append,
 * never edit.
 */
export const DISTRIBUTIONS_MIGRATIONS: readonly Migration[] = [
  {
    id: '0001-initial',
    sql: `
      create table distributions (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        title text not null,
        type text not null check (type in ('whatsapp', 'max', 'telegram', 'waba', 'sms')),
        mode text not null check (mode in ('test', 'combat')),
        status text not null default 'inQueue' check (status in ('inQueue', 'waiting', 'working', 'pause', 'error', 'done', 'canceled', 'unavailable')),
        text text not null,
        image jsonb,
        start_at timestamptz not null,
        end_at timestamptz,
        days_of_week integer[] not null,
        begin_hour integer not null,
        end_hour integer not null,
        per_day integer not null,
        ai_assistant_id text,
        audience_source text not null check (audience_source in ('list', 'clients')),
        file_name text,
        client_filter jsonb,
        -- The mailing's pacing: when its last message was planned to go (nextSlots spaces from it).
        last_planned_at timestamptz,
        last_start timestamptz,
        finished_at timestamptz,
        created_at timestamptz not null default now(),
        edited_at timestamptz not null default now()
      );
      create index distributions_user_created on distributions (user_id, created_at desc, id desc);
      create index distributions_running on distributions (status) where status in ('waiting', 'working');

      create table distribution_recipients (
        id uuid primary key default gen_random_uuid(),
        distribution_id uuid not null references distributions (id) on delete cascade,
        position integer not null,
        name text not null default '',
        phone text not null,
        client_id uuid references clients (id) on delete set null,
        message_id uuid references messages (id) on delete set null,
        unique (distribution_id, phone),
        unique (distribution_id, position)
      );
      create index distribution_recipients_pending on distribution_recipients (distribution_id, position) where message_id is null;
      create index distribution_recipients_message on distribution_recipients (message_id) where message_id is not null;

      -- The log's mailing column, now that mailings exist: a deleted mailing leaves its messages logged.
      alter table messages add constraint messages_campaign_fk foreign key (campaign_id) references distributions (id) on delete set null;
    `,
  },
  {
    id: '0002-version',
    // Issue 14: optimistic concurrency: every edit raises it, a save based on an older one is refused 409.
    sql: `alter table distributions add column version integer not null default 1;`,
  },
];
