import type { Queryable } from '../platform/db/Db';
import type { DemoAccounts } from '../platform/DomainModule';
import { hashPassword } from './passwords';

export const DEMO_PASSWORD = 'Demo1234';
export const DEMO_EMAIL = 'demo@example.com';
export const ADMIN_EMAIL = 'admin@example.com';
export const SUPER_ADMIN_EMAIL = 'superadmin@example.com';

export interface DemoPasswordHashes {
  demo: string;
  admin: string;
  superAdmin: string;
}

/** One hash each, so the three accounts do not share a salt; computed before the seeding transaction. */
export async function hashDemoPasswords(): Promise<DemoPasswordHashes> {
  const [demo, admin, superAdmin] = await Promise.all([1, 2, 3].map(() => hashPassword(DEMO_PASSWORD)));
  if (demo === undefined || admin === undefined || superAdmin === undefined) throw new Error('Missing password hash');
  return { demo, admin, superAdmin };
}

/**
 * The demo salon's owner, an admin and a super-admin. Seeded first:
 * every other domain's demo rows belong to these accounts.
 */
export async function seedDemoAccounts(tx: Queryable, hashes: DemoPasswordHashes): Promise<DemoAccounts> {
  const demoId = await insertUser(tx, {
    email: DEMO_EMAIL,
    passwordHash: hashes.demo,
    phone: '+79001234567',
    countryId: 1,
    // Every /demo visitor shares this account: it keeps no language, so each visitor's own holds (settingsRoutes).
    language: null,
    roles: [],
    crms: ['yclients'],
    majorTariff: 1,
    availableNotificationsCount: 1450,
  });
  const adminId = await insertUser(tx, {
    email: ADMIN_EMAIL,
    passwordHash: hashes.admin,
    phone: null,
    countryId: 1,
    language: 'en',
    roles: ['admin'],
    crms: [],
    majorTariff: null,
    availableNotificationsCount: 0,
  });
  const superAdminId = await insertUser(tx, {
    email: SUPER_ADMIN_EMAIL,
    passwordHash: hashes.superAdmin,
    phone: null,
    countryId: 1,
    language: 'en',
    roles: ['admin', 'super-admin'],
    crms: [],
    majorTariff: null,
    availableNotificationsCount: 0,
  });
  // Its payments are the payments domain's seed: made as real ones are, once its companies exist.
  return { demoId, adminId, superAdminId };
}

interface SeedUser {
  email: string;
  passwordHash: string;
  phone: string | null;
  countryId: number;
  language: string | null;
  roles: string[];
  crms: string[];
  majorTariff: number | null;
  availableNotificationsCount: number;
}

async function insertUser(tx: Queryable, user: SeedUser): Promise<string> {
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
