import { z } from 'zod';
import {
  BOOKING_SYSTEMS,
  bookingAccountListSchema,
  bookingAccountSchema,
  connectBookingAccountRequestSchema,
  connectCompanyRequestSchema,
  marketplaceCompanySchema,
  marketplaceConnectRequestSchema,
  marketplaceConnectResultSchema,
  SYSTEM_ACCOUNT_PATHS,
  type BookingAccount,
  type BookingSystem,
} from '@cabinet/api/contract';
import { verifyPassword } from '../../account/passwords';
import { findUserByEmail } from '../../account/users';
import type { AppContext } from '../../platform/AppContext';
import { isUuid } from '../../platform/db/sql';
import { ApiError } from '../../platform/http/ApiError';
import { route, type Route } from '../../platform/http/route';
import { BookingSystemError, type BookingSystemAdapter, type SourceCompany } from './adapter';
import { connectCompany, pullAccount, type FeedDeps } from './feed';

const systemParams = z.object({ system: z.enum(BOOKING_SYSTEMS) });
const oneParams = z.object({ system: z.enum(BOOKING_SYSTEMS), id: z.string() });
const marketplaceParams = z.object({ companyId: z.string().regex(/^\d{1,12}$/) });

const accountNotFound = () => new ApiError(404, 'SYSTEM_ACCOUNT_NOT_FOUND', 'No account of this system with that id');
const branchNotFound = () => new ApiError(404, 'BRANCH_NOT_FOUND', 'Branch not found', { companyId: 'branch.notFound' });
const connectFailed = (detail: string) => new ApiError(502, 'SYSTEM_CONNECT_FAILED', `Marketplace or branch connect failure: ${detail}`);

/** A refusal of the booking system as the cabinet's answer: the owner's mistake 4xx, the system's trouble 502/504. */
export function systemFailure(error: unknown, during: 'signIn' | 'activate' | 'read'): ApiError {
  if (!(error instanceof BookingSystemError)) throw error;
  if (error.kind === 'timeout') return new ApiError(504, 'SYSTEM_TIMEOUT', 'The booking system did not answer in time; nothing was changed');
  if (during === 'activate') return connectFailed(error.message);
  if (error.kind === 'wrongCredentials') {
    return during === 'signIn'
      ? new ApiError(400, 'SYSTEM_WRONG_CREDENTIALS', 'Wrong login or password', { password: 'credentials.wrong' })
      : new ApiError(409, 'SYSTEM_WRONG_CREDENTIALS', 'The booking system no longer accepts this account: connect it again with its password');
  }
  return new ApiError(502, 'SYSTEM_UNAVAILABLE', `The booking system refused: ${error.message}`);
}

type AccountRow = { id: string; kind: BookingSystem; login: string; companies: SourceCompany[]; last_synced_at: Date | null; last_sync_error: string | null; created_at: Date };
type ConnectedRow = { account_id: string; source_id: string; internal_id: string; webhooks_count: number; active_masters_count: number; clients: string; upcoming: string };
type VisitRow = { account_id: string; id: string; company_name: string; client_name: string | null; starts_at: Date; created_at: Date };

const storedCompanies = z.array(z.object({ id: z.string(), name: z.string(), city: z.string(), timezone: z.string(), active: z.boolean() }));

/**
 * Yclients and Altegio accounts (shared/api/src/systemAccounts/schemas.ts): connect with login, password
 * and company id; list the accounts with every company; connect another company; pull now; disconnect;
 * and the marketplace's public connect page's two calls.
 */
