import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiErrorSchema, PATHS } from '@cabinet/api/contract';
import { FLOWS_PATHS } from '@cabinet/api/flows';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../seed';
import { createTestApp, type TestApp } from '../../testing/createTestApp';
import { route } from './route';
import { bearer, signIn } from '../../testing/requests';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD)).token;
});
afterAll(async () => {
  await t.close();
});

/** A refusal in the contract's shape: status, code and a message a person can act on; never fastify's own body. */
function expectRefusal(response: { statusCode: number; headers: Record<string, unknown>; body: string }, status: number, code: string, message: RegExp) {
  expect(response.statusCode).toBe(status);
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  const body: unknown = JSON.parse(response.body);
  expect(body).not.toHaveProperty('statusCode');
  expect(body).not.toHaveProperty('error');
  const parsed = apiErrorSchema.parse(body);
  expect(parsed.code).toBe(code);
  expect(parsed.message).toMatch(message);
}

const json = { 'content-type': 'application/json' };

describe("the router's refusals", () => {
  it('a path with broken %-encoding: 400', async () => {
    expectRefusal(await t.app.inject({ method: 'GET', url: '/api/v1/Workflows/%E0%A4%A', headers: bearer(token) }), 400, 'VALIDATION_FAILED', /malformed %-encoding/);
  });

  it('a path segment too long for the router: 414', async () => {
    expectRefusal(await t.app.inject({ method: 'GET', url: `/api/v1/Workflows/${'a'.repeat(150)}`, headers: bearer(token) }), 414, 'VALIDATION_FAILED', /too long/);
  });

  it('an unknown route: 404', async () => {
    expectRefusal(await t.app.inject({ method: 'GET', url: '/api/v1/Nothing/Here' }), 404, 'NOT_FOUND', /Not found/);
  });

  it('a method the path does not take: 405, with Allow naming those it does', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/' + FLOWS_PATHS.list, headers: bearer(token) });
    expectRefusal(response, 405, 'VALIDATION_FAILED', /PUT is not allowed here; this path answers GET, POST, HEAD/);
    expect(response.headers.allow).toBe('GET, POST, HEAD');
    const withParameter = await t.app.inject({ method: 'POST', url: '/api/v1/workflows/3f1c2a5e-0000-4000-8000-000000000000' });
    expect(withParameter.statusCode).toBe(405);
    expect(withParameter.headers.allow).toBe('GET, PATCH, DELETE, HEAD');
  });
});

describe("the body parser's refusals", () => {
  it('malformed JSON: 400', async () => {
    expectRefusal(await t.app.inject({ method: 'POST', url: '/' + PATHS.account.login, headers: json, payload: '{"email": ' }), 400, 'VALIDATION_FAILED', /not valid JSON/);
  });

  it('an empty JSON body: 400', async () => {
    expectRefusal(await t.app.inject({ method: 'POST', url: '/' + PATHS.account.login, headers: json, payload: '' }), 400, 'VALIDATION_FAILED', /empty/);
  });

  it.each(['text/plain', 'application/xml', 'application/x-www-form-urlencoded'])('a body of %s outside the stand-in: 415', async (type) => {
    const response = await t.app.inject({ method: 'POST', url: '/' + PATHS.account.login, headers: { 'content-type': type }, payload: 'email=demo@example.com' });
    expectRefusal(response, 415, 'VALIDATION_FAILED', /Unsupported content type: send the body as application\/json/);
  });

  it('a body over the limit: 413, before it is read', async () => {
    const payload = JSON.stringify({ email: DEMO_EMAIL, password: 'x'.repeat(1024 * 1024 + 1) });
    expectRefusal(await t.app.inject({ method: 'POST', url: '/' + PATHS.account.login, headers: json, payload }), 413, 'VALIDATION_FAILED', /too large/);
  });

  it('lets a flow with its image through: the flow calls take 8 MB', async () => {
    const payload = JSON.stringify({ title: 'Big', content: 'x'.repeat(2 * 1024 * 1024), type: 'birthday' });
    const response = await t.app.inject({ method: 'POST', url: '/' + FLOWS_PATHS.list, headers: { ...json, ...bearer(token) }, payload });
    // Past the parser: the text is refused by the flow's own rules, not the body limit.
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields).toHaveProperty('content');
  });
});

