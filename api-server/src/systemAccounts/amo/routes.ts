import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { AMO_PATHS, amoAccountListSchema, amoAccountSchema, amoAuthorizeAnswerSchema, amoAuthorizeRequestSchema, amoCallbackRequestSchema, type AmoAccount } from '@cabinet/api/systemAccounts';
import type { AppContext } from '../../platform/AppContext';
import type { Db } from '../../platform/db/Db';
import type { Clock } from '../../platform/clock';
import { isUuid } from '../../platform/db/sql';
import { ApiError } from '../../platform/http/ApiError';
import { route, type Route } from '../../platform/http/route';
import { AmoError, type AmoAdapter } from './adapter';
import { AmoRefreshRefused, callbackParameters, freshToken, tokenState, type AmoToken } from './tokens';

const STATE_TTL_MS = 15 * 60 * 1000;

const missingParameters = () => new ApiError(400, 'AMO_MISSING_PARAMETERS', 'amo missing connection parameters: the redirect carried no code, account or state, or the state is not this user\'s');
const accountNotFound = () => new ApiError(404, 'SYSTEM_ACCOUNT_NOT_FOUND', 'No amoCRM account of that id');

type Row = { id: string; login: string; created_at: Date; access_token: string; refresh_token: string; expires_at: Date; refreshed_at: Date | null; refused_at: Date | null; redirect_uri: string };

const SELECT = `select a.id, a.login, a.created_at, t.access_token, t.refresh_token, t.expires_at, t.refreshed_at, t.refused_at, a.external_user_id as redirect_uri
  from system_accounts a join amo_tokens t on t.account_id = a.id`;

function toAccount(row: Row, now: Date): AmoAccount {
  const state = tokenState({ accessToken: row.access_token, refreshToken: row.refresh_token, expiresAt: row.expires_at }, now, { refusedAt: row.refused_at });
  return amoAccountSchema.parse({
    id: row.id,
    subdomain: row.login,
    state: state === 'notConnected' ? 'reconnectNeeded' : state,
    expiresAt: row.expires_at.toISOString(),
    refreshedAt: row.refreshed_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  });
}

/**
 * Refreshes one account's token when due (tokens.ts); a refused refresh marks it for authorising again.
 * Answers the row after. The job and the Refresh route both come here.
 */
export async function refreshAccount(deps: { db: Db; clock: Clock }, adapter: AmoAdapter, row: Row, force = false): Promise<void> {
  if (row.refused_at) return;
  const token: AmoToken = { accessToken: row.access_token, refreshToken: row.refresh_token, expiresAt: force ? deps.clock.now() : row.expires_at };
  try {
    await freshToken(token, {
      now: () => deps.clock.now(),
      refresh: (refreshToken) => adapter.refresh(row.login, refreshToken, row.redirect_uri),
      store: async (next) => {
        await deps.db.query('update amo_tokens set access_token = $2, refresh_token = $3, expires_at = $4, refreshed_at = $5 where account_id = $1', [
          row.id,
          next.accessToken,
          next.refreshToken,
          next.expiresAt.toISOString(),
          deps.clock.now().toISOString(),
        ]);
      },
    });
  } catch (error) {
    if (!(error instanceof AmoRefreshRefused)) throw error;
    await deps.db.query('update amo_tokens set refused_at = $2 where account_id = $1', [row.id, deps.clock.now().toISOString()]);
  }
}

/** Every amoCRM account whose token is due, for the minute's job. */
export async function refreshDueAccounts(deps: { db: Db; clock: Clock }, adapter: AmoAdapter): Promise<number> {
  const rows = await deps.db.query<Row>(`${SELECT} where a.kind = 'amo' and t.refused_at is null and t.expires_at <= $1`, [new Date(deps.clock.now().getTime() + 60 * 60 * 1000).toISOString()]);
  for (const row of rows) await refreshAccount(deps, adapter, row).catch(() => undefined);
  return rows.length;
}

