import type { Migration } from '../platform/db/migrate';

/**
 * The account's channel accounts: the WhatsApp or MAX instances, Telegram, WABA and SMS accounts a
 * message goes through. The engine reads the kind, the state and the adapter; connecting and the
 * instance lifecycle are the channel accounts' own screens (/accounts/*). Append, never edit.
 */
export const CHANNELS_MIGRATIONS: readonly Migration[] = [
  {
    id: '0001-initial',
    sql: `
      create table channel_accounts (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        kind text not null check (kind in ('whatsapp', 'max', 'telegram', 'waba', 'sms')),
        -- Which adapter sends: the simulated messenger, or a real provider's HTTP API.
        adapter text not null default 'simulated' check (adapter in ('simulated', 'whatsappCloud', 'twilio')),
        name text not null default '',
        phone text,
        -- Spec section 4's instance states; the other kinds use authorized / notAuthorized / error.
        state text not null default 'init' check (state in ('init', 'loading', 'gotQrCode', 'authorized', 'notAuthorized', 'error')),
        -- The adapter's settings and secrets (WABA: phoneNumberId, accessToken; Twilio: accountSid, authToken, from).
        settings jsonb not null default '{}',
        test_until timestamptz,
        paid_up_to timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index channel_accounts_user on channel_accounts (user_id, kind);
    `,
  },
  {
    id: '0002-event-receipts',
    sql: `
      -- What a channel reported and the engine was told, one row per event (a provider's status of one
      -- message, an inbound message, a simulated event): a provider retrying a webhook, a replay or a
      -- job run twice finds its key here and changes nothing.
      create table channel_event_receipts (
        channel_account_id uuid not null references channel_accounts (id) on delete cascade,
        event_key text not null,
        received_at timestamptz not null default now(),
        primary key (channel_account_id, event_key)
      );
    `,
  },
  {
    id: '0003-instances',
    sql: `
      -- WhatsApp/MAX instances at a provider (Chat-API's contract): their lifecycle (instanceMachine.ts).
      alter table channel_accounts drop constraint channel_accounts_adapter_check;
      alter table channel_accounts add constraint channel_accounts_adapter_check check (adapter in ('simulated', 'whatsappCloud', 'twilio', 'chatApi'));
      -- An instance's messenger is its kind (whatsapp or max); a switch changes the kind when it completes.
      alter table channel_accounts add column loading_since timestamptz;
      alter table channel_accounts add column qr_code text;
      alter table channel_accounts add column switching_to text check (switching_to in ('whatsapp', 'max'));
      alter table channel_accounts add column switching_started_at timestamptz;
      alter table channel_accounts add column switching_until timestamptz;
    `,
  },
  {
    id: '0004-telegram',
    sql: `
      -- Telegram user accounts through the MTProto gateway (telegram.ts).
      alter table channel_accounts drop constraint channel_accounts_adapter_check;
      alter table channel_accounts add constraint channel_accounts_adapter_check check (adapter in ('simulated', 'whatsappCloud', 'twilio', 'chatApi', 'telegram'));
    `,
  },
  {
    id: '0005-sigma-sms',
    sql: `
      -- SMS through Sigma SMS (sigma.ts). Another adapter adding itself replaces the check with the full list again.
      alter table channel_accounts drop constraint channel_accounts_adapter_check;
      alter table channel_accounts add constraint channel_accounts_adapter_check check (adapter in ('simulated', 'whatsappCloud', 'twilio', 'chatApi', 'telegram', 'sigma'));
    `,
  },
  {
    id: '0006-dialog360',
    sql: `
      -- WABA numbers through Dialog360 (dialog360.ts) and their message templates, created in the app and
      -- reviewed by the provider: pending, then approved or rejected with its reason (templateMachine.ts).
      alter table channel_accounts drop constraint channel_accounts_adapter_check;
      alter table channel_accounts add constraint channel_accounts_adapter_check check (adapter in ('simulated', 'whatsappCloud', 'twilio', 'chatApi', 'telegram', 'sigma', 'dialog360'));
      create table waba_templates (
        id uuid primary key default gen_random_uuid(),
        channel_account_id uuid not null references channel_accounts (id) on delete cascade,
        name text not null,
        category text not null check (category in ('UTILITY', 'MARKETING', 'AUTHENTICATION')),
        language text not null,
        type text not null check (type in ('standard', 'media')),
        body text not null,
        status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
        rejected_reason text,
        provider_id text,
        created_at timestamptz not null default now(),
        synced_at timestamptz,
        unique (channel_account_id, name, language)
      );
    `,
  },
  {
    id: '0007-chatwoot-accounts',
    sql: `
      -- Chatwoot connections (chatwoot.ts): the agent's access token (never the password) and what was read
      -- when connecting, the Chatwoot account and its inboxes.
      create table chatwoot_accounts (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        email text not null,
        agent_name text not null default '',
        access_token text not null,
        chatwoot_account_id integer not null,
        chatwoot_account_name text not null default '',
        inboxes jsonb not null default '[]',
        created_at timestamptz not null default now(),
        unique (user_id, chatwoot_account_id, email)
      );
    `,
  },
  {
    id: '0008-conversation-windows',
    sql: `
      -- When each client last wrote to each number (any inbound message a channel reported, whether or not
      -- it answers a message the cabinet sent): WhatsApp's 24-hour customer-service window of a WABA
      -- number opens from it (dialog360.ts).
      create table channel_conversations (
        channel_account_id uuid not null references channel_accounts (id) on delete cascade,
        phone text not null,
        last_inbound_at timestamptz not null,
        primary key (channel_account_id, phone)
      );
    `,
  },
];
