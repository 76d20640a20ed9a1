import type { PaymentNote } from '@cabinet/api/payments';
import { hashPassword } from '../account/passwords';
import type { Queryable } from '../platform/db/Db';
import type { DemoAccounts } from '../platform/DomainModule';

/** Spec section 3: several managers, one of them fired (kept on old payments, not offered for new ones). */
export const DEMO_MANAGERS = [
  { name: 'Anna Petrova', isFired: false },
  { name: 'Igor Smirnov', isFired: false },
  { name: 'Mariana Souza', isFired: false },
  { name: 'Oleh Kovalenko', isFired: true },
] as const;

/** Spec section 6: only names carrying [FM] are offered to an admin. */
export const DEMO_PAY_DESTINATIONS = ['[FM] Bank transfer, RUB', '[FM] Card, KZT', '[FM] Stripe, USD', 'Old cash desk', 'Partner netting'] as const;

/**
 * Customers of the platform beside the demo salon, so every admin list shows variety: countries (Russia,
 * Kazakhstan, Ukraine, Brazil, elsewhere), currencies, tariffs, paid, lapsed and refused payments, instances
 * in several states, lead info. They sign in with the demo password.
 */
const CUSTOMERS = [
  { email: 'lotus.spa@example.com', name: 'Elena Volkova', phone: '+79161112233', country: 1, tariff: 1, currency: 'RUB', amount: 2500, months: [-3, -2, -1, 0], instance: 'authorized' },
  { email: 'barber.almaty@example.com', name: 'Arman Nurlanov', phone: '+77011234567', country: 8, tariff: 0, currency: 'KZT', amount: 15000, months: [-5, -4], instance: 'notAuthorized' },
  { email: 'kyiv.nails@example.com', name: 'Oksana Shevchenko', phone: '+380501234567', country: 4, tariff: 1, currency: 'USD', amount: 30, months: [-1, 0], instance: 'authorized' },
  { email: 'studio.rio@example.com', name: 'Camila Oliveira', phone: '+5521987654321', country: 55, tariff: 20, currency: 'USD', amount: 49, months: [0], instance: 'gotQrCode' },
  { email: 'dental.kazan@example.com', name: 'Rustam Galiev', phone: '+79172223344', country: 1, tariff: 25, currency: 'RUB', amount: 4900, months: [-8, -7, -6], instance: null },
  { email: 'pizza.minsk@example.com', name: 'Pavel Kozlov', phone: '+375291234567', country: 3, tariff: 4, currency: 'RUB', amount: 3200, months: [-2, -1], instance: 'error' },
  { email: 'mailing.shop@example.com', name: 'Dina Sadykova', phone: '+77071112233', country: 8, tariff: 13, currency: 'KZT', amount: 9000, months: [-1], instance: 'authorized' },
  { email: 'beauty.lisbon@example.com', name: 'Inês Costa', phone: '+351912345678', country: 0, tariff: 16, currency: 'USD', amount: 25, months: [], instance: 'init' },
  // The same phone as the first: the admin user model flags it as a duplicate.
  { email: 'lotus.spa.second@example.com', name: 'Elena Volkova', phone: '+79161112233', country: 1, tariff: null, currency: 'RUB', amount: 2500, months: [], instance: null },
] as const;

const DAY_MS = 24 * 3600 * 1000;