describe('refusals of plugins and of Node', () => {
  it("an incomplete CORS preflight, which @fastify/cors answers in plain text: the contract's body", async () => {
    const response = await t.app.inject({ method: 'OPTIONS', url: '/' + PATHS.account.login, headers: { origin: 'http://localhost:3000' } });
    expectRefusal(response, 400, 'VALIDATION_FAILED', /Invalid Preflight Request/);
  });

  it("a request line over Node's header limit: 431 in the contract's shape", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const response = await new Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
      const request = httpRequest({ host: '127.0.0.1', port, path: `/api/v1/${'x'.repeat(20_000)}` }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body }));
      });
      request.on('error', reject);
      request.end();
    });
    expectRefusal(response, 431, 'VALIDATION_FAILED', /address or headers are too long/);
  });
});

describe('input the database cannot store', () => {
  const nul = 'a\u0000b';

  it('a NUL character anywhere, body or query: 400 naming the field, never a 500', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/account/login', headers: json, payload: JSON.stringify({ email: `x${nul}@example.com`, password: 'Secret12' }) });
    expectRefusal(login, 400, 'VALIDATION_FAILED', /NUL character/);
    expect(JSON.parse(login.body)).toMatchObject({ fields: { email: 'text.nul' } });
    const flow = await t.app.inject({ method: 'POST', url: '/' + FLOWS_PATHS.list, headers: { ...json, ...bearer(token) }, payload: JSON.stringify({ type: 'birthday', title: nul }) });
    expectRefusal(flow, 400, 'VALIDATION_FAILED', /NUL character/);
    expect(JSON.parse(flow.body)).toMatchObject({ fields: { title: 'text.nul' } });
    const search = await t.app.inject({ method: 'GET', url: '/' + FLOWS_PATHS.list, query: { search: nul }, headers: bearer(token) });
    expectRefusal(search, 400, 'VALIDATION_FAILED', /NUL character/);
    expect(JSON.parse(search.body)).toMatchObject({ fields: { search: 'text.nul' } });
  });

  it('a news order number beyond a 32-bit integer: 400 naming it', async () => {
    const superAdmin = (await signIn(t.app, 'superadmin@example.com', DEMO_PASSWORD)).token;
    const item = { title: 'T', description: 'D', link: null, type: 'Info', crmTypes: [], mobileImage: null, desktopImage: null, clientTypes: [], isSidebarNews: false, orderNumber: 2_147_483_648 };
    const response = await t.app.inject({ method: 'POST', url: '/' + PATHS.news.list, headers: { ...json, ...bearer(superAdmin) }, payload: JSON.stringify(item) });
    expectRefusal(response, 400, 'VALIDATION_FAILED', /.+/);
    expect(Object.keys(JSON.parse(response.body).fields ?? {})).toEqual(['orderNumber']);
  });
});

describe('the net under a rule a schema forgot', () => {
  it("PostgreSQL's refusal of a value (out of range, a NUL) is a 400, not a 500", async () => {
    const probe = await createTestApp({
      seed: false,
      app: {
        domains: [
          {
            name: 'probe',
            migrations: [],
            routes: (ctx) => [
              route({ method: 'GET', path: 'probe/range', access: 'guest', summary: 'probe', responses: { 200: { description: 'never' } }, handler: () => ctx.db.query('select 2147483648::int') }),
              route({ method: 'GET', path: 'probe/nul', access: 'guest', summary: 'probe', responses: { 200: { description: 'never' } }, handler: () => ctx.db.query('select $1::text', ['a\u0000b']) }),
            ],
          },
        ],
      },
    });
    try {
      expectRefusal(await probe.app.inject({ method: 'GET', url: '/probe/range' }), 400, 'VALIDATION_FAILED', /out of the range/);
      expectRefusal(await probe.app.inject({ method: 'GET', url: '/probe/nul' }), 400, 'VALIDATION_FAILED', /cannot be stored/);
    } finally {
      await probe.close();
    }
  });
});
