import { currentUserSchema, type CurrentUser } from '@cabinet/api/contract';
import { hasProFeatures, lockedFeaturesOf, RUNNING_FLOW_STATUSES } from '@cabinet/api/flows';
import { WIDGET_PRO_FEATURE_KEYS } from '@cabinet/api/widgets';
import type { Queryable } from '../platform/db/Db';

/**
 * CurrentUser.isSending: a switched-on flow (RUNNING_FLOW_STATUSES) or a mailing not finished. Read with the
 * user's row (every select of USER_COLUMNS is `from users`), so the session's one call answers it.
 */
const IS_SENDING = `(exists (select 1 from flows f where f.user_id = users.id and f.status in (${RUNNING_FLOW_STATUSES.map((status) => `'${status}'`).join(', ')}))
    or exists (select 1 from distributions d where d.user_id = users.id and d.status in ('inQueue', 'waiting', 'working')))`;

/** The users columns the API reads back. */
export type UserRow = {
  id: string;
  email: string;
  password_hash: string;
  phone: string | null;
  country_id: number;
  language: string | null;
  roles: string[];
  is_test_user: boolean;
  crms: string[];
  chat_api_instance_limit: number;
  available_notifications_count: number;
  not_send_weekly_yclients_reports: boolean;
  not_send_weekly_iiko_reports: boolean;
  is_enable_campaign_consent_collect: boolean;
  major_tariff: number | null;
  email_confirmed: boolean;
  settings_version: number;
  is_sending: boolean;
};

export const USER_COLUMNS = `id, email, password_hash, phone, country_id, language, roles, is_test_user, crms,
  chat_api_instance_limit, available_notifications_count, not_send_weekly_yclients_reports,
  not_send_weekly_iiko_reports, is_enable_campaign_consent_collect, major_tariff, email_confirmed, settings_version,
  ${IS_SENDING} as is_sending`;

/** Emails are stored lower-case, so a caller's casing never makes a second account. */
export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | null> {
  const [row] = await q.query<UserRow>(`select ${USER_COLUMNS} from users where email = $1`, [email.trim().toLowerCase()]);
  return row ?? null;
}

export async function findUserById(q: Queryable, id: string): Promise<UserRow | null> {
  const [row] = await q.query<UserRow>(`select ${USER_COLUMNS} from users where id = $1`, [id]);
  return row ?? null;
}

/** The User entity of spec section 3, checked against the shared schema before it leaves. */
export function toCurrentUser(row: UserRow): CurrentUser {
  return currentUserSchema.parse({
    id: row.id,
    email: row.email,
    phoneNumber: row.phone,
    chatApiInstanceLimit: row.chat_api_instance_limit,
    isTestUser: row.is_test_user,
    crms: row.crms,
    language: row.language,
    countryId: row.country_id,
    notSendWeeklyYclientsReports: row.not_send_weekly_yclients_reports,
    notSendWeeklyIikoReports: row.not_send_weekly_iiko_reports,
    availableNotificationsCount: row.available_notifications_count,
    isEnableCampaignConsentCollect: row.is_enable_campaign_consent_collect,
    majorTariff: row.major_tariff,
    emailConfirmed: row.email_confirmed,
    settingsVersion: row.settings_version,
    isSending: row.is_sending,
    // Flows' Pro features and the widgets' (review catcher, visit confirmation), on the same plan.
    lockedFeatures: [...lockedFeaturesOf(row.major_tariff), ...(hasProFeatures(row.major_tariff) ? [] : WIDGET_PRO_FEATURE_KEYS)],
  });
}

export type NewUserRow = { id: string; email: string; roles: string[] };

/** A registered user; null when the e-mail already has an account. */
export async function insertRegisteredUser(
  q: Queryable,
  user: { email: string; passwordHash: string; phone: string; countryId: number; language: string | null; utmTag: string | null; clientHost: string },
): Promise<NewUserRow | null> {
  const [row] = await q.query<NewUserRow>(
    `insert into users (email, password_hash, phone, country_id, language, utm_tag, client_host)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (email) do nothing
     returning id, email, roles`,
    [user.email, user.passwordHash, user.phone, user.countryId, user.language, user.utmTag, user.clientHost],
  );
  return row ?? null;
}

/** A user whose address Google vouched for (confirmed already); null when the e-mail already has an account. */
export async function insertGoogleUser(q: Queryable, user: { email: string; passwordHash: string; clientHost: string }): Promise<NewUserRow | null> {
  const [row] = await q.query<NewUserRow>(
    `insert into users (email, password_hash, email_confirmed, client_host)
     values ($1, $2, true, $3)
     on conflict (email) do nothing
     returning id, email, roles`,
    [user.email, user.passwordHash, user.clientHost],
  );
  return row ?? null;
}

export async function markEmailConfirmed(q: Queryable, userId: string): Promise<void> {
  await q.query('update users set email_confirmed = true where id = $1 and not email_confirmed', [userId]);
}

export async function setPasswordHash(q: Queryable, userId: string, passwordHash: string): Promise<void> {
  await q.query('update users set password_hash = $2 where id = $1', [userId, passwordHash]);
}

/**
 * Makes the address waiting for its link the account's, confirmed; false when another account took it meanwhile.
 * The e-mail is in the admin user model too, so its version moves on (an admin's stale save is refused).
 */
export async function applyPendingEmail(q: Queryable, userId: string): Promise<boolean> {
  const rows = await q.query<{ id: string }>(
    `update users set email = pending_email, pending_email = null, email_confirmed = true, admin_version = admin_version + 1
     where id = $1 and pending_email is not null and not exists (select 1 from users other where other.email = users.pending_email)
     returning id`,
    [userId],
  );
  return rows.length > 0;
}
