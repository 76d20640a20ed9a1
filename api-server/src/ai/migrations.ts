import type { Migration } from '../platform/db/migrate';

/**
 * The AI domain's tables (spec section 3: the AI assistant, "copilot bot"): the assistant's settings, its
 * dialogues (the list's "dialogues today" and what each cost) and its balance top-ups; the balance is the
 * top-ups less the dialogues' cost, counted on every read. Never edit one that has shipped: append the next.
 */
export const AI_MIGRATIONS: readonly Migration[] = [
  {
    id: '0001-copilot-bots',
    sql: `
      create table copilot_bots (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        name text not null,
        language text not null check (language in ('ru', 'en', 'pt-BR', 'uk-UA')),
        enabled boolean not null default true,
        instruction text not null default '',
        temperature double precision not null check (temperature between 0 and 1),
        model text not null,
        -- Work hours, spec section 5: both -1 is around the clock, else FROM < TO.
        work_hours_from integer not null default -1,
        work_hours_to integer not null default -1,
        start_phrases jsonb not null default '[]',
        stop_phrases jsonb not null default '[]',
        pause_minutes integer not null check (pause_minutes between 0 and 1440),
        channel_account_id uuid references channel_accounts (id) on delete set null,
        version integer not null default 1,
        created_at timestamptz not null default clock_timestamp(),
        updated_at timestamptz not null default clock_timestamp(),
        check ((work_hours_from = -1 and work_hours_to = -1) or (work_hours_from >= 0 and work_hours_from < work_hours_to and work_hours_to <= 24))
      );
      create index copilot_bots_user on copilot_bots (user_id, created_at, id);

      -- One dialogue of an assistant with one client: its messages, the provider's token counts and its cost.
      create table copilot_bot_dialogues (
        id uuid primary key default gen_random_uuid(),
        bot_id uuid not null references copilot_bots (id) on delete cascade,
        client_phone text not null,
        started_at timestamptz not null default now(),
        messages integer not null default 0 check (messages >= 0),
        input_tokens integer not null default 0 check (input_tokens >= 0),
        output_tokens integer not null default 0 check (output_tokens >= 0),
        cost_cents integer not null default 0 check (cost_cents >= 0),
        handed_over boolean not null default false
      );
      create index copilot_bot_dialogues_bot on copilot_bot_dialogues (bot_id, started_at);

      -- A balance top-up of an assistant (spec section 5: at least $20).
      create table copilot_bot_top_ups (
        id uuid primary key default gen_random_uuid(),
        bot_id uuid not null references copilot_bots (id) on delete cascade,
        amount_cents integer not null check (amount_cents > 0),
        created_at timestamptz not null default now()
      );
      create index copilot_bot_top_ups_bot on copilot_bot_top_ups (bot_id);
    `,
  },
  {
    // The knowledge base (issue 33): Q&A pairs and files, each a source indexed on the job queue; a file's
    // bytes in a table of their own (read only by the indexer); passages with their tsvector under the text
    // search configuration of the assistant's language (knowledge/search.ts), ranked by PostgreSQL.
    id: '0002-copilot-bot-knowledge',
    sql: `
      create table copilot_bot_sources (
        id uuid primary key default gen_random_uuid(),
        bot_id uuid not null references copilot_bots (id) on delete cascade,
        kind text not null check (kind in ('qa', 'file')),
        name text not null,
        answer text,
        extension text,
        size_bytes integer,
        state text not null default 'waiting' check (state in ('waiting', 'parsing', 'splitting', 'indexing', 'ready', 'error')),
        error text,
        version integer not null default 1,
        created_at timestamptz not null default clock_timestamp(),
        updated_at timestamptz not null default clock_timestamp(),
        check ((kind = 'qa') = (answer is not null))
      );
      create index copilot_bot_sources_bot on copilot_bot_sources (bot_id, created_at);

      create table copilot_bot_source_files (
        source_id uuid primary key references copilot_bot_sources (id) on delete cascade,
        content bytea not null
      );

      create table copilot_bot_passages (
        id uuid primary key default gen_random_uuid(),
        source_id uuid not null references copilot_bot_sources (id) on delete cascade,
        bot_id uuid not null references copilot_bots (id) on delete cascade,
        position integer not null,
        text text not null,
        tsv tsvector not null,
        unique (source_id, position)
      );
      create index copilot_bot_passages_bot on copilot_bot_passages (bot_id);
      create index copilot_bot_passages_tsv on copilot_bot_passages using gin (tsv);
    `,
  },
  {
    // PublicAiChat (issue 33): the sites an owner lets embed an assistant's public chat, as origins (the
    // cabinet's own pages always may); a night assistant answers outside its work hours (rules.ts answersAt);
    // and a top-up paid through the payments domain names its order, once.
    id: '0003-copilot-bot-public-chat',
    sql: `
      alter table copilot_bots add column public_allowed_origins jsonb not null default '[]';
      alter table copilot_bots add column answers_outside_work_hours boolean not null default false;
      alter table copilot_bot_top_ups add column order_id uuid unique;
    `,
  },
  {
    // The dialogue engine (issue 33): each client message, answer and person's reply of a dialogue with what
    // became of it (citations, token counts, the log's message of an answer); a dialogue's state (stopped by a
    // stop phrase or a handoff), its channel account, its last message and a person's last answer (the pause);
    // the plugins' settings (human_handoff).
    id: '0004-copilot-bot-dialogue-messages',
    sql: `
      alter table copilot_bot_dialogues add column channel_account_id uuid references channel_accounts (id) on delete set null;
      alter table copilot_bot_dialogues add column state text not null default 'open' check (state in ('open', 'stopped', 'handedOver'));
      alter table copilot_bot_dialogues add column last_message_at timestamptz not null default now();
      alter table copilot_bot_dialogues add column person_replied_at timestamptz;
      create index copilot_bot_dialogues_client on copilot_bot_dialogues (bot_id, client_phone, started_at desc);

      create table copilot_bot_dialogue_messages (
        id uuid primary key default gen_random_uuid(),
        dialogue_id uuid not null references copilot_bot_dialogues (id) on delete cascade,
        bot_id uuid not null references copilot_bots (id) on delete cascade,
        role text not null check (role in ('client', 'assistant', 'operator')),
        text text not null,
        -- A client message's channel event (its receipt's key): one row per event, however often it is delivered.
        event_key text,
        outcome text check (outcome in ('pending', 'answered', 'outsideHours', 'notStarted', 'stopped', 'paused', 'noBalance', 'handedOver', 'failed')),
        detail text,
        citations jsonb not null default '[]',
        input_tokens integer not null default 0 check (input_tokens >= 0),
        output_tokens integer not null default 0 check (output_tokens >= 0),
        message_id uuid references messages (id) on delete set null,
        created_at timestamptz not null default clock_timestamp(),
        unique (bot_id, event_key)
      );
      create index copilot_bot_dialogue_messages_dialogue on copilot_bot_dialogue_messages (dialogue_id, created_at);

      create table copilot_bot_plugins (
        bot_id uuid not null references copilot_bots (id) on delete cascade,
        kind text not null check (kind in ('human_handoff')),
        settings jsonb not null,
        version integer not null default 1,
        primary key (bot_id, kind)
      );
    `,
  },
  {
    // The plugins of spec section 3 beside human_handoff, each a row of its own kind (its settings and version).
    id: '0005-copilot-bot-plugin-kinds',
    sql: `
      alter table copilot_bot_plugins drop constraint copilot_bot_plugins_kind_check;
      alter table copilot_bot_plugins add constraint copilot_bot_plugins_kind_check
        check (kind in ('human_handoff', 'rest', 'follow_up', 'send_file', 'flower_shop', 'yclients_salon', 'altegio_salon', 'medflex'));
    `,
  },
  {
    // The knowledge base's web pages and company profile (issue 33): a page's address (fetched on the job queue,
    // its text indexed like a file's), and one profile per assistant (name, address, work hours, links, payment
    // methods, with its version) indexed as a source of its own kind.
    id: '0006-copilot-bot-pages-and-profile',
    sql: `
      alter table copilot_bot_sources drop constraint copilot_bot_sources_kind_check;
      alter table copilot_bot_sources add constraint copilot_bot_sources_kind_check check (kind in ('qa', 'file', 'url', 'profile'));
      alter table copilot_bot_sources add column url text;
      alter table copilot_bot_sources add constraint copilot_bot_sources_url_check check ((kind = 'url') = (url is not null));
      create unique index copilot_bot_sources_one_profile on copilot_bot_sources (bot_id) where kind = 'profile';

      create table copilot_bot_profiles (
        bot_id uuid primary key references copilot_bots (id) on delete cascade,
        name text not null,
        address text not null default '',
        work_hours text not null default '',
        links jsonb not null default '[]',
        payment_methods jsonb not null default '[]',
        version integer not null default 1,
        updated_at timestamptz not null default clock_timestamp()
      );
    `,
  },
  {
    // Why a source failed to index, as a kind the screen puts in words (KNOWLEDGE_FAILURES; issue 33: a reason
    // read in English inside a screen of another language); the English text stays beside it as the detail.
    // Null on sources that failed before: those show the detail alone.
    id: '0007-copilot-bot-source-error-kinds',
    sql: `
      alter table copilot_bot_sources add column error_kind text;
    `,
  },
];