export function amoRoutes(ctx: AppContext, adapter: AmoAdapter): Route[] {
  const { db, clock } = ctx;
  const list = async (userId: string) =>
    (await db.query<Row>(`${SELECT} where a.user_id = $1 and a.kind = 'amo' order by a.created_at, a.id`, [userId])).map((row) => toAccount(row, clock.now()));
  const one = async (userId: string, id: string) => {
    if (!isUuid(id)) throw accountNotFound();
    const [row] = await db.query<Row>(`${SELECT} where a.user_id = $1 and a.kind = 'amo' and a.id = $2`, [userId, id]);
    if (!row) throw accountNotFound();
    return row;
  };

  return [
    route({
      method: 'GET',
      path: AMO_PATHS.accounts,
      access: 'user',
      summary: "The caller's amoCRM accounts and their token's state",
      responses: { 200: { description: 'Oldest first', schema: amoAccountListSchema } },
      async handler({ caller }) {
        return list(caller.userId);
      },
    }),

    route({
      method: 'POST',
      path: AMO_PATHS.authorize,
      access: 'user',
      summary: "The authorisation server's address to send the owner to, with a state nonce of the caller's (15 minutes)",
      body: amoAuthorizeRequestSchema,
      responses: { 200: { description: 'The address', schema: amoAuthorizeAnswerSchema } },
      errors: { 400: 'VALIDATION_FAILED: the redirect address is not one of the cabinet\'s (field redirectUri)' },
      async handler({ caller, body }) {
        const { redirectUri } = body();
        let origin: string;
        try {
          origin = new URL(redirectUri).origin;
        } catch {
          throw new ApiError(400, 'VALIDATION_FAILED', 'The redirect address is not valid', { redirectUri: 'url.invalid' });
        }
        if (!ctx.origins.isAllowed(origin)) throw new ApiError(400, 'VALIDATION_FAILED', 'The redirect address is not one of the cabinet\'s', { redirectUri: 'url.invalid' });
        const state = randomBytes(16).toString('hex');
        await db.query('insert into amo_oauth_states (state, user_id, redirect_uri, created_at) values ($1, $2, $3, $4)', [state, caller.userId, redirectUri, clock.now().toISOString()]);
        return { url: adapter.authorizeUrl(state, redirectUri) };
      },
    }),

    route({
      method: 'POST',
      path: AMO_PATHS.callback,
      access: 'user',
      summary: "amoCRM's redirect: exchanges the code for the tokens and connects the account",
      body: amoCallbackRequestSchema,
      responses: { 200: { description: 'The account', schema: amoAccountSchema } },
      errors: {
        400: 'AMO_MISSING_PARAMETERS: no code, referer or state, or a state not the caller\'s or older than 15 minutes; SYSTEM_CONNECT_FAILED: amoCRM refused the code',
        502: 'SYSTEM_UNAVAILABLE',
        504: 'SYSTEM_TIMEOUT',
      },
      async handler({ caller, body }) {
        const parameters = callbackParameters(body());
        if (!parameters) throw missingParameters();
        // Single-use: the state is taken whatever follows, so a replayed redirect finds nothing.
        const [pending] = await db.query<{ redirect_uri: string; created_at: Date }>('delete from amo_oauth_states where state = $1 and user_id = $2 returning redirect_uri, created_at', [
          parameters.state,
          caller.userId,
        ]);
        if (!pending || clock.now().getTime() - pending.created_at.getTime() > STATE_TTL_MS) throw missingParameters();
        let tokens: Awaited<ReturnType<AmoAdapter['exchangeCode']>>;
        try {
          tokens = await adapter.exchangeCode(parameters.subdomain, parameters.code, pending.redirect_uri);
        } catch (error) {
          if (!(error instanceof AmoError)) throw error;
          if (error.kind === 'refused') throw new ApiError(400, 'SYSTEM_CONNECT_FAILED', 'amoCRM refused the authorisation code: authorise again');
          if (error.kind === 'timeout') throw new ApiError(504, 'SYSTEM_TIMEOUT', 'amoCRM did not answer in time');
          throw new ApiError(502, 'SYSTEM_UNAVAILABLE', `amoCRM refused: ${error.message}`);
        }
        const expiresAt = new Date(clock.now().getTime() + tokens.expiresInSeconds * 1000).toISOString();
        const id = await db.transaction(async (tx) => {
          // The redirect address is kept (in external_user_id): amoCRM wants it again with every refresh.
          const [account] = await tx.query<{ id: string }>(
            `insert into system_accounts (user_id, kind, login, external_user_id) values ($1, 'amo', $2, $3)
             on conflict (user_id, kind, login) do update set external_user_id = excluded.external_user_id returning id`,
            [caller.userId, parameters.subdomain, pending.redirect_uri],
          );
          if (!account) throw new Error('The account upsert returned nothing');
          await tx.query(
            `insert into amo_tokens (account_id, access_token, refresh_token, expires_at) values ($1, $2, $3, $4)
             on conflict (account_id) do update set access_token = excluded.access_token, refresh_token = excluded.refresh_token,
               expires_at = excluded.expires_at, refreshed_at = null, refused_at = null`,
            [account.id, tokens.accessToken, tokens.refreshToken, expiresAt],
          );
          return account.id;
        });
        return toAccount(await one(caller.userId, id), clock.now());
      },
    }),

    route({
      method: 'POST',
      path: AMO_PATHS.refresh,
      access: 'user',
      summary: "Refresh the account's access token now",
      params: z.object({ id: z.string() }),
      responses: { 200: { description: 'The account', schema: amoAccountSchema } },
      errors: { 404: 'SYSTEM_ACCOUNT_NOT_FOUND', 502: 'SYSTEM_UNAVAILABLE', 504: 'SYSTEM_TIMEOUT' },
      async handler({ caller, params }) {
        const row = await one(caller.userId, params().id);
        try {
          await refreshAccount({ db, clock }, adapter, row, true);
        } catch (error) {
          if (!(error instanceof AmoError)) throw error;
          if (error.kind === 'timeout') throw new ApiError(504, 'SYSTEM_TIMEOUT', 'amoCRM did not answer in time');
          throw new ApiError(502, 'SYSTEM_UNAVAILABLE', `amoCRM refused: ${error.message}`);
        }
        return toAccount(await one(caller.userId, row.id), clock.now());
      },
    }),

    route({
      method: 'DELETE',
      path: AMO_PATHS.one,
      access: 'user',
      summary: 'Disconnect the amoCRM account (its tokens are forgotten)',
      params: z.object({ id: z.string() }),
      responses: { 204: { description: 'Disconnected' } },
      errors: { 404: 'SYSTEM_ACCOUNT_NOT_FOUND' },
      async handler({ caller, params, reply }) {
        const row = await one(caller.userId, params().id);
        await db.query('delete from system_accounts where id = $1', [row.id]);
        return reply.code(204).send();
      },
    }),
  ];
}
