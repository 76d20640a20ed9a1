import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type * as PgliteModule from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import { DOMAINS } from '../domains';
import type { Db } from '../platform/db/Db';
import { migrate } from '../platform/db/migrate';
import { openPgDb } from '../platform/db/pgDb';
import { pgliteDb } from '../platform/db/pgliteDb';
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

/**
 * A fresh, empty database: an in-memory PGlite, or, when TEST_DATABASE_URL names a PostgreSQL server,
 * a database of its own there (dropped on close), so the same tests prove the SQL on both engines.
 */
export async function openTestDb(): Promise<Db> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return openScratchPgDatabase(serverUrl);
  const load = globalThis.loadNativePglite;
  if (!load) throw new Error('api-server tests need the test environment of api-server/jest-environment.cjs');
  return pgliteDb(await load().PGlite.create('memory://'));
}

async function openScratchPgDatabase(serverUrl: string): Promise<Db> {
  const name = `cabinet_test_${randomBytes(6).toString('hex')}`;
  const onServer = async (sql: string) => {
    const admin = openPgDb(serverUrl, () => undefined);
    try {
      await admin.exec(sql);
    } finally {
      await admin.close();
    }
  };
  await onServer(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = openPgDb(url.toString(), () => undefined);
  return {
    ...db,
    async close() {
      await db.close();
      await onServer(`drop database ${name}`);
    },
  };
}

/** The demo salon's clients in tests. */
export const TEST_DEMO_CLIENTS = 300;

export const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The API on a fresh database, seeded with the demo data unless told otherwise; call close() after. */
export async function createTestApp(options: { seed?: boolean; env?: Record<string, string>; app?: BuildAppOptions } = {}): Promise<TestApp> {
  const config = loadConfig(
    { API_MODE: 'development', DATABASE_URL: 'memory://', JWT_SECRET: TEST_JWT_SECRET, PORT: '3100', ...options.env },
    { appDir: '/nonexistent/api-server' },
  );
  const db = await openTestDb();
  await migrate(db, DOMAINS);
  // A tenth of the demo salon: the tests need its shape, not its two years of volume.
  if (options.seed ?? true) await seedDemoData(db, config, silentLog, DOMAINS, { clients: TEST_DEMO_CLIENTS });
  const app = await buildApp(config, db, { logger: false, ...options.app });
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

/** A port free on 127.0.0.1 now (an API's public URL must be known before it listens). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type ListeningTestApp = TestApp & { origin: string };

/**
 * A test API listening on a free port of its own, its public URL that origin: for the loops where an
 * adapter calls a stand-in or sandbox over HTTP and that calls the API back (webhooks, notifications).
 */
export async function createListeningTestApp(options: { seed?: boolean; env?: Record<string, string>; app?: BuildAppOptions } = {}): Promise<ListeningTestApp> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ seed: options.seed, env: { ...options.env, PORT: String(port), PUBLIC_URL: origin }, ...(options.app ? { app: options.app } : {}) });
  await t.app.listen({ port, host: '127.0.0.1' });
  return { ...t, origin };
}
