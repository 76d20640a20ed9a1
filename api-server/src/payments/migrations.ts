import type { Migration } from '../platform/db/migrate';
import { TARIFF_NAMES_EN } from './tariffNames';

/** A tariff's name as the API wrote it in a comment (TARIFF_NAMES_EN, or "Tariff 7"), as a regular expression. */
const TARIFF_NAME = `(${[...Object.values(TARIFF_NAMES_EN), 'Tariff [0-9]+'].join('|')})`;

/**
 * Records made before payments had a note (0005): a settled order's and a free period's get theirs, and lose the
 * text the API wrote (matched by its exact shape, so a comment a person wrote over it stays). Idempotent.
 */
export const PAYMENT_NOTE_BACKFILL: readonly string[] = [
  `      update payments p set note = jsonb_build_object('code', 'purchase', 'days', o.days,
          'units', case when o.days > 0 and jsonb_typeof(o.config -> 'targetIds') = 'array' then jsonb_array_length(o.config -> 'targetIds') else 0 end,
          'messages', o.messages_added, 'reviewRatings', coalesce((o.config ->> 'aiReviewsCount')::int, 0),
          'aiBalanceUsd', case when o.tariff = 20 then coalesce((o.config ->> 'aiBalanceAmountInUsd')::numeric, 0) else 0 end),
        comment = case when p.comment ~ '^${TARIFF_NAME}(, [0-9]+ days for [0-9]+ unit\\(s\\))?(, [0-9]+ messages)?(, [0-9]+ review ratings)?(, AI balance \\$[0-9.]+)?$' then '' else p.comment end
        from pay_orders o where o.id = p.order_id and p.note is null`,
  `      update payments set note = jsonb_build_object('code', 'freePeriod', 'months', substring(comment from ', ([0-9]+) months free$')::int), comment = ''
        where order_id is null and note is null and comment ~ '^${TARIFF_NAME}, [0-9]+ months free$'`,
];

/**
 * The payments domain's tables. The account's `payments` table stays the record of what was paid (the
 * shell's payment-ending notice and the admin's list read it): a confirmed order adds its row there. Never
 * edit one that has shipped: append the next.
 */
