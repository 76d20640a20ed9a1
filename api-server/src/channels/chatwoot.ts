import { z } from 'zod';
import { outsideSystemUrl, type Config } from '../config';
import { STAND_IN_PATHS } from './paths';
import { callProvider } from './providerHttp';

/**
 * Chatwoot, to its documented API: `POST {origin}/auth/sign_in {email, password}` (devise_token_auth) →
 * `{ data: { id, name, email, access_token, account_id, accounts: [{ id, name, role }] } }`, 401
 * `{ success: false, errors: [...] }` for a wrong pair; then with the header `api_access_token`:
 * `GET /api/v1/profile` and `GET /api/v1/accounts/{account_id}/inboxes` → `{ payload: [{ id, name, channel_type }] }`.
 * Production reads CHATWOOT_BASE_URL; development uses the stand-in.
 */
export class ChatwootError extends Error {
  constructor(
    readonly problem: 'credentials' | 'unavailable',
    detail: string,
  ) {
    super(detail);
  }
}

const signInSchema = z.object({
  data: z.object({
    id: z.number(),
    name: z.string().default(''),
    email: z.string(),
    access_token: z.string().min(1),
    account_id: z.number().optional(),
    accounts: z.array(z.object({ id: z.number(), name: z.string(), role: z.string().optional() })).default([]),
  }),
});
const inboxesSchema = z.object({ payload: z.array(z.object({ id: z.number(), name: z.string(), channel_type: z.string().default('') })) });

export interface ChatwootConnection {
  agentName: string;
  email: string;
  accessToken: string;
  accountId: number;
  accountName: string;
  inboxes: Array<{ id: number; name: string; channelType: string }>;
}

type ClientConfig = Pick<Config, 'mode' | 'publicUrl' | 'chatwootBaseUrl' | 'channelHttpTimeoutMs'>;

export function chatwootBaseUrl(config: ClientConfig): string {
  // CHATWOOT_BASE_URL has a default (the cloud), so development always reaches the stand-in.
  return outsideSystemUrl(config, { standInPath: STAND_IN_PATHS.chatwoot, configured: null, real: config.chatwootBaseUrl });
}

/** Signs in, then reads the agent's (first) Chatwoot account's inboxes. */
export async function connectChatwoot(email: string, password: string, config: ClientConfig): Promise<ChatwootConnection> {
  const base = chatwootBaseUrl(config);
  const signIn = await callProvider(`${base}/auth/sign_in`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ email, password }) }, config.channelHttpTimeoutMs);
  if (signIn.kind !== 'answered') throw new ChatwootError('unavailable', `Chatwoot did not answer (${signIn.kind})`);
  if (signIn.status === 401) throw new ChatwootError('credentials', 'Chatwoot: invalid login credentials');
  const agent = signInSchema.safeParse(signIn.body);
  if (signIn.status !== 200 || !agent.success) throw new ChatwootError('unavailable', `Chatwoot answered ${signIn.status}`);
  const account = agent.data.data.accounts.find((candidate) => candidate.id === agent.data.data.account_id) ?? agent.data.data.accounts[0];
  if (!account) throw new ChatwootError('unavailable', 'The Chatwoot agent belongs to no account');
  const token = agent.data.data.access_token;
  const inboxes = await callProvider(`${base}/api/v1/accounts/${account.id}/inboxes`, { method: 'GET', headers: { api_access_token: token, accept: 'application/json' } }, config.channelHttpTimeoutMs);
  const list = inboxes.kind === 'answered' && inboxes.status === 200 ? inboxesSchema.safeParse(inboxes.body) : null;
  if (!list?.success) throw new ChatwootError('unavailable', 'Chatwoot did not list the inboxes');
  return {
    agentName: agent.data.data.name,
    email: agent.data.data.email,
    accessToken: token,
    accountId: account.id,
    accountName: account.name,
    inboxes: list.data.payload.map((inbox) => ({ id: inbox.id, name: inbox.name, channelType: inbox.channel_type })),
  };
}
