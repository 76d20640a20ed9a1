import type { Migration } from '../platform/db/migrate';

/**
 * The business data a connected booking or ordering system feeds the cabinet, per account: its
 * branches, clients, masters, services, visits and orders. Every row keeps the source system's id
 * (`source_id`), unique within its connection or company, so a webhook delivered twice upserts the same
 * row. Never edit one that has shipped: append the next. Plain PostgreSQL that PGlite runs too.
 */
export const BUSINESS_MIGRATIONS: readonly Migration[] = [
  {
    id: '0001-initial',
    sql: `
      -- A connected booking or ordering system (one Yclients company, one iiko organisation...). Its
      -- webhooks are signed with webhook_secret (HMAC-SHA256 of the body).
      create table business_connections (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        integration text not null check (integration in ('yclients', 'altegio', 'iikocrm', 'apicrm')),
        external_id text not null,
        name text not null,
        webhook_secret text not null,
        created_at timestamptz not null default now(),
        unique (user_id, integration, external_id)
      );

      -- A branch. timezone is an IANA name: sending windows and "today" are the branch's.
      create table companies (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        connection_id uuid not null references business_connections (id) on delete cascade,
        source_id text not null,
        name text not null,
        city text not null default '',
        address text not null default '',
        phone text,
        timezone text not null default 'Europe/Moscow',
        created_at timestamptz not null default now(),
        unique (connection_id, source_id)
      );
      create index companies_user on companies (user_id);

      create table clients (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        company_id uuid not null references companies (id) on delete cascade,
        source_id text not null,
        name text not null default '',
        -- E.164; null when the source has none or an invalid one (such a client gets no message).
        phone text,
        birthday date,
        -- The source's client category id (a "VIP", "new" label), for the flows' client-category filter.
        category_id text,
        created_at timestamptz not null default now(),
        unique (company_id, source_id)
      );
      create index clients_user_phone on clients (user_id, phone);
      create index clients_company_birthday on clients (company_id, (extract(month from birthday)), (extract(day from birthday)));

      create table staff (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        company_id uuid not null references companies (id) on delete cascade,
        source_id text not null,
        name text not null,
        is_fired boolean not null default false,
        unique (company_id, source_id)
      );

      create table services (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        company_id uuid not null references companies (id) on delete cascade,
        source_id text not null,
        title text not null,
        -- The source's category id and title, for the flows' category filter.
        category_id text,
        category_title text,
        price numeric(12, 2) not null default 0,
        unique (company_id, source_id)
      );

      -- A visit (the booking system's "record"). status is spec section 4's client visit status;
      -- canceled_at is set when the source cancels it.
      create table visits (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        company_id uuid not null references companies (id) on delete cascade,
        source_id text not null,
        client_id uuid references clients (id) on delete set null,
        staff_id uuid references staff (id) on delete set null,
        -- The source's service ids (services.source_id of this company), as the filters name them.
        service_ids text[] not null default '{}',
        starts_at timestamptz not null,
        duration_minutes integer not null default 60 check (duration_minutes between 0 and 1440),
        status text not null default 'waiting' check (status in ('waiting', 'arrived', 'notCome', 'confirmed')),
        record_type text not null default 'online' check (record_type in ('online', 'offline')),
        price numeric(12, 2) not null default 0,
        canceled_at timestamptz,
        -- Set when the booking system deleted the record (a chatbot's cancel with removeOnCancel): the row
        -- stays, since messages refer to it, but no flow plans for it and no screen lists it.
        removed_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (company_id, source_id)
      );
      create index visits_user_starts on visits (user_id, starts_at);
      create index visits_client_starts on visits (client_id, starts_at);

      create table orders (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        company_id uuid not null references companies (id) on delete cascade,
        source_id text not null,
        client_id uuid references clients (id) on delete set null,
        number text not null,
        sum numeric(12, 2) not null default 0,
        status text not null check (status in ('Unconfirmed', 'WaitCooking', 'ReadyForCooking', 'CookingStarted',
          'CookingCompleted', 'Waiting', 'OnWay', 'Delivered', 'Closed', 'Cancelled')),
        delivery_type text check (delivery_type in ('DeliveryByClient', 'DeliveryByCourier')),
        address text not null default '',
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (company_id, source_id)
      );
      create index orders_user_created on orders (user_id, created_at);

      -- What happened to the business data, for the engine: written in the transaction that changed the
      -- rows, so an event is never lost between the commit and the job that wakes the engine (the
      -- engine's sweep picks up any left unprocessed).
      create table business_events (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        kind text not null check (kind in ('visitCreated', 'visitChanged', 'visitCanceled', 'orderStatusChanged')),
        visit_id uuid references visits (id) on delete cascade,
        order_id uuid references orders (id) on delete cascade,
        occurred_at timestamptz not null,
        processed_at timestamptz,
        created_at timestamptz not null default now()
      );
      create index business_events_unprocessed on business_events (created_at) where processed_at is null;

      -- Webhook deliveries already applied, by the hash of connection and body: a replay changes nothing.
      create table webhook_deliveries (
        connection_id uuid not null references business_connections (id) on delete cascade,
        body_hash text not null,
        received_at timestamptz not null default now(),
        primary key (connection_id, body_hash)
      );
    `,
  },
  {
    // The order's payment page in the ordering system: the messages' paymentLink (issue 15).
    id: '0002-order-payment-url',
    sql: `alter table orders add column payment_url text;`,
  },
  {
    // The branch's online booking page in its booking system: the messages' recordForm (issue 15).
    id: '0003-company-booking-url',
    sql: `alter table companies add column booking_url text;`,
  },
  {
    // A branch's latest events for the back office's company status (issue 31): newest first per account.
    id: '0004-events-by-user',
    sql: `create index business_events_user_occurred on business_events (user_id, occurred_at desc);`,
  },
  {
    // A client's orders, for the money they spent (the engine's client facts, per client it plans for): without it
    // each client read every order, and planning a lapsed-clients flow over a network's 100,000 clients took
    // minutes (npm run bench:scale). Also what deleting a client (client_id on delete set null) looks up.
    id: '0005-orders-by-client',
    sql: `create index orders_client on orders (client_id) where client_id is not null;`,
  },
];
