import { bookingAccountSchema, bookingStaffAccessSchema, type BookingAccount, type BookingStaffAccess, type BookingSystem } from '@cabinet/api/systemAccounts';
import { z } from 'zod';
import type { Queryable } from '../../platform/db/Db';
import type { SourceCompany } from './adapter';

/** The booking-system accounts' rows (system_accounts, system_account_companies) and their queries. */
type AccountRow = { id: string; kind: BookingSystem; login: string; companies: SourceCompany[]; last_synced_at: Date | null; last_sync_error: string | null; created_at: Date };
type ConnectedRow = { account_id: string; source_id: string; internal_id: string; webhooks_count: number; active_masters_count: number; clients: string; upcoming: string; denied_areas: string[] | null };
type VisitRow = { account_id: string; id: string; company_name: string; client_name: string | null; starts_at: Date; created_at: Date };

export const storedCompanies = z.array(z.object({ id: z.string(), name: z.string(), city: z.string(), timezone: z.string(), active: z.boolean() }));

/** The owner's accounts of a system (or the one of `onlyId`), each with every company and what the feed brought. */
export async function listAccounts(db: Queryable, now: Date, userId: string, system: BookingSystem, onlyId?: string): Promise<BookingAccount[]> {
  const accounts = await db.query<AccountRow>(
    `select id, kind, login, companies, last_synced_at, last_sync_error, created_at from system_accounts
     where user_id = $1 and kind = $2 and ($3::uuid is null or id = $3::uuid) order by created_at, id`,
    [userId, system, onlyId ?? null],
  );
  if (accounts.length === 0) return [];
  const ids = accounts.map((account) => account.id);
  const connected = await db.query<ConnectedRow>(
    `select c.account_id, c.source_id, co.id as internal_id, c.webhooks_count, c.active_masters_count,
       (select count(*) from clients cl where cl.company_id = co.id) as clients,
       (select count(*) from visits v where v.company_id = co.id and v.starts_at >= $2 and v.canceled_at is null and v.removed_at is null) as upcoming,
       (select r.denied_areas from staff_rights r where r.connection_id = c.connection_id) as denied_areas
     from system_account_companies c join companies co on co.connection_id = c.connection_id and co.source_id = c.source_id
     where c.account_id = any($1::uuid[])`,
    [ids, now.toISOString()],
  );
  const visits = await db.query<VisitRow>(
    `select * from (
       select c.account_id, v.id, co.name as company_name, cl.name as client_name, v.starts_at, v.created_at,
         row_number() over (partition by c.account_id order by v.created_at desc, v.id) as n
       from system_account_companies c
       join companies co on co.connection_id = c.connection_id and co.source_id = c.source_id
       join visits v on v.company_id = co.id and v.removed_at is null
       left join clients cl on cl.id = v.client_id
       where c.account_id = any($1::uuid[])) ranked
     where n <= 5 order by created_at desc, id`,
    [ids],
  );
  return accounts.map((account) =>
    bookingAccountSchema.parse({
      id: account.id,
      system: account.kind,
      login: account.login,
      companies: storedCompanies.parse(account.companies).map((company) => {
        const row = connected.find((candidate) => candidate.account_id === account.id && candidate.source_id === company.id);
        return {
          accountId: company.id,
          internalId: row?.internal_id ?? null,
          name: company.name,
          status: row ? 'connected' : company.active ? 'available' : 'inactive',
          webhooksCount: row?.webhooks_count ?? 0,
          activeMastersCount: row?.active_masters_count ?? 0,
          timezone: company.timezone,
          city: company.city,
          clientsCount: Number(row?.clients ?? 0),
          upcomingVisitsCount: Number(row?.upcoming ?? 0),
          deniedAreas: row?.denied_areas ?? [],
        };
      }),
      lastSyncedAt: account.last_synced_at?.toISOString() ?? null,
      lastSyncError: account.last_sync_error,
      recentVisits: visits
        .filter((visit) => visit.account_id === account.id)
        .map((visit) => ({ id: visit.id, companyName: visit.company_name, clientName: visit.client_name ?? '', startsAt: visit.starts_at.toISOString(), receivedAt: visit.created_at.toISOString() })),
      createdAt: account.created_at.toISOString(),
    }),
  );
}

