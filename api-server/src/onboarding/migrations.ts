import type { Migration } from '../platform/db/migrate';

/** Quick starts' progress and the marketplaces' applications. Never edit one that has shipped: append the next. */
export const ONBOARDING_MIGRATIONS: readonly Migration[] = [
  {
    id: '0001-initial',
    sql: `
      -- One wizard per user and variant: where it stands, the choices made, and what completing it created.
      create table quick_starts (
        user_id uuid not null references users (id) on delete cascade,
        variant text not null,
        step text not null,
        goals text[] not null default '{}',
        integration text,
        start_mode text check (start_mode in ('now', 'planned', 'manager')),
        planned_day text check (planned_day in ('today', 'tomorrow', 'dayAfter')),
        -- When the planned flows start (09:00 of the chosen day in the owner's first branch); null once started.
        planned_start_at timestamptz,
        completed_at timestamptz,
        flow_ids uuid[] not null default '{}',
        updated_at timestamptz not null default now(),
        primary key (user_id, variant)
      );
      create index quick_starts_planned on quick_starts (planned_start_at) where planned_start_at is not null;

      -- The applications a marketplace issued (the stand-in's book outside production) and who used them.
      create table marketplace_applications (
        marketplace text not null check (marketplace in ('yclients', 'altegio')),
        application_id text not null,
        company_id text not null,
        company_name text not null,
        used_by uuid references users (id) on delete set null,
        used_at timestamptz,
        primary key (marketplace, application_id)
      );
    `,
  },
];
