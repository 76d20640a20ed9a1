import type { SavedReviewWidgetFields } from '@cabinet/api/phone';
import {
  bookingCompaniesSchema,
  bookingWidgetSchema,
  confirmWidgetSchema,
  reviewWidgetSchema,
  type BookingCompany,
  type BookingWidget,
  type BookingWidgetSystem,
  type ConfirmWidget,
  type ReviewWidget,
  type SavedConfirmWidgetFields,
} from '@cabinet/api/widgets';
import type { Queryable } from '../platform/db/Db';
import { isUuid } from '../platform/db/sql';

type ReviewWidgetRow = {
  id: string;
  name: string;
  footer_text: string;
  language: string;
  answer_phone: string | null;
  notify_phone: string | null;
  notify_email: string | null;
  yandex_link: string | null;
  two_gis_link: string | null;
  google_link: string | null;
  minimal_rating: number;
  routing_mode: string;
  positive_text: string;
  negative_text: string;
  allowed_origins: string[];
  version: number;
  created_at: Date;
  updated_at: Date;
  transitions_count: number;
  ratings_count: number;
};

/** The figures are counted from stored rows on every read, never kept in a column. */
const REVIEW_WIDGET_COLUMNS = `w.id, w.name, w.footer_text, w.language, w.answer_phone, w.notify_phone, w.notify_email,
  w.yandex_link, w.two_gis_link, w.google_link, w.minimal_rating, w.routing_mode, w.positive_text, w.negative_text,
  w.allowed_origins, w.version, w.created_at, w.updated_at,
  (select count(*)::int from review_widget_transitions t where t.widget_id = w.id) as transitions_count,
  (select count(*)::int from reviews r where r.widget_id = w.id) as ratings_count`;

const toReviewWidget = (row: ReviewWidgetRow): ReviewWidget =>
  reviewWidgetSchema.parse({
    id: row.id,
    name: row.name,
    footerText: row.footer_text,
    language: row.language,
    answerPhone: row.answer_phone,
    notifyPhone: row.notify_phone,
    notifyEmail: row.notify_email,
    yandexMapLink: row.yandex_link,
    twoGisMapLink: row.two_gis_link,
    googleMapLink: row.google_link,
    minimalRating: row.minimal_rating,
    routingMode: row.routing_mode,
    positiveText: row.positive_text,
    negativeText: row.negative_text,
    allowedOrigins: row.allowed_origins,
    transitionsCount: row.transitions_count,
    ratingsCount: row.ratings_count,
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  });

const fieldValues = (fields: SavedReviewWidgetFields) => [
  fields.name,
  fields.footerText,
  fields.language,
  fields.answerPhone,
  fields.notifyPhone,
  fields.notifyEmail,
  fields.yandexMapLink,
  fields.twoGisMapLink,
  fields.googleMapLink,
  fields.minimalRating,
  fields.routingMode,
  fields.positiveText,
  fields.negativeText,
  fields.allowedOrigins,
];

/** An owner's Review widgets, oldest first (a handful per account: not paged). */
export async function listReviewWidgets(q: Queryable, userId: string): Promise<ReviewWidget[]> {
  const rows = await q.query<ReviewWidgetRow>(`select ${REVIEW_WIDGET_COLUMNS} from review_widgets w where w.user_id = $1 order by w.created_at, w.id`, [userId]);
  return rows.map(toReviewWidget);
}

/** One of the owner's Review widgets; `lock` takes its row for an update in the same transaction. */
export async function findReviewWidget(q: Queryable, userId: string, id: string, lock = false): Promise<ReviewWidget | null> {
  const [row] = await q.query<ReviewWidgetRow>(
    `select ${REVIEW_WIDGET_COLUMNS} from review_widgets w where w.id = $1 and w.user_id = $2${lock ? ' for update of w' : ''}`,
    [id, userId],
  );
  return row ? toReviewWidget(row) : null;
}

export async function insertReviewWidget(q: Queryable, userId: string, fields: SavedReviewWidgetFields): Promise<string> {
  const [row] = await q.query<{ id: string }>(
    `insert into review_widgets (user_id, name, footer_text, language, answer_phone, notify_phone, notify_email,
       yandex_link, two_gis_link, google_link, minimal_rating, routing_mode, positive_text, negative_text, allowed_origins)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) returning id`,
    [userId, ...fieldValues(fields)],
  );
  if (!row) throw new Error('Inserting a review widget returned no row');
  return row.id;
}

export async function updateReviewWidget(q: Queryable, id: string, fields: SavedReviewWidgetFields): Promise<void> {
  await q.query(
    `update review_widgets set name = $2, footer_text = $3, language = $4, answer_phone = $5, notify_phone = $6, notify_email = $7,
       yandex_link = $8, two_gis_link = $9, google_link = $10, minimal_rating = $11, routing_mode = $12, positive_text = $13,
       negative_text = $14, allowed_origins = $15, version = version + 1, updated_at = clock_timestamp()
     where id = $1`,
    [id, ...fieldValues(fields)],
  );
}

/** What an account that never saved its Confirm widget gets: every part shown. */
export const DEFAULT_CONFIRM_WIDGET: ConfirmWidget = { showPrice: true, showMasterName: true, showConfirmButton: true, showCancelButton: true, allowedOrigins: [], version: 0 };

