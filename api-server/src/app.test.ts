import { apiErrorSchema } from '@cabinet/api/contract';
import { PATHS } from '@cabinet/api/contract';
import { DEMO_EMAIL, DEMO_PASSWORD } from './seed';
import { createTestApp, type TestApp } from './testing/createTestApp';
import { bearer, registration, signIn } from './testing/requests';

describe('in development', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers /health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('answers an unknown route with NOT_FOUND in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/Nothing/Here' });
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json())).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
  });

  it('allows a CORS preflight from a branded local host', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/' + PATHS.account.login,
      headers: {
        origin: 'http://mailing.localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,client-host,authorization',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://mailing.localhost:3000');
    expect(String(response.headers['access-control-allow-headers']).split(',').map((name) => name.trim())).toEqual([
      'Authorization',
      'Content-Type',
      'Client-Host',
      // A call recording's resumable upload (tus).
      'Tus-Resumable',
      'Upload-Length',
      'Upload-Metadata',
      'Upload-Offset',
    ]);
    expect(String(response.headers['access-control-allow-methods'])).toContain('PATCH');
  });

  it('gives no CORS allowance to a foreign origin', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/' + PATHS.account.login,
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('tells the browser which origin may read an answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health', headers: { origin: 'http://127.0.0.1:3004' } });
    expect(response.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3004');
    // The exports' file names (the message log, a mailing's recipients, a widget's ratings) reach the page.
    expect(String(response.headers['access-control-expose-headers']).split(',').map((name) => name.trim())).toEqual(
      expect.arrayContaining(['Content-Disposition', 'Location', 'Upload-Offset']),
    );
  });

  it('refuses a body that is not JSON with VALIDATION_FAILED', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/' + PATHS.account.login,
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
  });

  it('answers an unexpected failure with INTERNAL and no detail', async () => {
    const { token } = await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    await t.db.exec('alter table setup_requests rename to setup_requests_away');
    try {
      const response = await t.app.inject({ method: 'POST', url: '/' + PATHS.account.requestSetUp, headers: bearer(token) });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 'INTERNAL', message: 'Something went wrong' });
    } finally {
      await t.db.exec('alter table setup_requests_away rename to setup_requests');
    }
  });
});

describe('with no mode variables at all', () => {
  let t: TestApp;
  beforeAll(async () => {
    // An empty variable counts as unset: the API as an operator who set neither API_MODE nor NODE_ENV runs it.
    t = await createTestApp({ seed: false, env: { API_MODE: '' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('runs in production: no outbox, no Google stand-in, no providers\' stand-ins, no seeding', async () => {
    expect(t.config).toMatchObject({ mode: 'production', seed: false });
    for (const url of [
      '/' + PATHS.devOutbox,
      '/' + PATHS.devGoogle.authorize + '?redirect_uri=http://localhost:3000/',
      '/dev/support-chat.js',
      '/stand-ins/twilio/_control/messages',
      '/stand-ins/whatsapp-cloud/_control/messages',
    ]) {
      expect({ url, status: (await t.app.inject({ method: 'GET', url })).statusCode }).toEqual({ url, status: 404 });
    }
    // Nobody marks an account a test one, or books visits and mints a client's links, from outside.
    expect((await t.app.inject({ method: 'POST', url: '/dev/test-user' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/dev/client-links', payload: {} })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/stand-ins/simulated/inbound', payload: {} })).statusCode).toBe(404);
  });
});

describe('in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { API_MODE: 'production', CORS_ORIGINS: 'https://cabinet.example.com' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(['/' + PATHS.devOutbox, '/' + PATHS.devGoogle.authorize + '?redirect_uri=http://localhost:3000/', '/dev/support-chat.js'])(
    'has no dev route %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
    },
  );

  it('allows the origins of CORS_ORIGINS and no local one', async () => {
    const allowed = async (origin: string) => {
      const response = await t.app.inject({
        method: 'OPTIONS',
        url: '/' + PATHS.account.currentUser,
        headers: { origin, 'access-control-request-method': 'GET' },
      });
      return response.headers['access-control-allow-origin'];
    };
    expect(await allowed('https://cabinet.example.com')).toBe('https://cabinet.example.com');
    expect(await allowed('http://localhost:3000')).toBeUndefined();
    expect(await allowed('http://evil.localhost:4444')).toBeUndefined();
  });

  it('mails links to the configured origin, whatever local origin the caller names', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/' + PATHS.account.register,
      payload: registration({ email: 'prod.user@example.com', clientHost: 'http://localhost:4444' }),
    });
    expect(response.statusCode).toBe(200);
    const [mail] = await t.db.query<{ link: string }>(`select link from outbox where to_email = 'prod.user@example.com'`);
    expect(new URL(mail?.link ?? '').origin).toBe('https://cabinet.example.com');
  });

  it('has no demo account', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/' + PATHS.account.login, payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
    expect(response.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });
});
