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
  {
    // The transcription and its scoring (issue 34, second part). A call's scoring is a row per criterion of the
    // version it was scored against, so reports count the worst criteria in SQL. `attempts` counts the
    // transcription's tries, so a provider that keeps failing ends as `failed` instead of being asked forever.
    id: '0003-quality-call-transcripts',
    sql: `
      alter table quality_calls
        add column transcribed_by text check (transcribed_by in ('standIn', 'openAiCompatible')),
        add column failure_reason text,
        add column attempts integer not null default 0,
        add column checklist_version integer,
        add column score integer check (score between 0 and 100),
        add column fatal_failed boolean not null default false,
        add column scored_by text check (scored_by in ('localRules'));
      create index quality_calls_pending on quality_calls (state) where state in ('uploaded', 'transcribing');

      create table quality_call_items (
        call_id uuid not null references quality_calls (id) on delete cascade,
        position integer not null check (position >= 0),
        item_id uuid not null,
        outcome text not null check (outcome in ('passed', 'failed', 'notApplicable')),
        quote text,
        primary key (call_id, position)
      );
    `,
  },
  {
    // Quality reports (issue 34, third part). A call's scoring goes through the language-model interface:
    // scored_by names the model's kind. A report fixes the checklist version when it is created, and its
    // conversations (each with its text, as it was when the report started) when it starts, so a restart resumes
    // the same list and a call deleted meanwhile changes nothing. Aggregates are computed from the stored scores.
    id: '0004-quality-reports',
    sql: `
      alter table quality_calls drop constraint quality_calls_scored_by_check;
      alter table quality_calls add constraint quality_calls_scored_by_check check (scored_by in ('localRules', 'standIn', 'openAiCompatible'));

      create table quality_reports (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        source text not null check (source in ('calls', 'chats')),
        period_from date not null,
        period_to date not null,
        checklist_version integer not null,
        state text not null default 'Created' check (state in ('Created', 'InProgress', 'Done', 'Error')),
        conversations_count integer not null default 0,
        processed_count integer not null default 0,
        -- Set when the conversations are fixed (the report started); a restart finds them there.
        snapshot_at timestamptz,
        -- Runs in a row that failed on the provider; reset by each conversation scored.
        attempts integer not null default 0,
        scored_by text check (scored_by in ('standIn', 'openAiCompatible')),
        error text,
        created_at timestamptz not null default clock_timestamp(),
        finished_at timestamptz,
        foreign key (user_id, checklist_version) references quality_checklists (user_id, version)
      );
      create index quality_reports_user on quality_reports (user_id, created_at desc, id);
      create index quality_reports_running on quality_reports (state) where state in ('Created', 'InProgress');

      create table quality_report_conversations (
        report_id uuid not null references quality_reports (id) on delete cascade,
        position integer not null check (position >= 0),
        title text not null,
        operator text,
        transcript text not null,
        scored boolean not null default false,
        score integer check (score between 0 and 100),
        fatal_failed boolean not null default false,
        failure text,
        primary key (report_id, position)
      );
      create index quality_report_conversations_pending on quality_report_conversations (report_id, position) where not scored;

      create table quality_report_items (
        report_id uuid not null,
        position integer not null,
        item_position integer not null check (item_position >= 0),
        item_id uuid not null,
        outcome text not null check (outcome in ('passed', 'failed', 'notApplicable')),
        quote text,
        primary key (report_id, position, item_position),
        foreign key (report_id, position) references quality_report_conversations (report_id, position) on delete cascade
      );
    `,
  },
  {
    // Chat conversations' scores (issue 34, /chats), computed when the user asks and stored: keyed by the
    // conversation (channel account, client's phone) and the checklist version, with how many messages it saw,
    // so the list reads them without scoring and says when a conversation grew since. Items as scored, in order.
    id: '0005-quality-chat-scores',
    sql: `
      create table quality_chat_scores (
        user_id uuid not null references users (id) on delete cascade,
        channel_account_id uuid not null references channel_accounts (id) on delete cascade,
        phone text not null,
        checklist_version integer not null,
        messages_count integer not null,
        score integer check (score between 0 and 100),
        fatal_failed boolean not null default false,
        failure text,
        scored_by text not null check (scored_by in ('standIn', 'openAiCompatible')),
        items jsonb not null default '[]',
        scored_at timestamptz not null default clock_timestamp(),
        primary key (user_id, channel_account_id, phone, checklist_version),
        foreign key (user_id, checklist_version) references quality_checklists (user_id, version) on delete cascade
      );
    `,
  },
  {
    // Failures' kinds (issue 34: a failure read in English inside a screen of another language): why a report
    // ended in Error and why a call failed, as a kind the screens put in words (REPORT_FAILURES, CALL_FAILURES);
    // the English text beside it stays as the detail. Null on rows failed before: those show the detail alone.
    id: '0006-quality-failure-kinds',
    sql: `
      alter table quality_reports add column error_kind text;
      alter table quality_calls add column failure_kind text;
    `,
  },
];