export const PAYMENTS_MIGRATIONS: readonly Migration[] = [
  {
    id: '0001-orders-coverage-subscriptions-promocodes',
    sql: `
      -- What the account payment record lacked (spec section 3, Payment admin and user side).
      alter table payments add column comment text not null default '';
      alter table payments add column promocode text;
      alter table payments add column is_auto_pay boolean not null default false;
      alter table payments add column subscription_id uuid;
      alter table payments add column order_id uuid;
      alter table payments add column payment_method integer;
      create unique index payments_order_id on payments (order_id) where order_id is not null;

      -- Balances a payment tops up (spec section 3: availableAiReviewsCount; the AI assistant's dollars).
      alter table users add column available_ai_reviews_count integer not null default 0;
      alter table users add column ai_balance_usd numeric(12, 2) not null default 0;

      create table promocodes (
        id uuid primary key default gen_random_uuid(),
        code text not null unique check (code = upper(code)),
        -- The partner who owns it (rewarded); null for the cabinet's own codes.
        user_id uuid references users (id) on delete cascade,
        -- partner: a partner's referral code; bonus: the cancel flow's discount for one user; admin: made by an admin.
        kind text not null check (kind in ('partner', 'bonus', 'admin')),
        -- A bonus code is for this user alone.
        for_user_id uuid references users (id) on delete cascade,
        discount_percent integer not null check (discount_percent between 1 and 100),
        payment_count integer check (payment_count >= 0),
        payments_count_by_user integer check (payments_count_by_user >= 0),
        expire_date timestamptz,
        available_tariff_types integer[] not null default '{}',
        minimal_user_payments integer,
        max_user_payments integer,
        for_network_companies boolean not null default false,
        reward_sum_owner numeric(12, 2) not null default 0,
        reward_percent_owner integer not null default 0 check (reward_percent_owner between 0 and 100),
        created_at timestamptz not null default now()
      );
      create index promocodes_user on promocodes (user_id);

      create table subscriptions (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        tariff integer not null,
        provider text not null,
        is_auto_pay boolean not null default true,
        amount integer not null,
        currency text not null,
        -- The order whose saved payment method auto-pay charges.
        last_order_id uuid,
        gift_taken_at timestamptz,
        cancelled_at timestamptz,
        created_at timestamptz not null default now(),
        unique (user_id, tariff)
      );

      -- A payment begun at a provider; paid only when its signed webhook says so.
      create table pay_orders (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        provider text not null check (provider in ('YoomoneyPay', 'Paybox', 'StripePay', 'TinkoffPay')),
        status text not null default 'created' check (status in ('created', 'succeeded', 'failed', 'abandoned')),
        tariff integer not null,
        config jsonb not null,
        amount integer not null check (amount >= 0),
        currency text not null check (currency in ('RUB', 'KZT', 'USD')),
        days integer not null default 0,
        messages_added integer not null default 0,
        promocode_id uuid references promocodes (id),
        is_auto_pay boolean not null default false,
        provider_payment_id text,
        failure_reason text,
        subscription_id uuid references subscriptions (id) on delete set null,
        created_at timestamptz not null default now(),
        settled_at timestamptz
      );
      create index pay_orders_user on pay_orders (user_id, created_at desc);
      create index pay_orders_promocode on pay_orders (promocode_id) where status = 'succeeded';
      create unique index pay_orders_provider_payment on pay_orders (provider, provider_payment_id) where provider_payment_id is not null;

      -- Paid-up-to of each unit a tariff covers (a company, an organisation, an LPU, an instance, or 'account').
      create table paid_coverage (
        user_id uuid not null references users (id) on delete cascade,
        tariff integer not null,
        target_id text not null,
        paid_up_to timestamptz not null,
        primary key (user_id, tariff, target_id)
      );

      -- Every provider notification taken, by its id: a replay changes nothing.
      create table payment_webhook_events (
        provider text not null,
        event_id text not null,
        order_id uuid,
        received_at timestamptz not null default now(),
        primary key (provider, event_id)
      );

      -- The cancel flow's answers (spec section 3, Cancel-subscription info).
      create table subscription_cancel_reasons (
        id uuid primary key default gen_random_uuid(),
        subscription_id uuid not null references subscriptions (id) on delete cascade,
        reason text not null,
        alternative_service text,
        comment text not null default '',
        created_at timestamptz not null default now()
      );

      -- A link to pay later or on another device (GetPaymentLink, /publicPayments).
      create table payment_links (
        token text primary key,
        user_id uuid not null references users (id) on delete cascade,
        provider text not null,
        config jsonb not null,
        order_id uuid references pay_orders (id),
        created_at timestamptz not null default now()
      );

      -- Bank invoices (TinkoffPay) and Kazakhstan invoice requests.
      create table invoices (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        kind text not null check (kind in ('bank', 'kazakhstan')),
        number text not null unique,
        config jsonb not null,
        payer jsonb not null,
        amount integer not null,
        currency text not null,
        created_at timestamptz not null default now()
      );
    `,
  },
  {
    id: '0002-auto-pay-renewals-and-trial',
    sql: `
      -- The provider's saved payment method auto-pay charges (YooKassa's payment_method.id), and what a
      -- renewal charges: the trial's subscription renews at its price, not at the card check's.
      alter table subscriptions add column payment_method_id text;
      alter table subscriptions add column renewal_days integer not null default 30 check (renewal_days > 0);

      -- checkout: the owner pays on a page; trial: the quick start's card check that starts a trial;
      -- renewal: auto-pay's charge of the saved method at the end of a period (renews_from: that end).
      alter table pay_orders add column kind text not null default 'checkout' check (kind in ('checkout', 'trial', 'renewal'));
      alter table pay_orders add column renews_from timestamptz;
      -- One renewal per subscription and period, whatever restarts or overlapping runs happen: no double charge.
      create unique index pay_orders_one_renewal on pay_orders (subscription_id, renews_from) where kind = 'renewal';
    `,
  },
  {
    id: '0003-auto-pay-provider-customer',
    sql: `
      -- Stripe charges a saved card only together with the Customer it was saved to (cus_...): the checkout
      -- that saved it stores both. YooKassa and Paybox need the method alone (payment_method_id holds
      -- YooKassa's payment method id or Paybox's pg_recurring_profile).
      alter table subscriptions add column provider_customer_id text;
    `,
  },
  {
    id: '0004-promocode-deactivation-and-version',
    sql: `
      -- The back office deactivates a code (a payment with it is then refused as not found) and edits its
      -- terms from the version it read (issue 31, /admin/promocodes).
      alter table promocodes add column active boolean not null default true;
      alter table promocodes add column version integer not null default 1;
      create index promocodes_created on promocodes (created_at desc, id);
    `,
  },
  {
    id: '0005-payment-note',
    sql: `
      -- What the cabinet writes on a payment record, as a code and its values (@cabinet/api/payments note.ts),
      -- worded by each screen in its reader's language (issue 31): the comment held English made by the API.
      alter table payments add column note jsonb;
      ${PAYMENT_NOTE_BACKFILL.join(';\n')};
    `,
  },
];