export async function seedAdmin(tx: Queryable, accounts: DemoAccounts): Promise<void> {
  const managers: string[] = [];
  for (const manager of DEMO_MANAGERS) {
    const [row] = await tx.query<{ id: string }>('insert into managers (name, is_fired) values ($1, $2) returning id', [manager.name, manager.isFired]);
    if (row) managers.push(row.id);
  }
  const destinations: string[] = [];
  for (const name of DEMO_PAY_DESTINATIONS) {
    const [row] = await tx.query<{ id: string }>('insert into pay_destinations (name) values ($1) returning id', [name]);
    if (row) destinations.push(row.id);
  }
  const passwordHash = await hashPassword('Demo1234');
  const now = Date.now();
  const ids = new Map<string, string>();
  for (const [index, customer] of CUSTOMERS.entries()) {
    const registered = new Date(now - (400 - index * 37) * DAY_MS);
    const [user] = await tx.query<{ id: string }>(
      `insert into users (email, password_hash, phone, country_id, language, major_tariff, full_name, email_confirmed,
         available_notifications_count, available_ai_reviews_count, chat_api_instance_limit, created_at)
       values ($1, $2, $3, $4, 'ru', $5, $6, true, $7, $8, $9, $10) returning id`,
      [customer.email, passwordHash, customer.phone, customer.country, customer.tariff, customer.name, 120 * index, 10 * index, 1 + (index % 3), registered.toISOString()],
    );
    if (!user) continue;
    ids.set(customer.email, user.id);
    const manager = managers[index % managers.length] ?? null;
    for (const [step, month] of customer.months.entries()) {
      const begin = new Date(now + month * 30 * DAY_MS - 20 * DAY_MS);
      // Every fourth payment was refused (the admin lists show both, spec section 4).
      const success = (index + step) % 4 !== 3;
      await tx.query(
        `insert into payments (user_id, tariff, amount, currency, success, date_begin, date_end, payment_day, created_at, provider,
           manager_id, pay_destination_id, note, reason)
         values ($1, $2, $3, $4, $5, $6, $7, $6, $6, $8, $9, $10, $11, $12)`,
        [
          user.id,
          customer.tariff ?? 1,
          customer.amount,
          customer.currency,
          success,
          begin.toISOString(),
          new Date(begin.getTime() + 30 * DAY_MS).toISOString(),
          step % 2 === 0 ? 'manual' : customer.currency === 'KZT' ? 'Paybox' : customer.currency === 'USD' ? 'StripePay' : 'YoomoneyPay',
          manager,
          step % 2 === 0 ? (destinations[index % 3] ?? null) : null,
          // Codes, not English: the screens word them in the reader's language (issue 31).
          step % 2 === 0 ? JSON.stringify(bankTransfer(true)) : null,
          success ? null : 'declined',
        ],
      );
    }
    if (customer.instance !== null) {
      await tx.query(
        `insert into channel_accounts (user_id, kind, name, phone, state, paid_up_to, created_at)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [user.id, index % 2 === 0 ? 'whatsapp' : 'max', customer.name, customer.phone, customer.instance, new Date(now + (index - 3) * 7 * DAY_MS).toISOString(), registered.toISOString()],
      );
    }
    if (index < 6) {
      await tx.query('insert into lead_infos (user_id, first_line_manager_id, second_line_manager_id) values ($1, $2, $3)', [
        user.id,
        managers[index % 3] ?? null,
        index % 2 === 0 ? (managers[3] ?? null) : null,
      ]);
    }
  }
  // Promo codes of the cabinet's own (/admin/promocodes): one on offer, one expired, one deactivated.
  await tx.query(
    `insert into promocodes (code, kind, discount_percent, payment_count, payments_count_by_user, expire_date, available_tariff_types, active)
     values ('WELCOME10', 'admin', 10, 500, 1, $1, '{0,1}', true), ('BLACKFRIDAY30', 'admin', 30, 200, 1, $2, '{}', true),
            ('LAUNCH50', 'admin', 50, 50, 1, null, '{1}', false)`,
    [new Date(now + 180 * DAY_MS).toISOString(), new Date(now - 5 * DAY_MS).toISOString()],
  );
  await seedChurnAndAccidents(tx, accounts, ids, now);
  // The demo salon is looked after too; its trail starts empty until an admin changes something.
  await tx.query('insert into lead_infos (user_id, first_line_manager_id) values ($1, $2)', [accounts.demoId, managers[0] ?? null]);
}

/**
 * Churn flags beyond what the payments and instances above give (spec section 4): a connected branch its booking
 * system now lists as inactive (disconnectedCompany), a payment about to end (paymentExpires) and a competitor's integration on a branch (competitorInstalled); and an
 * accident an admin recorded and resolved, so /admin/accidents is not empty.
 */
async function seedChurnAndAccidents(tx: Queryable, accounts: DemoAccounts, ids: ReadonlyMap<string, string>, now: number): Promise<void> {
  const dental = ids.get('dental.kazan@example.com');
  if (dental) {
    const [connection] = await tx.query<{ id: string }>(
      `insert into business_connections (user_id, integration, external_id, name, webhook_secret) values ($1, 'yclients', '904411', 'Dental Kazan (YCLIENTS)', 'seed-secret') returning id`,
      [dental],
    );
    const [account] = await tx.query<{ id: string }>(
      `insert into system_accounts (user_id, kind, login, companies) values ($1, 'yclients', 'dental.kazan@example.com', $2) returning id`,
      // The booking system lists the connected branch as inactive: it was switched off there (the minute's pull keeps this list).
      [dental, JSON.stringify([{ id: '904411', name: 'Dental Kazan', city: 'Kazan', timezone: 'Europe/Moscow', active: false }])],
    );
    if (connection && account) {
      await tx.query('insert into system_account_companies (account_id, source_id, connection_id) values ($1, $2, $3)', [account.id, '904411', connection.id]);
    }
  }
  // A month paid by bank transfer that ends in four days: paymentExpires.
  const lisbon = ids.get('beauty.lisbon@example.com');
  if (lisbon) {
    await tx.query(
      `insert into payments (user_id, tariff, amount, currency, success, date_begin, date_end, payment_day, created_at, provider, note)
       values ($1, 16, 25, 'USD', true, $2, $3, $2, $2, 'manual', $4)`,
      [lisbon, new Date(now - 26 * DAY_MS).toISOString(), new Date(now + 4 * DAY_MS).toISOString(), JSON.stringify(bankTransfer(false))],
    );
  }
  const pizza = ids.get('pizza.minsk@example.com');
  if (pizza) {
    await tx.query(`insert into competitor_installs (user_id, competitor, detected_at) values ($1, 'Another reminders app', $2)`, [pizza, new Date(now - 3 * DAY_MS).toISOString()]);
  }
  const affected = [ids.get('lotus.spa@example.com'), ids.get('kyiv.nails@example.com')].filter((id): id is string => id !== undefined);
  const [accident] = await tx.query<{ id: string }>(
    `insert into accidents (kind, title, description, source, status, started_at, resolved_at, created_by, created_by_email)
     select 'providerFailing', 'WhatsApp provider timeouts', 'Sends timed out for an hour; the provider restarted its gateway.', 'Chat API', 'resolved', $1, $2, $3, email
     from users where id = $3 returning id`,
    [new Date(now - 10 * DAY_MS).toISOString(), new Date(now - 10 * DAY_MS + 2 * 3600 * 1000).toISOString(), accounts.adminId],
  );
  if (accident && affected.length > 0) await tx.query('insert into accident_users (accident_id, user_id) select $1, unnest($2::uuid[])', [accident.id, affected]);
}

const bankTransfer = (confirmed: boolean): PaymentNote => ({ code: 'bankTransfer', confirmed });
