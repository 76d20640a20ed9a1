import bcrypt from 'bcryptjs';
import type { ApiMode } from './config';
import type { Db, Queryable } from './db/Db';
import { BCRYPT_COST } from './routes/authRoutes';
import { seedDemoFlowsDomain } from './seedFlows';

export interface SeedLog {
  info(message: string): void;
  warn(message: string): void;
}

export type SeedOutcome = 'seeded' | 'skipped' | 'refused';

export const DEMO_PASSWORD = 'Demo1234';
export const DEMO_EMAIL = 'demo@example.com';
export const ADMIN_EMAIL = 'admin@example.com';
export const SUPER_ADMIN_EMAIL = 'superadmin@example.com';

/**
 * Demo data for an empty database: the /demo account with its payments, flows (with a month of sent
 * messages), blacklist, short links, chatbot and subscribers; an admin, a super-admin and three news items. Never in production, where known passwords would be an open door; never over existing users.
 */
export async function seedDemoData(db: Db, config: { mode: ApiMode }, log: SeedLog): Promise<SeedOutcome> {
  if (config.mode === 'production') {
    log.warn('Seeding refused in production mode');
    return 'refused';
  }
  const [users] = await db.query<{ count: number }>('select count(*)::int as count from users');
  if ((users?.count ?? 0) > 0) {
    log.info('Demo data not seeded: the database already has users');
    return 'skipped';
  }
  // One hash each, so the three accounts do not share a salt.
  const [demoHash, adminHash, superAdminHash] = await Promise.all([1, 2, 3].map(() => bcrypt.hash(DEMO_PASSWORD, BCRYPT_COST)));
  await db.transaction(async (tx) => {
    const demoId = await insertUser(tx, {
      email: DEMO_EMAIL,
      passwordHash: demoHash,
      phone: '+79001234567',
      countryId: 1,
      language: 'ru',
      roles: [],
      crms: ['yclients'],
      majorTariff: 1,
      availableNotificationsCount: 1450,
    });
    await insertUser(tx, { email: ADMIN_EMAIL, passwordHash: adminHash, phone: null, countryId: 1, language: 'en', roles: ['admin'], crms: [], majorTariff: null, availableNotificationsCount: 0 });
    await insertUser(tx, {
      email: SUPER_ADMIN_EMAIL,
      passwordHash: superAdminHash,
      phone: null,
      countryId: 1,
      language: 'en',
      roles: ['admin', 'super-admin'],
      crms: [],
      majorTariff: null,
      availableNotificationsCount: 0,
    });
    // Two successful payments make the demo user a Loyal client: a month that ended last (calendar) year,
    // and the current one, which ends in 20 days.
    await tx.query(
      `insert into payments (user_id, tariff, amount, currency, success, date_begin, date_end, created_at) values
         ($1, 1, 2500, 'RUB', true, date_trunc('year', now()) - interval '2 months', date_trunc('year', now()) - interval '1 month', date_trunc('year', now()) - interval '2 months'),
         ($1, 1, 2500, 'RUB', true, now() - interval '10 days', now() + interval '20 days', now() - interval '10 days')`,
      [demoId],
    );
    await tx.query(
      `insert into news (title, description, link, type, crm_types, client_types, is_sidebar_news, order_number) values
         ('Message packages at a discount', 'Top up before the end of the month and get bonus messages.', '/payments', 'Event', '{}', '{}', true, 1),
         ('YCLIENTS: visit confirmation chatbot', 'Clients can now confirm or cancel a visit by answering the reminder.', '/chatbots/booking', 'Info', '{yclients}', '{}', false, 2),
         ('New analytics reports', 'RFM segments and cohorts are now in Insights.', '/insights', 'Info', '{}', '{}', false, 3)`,
    );
    await seedDemoFlowsDomain(tx, demoId);
  });
  log.info(`Demo data seeded: ${DEMO_EMAIL}, ${ADMIN_EMAIL} and ${SUPER_ADMIN_EMAIL}, password ${DEMO_PASSWORD}`);
  return 'seeded';
}

interface SeedUser {
  email: string;
  passwordHash: string | undefined;
  phone: string | null;
  countryId: number;
  language: string;
  roles: string[];
  crms: string[];
  majorTariff: number | null;
  availableNotificationsCount: number;
}

async function insertUser(tx: Queryable, user: SeedUser): Promise<string> {
  if (user.passwordHash === undefined) throw new Error('Missing password hash');
  const [row] = await tx.query<{ id: string }>(
    `insert into users (email, password_hash, phone, country_id, language, roles, crms, major_tariff,
       available_notifications_count, email_confirmed)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, true)
     returning id`,
    [user.email, user.passwordHash, user.phone, user.countryId, user.language, user.roles, user.crms, user.majorTariff, user.availableNotificationsCount],
  );
  if (!row) throw new Error(`Seeding ${user.email} returned no row`);
  return row.id;
}
