import { z } from 'zod';
import { IIKO_PATHS, iikoAccountListSchema, iikoAccountSchema, iikoConnectRequestSchema, type IikoAccount } from '@cabinet/api/contract';
import type { AppContext } from '../../platform/AppContext';
import { isUuid } from '../../platform/db/sql';
import { ApiError } from '../../platform/http/ApiError';
import { route, type Route } from '../../platform/http/route';
import { IikoError, type IikoAdapter } from './adapter';

const mask = (login: string) => `…${login.slice(-4)}`;

/** iiko (IIKO_PATHS): connect with the API login, list the logins with their organisations, disconnect. */
export function iikoRoutes(ctx: AppContext, adapter: IikoAdapter): Route[] {
  const { db } = ctx;
  const list = async (userId: string, onlyId?: string): Promise<IikoAccount[]> => {
    const accounts = await db.query<{ id: string; user_token: string; created_at: Date }>(
      `select id, user_token, created_at from system_accounts where user_id = $1 and kind = 'iiko' and ($2::uuid is null or id = $2::uuid) order by created_at, id`,
      [userId, onlyId ?? null],
    );
    const organizations = await db.query<{ account_id: string; source_id: string; name: string }>('select account_id, source_id, name from iiko_organizations where account_id = any($1::uuid[]) order by name', [
      accounts.map((account) => account.id),
    ]);
    return accounts.map((account) =>
      iikoAccountSchema.parse({
        id: account.id,
        apiLoginMasked: mask(account.user_token),
        organizations: organizations.filter((row) => row.account_id === account.id).map((row) => ({ id: row.source_id, name: row.name })),
        createdAt: account.created_at.toISOString(),
      }),
    );
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
      summary: 'Connect an iiko API login: its organisations are read from iikoCloud',
      body: iikoConnectRequestSchema,
      responses: { 201: { description: 'The account', schema: iikoAccountSchema } },
      errors: { 400: 'SYSTEM_WRONG_CREDENTIALS (field apiLogin)', 409: 'SYSTEM_ACCOUNT_EXISTS', 502: 'SYSTEM_UNAVAILABLE', 504: 'SYSTEM_TIMEOUT' },
      async handler({ caller, body, reply }) {
        const { apiLogin } = body();
        let organizations: Array<{ id: string; name: string }>;
        try {
          organizations = await adapter.organizations(apiLogin);
        } catch (error) {
          if (!(error instanceof IikoError)) throw error;
          if (error.kind === 'wrongCredentials') throw new ApiError(400, 'SYSTEM_WRONG_CREDENTIALS', 'iiko does not accept this API login', { apiLogin: 'credentials.wrong' });
          if (error.kind === 'timeout') throw new ApiError(504, 'SYSTEM_TIMEOUT', 'iiko did not answer in time; nothing was changed');
          throw new ApiError(502, 'SYSTEM_UNAVAILABLE', `iiko refused: ${error.message}`);
        }
        const id = await db.transaction(async (tx) => {
          // The login is the account's key (login column: its mask, unique per user with the key itself below).
          const [account] = await tx.query<{ id: string }>(
            `insert into system_accounts (user_id, kind, login, user_token) values ($1, 'iiko', $2, $3) on conflict (user_id, kind, login) do nothing returning id`,
            [caller.userId, apiLogin, apiLogin],
          );
          if (!account) throw new ApiError(409, 'SYSTEM_ACCOUNT_EXISTS', 'This iiko account is already added', { apiLogin: 'account.exists' });
          for (const organization of organizations) {
            await tx.query('insert into iiko_organizations (account_id, source_id, name) values ($1, $2, $3) on conflict do nothing', [account.id, organization.id, organization.name]);
          }
          return account.id;
        });
        const [account] = await list(caller.userId, id);
        return reply.code(201).send(account);
      },
    }),
    route({
      method: 'DELETE',
      path: IIKO_PATHS.one,
      access: 'user',
      summary: 'Disconnect the iiko API login',
      params: z.object({ id: z.string() }),
      responses: { 204: { description: 'Disconnected' } },
      errors: { 404: 'SYSTEM_ACCOUNT_NOT_FOUND' },
      async handler({ caller, params, reply }) {
        const { id } = params();
        const rows = isUuid(id) ? await db.query(`delete from system_accounts where id = $1 and user_id = $2 and kind = 'iiko' returning id`, [id, caller.userId]) : [];
        if (rows.length === 0) throw new ApiError(404, 'SYSTEM_ACCOUNT_NOT_FOUND', 'No iiko account of that id');
        return reply.code(204).send();
      },
    }),
  ];
}