type ConfirmWidgetRow = { show_price: boolean; show_master_name: boolean; show_confirm_button: boolean; show_cancel_button: boolean; allowed_origins: string[]; version: number };

export async function findConfirmWidget(q: Queryable, userId: string, lock = false): Promise<ConfirmWidget> {
  const [row] = await q.query<ConfirmWidgetRow>(
    `select show_price, show_master_name, show_confirm_button, show_cancel_button, allowed_origins, version from confirm_widgets where user_id = $1${lock ? ' for update' : ''}`,
    [userId],
  );
  if (!row) return DEFAULT_CONFIRM_WIDGET;
  return confirmWidgetSchema.parse({
    showPrice: row.show_price,
    showMasterName: row.show_master_name,
    showConfirmButton: row.show_confirm_button,
    showCancelButton: row.show_cancel_button,
    allowedOrigins: row.allowed_origins,
    version: row.version,
  });
}

export async function upsertConfirmWidget(q: Queryable, userId: string, fields: SavedConfirmWidgetFields): Promise<void> {
  await q.query(
    `insert into confirm_widgets (user_id, show_price, show_master_name, show_confirm_button, show_cancel_button, allowed_origins)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (user_id) do update set show_price = $2, show_master_name = $3, show_confirm_button = $4, show_cancel_button = $5,
       allowed_origins = $6, version = confirm_widgets.version + 1, updated_at = now()`,
    [userId, fields.showPrice, fields.showMasterName, fields.showConfirmButton, fields.showCancelButton, fields.allowedOrigins],
  );
}

// The booking widgets (booking.ts).

export type BookingWidgetRow = {
  id: string;
  user_id: string;
  name: string;
  company_id: string;
  company_name: string;
  company_source_id: string;
  time_zone: string;
  system: BookingWidgetSystem;
  account_id: string;
  allowed_origins: string[];
  bookings_count: number;
  version: number;
  created_at: Date;
  updated_at: Date;
};

/**
 * The connected system account a company (co) belongs to: a YCLIENTS or Altegio branch, or an iiko
 * organisation (iiko/feed.ts makes each one a company of its own connection).
 */
const SYSTEM_OF_COMPANY = `select a.id, a.kind, a.user_id from system_account_companies c join system_accounts a on a.id = c.account_id and a.kind in ('yclients', 'altegio')
    where c.connection_id = co.connection_id and c.source_id = co.source_id
  union all
  select a.id, a.kind, a.user_id from iiko_organizations io join system_accounts a on a.id = io.account_id and a.kind = 'iiko'
    where io.connection_id = co.connection_id and io.source_id = co.source_id`;

/** A widget with its branch; the branch's account must still be connected (else the widget answers 404). */
const BOOKING_WIDGET_SELECT = `select w.id, w.user_id, w.name, w.company_id, co.name as company_name, co.source_id as company_source_id,
    co.timezone as time_zone, a.kind as system, a.id as account_id, w.allowed_origins, w.version, w.created_at, w.updated_at,
    (select count(*)::int from booking_widget_bookings b where b.widget_id = w.id) as bookings_count
  from booking_widgets w
  join companies co on co.id = w.company_id
  join lateral (${SYSTEM_OF_COMPANY}) a on a.user_id = w.user_id`;

export const toBookingWidget = (row: BookingWidgetRow, apiUrl: string): BookingWidget =>
  bookingWidgetSchema.parse({
    id: row.id,
    name: row.name,
    system: row.system,
    companyId: row.company_id,
    companyName: row.company_name,
    allowedOrigins: row.allowed_origins,
    apiUrl,
    bookingsCount: row.bookings_count,
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  });

export async function findBookingWidget(q: Queryable, id: string, userId: string | null, forUpdate = false): Promise<BookingWidgetRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await q.query<BookingWidgetRow>(`${BOOKING_WIDGET_SELECT} where w.id = $1 and ($2::uuid is null or w.user_id = $2::uuid)${forUpdate ? ' for update of w' : ''}`, [id, userId]);
  return row ?? null;
}

/** The owner's connected YCLIENTS and Altegio branches and iiko organisations: the ones a booking widget may book into. */
export async function connectedCompanies(q: Queryable, userId: string): Promise<BookingCompany[]> {
  const rows = await q.query<{ id: string; name: string; system: BookingWidgetSystem }>(
    `select co.id, co.name, a.kind as system from companies co
     join lateral (${SYSTEM_OF_COMPANY}) a on a.user_id = $1
     where co.user_id = $1 order by co.name, co.id`,
    [userId],
  );
  return bookingCompaniesSchema.parse(rows);
}


/** The owner's booking widgets, oldest first. */
export async function listBookingWidgets(q: Queryable, userId: string, apiUrl = ''): Promise<BookingWidget[]> {
  const rows = await q.query<BookingWidgetRow>(`${BOOKING_WIDGET_SELECT} where w.user_id = $1 order by w.created_at, w.id`, [userId]);
  return rows.map((row) => toBookingWidget(row, apiUrl));
}

/** A booking a widget made (a visit's record or an iiko reserve), once per record: the list counts these rows. */
export async function recordWidgetBooking(q: Queryable, widgetId: string, recordId: string, startsAt: string): Promise<void> {
  await q.query('insert into booking_widget_bookings (widget_id, record_id, starts_at) values ($1, $2, $3) on conflict do nothing', [widgetId, recordId, startsAt]);
}
