import { z } from 'zod';
import { IIKO_PATHS, iikoAccountListSchema, iikoAccountSchema, iikoConnectRequestSchema, type IikoAccount } from '@cabinet/api/systemAccounts';
import type { AppContext } from '../../platform/AppContext';
import { connectAccount, type AccountAdapter, type ProviderRefusal } from '../../platform/connectAccount';
import { isUuid } from '../../platform/db/sql';
import { ApiError } from '../../platform/http/ApiError';
import { route, type Route } from '../../platform/http/route';
import type { FeedDeps } from '../booking/feed';
import { IikoError, type IikoAdapter } from './adapter';
import { connectOrganizations, pullIikoAccount } from './feed';

const mask = (login: string) => `…${login.slice(-4)}`;
const accountNotFound = () => new ApiError(404, 'SYSTEM_ACCOUNT_NOT_FOUND', 'No iiko account of that id');

type OrganizationRow = { account_id: string; source_id: string; name: string; orders: string; last_pulled_at: Date | null; last_pull_error: string | null };
type OrderRow = { account_id: string; id: string; organization_name: string; number: string; client_name: string | null; sum: string; created_at: Date };

/** iikoCloud's "no" to an API login, as connectAccount answers it. */
function iikoRefusal(error: unknown): ProviderRefusal {
  if (!(error instanceof IikoError)) throw error;
  if (error.kind === 'wrongCredentials') return { kind: 'field', code: 'SYSTEM_WRONG_CREDENTIALS', message: 'iiko does not accept this API login', field: 'apiLogin', fieldCode: 'credentials.wrong' };
  if (error.kind === 'timeout') return { kind: 'failed', status: 504, code: 'SYSTEM_TIMEOUT', message: 'iiko did not answer in time; nothing was changed' };
  return { kind: 'failed', code: 'SYSTEM_UNAVAILABLE', message: `iiko refused: ${error.message}` };
}

/**
 * iiko (IIKO_PATHS): connect with the API login (its organisations become business connections and their
 * orders start arriving, iiko/feed.ts), list the logins with each organisation's feed, pull now, disconnect.
 */
