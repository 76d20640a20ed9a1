import type { Migration } from '../platform/db/migrate';

/**
 * The message log: one row per message the engine decided to send, from the moment it is planned to the
 * client's reply. The row is the truth the engine works from (jobs only wake it), and dedupe_key makes
 * planning idempotent: the same reminder of the same visit is one row however often it is planned.
 * Append, never edit.
 */
export const MESSAGING_MIGRATIONS: readonly Migration[] = [
  {
    id: '0001-initial',
    sql: `
      create table messages (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        flow_id uuid references flows (id) on delete set null,
        -- A mass mailing's id (the distributions domain); no key until that table exists.
        campaign_id uuid,
        -- What makes this message the one it is, e.g. 'visitReminder:<flow>:<visit>:<starts_at epoch>'.
        dedupe_key text not null,
        company_id uuid references companies (id) on delete set null,
        client_id uuid references clients (id) on delete set null,
        visit_id uuid references visits (id) on delete set null,
        order_id uuid references orders (id) on delete set null,
        -- The client's phone, and where the message goes: the owner's test phone in test mode.
        phone text not null,
        recipient text not null,
        client_name text not null default '',
        channel text not null check (channel in ('whatsapp', 'max', 'telegram', 'waba', 'sms')),
        channel_account_id uuid references channel_accounts (id) on delete set null,
        mode text not null check (mode in ('test', 'combat')),
        text text not null default '',
        -- 'sending' is internal (claimed by a worker); the API answers it as queued.
        status text not null default 'queued' check (status in ('queued', 'waitingWindow', 'sending', 'sent', 'delivered',
          'read', 'replied', 'failed', 'skipped')),
        reason text,
        reason_detail text,
        provider_message_id text,
        scheduled_at timestamptz not null,
        sent_at timestamptz,
        delivered_at timestamptz,
        read_at timestamptz,
        replied_at timestamptz,
        failed_at timestamptz,
        reply_text text,
        -- The engine's bookkeeping. visit_starts_at: the visit's time the message was planned for (a visit
        -- moved since voids it: recordChanged). expires_at: after it the message is pointless (stale).
        -- attempts: tries of a channel that may succeed later. quota_charged: one unit of
        -- users.available_notifications_count is held for it (refunded when the channel refuses).
        -- handed_at: set just before the adapter is called, so a row left in 'sending' by a crash tells
        -- whether the channel may have it (outcomeUnknown) or never saw it (sent again).
        visit_starts_at timestamptz,
        expires_at timestamptz,
        attempts integer not null default 0,
        quota_charged boolean not null default false,
        handed_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (user_id, dedupe_key)
      );
      -- The log's default order and its filters (an account may hold a million rows): each filter has an
      -- index that also gives the default order, so a page reads only its rows.
      create index messages_user_scheduled on messages (user_id, scheduled_at desc, id desc);
      create index messages_user_created on messages (user_id, created_at desc, id desc);
      create index messages_flow_scheduled on messages (flow_id, scheduled_at desc, id desc);
      create index messages_campaign_scheduled on messages (campaign_id, scheduled_at desc, id desc) where campaign_id is not null;
      create index messages_user_status on messages (user_id, status, scheduled_at desc);
      create index messages_user_sent on messages (user_id, (coalesce(sent_at, 'epoch'::timestamptz)) desc, id desc);
      create index messages_due on messages (scheduled_at) where status in ('queued', 'waitingWindow', 'sending');
      create index messages_provider_id on messages (provider_message_id) where provider_message_id is not null;
      create index messages_visit on messages (visit_id) where visit_id is not null;
      create index messages_recipient on messages (channel_account_id, recipient, sent_at desc) where sent_at is not null;
      create index messages_flow_client_sent on messages (flow_id, client_id, sent_at) where sent_at is not null;
      -- A flow's conversion by day.
      create index messages_flow_sent on messages (flow_id, sent_at) where sent_at is not null;

      -- What the engine last saw of a visit's time, master, services and branch: a visitChanged event that
      -- changed none of them (a status set by the chatbot) sends no "record changed" notice.
      create table messaging_visit_states (
        visit_id uuid primary key references visits (id) on delete cascade,
        fingerprint text not null
      );
    `,
  },
  {
    id: '0002-log-search-trigrams',
    sql: `
      -- The log's search finds a fragment anywhere in the client's name (ilike) or the phone's digits (like): at a
      -- million messages a scan of the account's rows took about a second (npm run bench:messages, bench:scale);
      -- trigram indexes read only the rows that hold the fragment. The extension is admin's too (its users search).
      create extension if not exists pg_trgm;
      create index messages_client_name_trgm on messages using gin (client_name gin_trgm_ops);
      create index messages_phone_trgm on messages using gin (phone gin_trgm_ops);
    `,
  },
  {
    id: '0003-flow-latest-outcome',
    sql: `
      -- A flow's latest finished message (its error state and reason: flowState.ts, the flows list) read from an
      -- index: the engine asks after every message it sends, and at a million messages sorting a flow's tens of
      -- thousands took over half a second each time (npm run bench:scale).
      create index messages_flow_outcome on messages (flow_id, (coalesce(sent_at, failed_at, updated_at)) desc, id desc)
        where status in ('sent', 'delivered', 'read', 'replied', 'failed', 'skipped');
    `,
  },
  {
    id: '0004-reason-params',
    sql: `
      -- Why a message stopped, beyond its reason, as a code and its values (@cabinet/api/messaging reasonDetail.ts):
      -- support's screens word it in their reader's language (issue 31); reason_detail keeps the English note (and a
      -- provider's own words) for the owner's log and the messages logged before.
      alter table messages add column reason_params jsonb;
    `,
  },
];
