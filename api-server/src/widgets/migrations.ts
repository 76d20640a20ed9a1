import type { Migration } from '../platform/db/migrate';

/**
 * The widgets domain's tables (spec section 3): Review widgets, the account's one Confirm widget, and the
 * map clicks (transitions) of a rating. A rating is a row of insights' `reviews`, tied to the widget that
 * collected it (`widget_id`), so the figures of /widgets and of the reviews dashboard count the same rows.
 * Never edit one that has shipped: append the next.
 */
export const WIDGETS_MIGRATIONS: readonly Migration[] = [
  {
    id: '0001-review-and-confirm-widgets',
    sql: `
      create table review_widgets (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        name text not null,
        footer_text text not null default '',
        language text not null check (language in ('ru', 'en', 'pt-BR', 'uk-UA')),
        answer_phone text,
        notify_phone text,
        notify_email text,
        yandex_link text,
        two_gis_link text,
        google_link text,
        minimal_rating integer not null check (minimal_rating between 1 and 5),
        routing_mode text not null check (routing_mode in ('minimalRating', 'allMaps')),
        positive_text text not null,
        negative_text text not null,
        version integer not null default 1,
        created_at timestamptz not null default clock_timestamp(),
        updated_at timestamptz not null default clock_timestamp()
      );
      create index review_widgets_user on review_widgets (user_id, created_at, id);

      create table confirm_widgets (
        user_id uuid primary key references users (id) on delete cascade,
        show_price boolean not null,
        show_master_name boolean not null,
        show_confirm_button boolean not null,
        show_cancel_button boolean not null,
        version integer not null default 1,
        updated_at timestamptz not null default now(),
        check (show_confirm_button or show_cancel_button)
      );

      alter table reviews add column widget_id uuid references review_widgets (id) on delete set null;
      create index reviews_widget on reviews (widget_id, created_at) where widget_id is not null;

      -- A map click; the unique key is the "counted once": a client clicking the same map again adds nothing.
      create table review_widget_transitions (
        id uuid primary key default gen_random_uuid(),
        widget_id uuid not null references review_widgets (id) on delete cascade,
        review_id uuid not null references reviews (id) on delete cascade,
        map text not null check (map in ('yandex', 'twoGis', 'google')),
        created_at timestamptz not null default now(),
        unique (review_id, map)
      );
      create index review_widget_transitions_widget on review_widget_transitions (widget_id);
    `,
  },
  {
    // The owner's answer to a rating (the ratings page shows answered or not; AI-drafted answers, issue 32,
    // write the same columns once the owner approves them).
    id: '0002-rating-answers',
    sql: `
      alter table reviews add column answer_text text;
      alter table reviews add column answered_at timestamptz;
      alter table reviews add constraint reviews_answer_whole check ((answer_text is null) = (answered_at is null));
    `,
  },
  {
    // The BookingWidget (issue 32): the branch it books into (a connected YCLIENTS or Altegio company) and the
    // sites that may embed it; each booking it made, so the list counts them from rows.
    id: '0003-booking-widgets',
    sql: `
      create table booking_widgets (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        company_id uuid not null references companies (id) on delete cascade,
        name text not null,
        allowed_origins text[] not null default '{}',
        version integer not null default 1,
        created_at timestamptz not null default clock_timestamp(),
        updated_at timestamptz not null default clock_timestamp()
      );
      create index booking_widgets_user on booking_widgets (user_id, created_at, id);

      create table booking_widget_bookings (
        id uuid primary key default gen_random_uuid(),
        widget_id uuid not null references booking_widgets (id) on delete cascade,
        record_id text not null,
        starts_at timestamptz not null,
        created_at timestamptz not null default now(),
        unique (widget_id, record_id)
      );
    `,
  },
  {
    // AI-drafted answers (issue 32, /widgets/reviews-ai): a rating's latest draft, kept after the owner approves
    // it (approved_at), so a rating takes one answer of the package once however often it is drafted.
    id: '0004-review-answer-drafts',
    sql: `
      create table review_answer_drafts (
        review_id uuid primary key references reviews (id) on delete cascade,
        widget_id uuid not null references review_widgets (id) on delete cascade,
        text text not null,
        model_kind text not null check (model_kind in ('standIn', 'openAiCompatible')),
        model text not null,
        input_tokens integer not null default 0,
        output_tokens integer not null default 0,
        drafted_at timestamptz not null default clock_timestamp(),
        approved_at timestamptz
      );
      create index review_answer_drafts_widget on review_answer_drafts (widget_id);
    `,
  },
  {
    // Where the Review and Confirm widgets may be framed (issue 32, frame-ancestors per widget): the sites their
    // owner lists, as origins, like a booking widget's allowed_origins. None: no site frames their pages.
    id: '0005-widget-allowed-origins',
    sql: `
      alter table review_widgets add column allowed_origins text[] not null default '{}';
      alter table confirm_widgets add column allowed_origins text[] not null default '{}';
    `,
  },
];
