import { BUSINESS_PATHS, businessWebhookSchema } from '@cabinet/api/business';
import { fillPath } from '@cabinet/api/contract';
import { type BookingSystem } from '@cabinet/api/systemAccounts';
import { applyWebhook } from '../../business/apply';
import { newWebhookSecret } from '../../business/routes';
import type { Clock } from '../../platform/clock';
import type { Db, Queryable } from '../../platform/db/Db';
import type { JobQueue } from '../../platform/jobs/JobQueue';
import { QUEUES } from '../../platform/jobs/queues';
import { type BookingStaffArea } from '@cabinet/api/systemAccounts';
import { BookingSystemError, bookingPageOf, isMaskedPhone, type BookingSystemAdapter, type SourceCompany, type SourceRecord, type SourceStaff } from './adapter';

/**
 * The business-data feed of a booking-system account: a periodic pull (every minute, and on demand) of
 * each connected company's masters and of its records changed since the last pull, applied through the
 * webhook's path (rows and business events in one transaction), then the engine woken. A pull is
 * idempotent: rows are upserted by the source's ids, and the cursor moves only after its changes commit.
 */

export interface FeedDeps {
  db: Db;
  jobs: JobQueue;
  clock: Clock;
  publicUrl: string;
}

type AccountRow = { id: string; user_id: string; kind: BookingSystem; user_token: string };
type CompanyRow = { source_id: string; connection_id: string; cursor_at: Date | null };

/**
 * Connects one company of a signed-in account: its business connection (reused when the marketplace's
 * registration made one), the marketplace's activation with the webhook address, then the first pull.
 * Throws the adapter's BookingSystemError when the system refuses; nothing is stored then.
 */
export async function connectCompany(deps: FeedDeps, adapter: BookingSystemAdapter, accountId: string, company: SourceCompany): Promise<void> {
  const [account] = await deps.db.query<AccountRow>('select id, user_id, kind, user_token from system_accounts where id = $1', [accountId]);
  if (!account) throw new Error(`No system account ${accountId}`);
  const connectionId = await deps.db.transaction(async (tx) => {
    const [connection] = await tx.query<{ id: string }>(
      `insert into business_connections (user_id, integration, external_id, name, webhook_secret) values ($1, $2, $3, $4, $5)
       on conflict (user_id, integration, external_id) do update set name = excluded.name returning id`,
      [account.user_id, account.kind, company.id, company.name, newWebhookSecret()],
    );
    if (!connection) throw new Error('The connection upsert returned nothing');
    return connection.id;
  });
  const webhookUrl = `${deps.publicUrl}/${fillPath(BUSINESS_PATHS.webhook, { integration: account.kind, connectionId })}`;
  await adapter.activate(company.id, [webhookUrl]);
  await deps.db.transaction(async (tx) => {
    await tx.query(
      `insert into companies (user_id, connection_id, source_id, name, city, timezone, booking_url) values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (connection_id, source_id) do update set name = excluded.name, city = excluded.city, timezone = excluded.timezone,
         booking_url = excluded.booking_url`,
      [account.user_id, connectionId, company.id, company.name, company.city, company.timezone, bookingPageOf(account.kind, company.id)],
    );
    await tx.query(
      `insert into system_account_companies (account_id, source_id, connection_id, webhooks_count) values ($1, $2, $3, 1)
       on conflict (account_id, source_id) do update set connection_id = excluded.connection_id, webhooks_count = 1`,
      [accountId, company.id, connectionId],
    );
  });
  await pullAccount(deps, adapter, accountId);
}

/** Pulls every connected company of the account; records the outcome on the account. Answers the visits created or changed. */
export async function pullAccount(deps: FeedDeps, adapter: BookingSystemAdapter, accountId: string): Promise<number> {
  const [account] = await deps.db.query<AccountRow>('select id, user_id, kind, user_token from system_accounts where id = $1', [accountId]);
  if (!account) return 0;
  const companies = await deps.db.query<CompanyRow>('select source_id, connection_id, cursor_at from system_account_companies where account_id = $1 order by source_id', [accountId]);
  let events = 0;
  try {
    for (const company of companies) events += await pullCompany(deps, adapter, account, company);
    await deps.db.query('update system_accounts set last_synced_at = $2, last_sync_error = null where id = $1', [accountId, deps.clock.now().toISOString()]);
  } catch (error) {
    const kind = typeof error === 'object' && error !== null && 'kind' in error && typeof error.kind === 'string' ? error.kind : 'unavailable';
    await deps.db.query('update system_accounts set last_sync_error = $2 where id = $1', [accountId, kind]);
    throw error;
  } finally {
    // After the commits: the engine reacts to what arrived (its minute sweep catches a lost send).
    if (events > 0) await deps.jobs.send(QUEUES.businessEvents, {});
  }
  return events;
}

