import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { route, type Route } from '../../platform/http/route';
import { hang } from '../../standIns/behaviours';

/**
 * A local stand-in of iikoCloud's access token and organisations (iiko/adapter.ts). It knows one API login;
 * `_control/commands` makes the next token call fail or time out. Development and tests only.
 */
export const STAND_IN_IIKO_LOGIN = 'iiko-demo-login-7f3a';
const ORGANIZATIONS = [
  { id: '7b5f9c1e-3a44-4f6c-9d0e-1b2c3d4e5f60', name: 'Кафе «Пельменная №1»' },
  { id: '0c8e7d6b-5a49-4c3b-8a2d-1f0e9d8c7b6a', name: 'Кафе «Пельменная №2»' },
];
const commandSchema = z.object({ outcome: z.enum(['fail', 'timeout']), httpStatus: z.number().int().min(400).max(599).default(500) });

export function createIikoStandIn(options: { prefix: string; hangMs?: number }) {
  const tokens = new Set<string>();
  const commands: Array<z.infer<typeof commandSchema>> = [];
  const routes: Route[] = [
    route({
      method: 'POST',
      path: `${options.prefix}/api/1/access_token`,
      access: 'guest',
      summary: 'iiko stand-in: a token for an API login',
      body: z.object({ apiLogin: z.string() }),
      responses: { 200: { description: 'The token' } },
      async handler({ body, reply }) {
        const next = commands.shift();
        if (next?.outcome === 'timeout') {
          await hang(reply.raw, options.hangMs ?? 60_000);
          return reply.code(504).send({ errorDescription: 'Timeout' });
        }
        if (next) return reply.code(next.httpStatus).send({ correlationId: randomUUID(), errorDescription: 'Service unavailable' });
        if (body().apiLogin !== STAND_IN_IIKO_LOGIN) return reply.code(401).send({ correlationId: randomUUID(), errorDescription: 'Login is not authorized' });
        const token = randomBytes(16).toString('hex');
        tokens.add(token);
        return { correlationId: randomUUID(), token };
      },
    }),
    route({
      method: 'POST',
      path: `${options.prefix}/api/1/organizations`,
      access: 'guest',
      summary: "iiko stand-in: the login's organisations",
      responses: { 200: { description: 'The organisations' } },
      async handler({ request, reply }) {
        const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
        if (!token || !tokens.has(token)) return reply.code(401).send({ errorDescription: 'Unauthorized' });
        return { correlationId: randomUUID(), organizations: ORGANIZATIONS };
      },
    }),
    route({
      method: 'POST',
      path: `${options.prefix}/_control/commands`,
      access: 'guest',
      summary: 'iiko stand-in: make the next token call fail or time out',
      body: commandSchema,
      responses: { 200: { description: 'Commanded' } },
      async handler({ body }) {
        commands.push(body());
        return { commanded: true };
      },
    }),
  ];
  return { routes, command: (command: z.input<typeof commandSchema>) => commands.push(commandSchema.parse(command)) };
}