export function iikoRoutes(ctx: AppContext, adapter: IikoAdapter): Route[] {
  const { db } = ctx;
  const deps: FeedDeps = { db, jobs: ctx.jobs, clock: ctx.clock, publicUrl: ctx.config.publicUrl };
  const list = async (userId: string, onlyId?: string): Promise<IikoAccount[]> => {
    const accounts = await db.query<{ id: string; user_token: string; created_at: Date }>(
      `select id, user_token, created_at from system_accounts where user_id = $1 and kind = 'iiko' and ($2::uuid is null or id = $2::uuid) order by created_at, id`,
      [userId, onlyId ?? null],
    );
    const ids = accounts.map((account) => account.id);
    const organizations = await db.query<OrganizationRow>(
      `select o.account_id, o.source_id, o.name, o.last_pulled_at, o.last_pull_error,
         (select count(*) from orders r join companies c on c.id = r.company_id where c.connection_id = o.connection_id and c.source_id = o.source_id) as orders
       from iiko_organizations o where o.account_id = any($1::uuid[]) order by o.name`,
      [ids],
    );
    const orders = await db.query<OrderRow>(
      `select * from (
         select o.account_id, r.id, c.name as organization_name, r.number, cl.name as client_name, r.sum, r.created_at,
           -- One pull lands its orders at one time: iiko's numbers, rising, order them within it.
           row_number() over (partition by o.account_id order by r.created_at desc, length(r.number) desc, r.number desc, r.id) as n
         from iiko_organizations o
         join companies c on c.connection_id = o.connection_id and c.source_id = o.source_id
         join orders r on r.company_id = c.id
         left join clients cl on cl.id = r.client_id
         where o.account_id = any($1::uuid[])) ranked
       where n <= 5 order by n`,
      [ids],
    );
    return accounts.map((account) =>
      iikoAccountSchema.parse({
        id: account.id,
        apiLoginMasked: mask(account.user_token),
        organizations: organizations
          .filter((row) => row.account_id === account.id)
          .map((row) => ({
            id: row.source_id,
            name: row.name,
            ordersCount: Number(row.orders),
            lastPulledAt: row.last_pulled_at?.toISOString() ?? null,
            pullError: row.last_pull_error,
          })),
        recentOrders: orders
          .filter((row) => row.account_id === account.id)
          .map((row) => ({ id: row.id, organizationName: row.organization_name, number: row.number, clientName: row.client_name ?? '', sum: Number(row.sum), receivedAt: row.created_at.toISOString() })),
        createdAt: account.created_at.toISOString(),
      }),
    );
  };
  const findAccount = async (userId: string, id: string): Promise<string> => {
    const [row] = isUuid(id) ? await db.query<{ id: string }>(`select id from system_accounts where id = $1 and user_id = $2 and kind = 'iiko'`, [id, userId]) : [];
    if (!row) throw accountNotFound();
    return row.id;
  };
  /** An API login: its organisations read from iikoCloud, saved as business connections, then their first orders pulled. */
  const accounts: AccountAdapter<{ apiLogin: string }, Array<{ id: string; name: string }>, { userId: string; id: string }, IikoAccount> = {
    async isAdded(userId, { apiLogin }) {
      return (await db.query(`select 1 from system_accounts where user_id = $1 and kind = 'iiko' and login = $2`, [userId, apiLogin])).length > 0;
    },
    alreadyAdded: () => new ApiError(409, 'SYSTEM_ACCOUNT_EXISTS', 'This iiko account is already added', { apiLogin: 'account.exists' }),
    async check({ apiLogin }) {
      try {
        return { ok: true, checked: await adapter.organizations(apiLogin) };
      } catch (error) {
        return { ok: false, refusal: iikoRefusal(error) };
      }
    },
    store: (userId, { apiLogin }, organizations) =>
      db.transaction(async (tx) => {
        // The login is the account's key (login column: its mask, unique per user with the key itself below).
        const [account] = await tx.query<{ id: string }>(
          `insert into system_accounts (user_id, kind, login, user_token) values ($1, 'iiko', $2, $3) on conflict (user_id, kind, login) do nothing returning id`,
          [userId, apiLogin, apiLogin],
        );
        if (!account) return null;
        for (const organization of organizations) {
          await tx.query('insert into iiko_organizations (account_id, source_id, name) values ($1, $2, $3) on conflict do nothing', [account.id, organization.id, organization.name]);
        }
        await connectOrganizations(tx, account.id);
        return { userId, id: account.id };
      }),
    async complete({ id }) {
      // The first pull: its failure stays on the organisation (shown, retried every minute), not undoing the connection.
      await pullIikoAccount(deps, adapter, id);
      return null;
    },
    async view({ userId, id }) {
      const [account] = await list(userId, id);
      if (!account) throw accountNotFound();
      return account;
    },
  };
  return [
    route({
      method: 'GET',
      path: IIKO_PATHS.accounts,
      access: 'user',
      summary: "The caller's iiko API logins with their organisations",
      responses: { 200: { description: 'Oldest first', schema: iikoAccountListSchema } },
      async handler({ caller }) {
        return list(caller.userId);
      },
    }),
    route({
      method: 'POST',
      path: IIKO_PATHS.accounts,
      access: 'user',
      summary: 'Connect an iiko API login: its organisations are read from iikoCloud, and their orders start arriving',
      body: iikoConnectRequestSchema,
      responses: { 201: { description: 'The account', schema: iikoAccountSchema } },
      errors: { 400: 'SYSTEM_WRONG_CREDENTIALS (field apiLogin)', 409: 'SYSTEM_ACCOUNT_EXISTS', 502: 'SYSTEM_UNAVAILABLE', 504: 'SYSTEM_TIMEOUT' },
      async handler({ caller, body, reply }) {
        return reply.code(201).send(await connectAccount(accounts, caller.userId, body()));
      },
    }),
    route({
      method: 'POST',
      path: IIKO_PATHS.sync,
      access: 'user',
      summary: 'Pull the orders changed in iiko now',
      params: z.object({ id: z.string() }),
      responses: { 200: { description: "The account after the pull; a failure is its organisation's pullError", schema: iikoAccountSchema } },
      errors: { 404: 'SYSTEM_ACCOUNT_NOT_FOUND' },
      async handler({ caller, params }) {
        const id = await findAccount(caller.userId, params().id);
        await pullIikoAccount(deps, adapter, id);
        const [account] = await list(caller.userId, id);
        if (!account) throw accountNotFound();
        return account;
      },
    }),
    route({
      method: 'DELETE',
      path: IIKO_PATHS.one,
      access: 'user',
      summary: 'Disconnect the iiko API login: its feed stops; the orders and clients it brought stay',
      params: z.object({ id: z.string() }),
      responses: { 204: { description: 'Disconnected' } },
      errors: { 404: 'SYSTEM_ACCOUNT_NOT_FOUND' },
      async handler({ caller, params, reply }) {
        const { id } = params();
        const rows = isUuid(id) ? await db.query(`delete from system_accounts where id = $1 and user_id = $2 and kind = 'iiko' returning id`, [id, caller.userId]) : [];
        if (rows.length === 0) throw accountNotFound();
        return reply.code(204).send();
      },
    }),
  ];
}
