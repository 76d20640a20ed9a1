import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { STAND_IN_PATHS } from '../paths';
import { sameSignature } from '../providerHttp';
import { route, type Route } from '../../platform/http/route';
import { controlRoutes, createFailSwitch } from '../../platform/standIns/controlRoutes';

/**
 * A local stand-in of Chatwoot's sign-in and the reads the cabinet makes (channels/chatwoot.ts): `auth/sign_in`
 * (401 with devise_token_auth's body for a wrong pair), `api/v1/profile`, `api/v1/accounts/{id}/inboxes`, each
 * read with `api_access_token`. `_control/fail` makes the next sign-ins answer 503. Development only; in memory.
 */
export interface StandInChatwootAgent {
  email: string;
  password: string;
  name: string;
  accountId: number;
  accountName: string;
  inboxes: ReadonlyArray<{ id: number; name: string; channel_type: string }>;
}

export function createChatwootStandIn(options: { agents: readonly StandInChatwootAgent[] }) {
  const agents = new Map(options.agents.map((agent) => [agent.email.toLowerCase(), agent]));
  const tokens = new Map<string, StandInChatwootAgent>();
  const failing = createFailSwitch();
  const base = STAND_IN_PATHS.chatwoot;
  const holder = (token: string | string[] | undefined) => (typeof token === 'string' ? tokens.get(token) : undefined);
  const agentBody = (agent: StandInChatwootAgent, token: string) => ({
    id: 1,
    name: agent.name,
    display_name: agent.name,
    email: agent.email,
    uid: agent.email,
    provider: 'email',
    access_token: token,
    account_id: agent.accountId,
    role: 'administrator',
    accounts: [{ id: agent.accountId, name: agent.accountName, role: 'administrator', status: 'active', active_at: new Date().toISOString() }],
  });

  const routes: Route[] = [
    route({
      method: 'POST',
      path: `${base}/auth/sign_in`,
      access: 'guest',
      summary: 'Chatwoot stand-in: an agent signs in with e-mail and password',
      body: z.object({ email: z.string(), password: z.string() }),
      responses: { 200: { description: '{ data: agent with access_token and accounts }, or 401' } },
      handler({ body, reply }) {
        if (failing.take()) {
          return reply.code(503).send({ success: false, errors: ['Service Unavailable'] });
        }
        const { email, password } = body();
        const agent = agents.get(email.trim().toLowerCase());
        if (!agent || !sameSignature(password, agent.password)) return reply.code(401).send({ success: false, errors: ['Invalid login credentials. Please try again.'] });
        const token = randomBytes(12).toString('base64url');
        tokens.set(token, agent);
        return { data: agentBody(agent, token) };
      },
    }),
    route({
      method: 'GET',
      path: `${base}/api/v1/profile`,
      access: 'guest',
      summary: 'Chatwoot stand-in: the signed-in agent',
      responses: { 200: { description: 'The agent' } },
      handler({ request, reply }) {
        const token = request.headers.api_access_token;
        const agent = holder(token);
        if (!agent || typeof token !== 'string') return reply.code(401).send({ error: 'You need to sign in or sign up before continuing.' });
        return agentBody(agent, token);
      },
    }),
    route({
      method: 'GET',
      path: `${base}/api/v1/accounts/:accountId/inboxes`,
      access: 'guest',
      summary: "Chatwoot stand-in: the account's inboxes",
      params: z.object({ accountId: z.coerce.number() }),
      responses: { 200: { description: '{ payload: [{ id, name, channel_type }] }' } },
      handler({ request, reply, params }) {
        const agent = holder(request.headers.api_access_token);
        if (!agent) return reply.code(401).send({ error: 'You need to sign in or sign up before continuing.' });
        if (agent.accountId !== params().accountId) return reply.code(401).send({ error: 'You are not authorized to access this account' });
        return { payload: agent.inboxes.map((inbox) => ({ ...inbox, account_id: agent.accountId })) };
      },
    }),
    ...controlRoutes(base, 'Chatwoot stand-in control', { fail: { summary: 'the next sign-ins answer 503', failing } }),
  ];
  return { routes };
}
