import { businessWebhookSchema, ORDER_STATUSES, type BusinessWebhook } from '@cabinet/api/business';
import { applyWebhook } from '../../business/apply';
import { newWebhookSecret } from '../../business/routes';
import type { Queryable } from '../../platform/db/Db';
import { QUEUES } from '../../platform/jobs/queues';
import type { FeedDeps } from '../booking/feed';
import { IikoError, type IikoAdapter, type IikoOrder } from './adapter';

/**
 * The iiko feed: each organisation of a connected API login is a business connection (integration
 * `iikocrm`, like a booking company), and a pull (on connect, then every minute) reads its delivery orders
 * changed since the stored revision and applies them through the business webhook's path, so they land as
 * the same `orders` and `clients` rows and `orderStatusChanged` events the engine's order flows react to.
 * Idempotent: rows are upserted by iiko's ids and an unchanged status writes no event; the revision moves in
 * the transaction that applied its orders, so a failed apply (or a crash) pulls the same orders again.
 */

type AccountRow = { id: string; user_id: string; user_token: string };
type OrganizationRow = { source_id: string; name: string; connection_id: string; revision: string | null };

/** What a pull failure is recorded as: iiko's refusal kinds, or the cabinet's own failure to store them. */
export type IikoPullError = IikoError['kind'] | 'applyFailed';

/** Statuses after which an order is history: on the first pull they are facts, not news to message about. */
const FINISHED = new Set(['Delivered', 'Closed', 'Cancelled']);

/** Makes every organisation of the account a business connection with its company row (idempotent). */
export async function connectOrganizations(q: Queryable, accountId: string): Promise<void> {
  const [account] = await q.query<AccountRow>(`select id, user_id, user_token from system_accounts where id = $1 and kind = 'iiko'`, [accountId]);
  if (!account) throw new Error(`No iiko account ${accountId}`);
  const organizations = await q.query<{ source_id: string; name: string }>('select source_id, name from iiko_organizations where account_id = $1', [accountId]);
  for (const organization of organizations) {
    const [connection] = await q.query<{ id: string }>(
      `insert into business_connections (user_id, integration, external_id, name, webhook_secret) values ($1, 'iikocrm', $2, $3, $4)
       on conflict (user_id, integration, external_id) do update set name = excluded.name returning id`,
      [account.user_id, organization.source_id, organization.name, newWebhookSecret()],
    );
    if (!connection) throw new Error('The connection upsert returned nothing');
    await q.query(
      `insert into companies (user_id, connection_id, source_id, name) values ($1, $2, $3, $4)
       on conflict (connection_id, source_id) do update set name = excluded.name`,
      [account.user_id, connection.id, organization.source_id, organization.name],
    );
    await q.query('update iiko_organizations set connection_id = $3 where account_id = $1 and source_id = $2', [accountId, organization.source_id, connection.id]);
  }
}

export interface IikoPullResult {
  /** Business events written (new orders, changed statuses) for the engine. */
  events: number;
  /** The organisations whose pull failed, with why; their revision stayed. */
  failures: Array<{ organizationId: string; error: IikoPullError }>;
}

/**
 * Pulls every connected organisation of the account, each on its own: one's failure is recorded on it
 * (and on the account, for the /accounts list) and the others go on. Then wakes the engine.
 */
export async function pullIikoAccount(deps: FeedDeps, adapter: IikoAdapter, accountId: string): Promise<IikoPullResult> {
  const [account] = await deps.db.query<AccountRow>(`select id, user_id, user_token from system_accounts where id = $1 and kind = 'iiko'`, [accountId]);
  const result: IikoPullResult = { events: 0, failures: [] };
  if (!account) return result;
  const organizations = await deps.db.query<OrganizationRow>(
    'select source_id, name, connection_id, revision from iiko_organizations where account_id = $1 and connection_id is not null order by name, source_id',
    [accountId],
  );
  try {
    for (const organization of organizations) {
      try {
        result.events += await pullOrganization(deps, adapter, account, organization);
      } catch (error) {
        const kind: IikoPullError = error instanceof IikoError ? error.kind : 'applyFailed';
        result.failures.push({ organizationId: organization.source_id, error: kind });
        await deps.db.query('update iiko_organizations set last_pull_error = $3 where account_id = $1 and source_id = $2', [accountId, organization.source_id, kind]);
      }
    }
    const failure = result.failures[0]?.error ?? null;
    await deps.db.query(
      `update system_accounts set last_sync_error = $2, last_synced_at = case when $2::text is null then $3::timestamptz else last_synced_at end where id = $1`,
      [accountId, failure, deps.clock.now().toISOString()],
    );
  } finally {
    // After the commits: the engine reacts to what arrived (its minute sweep catches a lost send).
    if (result.events > 0) await deps.jobs.send(QUEUES.businessEvents, {});
  }
  return result;
}

async function pullOrganization(deps: FeedDeps, adapter: IikoAdapter, account: AccountRow, organization: OrganizationRow): Promise<number> {
  const firstPull = organization.revision === null;
  const deliveries = await adapter.deliveriesByRevision(account.user_token, organization.source_id, firstPull ? 0 : Number(organization.revision));
  return deps.db.transaction(async (tx) => {
    let events = 0;
    for (const entry of deliveries.orders) {
      const change = toOrderChange(organization.source_id, entry);
      if (!change) continue;
      const applied = await applyWebhook(tx, { userId: account.user_id, connectionId: organization.connection_id }, change);
      if (firstPull && entry.order && FINISHED.has(entry.order.status)) {
        await tx.query(
          `update business_events set processed_at = now() where processed_at is null and order_id in (
             select o.id from orders o join companies c on c.id = o.company_id where c.connection_id = $1 and c.source_id = $2 and o.source_id = $3)`,
          [organization.connection_id, organization.source_id, entry.id],
        );
      } else events += applied.events;
    }
    // Never backwards: a slower concurrent pull of an older revision does not undo a newer one.
    await tx.query(
      `update iiko_organizations set revision = greatest(coalesce(revision, 0), $3), last_pulled_at = $4, last_pull_error = null
       where account_id = $1 and source_id = $2`,
      [account.id, organization.source_id, deliveries.maxRevision, deps.clock.now().toISOString()],
    );
    return events;
  });
}

/**
 * An iiko delivery order as the webhook's order change, or null when there is nothing to apply: an order
 * iiko has not created (InProgress, Error), a status the cabinet does not know, or data the contract
 * refuses (such an order is skipped, not allowed to stop the organisation's feed).
 */
export function toOrderChange(organizationId: string, entry: IikoOrder): BusinessWebhook | null {
  const order = entry.order;
  if (entry.creationStatus !== 'Success' || !order) return null;
  if (!ORDER_STATUSES.some((status) => status === order.status)) return null;
  const parsed = businessWebhookSchema.safeParse({
    company_id: organizationId,
    resource: 'order',
    resource_id: entry.id,
    status: 'update',
    data: {
      number: order.number,
      sum: order.sum,
      status: order.status,
      delivery_type: order.serviceType === 'DeliveryByCourier' || order.serviceType === 'DeliveryByClient' ? order.serviceType : null,
      address: order.address,
      client: order.customer ? { id: order.customer.id, name: order.customer.name, phone: order.phone } : null,
    },
  });
  return parsed.success ? parsed.data : null;
}

/** Every iiko account with an organisation connected, for the minute's pull. */
export async function iikoAccountsToPull(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ id: string }>(
    `select distinct a.id from system_accounts a join iiko_organizations o on o.account_id = a.id where a.kind = 'iiko' and o.connection_id is not null`,
  );
  return rows.map((row) => row.id);
}
