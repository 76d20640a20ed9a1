import { z } from 'zod';
import { chatwootAccountListSchema, chatwootAccountSchema, chatwootConnectRequestSchema, type ChatwootAccount, type ChatwootAccountList, type ChatwootConnectRequest, CHANNEL_ACCOUNTS_PATHS } from '@cabinet/api/messaging';
import type { AppContext } from '../platform/AppContext';
import { isUuid } from '../platform/db/sql';
import { ApiError } from '../platform/http/ApiError';
import { route, type Route } from '../platform/http/route';
import { ChatwootError, connectChatwoot, type ChatwootConnection } from './chatwoot';
import { connectAccount, type AccountAdapter } from '../platform/connectAccount';
import { channelsClock } from './instanceClock';

type Row = {
  id: string;
  email: string;
  agent_name: string;
  chatwoot_account_id: number;
  chatwoot_account_name: string;
  inboxes: ChatwootConnection['inboxes'];
  created_at: Date;
};

const toView = (row: Row): ChatwootAccount =>
  chatwootAccountSchema.parse({
    id: row.id,
    email: row.email,
    agentName: row.agent_name,
    chatwootAccountId: row.chatwoot_account_id,
    chatwootAccountName: row.chatwoot_account_name,
    inboxes: row.inboxes,
    createdAt: row.created_at.toISOString(),
  });

const notFound = () => new ApiError(404, 'CHANNEL_ACCOUNT_NOT_FOUND', 'No Chatwoot connection of yours has this id');

/** The owner's Chatwoot connections (chatwoot.ts): connect with e-mail and password, list, delete. */
export function chatwootRoutes(ctx: AppContext, connect: typeof connectChatwoot = connectChatwoot): Route[] {
  const { db, config } = ctx;
  const clock = channelsClock(ctx);
  /** Chatwoot's sign-in is the check; the same agent and account twice is the store's conflict. */
  const chatwoot: AccountAdapter<ChatwootConnectRequest, ChatwootConnection, Row, ChatwootAccount> = {
    alreadyAdded: () => new ApiError(409, 'ACCOUNT_ALREADY_ADDED', 'Account already added: this Chatwoot account is connected'),
    async check({ email, password }) {
      try {
        return { ok: true, checked: await connect(email.trim(), password, config) };
      } catch (error) {
        if (!(error instanceof ChatwootError)) throw error;
        if (error.problem === 'credentials') return { ok: false, refusal: { kind: 'field', field: 'password', fieldCode: 'chatwoot.credentials.invalid', message: 'Incorrect email or password' } };
        return { ok: false, refusal: { kind: 'failed', message: error.message } };
      }
    },
    async store(userId, _request, connection) {
      const [row] = await db.query<Row>(
        `insert into chatwoot_accounts (user_id, email, agent_name, access_token, chatwoot_account_id, chatwoot_account_name, inboxes, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8)
         on conflict (user_id, chatwoot_account_id, email) do nothing returning *`,
        [userId, connection.email, connection.agentName, connection.accessToken, connection.accountId, connection.accountName, JSON.stringify(connection.inboxes), clock.now().toISOString()],
      );
      return row ?? null;
    },
    view: toView,
  };
  return [
    route({
      method: 'GET',
      path: CHANNEL_ACCOUNTS_PATHS.chatwootAccounts,
      access: 'user',
      summary: "The caller's Chatwoot connections, with the account and inboxes read when connecting",
      responses: { 200: { description: 'Newest first', schema: chatwootAccountListSchema } },
      async handler({ caller }): Promise<ChatwootAccountList> {
        const rows = await db.query<Row>(`select * from chatwoot_accounts where user_id = $1 order by created_at desc, id`, [caller.userId]);
        return { accounts: rows.map(toView) };
      },
    }),
    route({
      method: 'POST',
      path: CHANNEL_ACCOUNTS_PATHS.chatwootAccounts,
      access: 'user',
      summary: 'Connects Chatwoot: signs in with the e-mail and password, keeps the access token, reads the account and its inboxes',
      description: 'A wrong pair is 400 at `password` (`chatwoot.credentials.invalid`); the password itself is never stored.',
      body: chatwootConnectRequestSchema,
      responses: { 201: { description: 'The connection', schema: chatwootAccountSchema } },
      errors: { 400: 'VALIDATION_FAILED', 409: 'ACCOUNT_ALREADY_ADDED: this agent and Chatwoot account are connected already', 502: 'CHANNEL_PROVIDER_FAILED: Chatwoot did not answer' },
      async handler({ caller, body, reply }) {
        return reply.code(201).send(await connectAccount(chatwoot, caller.userId, body()));
      },
    }),
    route({
      method: 'DELETE',
      path: CHANNEL_ACCOUNTS_PATHS.chatwootAccount,
      access: 'user',
      summary: 'Deletes a Chatwoot connection (its access token is forgotten)',
      params: z.object({ id: z.string() }),
      responses: { 204: { description: 'Deleted' } },
      errors: { 404: 'CHANNEL_ACCOUNT_NOT_FOUND' },
      async handler({ caller, params, reply }) {
        const { id } = params();
        if (!isUuid(id)) throw notFound();
        const deleted = await db.query(`delete from chatwoot_accounts where id = $1 and user_id = $2 returning id`, [id, caller.userId]);
        if (deleted.length === 0) throw notFound();
        return reply.code(204).send();
      },
    }),
  ];
}
