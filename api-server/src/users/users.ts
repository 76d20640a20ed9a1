import { currentUserSchema, type CurrentUser } from '@cabinet/api/contract';
import type { Queryable } from '../db/Db';

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
};

const USER_COLUMNS = `id, email, password_hash, phone, country_id, language, roles, is_test_user, crms,
  chat_api_instance_limit, available_notifications_count, not_send_weekly_yclients_reports,
  not_send_weekly_iiko_reports, is_enable_campaign_consent_collect, major_tariff, email_confirmed`;

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
  });
}

/** An 8-4-4-4-12 hex id: checked before it reaches a uuid column, where anything else is an SQL error. */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
