import type * as PgliteModule from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Db } from '../db/Db';
import { migrate } from '../db/migrate';
import { pgliteDb } from '../db/pgliteDb';
import { seedDemoData } from '../seed';

declare global {
  /** Set by api-server/jest-environment.cjs: PGlite loaded by Node itself, outside jest's module vm. */
  var loadNativePglite: (() => typeof PgliteModule) | undefined;
}

export const TEST_JWT_SECRET = 'test-secret-of-at-least-thirty-two-characters';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

/** A fresh in-memory PGlite with the migrations applied. */
export async function openTestDb(): Promise<Db> {
  const load = globalThis.loadNativePglite;
  if (!load) throw new Error('api-server tests need the test environment of api-server/jest-environment.cjs');
  return pgliteDb(await load().PGlite.create('memory://'));
}

export const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The API on a fresh database, seeded with the demo data unless told otherwise; call close() after. */
export async function createTestApp(options: { seed?: boolean; env?: Record<string, string> } = {}): Promise<TestApp> {
  const config = loadConfig(
    { API_MODE: 'development', DATABASE_URL: 'memory://', JWT_SECRET: TEST_JWT_SECRET, PORT: '3100', ...options.env },
    { appDir: '/nonexistent/api-server' },
  );
  const db = await openTestDb();
  await migrate(db);
  if (options.seed ?? true) await seedDemoData(db, config, silentLog);
  const app = await buildApp(config, db, { logger: false });
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
