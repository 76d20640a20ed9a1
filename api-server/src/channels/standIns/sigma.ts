import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { STAND_IN_PATHS } from '../paths';
import { sameSignature } from '../providerHttp';
import { route, type Route } from '../../platform/http/route';
import { controlRoutes, createFailSwitch } from '../../platform/standIns/controlRoutes';

/**
 * A local stand-in of Sigma SMS's HTTP API (channels/sigma.ts): `api/login` issues a token for a known login
 * and password (401 otherwise), `api/senders` lists the account's sender names (our design, see sigma.ts),
 * `api/sendings` records an SMS. `_control/fail` makes the next logins answer 503; `_control/sendings` shows
 * what was sent. Development only; in memory.
 */
export interface StandInSigmaAccount {
  username: string;
  password: string;
  senders: ReadonlyArray<{ name: string; status: 'active' | 'moderation' | 'rejected' }>;
}

export function createSigmaStandIn(options: { accounts: readonly StandInSigmaAccount[] }) {
  const accounts = new Map(options.accounts.map((account) => [account.username, account]));
  const tokens = new Map<string, StandInSigmaAccount>();
  const sendings: Array<{ id: string; username: string; recipient: string; sender: string; text: string; at: string }> = [];
  const failing = createFailSwitch();
  const base = STAND_IN_PATHS.sigma;
  const holder = (authorization: string | undefined) => (authorization ? tokens.get(authorization) : undefined);

  const routes: Route[] = [
    route({
      method: 'POST',
      path: `${base}/api/login`,
      access: 'guest',
      summary: 'Sigma SMS stand-in: signs in with the API login and password',
      body: z.object({ username: z.string(), password: z.string() }),
      responses: { 200: { description: '{ token }, or 401 { error }' } },
      handler({ body, reply }) {
        if (failing.take()) {
          return reply.code(503).send({ error: 'Service Unavailable' });
        }
        const { username, password } = body();
        const account = accounts.get(username);
        if (!account || !sameSignature(password, account.password)) return reply.code(401).send({ error: 'Unauthorized', message: 'Invalid username or password' });
        const token = randomBytes(24).toString('hex');
        tokens.set(token, account);
        return { token };
      },
    }),
    route({
      method: 'GET',
      path: `${base}/api/senders`,
      access: 'guest',
      summary: "Sigma SMS stand-in: the account's sender names and their moderation status",
      responses: { 200: { description: '[{ name, type, status }]' } },
      handler({ request, reply }) {
        const account = holder(request.headers.authorization);
        if (!account) return reply.code(401).send({ error: 'Unauthorized' });
        return account.senders.map((sender) => ({ name: sender.name, type: 'sms', status: sender.status }));
      },
    }),
    route({
      method: 'POST',
      path: `${base}/api/sendings`,
      access: 'guest',
      summary: 'Sigma SMS stand-in: sends an SMS',
      body: z.object({ recipient: z.string(), type: z.string(), payload: z.object({ sender: z.string(), text: z.string() }) }),
      responses: { 200: { description: '{ id, recipient, status, error }' } },
      handler({ request, reply, body }) {
        const account = holder(request.headers.authorization);
        if (!account) return reply.code(401).send({ error: 'Unauthorized' });
        const { recipient, type, payload } = body();
        if (!/^\+?\d{10,15}$/.test(recipient)) return reply.code(400).send({ error: 'Bad Request', message: 'Invalid recipient phone' });
        if (type !== 'sms' || !account.senders.some((sender) => sender.name === payload.sender && sender.status === 'active')) {
          return reply.code(400).send({ error: 'Bad Request', message: 'Invalid sender' });
        }
        const id = randomUUID();
        sendings.push({ id, username: account.username, recipient, sender: payload.sender, text: payload.text, at: new Date().toISOString() });
        if (sendings.length > 500) sendings.shift();
        return { id, recipient, status: 'pending', error: null };
      },
    }),
    route({
      method: 'GET',
      path: `${base}/_control/sendings`,
      access: 'guest',
      summary: 'Sigma SMS stand-in control: the SMS it took, newest last',
      responses: { 200: { description: '{ sendings }' } },
      handler() {
        return { sendings };
      },
    }),
    ...controlRoutes(base, 'Sigma SMS stand-in control', { fail: { summary: 'the next logins answer 503', failing } }),
  ];
  return { routes, sendings };
}
