import type { DemoAccounts } from '../platform/DomainModule';
import { DEMO_BRANCHES } from '../business/seed';
import type { Queryable } from '../platform/db/Db';

/** The login of the demo salon's owner in YCLIENTS (its stand-in knows it: standIns/booking.ts, password aurora-2026). */
export const DEMO_YCLIENTS_LOGIN = 'owner@aurora-salon.ru';

/**
 * The demo salon's YCLIENTS account (its stand-in's `owner@aurora-salon.ru`, the branches the demo's data
 * came from), both branches connected to the demo's YCLIENTS connection: the AI salon assistant's
 * yclients_salon plugin books in the Moscow branch, and the minute's pull brings what is booked there. The
 * stand-in knows the integration installed, so the partner's token reads it without a user token.
 */
export async function seedSystemAccounts(tx: Queryable, accounts: DemoAccounts): Promise<void> {
  const [connection] = await tx.query<{ id: string }>(`select id from business_connections where user_id = $1 and integration = 'yclients' order by created_at, id limit 1`, [accounts.demoId]);
  if (!connection) return;
  const companies = DEMO_BRANCHES.map((branch) => ({ id: branch.sourceId, name: branch.name, city: branch.city, timezone: branch.timezone, active: true }));
  const [account] = await tx.query<{ id: string }>(
    `insert into system_accounts (user_id, kind, login, external_user_id, companies, last_synced_at) values ($1, 'yclients', $2, '1305120', $3, now()) returning id`,
    [accounts.demoId, DEMO_YCLIENTS_LOGIN, JSON.stringify(companies)],
  );
  if (!account) return;
  for (const branch of DEMO_BRANCHES) {
    await tx.query(
      `insert into system_account_companies (account_id, source_id, connection_id, webhooks_count, active_masters_count) values ($1, $2, $3, 1, $4)`,
      [account.id, branch.sourceId, connection.id, branch.masters.length],
    );
  }
}