/** The caller's connected booking-system companies whose connecting user's rights exclude areas, oldest account first. */
export async function staffLimitedCompanies(db: Queryable, userId: string): Promise<BookingStaffAccess> {
  const rows = await db.query<{ kind: BookingSystem; account_id: string; source_id: string; name: string; denied_areas: string[] }>(
    `select a.kind, a.id as account_id, c.source_id, co.name, r.denied_areas
     from system_accounts a
     join system_account_companies c on c.account_id = a.id
     join companies co on co.connection_id = c.connection_id and co.source_id = c.source_id
     join staff_rights r on r.connection_id = c.connection_id
     where a.user_id = $1 and a.kind in ('yclients', 'altegio') and cardinality(r.denied_areas) > 0
     order by a.created_at, a.id, c.source_id`,
    [userId],
  );
  return bookingStaffAccessSchema.parse({
    companies: rows.map((row) => ({ system: row.kind, systemAccountId: row.account_id, accountId: row.source_id, name: row.name, deniedAreas: row.denied_areas })),
  });
}

export async function findAccount(db: Queryable, userId: string, system: BookingSystem, id: string): Promise<{ id: string; user_token: string; companies: SourceCompany[] } | null> {
  const [row] = await db.query<{ id: string; user_token: string; companies: unknown }>('select id, user_token, companies from system_accounts where id = $1 and user_id = $2 and kind = $3', [id, userId, system]);
  return row ? { id: row.id, user_token: row.user_token, companies: storedCompanies.parse(row.companies) } : null;
}

/** Whether the owner has this company of the system connected under any account. */
export async function companyConnected(db: Queryable, userId: string, system: BookingSystem, sourceId: string): Promise<boolean> {
  const [taken] = await db.query(
    `select 1 from system_account_companies c join system_accounts a on a.id = c.account_id where a.user_id = $1 and a.kind = $2 and c.source_id = $3`,
    [userId, system, sourceId],
  );
  return taken !== undefined;
}

export async function accountCompanyConnected(db: Queryable, accountId: string, sourceId: string): Promise<boolean> {
  const [stored] = await db.query('select 1 from system_account_companies where account_id = $1 and source_id = $2', [accountId, sourceId]);
  return stored !== undefined;
}

export async function accountIdByLogin(db: Queryable, userId: string, system: BookingSystem, login: string): Promise<string | null> {
  const [existing] = await db.query<{ id: string }>('select id from system_accounts where user_id = $1 and kind = $2 and login = $3', [userId, system, login]);
  return existing?.id ?? null;
}

/** Saves the account by its login (a new session replacing the old), answering its id. */
export async function upsertAccount(
  db: Queryable,
  account: { userId: string; system: BookingSystem; login: string; externalUserId: string | null; userToken: string | null; companies: SourceCompany[] },
): Promise<string> {
  const [row] =
    account.userToken === null
      ? await db.query<{ id: string }>(
          `insert into system_accounts (user_id, kind, login, companies) values ($1, $2, $3, $4)
           on conflict (user_id, kind, login) do update set companies = excluded.companies returning id`,
          [account.userId, account.system, account.login, JSON.stringify(account.companies)],
        )
      : await db.query<{ id: string }>(
          `insert into system_accounts (user_id, kind, login, external_user_id, user_token, companies) values ($1, $2, $3, $4, $5, $6)
           on conflict (user_id, kind, login) do update set user_token = excluded.user_token, external_user_id = excluded.external_user_id, companies = excluded.companies
           returning id`,
          [account.userId, account.system, account.login, account.externalUserId, account.userToken, JSON.stringify(account.companies)],
        );
  if (!row) throw new Error('The account upsert returned nothing');
  return row.id;
}

export async function updateCompanies(db: Queryable, accountId: string, companies: SourceCompany[]): Promise<void> {
  await db.query('update system_accounts set companies = $2 where id = $1', [accountId, JSON.stringify(companies)]);
}

export async function deleteAccount(db: Queryable, accountId: string): Promise<void> {
  await db.query('delete from system_accounts where id = $1', [accountId]);
}