export function bookingAccountRoutes(ctx: AppContext, adapters: Readonly<Record<BookingSystem, BookingSystemAdapter>>): Route[] {
  const { db, clock } = ctx;
  const deps: FeedDeps = { db, jobs: ctx.jobs, clock, publicUrl: ctx.config.publicUrl };

  async function listAccounts(userId: string, system: BookingSystem, onlyId?: string): Promise<BookingAccount[]> {
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
         (select count(*) from visits v where v.company_id = co.id and v.starts_at >= $2 and v.canceled_at is null and v.removed_at is null) as upcoming
       from system_account_companies c join companies co on co.connection_id = c.connection_id and co.source_id = c.source_id
       where c.account_id = any($1::uuid[])`,
      [ids, clock.now().toISOString()],
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

  /** Connects the company; a failed activation leaves nothing behind. A failed first pull does not undo it (the minute's pull retries). */
  async function connectOne(adapter: BookingSystemAdapter, accountId: string, company: SourceCompany): Promise<void> {
    if (!company.active) throw connectFailed('the company is not active in the booking system');
    try {
      await connectCompany(deps, adapter, accountId, company);
    } catch (error) {
      if (!(error instanceof BookingSystemError)) throw error;
      const [stored] = await db.query('select 1 from system_account_companies where account_id = $1 and source_id = $2', [accountId, company.id]);
      if (!stored) throw systemFailure(error, 'activate');
    }
  }

  async function findAccount(userId: string, system: BookingSystem, id: string): Promise<{ id: string; user_token: string; companies: SourceCompany[] }> {
    if (!isUuid(id)) throw accountNotFound();
    const [row] = await db.query<{ id: string; user_token: string; companies: unknown }>('select id, user_token, companies from system_accounts where id = $1 and user_id = $2 and kind = $3', [id, userId, system]);
    if (!row) throw accountNotFound();
    return { id: row.id, user_token: row.user_token, companies: storedCompanies.parse(row.companies) };
  }

  const accountAnswer = async (userId: string, system: BookingSystem, id: string): Promise<BookingAccount> => {
    const [account] = await listAccounts(userId, system, id);
    if (!account) throw accountNotFound();
    return account;
  };

  return [
    route({
      method: 'GET',
      path: SYSTEM_ACCOUNT_PATHS.booking,
      access: 'user',
      summary: "The caller's accounts of a booking system, each with every company and what the feed brought",
      params: systemParams,
      responses: { 200: { description: 'Oldest first', schema: bookingAccountListSchema } },
      async handler({ caller, params }) {
        return listAccounts(caller.userId, params().system);
      },
    }),

    route({
      method: 'POST',
      path: SYSTEM_ACCOUNT_PATHS.booking,
      access: 'user',
      summary: 'Connect a booking-system account: sign in, find the company, activate it, start the feed',
      description:
        'The password is sent to the booking system once and never stored. The company is activated through the marketplace with the webhook address, and its clients, masters and visits are read at once, then every minute.',
      params: systemParams,
      body: connectBookingAccountRequestSchema,
      responses: { 201: { description: 'The account with its companies', schema: bookingAccountSchema } },
      errors: {
        400: 'SYSTEM_WRONG_CREDENTIALS: wrong login or password (field password)',
        404: 'BRANCH_NOT_FOUND: the account has no company of that id (field companyId)',
        409: 'SYSTEM_ACCOUNT_EXISTS: this company is connected already',
        502: 'SYSTEM_CONNECT_FAILED: the marketplace refused to activate the branch; SYSTEM_UNAVAILABLE',
        504: 'SYSTEM_TIMEOUT: the booking system did not answer',
      },
      async handler({ caller, params, body: readBody, reply }) {
        const { system } = params();
        const body = readBody();
        const adapter = adapters[system];
        let session: { userToken: string; userId: string };
        let companies: SourceCompany[];
        try {
          session = await adapter.signIn(body.login, body.password);
          companies = await adapter.companies(session.userToken);
        } catch (error) {
          throw systemFailure(error, 'signIn');
        }
        const company = companies.find((candidate) => candidate.id === body.companyId);
        if (!company) throw branchNotFound();
        const [taken] = await db.query(
          `select 1 from system_account_companies c join system_accounts a on a.id = c.account_id where a.user_id = $1 and a.kind = $2 and c.source_id = $3`,
          [caller.userId, system, company.id],
        );
        if (taken) throw new ApiError(409, 'SYSTEM_ACCOUNT_EXISTS', 'This company is connected already', { companyId: 'company.connected' });
        const [existing] = await db.query<{ id: string }>('select id from system_accounts where user_id = $1 and kind = $2 and login = $3', [caller.userId, system, body.login.toLowerCase()]);
        const [account] = await db.query<{ id: string }>(
          `insert into system_accounts (user_id, kind, login, external_user_id, user_token, companies) values ($1, $2, $3, $4, $5, $6)
           on conflict (user_id, kind, login) do update set user_token = excluded.user_token, external_user_id = excluded.external_user_id, companies = excluded.companies
           returning id`,
          [caller.userId, system, body.login.toLowerCase(), session.userId, session.userToken, JSON.stringify(companies)],
        );
        if (!account) throw new Error('The account upsert returned nothing');
        try {
          await connectOne(adapter, account.id, company);
        } catch (error) {
          // Nothing half-done: an account made for this attempt goes with its failure.
          if (!existing) await db.query('delete from system_accounts where id = $1', [account.id]);
          throw error;
        }
        return reply.code(201).send(await accountAnswer(caller.userId, system, account.id));
      },
    }),

    route({
      method: 'POST',
      path: SYSTEM_ACCOUNT_PATHS.bookingCompany,
      access: 'user',
      summary: 'Connect another company of an account already signed in',
      params: oneParams,
      body: connectCompanyRequestSchema,
      responses: { 200: { description: 'The account with its companies', schema: bookingAccountSchema } },
      errors: {
        404: 'SYSTEM_ACCOUNT_NOT_FOUND; BRANCH_NOT_FOUND',
        409: 'SYSTEM_ACCOUNT_EXISTS: connected already; SYSTEM_WRONG_CREDENTIALS: the system no longer accepts the account',
        502: 'SYSTEM_CONNECT_FAILED; SYSTEM_UNAVAILABLE',
        504: 'SYSTEM_TIMEOUT',
      },
      async handler({ caller, params, body }) {
        const { system, id } = params();
        const { companyId } = body();
        const account = await findAccount(caller.userId, system, id);
        const adapter = adapters[system];
        let companies: SourceCompany[];
        try {
          companies = await adapter.companies(account.user_token);
        } catch (error) {
          throw systemFailure(error, 'read');
        }
        await db.query('update system_accounts set companies = $2 where id = $1', [account.id, JSON.stringify(companies)]);
        const company = companies.find((candidate) => candidate.id === companyId);
        if (!company) throw branchNotFound();
        const [taken] = await db.query('select 1 from system_account_companies where account_id = $1 and source_id = $2', [account.id, companyId]);
        if (taken) throw new ApiError(409, 'SYSTEM_ACCOUNT_EXISTS', 'This company is connected already');
        await connectOne(adapter, account.id, company);
        return accountAnswer(caller.userId, system, account.id);
      },
    }),

    route({
      method: 'POST',
      path: SYSTEM_ACCOUNT_PATHS.bookingSync,
      access: 'user',
      summary: 'Pull what changed in the booking system now',
      params: oneParams,
      responses: { 200: { description: 'The account after the pull', schema: bookingAccountSchema } },
      errors: { 404: 'SYSTEM_ACCOUNT_NOT_FOUND', 409: 'SYSTEM_WRONG_CREDENTIALS', 502: 'SYSTEM_UNAVAILABLE', 504: 'SYSTEM_TIMEOUT' },
      async handler({ caller, params }) {
        const { system, id } = params();
        const account = await findAccount(caller.userId, system, id);
        try {
          await pullAccount(deps, adapters[system], account.id);
        } catch (error) {
          throw systemFailure(error, 'read');
        }
        return accountAnswer(caller.userId, system, account.id);
      },
    }),

    route({
      method: 'DELETE',
      path: SYSTEM_ACCOUNT_PATHS.bookingOne,
      access: 'user',
      summary: 'Disconnect the account: its feed stops; the clients and visits it brought stay',
      params: oneParams,
      responses: { 204: { description: 'Disconnected' } },
      errors: { 404: 'SYSTEM_ACCOUNT_NOT_FOUND' },
      async handler({ caller, params, reply }) {
        const { system, id } = params();
        const account = await findAccount(caller.userId, system, id);
        await db.query('delete from system_accounts where id = $1', [account.id]);
        return reply.code(204).send();
      },
    }),

    route({
      method: 'GET',
      path: SYSTEM_ACCOUNT_PATHS.ycompany,
      access: 'guest',
      summary: "The branch a Yclients marketplace link names (the public connect page's first call)",
      params: marketplaceParams,
      responses: { 200: { description: 'The branch', schema: marketplaceCompanySchema } },
      errors: { 404: 'BRANCH_NOT_FOUND', 502: 'SYSTEM_UNAVAILABLE', 504: 'SYSTEM_TIMEOUT' },
      async handler({ params }) {
        let company: Awaited<ReturnType<BookingSystemAdapter['marketplaceCompany']>>;
        try {
          company = await adapters.yclients.marketplaceCompany(params().companyId);
        } catch (error) {
          throw systemFailure(error, 'read');
        }
        if (!company) throw branchNotFound();
        return marketplaceCompanySchema.parse({ companyId: company.id, name: company.name, city: company.city });
      },
    }),

    route({
      method: 'POST',
      path: SYSTEM_ACCOUNT_PATHS.ycompanyConnect,
      access: 'guest',
      summary: "Connect the marketplace's branch to the cabinet account of this e-mail and password",
      description: 'Rate-limited like sign-in. The branch is read with the partner token the marketplace granted when the business installed the cabinet.',
      params: marketplaceParams,
      body: marketplaceConnectRequestSchema,
      responses: { 200: { description: 'Connected', schema: marketplaceConnectResultSchema } },
      errors: { 400: 'INVALID_CREDENTIALS', 404: 'BRANCH_NOT_FOUND', 409: 'SYSTEM_ACCOUNT_EXISTS', 502: 'SYSTEM_CONNECT_FAILED', 504: 'SYSTEM_TIMEOUT' },
      async handler({ request, params, body: readBody }) {
        const { companyId } = params();
        const body = readBody();
        await ctx.limits.hit(request, 'signInAddress');
        const user = await findUserByEmail(db, body.email);
        if (!user || !(await verifyPassword(body.password, user.password_hash))) {
          throw new ApiError(400, 'INVALID_CREDENTIALS', 'Incorrect email or password', { password: 'credentials.wrong' });
        }
        let company: Awaited<ReturnType<BookingSystemAdapter['marketplaceCompany']>>;
        try {
          company = await adapters.yclients.marketplaceCompany(companyId);
        } catch (error) {
          throw systemFailure(error, 'read');
        }
        if (!company) throw branchNotFound();
        const login = `marketplace:${company.id}`;
        const [taken] = await db.query(
          `select 1 from system_account_companies c join system_accounts a on a.id = c.account_id where a.user_id = $1 and a.kind = 'yclients' and c.source_id = $2`,
          [user.id, company.id],
        );
        if (taken) throw new ApiError(409, 'SYSTEM_ACCOUNT_EXISTS', 'This company is connected already');
        const source: SourceCompany = { id: company.id, name: company.name, city: company.city, timezone: company.timezone, active: company.active };
        // The marketplace grants the partner's token for an installed branch: no user token is needed.
        const [account] = await db.query<{ id: string }>(
          `insert into system_accounts (user_id, kind, login, companies) values ($1, 'yclients', $2, $3)
           on conflict (user_id, kind, login) do update set companies = excluded.companies returning id`,
          [user.id, login, JSON.stringify([source])],
        );
        if (!account) throw new Error('The account upsert returned nothing');
        try {
          await connectOne(adapters.yclients, account.id, source);
        } catch (error) {
          await db.query('delete from system_accounts where id = $1', [account.id]);
          throw error;
        }
        return marketplaceConnectResultSchema.parse({ companyId: company.id, name: company.name });
      },
    }),
  ];
}
