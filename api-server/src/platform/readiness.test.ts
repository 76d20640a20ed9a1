import type { Db } from './db/Db';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { checkReadiness, type Readiness } from './readiness';

let t: TestApp;
const readiness: Readiness = { starting: true };
beforeAll(async () => {
  t = await createTestApp({ seed: false, app: { readiness } });
});
afterAll(async () => {
  await t.close();
});

describe('liveness and readiness (issue 35)', () => {
  it('is live but not ready while starting, and holds every other route with 503 and Retry-After', async () => {
    readiness.starting = true;
    expect((await t.app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ ok: true });
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ ready: false, database: 'ok', migrations: 'running' });
    const held = await t.app.inject({ method: 'POST', url: '/api/v1/account/login', payload: { email: 'a@example.com', password: 'x' } });
    expect(held.statusCode).toBe(503);
    expect(held.headers['retry-after']).toBe('5');
    expect(held.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('is ready once started, and serves', async () => {
    readiness.starting = false;
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ready: true, database: 'ok', migrations: 'done' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/Workflows' })).statusCode).toBe(401);
  });

  it('is not ready while its database does not answer, and live all the same', async () => {
    readiness.starting = false;
    const query = jest.spyOn(t.db as Db, 'query').mockRejectedValue(new Error('connection refused'));
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ ready: false, database: 'unreachable', migrations: 'done' });
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      query.mockRestore();
    }
    expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
  });
});

describe('readiness with a pool busy with a burst', () => {
  // A probe that waits for a connection past its 2 s while the process's other queries are answered.
  const waiting = { query: () => new Promise<never>(() => undefined), exec: async () => undefined };

  it('is ready while the process\'s other queries are answered, and not once none is', async () => {
    expect(await checkReadiness({ starting: false }, { ...waiting, answeredWithin: () => true })).toEqual({ ready: true, database: 'ok', migrations: 'done' });
    expect(await checkReadiness({ starting: false }, { ...waiting, answeredWithin: () => false })).toEqual({ ready: false, database: 'unreachable', migrations: 'done' });
  });
});
