import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, outsideSystemUrl, usesStandIn } from './config';

const appDir = '/srv/api-server';
const secret = { JWT_SECRET: 'a-secret-long-enough-for-production-use' };

describe('loadConfig', () => {
  it('defaults to production: no stand-ins, no seeding, unless development is asked for by name', () => {
    expect(loadConfig(secret, { appDir })).toMatchObject({ mode: 'production', seed: false });
    expect(loadConfig({ ...secret, NODE_ENV: 'development' }, { appDir })).toMatchObject({ mode: 'production', seed: false });
  });

  it('runs a local development server with API_MODE=development', () => {
    const config = loadConfig({ ...secret, API_MODE: 'development' }, { appDir });
    expect(config).toMatchObject({
      port: 3100,
      host: '127.0.0.1',
      dataDir: path.join(appDir, '.data'),
      databaseUrl: null,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlDays: 30,
      mode: 'development',
      corsOrigins: [],
      publicUrl: 'http://localhost:3100',
      seed: true,
      googleClientId: null,
    });
  });

  it.each([
    [{ API_MODE: 'production' }],
    [{ NODE_ENV: 'production' }],
    [{ NODE_ENV: 'production', API_MODE: 'development' }],
  ])('runs in production mode, without seeding, for %j', (env) => {
    expect(loadConfig({ ...secret, ...env }, { appDir })).toMatchObject({ mode: 'production', seed: false });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        ...secret,
        PORT: '4000',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/cabinet',
        DATABASE_URL: 'postgres://cabinet@db/cabinet',
        ACCESS_TOKEN_TTL_SECONDS: '60',
        REFRESH_TOKEN_TTL_DAYS: '7',
        CORS_ORIGINS: 'https://cabinet.example.com/, https://ai.example.com',
        PUBLIC_URL: 'https://api.example.com/',
        SEED: 'off',
        GOOGLE_CLIENT_ID: 'client-id',
        DISTRIBUTIONS_TICK_SECONDS: '2',
      },
      { appDir },
    );
    expect(config).toMatchObject({
      port: 4000,
      host: '0.0.0.0',
      dataDir: '/var/lib/cabinet',
      databaseUrl: 'postgres://cabinet@db/cabinet',
      accessTokenTtlSeconds: 60,
      refreshTokenTtlDays: 7,
      corsOrigins: ['https://cabinet.example.com', 'https://ai.example.com'],
      publicUrl: 'https://api.example.com',
      seed: false,
      googleClientId: 'client-id',
      distributionsTickSeconds: 2,
    });
    expect(loadConfig({ ...secret }, { appDir }).distributionsTickSeconds).toBeNull();
    expect(() => loadConfig({ ...secret, DISTRIBUTIONS_TICK_SECONDS: '0' }, { appDir })).toThrow(/DISTRIBUTIONS_TICK_SECONDS/);
  });

  it('reads the rate limits, each switchable off, and refuses a malformed one by name', () => {
    const config = loadConfig({ ...secret, RATE_LIMIT_SIGN_IN_ACCOUNT: '3/1m', RATE_LIMIT_PUBLIC: 'off' }, { appDir });
    expect(config.rateLimits.signInAccount).toEqual({ max: 3, windowMs: 60_000 });
    expect(config.rateLimits.publicAddress).toBeNull();
    expect(config.rateLimits.signInAddress).toEqual({ max: 100, windowMs: 15 * 60_000 });
    expect(() => loadConfig({ ...secret, RATE_LIMIT_REGISTER: 'many' }, { appDir })).toThrow(/RATE_LIMIT_REGISTER/);
  });

  it('reads the payment providers, the marketplaces and the service SMS sender, keys trimmed', () => {
    const config = loadConfig(
      {
        ...secret,
        YOOKASSA_SHOP_ID: ' 42 ',
        YOOKASSA_SECRET_KEY: 'live_key',
        STRIPE_API_BASE_URL: 'https://stripe.example.com/',
        PAYMENT_LINK_SECRET: 'links',
        MARKETPLACE_ALTEGIO_PARTNER_TOKEN: 'partner',
        MARKETPLACE_ALTEGIO_APPLICATION_ID: '7',
        SERVICE_SMS_TWILIO_ACCOUNT_SID: 'AC1',
        SERVICE_SMS_TWILIO_AUTH_TOKEN: 'token',
        SERVICE_SMS_TWILIO_FROM: '+15550001',
      },
      { appDir },
    );
    expect(config.payments).toEqual({
      yookassa: { baseUrl: null, shopId: '42', secretKey: 'live_key' },
      paybox: { baseUrl: null, merchantId: null, secretKey: null },
      stripe: { baseUrl: 'https://stripe.example.com', secretKey: null, webhookSecret: null },
      linkSecret: 'links',
    });
    expect(config.marketplaces.altegio).toEqual({ baseUrl: null, partnerToken: 'partner', applicationId: '7' });
    expect(config.serviceSms).toEqual({ accountSid: 'AC1', authToken: 'token', from: '+15550001' });
    // A sender is all three or none.
    expect(loadConfig({ ...secret, SERVICE_SMS_TWILIO_ACCOUNT_SID: 'AC1' }, { appDir }).serviceSms).toBeNull();
  });

  it.each([
    [{ YOOKASSA_BASE_URL: 'yookassa' }, /YOOKASSA_BASE_URL/],
    [{ MARKETPLACE_YCLIENTS_BASE_URL: 'yclients' }, /MARKETPLACE_YCLIENTS_BASE_URL/],
    [{ PORT: 'eighty' }, /PORT/],
    [{ API_MODE: 'staging' }, /API_MODE/],
    [{ CORS_ORIGINS: 'not an origin' }, /CORS_ORIGINS/],
    [{ API_MODE: 'production', JWT_SECRET: 'short' }, /JWT_SECRET/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig({ ...secret, ...env }, { appDir })).toThrow(message);
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'api-config-'));
    try {
      const first = loadConfig({ DATA_DIR: dataDir, API_MODE: 'development' }, { appDir });
      expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
      expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(true);
      expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
      expect(loadConfig({ DATA_DIR: dataDir, API_MODE: 'development' }, { appDir }).jwtSecret).toBe(first.jwtSecret);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('outsideSystemUrl: stand-in or real, decided in one place', () => {
  const medflex = (configured: string | null) => ({ standInPath: 'stand-ins/medflex', configured, real: 'https://api.medflex.ru' });
  const development = loadConfig({ ...secret, API_MODE: 'development', PUBLIC_URL: 'http://api.test' }, { appDir });
  const production = loadConfig({ ...secret, PUBLIC_URL: 'https://api.example.com' }, { appDir });

  it('calls the stand-in on the API itself in development, the real service in production', () => {
    expect(outsideSystemUrl(development, medflex(null))).toBe('http://api.test/stand-ins/medflex');
    expect(outsideSystemUrl(production, medflex(null))).toBe('https://api.medflex.ru');
  });

  it('calls a configured address in either mode (a test’s stand-in server, an operator’s service)', () => {
    const configured = loadConfig({ ...secret, API_MODE: 'development', MEDFLEX_BASE_URL: 'http://127.0.0.1:4000/mf' }, { appDir });
    expect(outsideSystemUrl(configured, medflex(configured.systems.medflexBaseUrl))).toBe('http://127.0.0.1:4000/mf');
    expect(outsideSystemUrl(production, medflex('https://medflex.example.com'))).toBe('https://medflex.example.com');
  });

  it('keeps an account connected to a stand-in on it, in development only', () => {
    const twilio = { standInPath: 'stand-ins/twilio', configured: null, real: 'https://api.twilio.com' };
    expect(outsideSystemUrl(development, twilio, { standIn: true })).toBe('http://api.test/stand-ins/twilio');
    expect(outsideSystemUrl(development, twilio, {})).toBe('https://api.twilio.com');
    expect(outsideSystemUrl(production, twilio, { standIn: true })).toBe('https://api.twilio.com');
    expect(usesStandIn(production, null)).toBe(false);
  });

  it('lets an account name its own address (a test’s stand-in server) outside production only', () => {
    const twilio = { standInPath: 'stand-ins/twilio', configured: null, real: 'https://api.twilio.com' };
    expect(outsideSystemUrl(development, twilio, { baseUrl: 'http://127.0.0.1:4000/' })).toBe('http://127.0.0.1:4000');
    expect(outsideSystemUrl(production, twilio, { baseUrl: 'http://127.0.0.1:4000/' })).toBe('https://api.twilio.com');
  });

  it('refuses a booking system address that is not a URL', () => {
    expect(() => loadConfig({ ...secret, YCLIENTS_BASE_URL: 'not a url' }, { appDir })).toThrow(/YCLIENTS_BASE_URL/);
  });
});