/** The call's answer, or null when the user's rights exclude its area (then recorded in `denied`). */
async function unlessDenied<T>(denied: Set<BookingStaffArea>, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof BookingSystemError && error.kind === 'noAccess' && error.area) {
      denied.add(error.area);
      return null;
    }
    throw error;
  }
}

/**
 * One company's pull. The connecting user's rights may exclude the masters (settings), the records
 * (timetable) or the clients' phones (masked): what is readable is still applied, and the refused areas are
 * stored on the connection (staff_rights), so the account's page says what is missing and why.
 */
async function pullCompany(deps: FeedDeps, adapter: BookingSystemAdapter, account: AccountRow, company: CompanyRow): Promise<number> {
  const [internal] = await deps.db.query<{ id: string }>('select id from companies where connection_id = $1 and source_id = $2', [company.connection_id, company.source_id]);
  if (!internal) return 0;
  const denied = new Set<BookingStaffArea>();
  const staff: SourceStaff[] | null = await unlessDenied(denied, () => adapter.staff(account.user_token, company.source_id));
  const pulled = await unlessDenied(denied, () => adapter.recordsChangedAfter(account.user_token, company.source_id, company.cursor_at));
  // A masked phone is no address: the client is kept without one. With no phone in this pull either way, the
  // last pull's finding stands.
  const phones = (pulled ?? []).flatMap((record) => (record.client?.phone ? [record.client.phone] : []));
  const [previous] = await deps.db.query<{ denied_areas: string[] }>('select denied_areas from staff_rights where connection_id = $1', [company.connection_id]);
  if (phones.some(isMaskedPhone) || (phones.length === 0 && previous?.denied_areas.includes('phones'))) denied.add('phones');
  const records = (pulled ?? []).map((record) => (record.client?.phone && isMaskedPhone(record.client.phone) ? { ...record, client: { ...record.client, phone: null } } : record));
  const now = deps.clock.now();
  let events = 0;
  await deps.db.transaction(async (tx) => {
    for (const member of staff ?? []) {
      await tx.query(
        `insert into staff (user_id, company_id, source_id, name, is_fired) values ($1, $2, $3, $4, $5)
         on conflict (company_id, source_id) do update set name = excluded.name, is_fired = excluded.is_fired`,
        [account.user_id, internal.id, member.id, member.name, member.fired],
      );
    }
    for (const record of records) {
      const applied = await applyWebhook(tx, { userId: account.user_id, connectionId: company.connection_id }, toChange(company.source_id, record));
      // The first pull brings the company's history: visits already past are facts, not news for the
      // engine (as after the demo's seed), so their events are marked handled.
      if (company.cursor_at === null && Date.parse(record.datetime) < now.getTime()) {
        await tx.query(
          `update business_events set processed_at = now()
           where processed_at is null and visit_id in (select id from visits where company_id = $1 and source_id = $2)`,
          [internal.id, record.id],
        );
      } else events += applied.events;
    }
    await tx.query(
      `update system_account_companies set active_masters_count = coalesce($3, active_masters_count), cursor_at = $4 where account_id = $1 and source_id = $2`,
      [account.id, company.source_id, staff === null ? null : staff.filter((member) => !member.fired).length, newestChange(records, company.cursor_at)],
    );
    await tx.query(
      `insert into staff_rights (connection_id, user_id, denied_areas) values ($1, $2, $3)
       on conflict (connection_id) do update set denied_areas = excluded.denied_areas`,
      [company.connection_id, account.user_id, [...denied]],
    );
  });
  return events;
}

/** The pull's next cursor: the newest change the system reported (its clock, not ours), else the old one. */
function newestChange(records: readonly SourceRecord[], previous: Date | null): string | null {
  let newest = previous?.getTime() ?? Number.NEGATIVE_INFINITY;
  for (const record of records) {
    const at = record.lastChange === null ? Number.NaN : Date.parse(record.lastChange);
    if (Number.isFinite(at) && at > newest) newest = at;
  }
  return Number.isFinite(newest) ? new Date(newest).toISOString() : null;
}

/** A pulled record as the webhook's change (the same path, the same idempotent upserts). */
export function toChange(companyId: string, record: SourceRecord) {
  if (record.deleted) return businessWebhookSchema.parse({ company_id: companyId, resource: 'record', resource_id: record.id, status: 'delete' });
  return businessWebhookSchema.parse({
    company_id: companyId,
    resource: 'record',
    resource_id: record.id,
    status: 'update',
    data: {
      datetime: record.datetime,
      seance_length: record.seanceLength,
      client: record.client,
      staff: record.staff,
      services: record.services,
      attendance: record.attendance,
      online: record.online,
    },
  });
}

/** Every booking-system account that has a company connected, for the minute's pull. */
export async function accountsToPull(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ id: string }>(
    `select distinct a.id from system_accounts a join system_account_companies c on c.account_id = a.id where a.kind in ('yclients', 'altegio')`,
  );
  return rows.map((row) => row.id);
}
