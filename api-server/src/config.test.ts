import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';

const appDir = '/srv/api-server';
const secret = { JWT_SECRET: 'a-secret-long-enough-for-production-use' };

describe('loadConfig', () => {
  it('defaults to a local development server', () => {
    const config = loadConfig(secret, { appDir });
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
    });
  });

  it.each([
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
      const first = loadConfig({ DATA_DIR: dataDir }, { appDir });
      expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
      expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(true);
      expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
      expect(loadConfig({ DATA_DIR: dataDir }, { appDir }).jwtSecret).toBe(first.jwtSecret);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
