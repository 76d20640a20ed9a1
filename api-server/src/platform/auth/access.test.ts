import Fastify, { type FastifyInstance } from 'fastify';
import { apiErrorSchema } from '@cabinet/api/contract';
import { installErrorHandling } from '../http/installErrorHandling';
import { ACCESS_LEVELS, registerRoutes, route, type Access, type Route } from '../http/route';
import { createRouteTable } from '../http/routeTable';
import { installAccessControl } from './access';
import { createTokenService } from './tokenService';

const tokens = createTokenService({ jwtSecret: 'access-test-secret-of-at-least-32-characters', accessTokenTtlSeconds: 60 });

/** One route per level, answering who called. */
function levelRoute(access: Access): Route {
  const common = { method: 'GET', path: `level/${access}`, summary: `A ${access} route`, responses: { 200: { description: 'Who called' } } } as const;
  return access === 'guest'
    ? route({ ...common, access, handler: ({ caller }) => ({ caller }) })
    : route({ ...common, access, handler: ({ caller }) => ({ caller: caller.email }) });
}

async function testApp(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  const table = createRouteTable();
  installErrorHandling(app, table);
  installAccessControl(app, tokens, table);
  registerRoutes(app, 'test', ACCESS_LEVELS.map(levelRoute));
  await app.ready();
  return app;
}

const roleTokens = {
  anonymous: null,
  garbage: 'not.a.jwt',
  user: tokens.signAccessToken({ id: 'u1', email: 'user@example.com', roles: [] }),
  admin: tokens.signAccessToken({ id: 'u2', email: 'admin@example.com', roles: ['admin'] }),
  superAdmin: tokens.signAccessToken({ id: 'u3', email: 'super@example.com', roles: ['admin', 'super-admin'] }),
};
type Caller = keyof typeof roleTokens;

/** Who may call each level: everyone else with a valid token gets 403, without one 401. */
const EXPECTED: Record<Access, Record<Caller, number>> = {
  guest: { anonymous: 200, garbage: 200, user: 200, admin: 200, superAdmin: 200 },
  user: { anonymous: 401, garbage: 401, user: 200, admin: 200, superAdmin: 200 },
  admin: { anonymous: 401, garbage: 401, user: 403, admin: 200, superAdmin: 200 },
  superAdmin: { anonymous: 401, garbage: 401, user: 403, admin: 403, superAdmin: 200 },
};

describe('access levels', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const cases = ACCESS_LEVELS.flatMap((access) => (Object.keys(roleTokens) as Caller[]).map((caller) => [access, caller, EXPECTED[access][caller]] as const));
  it.each(cases)('a %s route answers a caller with %s: %i', async (access, caller, status) => {
    const token = await roleTokens[caller];
    const response = await app.inject({ method: 'GET', url: `/level/${access}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect(response.statusCode).toBe(status);
    if (status === 401) expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
    if (status === 403) {
      const body = apiErrorSchema.parse(response.json());
      expect(body.code).toBe('FORBIDDEN');
      expect(body.message).toMatch(access === 'admin' ? /administrator/ : /super-administrator/);
    }
    if (status === 200) expect(response.json()).toEqual({ caller: access === 'guest' ? null : `${caller === 'superAdmin' ? 'super' : caller}@example.com` });
  });

  it('reads no token on a guest route: an expired or forged one does not refuse it', async () => {
    const response = await app.inject({ method: 'GET', url: '/level/guest', headers: { authorization: 'Bearer forged' } });
    expect(response.json()).toEqual({ caller: null });
  });
});

describe('declaring access', () => {
  it('is required: a route registered without a declaration fails at registration', async () => {
    const app = Fastify({ logger: false });
    installAccessControl(app, tokens, createRouteTable());
    expect(() => app.get('/undeclared', async () => ({ ok: true }))).toThrow('GET /undeclared declares no access level');
    await app.close();
  });

  it('holds in every scope: a plugin cannot register an undeclared route either', async () => {
    const app = Fastify({ logger: false });
    installAccessControl(app, tokens, createRouteTable());
    const registering = async () => {
      await app.register(async (scope) => {
        scope.post('/inner', async () => ({ ok: true }));
      });
    };
    await expect(registering()).rejects.toThrow('POST /inner declares no access level');
    await app.close();
  });
});
