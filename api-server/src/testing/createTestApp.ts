import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type * as PgliteModule from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import { DOMAINS } from '../domains';
import type { Db } from '../platform/db/Db';
import { migrate } from '../platform/db/migrate';
import { openPgDb } from '../platform/db/pgDb';
import { PGLITE_EXTENSIONS, pgliteDb } from '../platform/db/pgliteDb';
import { DEMO_HISTORY_DAYS } from '../business/seed';
import { seedDemoData } from '../seed';
import { ensureTemplate, PG_DATABASE_SUFFIX, templatesDir } from './templates';

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
 * What a test database starts as: empty, with every domain's migrations, or with those and the small demo
 * salon (seeded in development mode, the only mode that seeds): 'seeded' with six weeks of its history,
 * 'seededTwoYears' with the two years `npm start` seeds, for the tests about the long history itself.
 */
export type TestDbStart = 'empty' | 'migrated' | TestDemo;
export type TestDemo = 'seeded' | 'seededTwoYears';

/**
 * The seed writes rows relative to the wall clock (visits up to today, mailings due in an hour): a seeded
 * template older than this is built again, in the hook of the test that asks (a minute or more on a loaded
 * machine), so a copy is never much older than the suite's own run. Longer than jest takes in CI.
 */
const SEEDED_TEMPLATE_MAX_AGE_MS = 20 * 60_000;

/**
 * A database of its own for a test: an in-memory PGlite, or, when TEST_DATABASE_URL names a PostgreSQL
 * server, a database of its own there (dropped on close), so the same tests prove the SQL on both engines.
 * A migrated or seeded start is a copy of a template that the jest run builds once (PGlite's data folder as
 * a tarball, or a PostgreSQL template database): migrating and seeding cost far more than copying. Outside
 * a jest run of api-server's config (no templates folder) it migrates and seeds in place.
 */
export async function openTestDb(start: TestDbStart = 'empty'): Promise<Db> {
  const dir = templatesDir();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (start === 'seededTwoYears') {
    // One test file asks for the two years: seeded in its own copy, since a template would cost it a dump and a load more.
    const db = await openTestDb('migrated');
    await seedTestDemo(db, start);
    return db;
  }
  // An empty PostgreSQL database costs what a copy does; an empty PGlite runs initdb, seconds of CPU.
  if (!dir || (start === 'empty' && serverUrl)) {
    const db = await openEmptyDb();
    if (start !== 'empty') await migrate(db, DOMAINS);
    if (start === 'seeded') await seedTestDemo(db, start);
    return db;
  }
  const template = await templateOf(dir, start);
  if (serverUrl) return openScratchPgDatabase(serverUrl, readFileSync(template, 'utf8'));
  return pgliteDb(await pgliteFrom(template));
}

/**
 * Builds the templates most test files copy ahead, in jest's global setup (src/testing/jestGlobalSetup.ts),
 * where no test's time-out runs: the test files then only copy them, except a seeded one rebuilt after its
 * maximum age.
 */
export async function buildTestDbTemplates(dir: string): Promise<void> {
  await templateOf(dir, 'seeded');
}

/**
 * The file naming a template: PGlite's data folder as a tarball, or the name of a PostgreSQL database. Each
 * starts as a copy of the one before it: empty (PGlite only), migrated, seeded.
 */
async function templateOf(dir: string, start: 'empty' | 'migrated' | 'seeded'): Promise<string> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const base = start === 'empty' || (start === 'migrated' && serverUrl) ? undefined : await templateOf(dir, start === 'seeded' ? 'migrated' : 'empty');
  const name = start === 'seeded' ? `seeded-${Math.floor(Date.now() / SEEDED_TEMPLATE_MAX_AGE_MS)}` : start;
  const prepare = async (db: Db) => {
    if (start === 'migrated') await migrate(db, DOMAINS);
    else if (start === 'seeded') await seedTestDemo(db, start);
  };
  if (serverUrl) {
    return ensureTemplate(dir, `${name}.pg`, async (partial) => {
      const database = `cabinet_template_${randomBytes(6).toString('hex')}`;
      // Listed before it exists, so the run's teardown drops it even if this build fails half-way.
      writeFileSync(path.join(dir, database + PG_DATABASE_SUFFIX), database);
      await onServer(serverUrl, `create database ${database}${base === undefined ? '' : ` template ${readFileSync(base, 'utf8')}`}`);
      const db = openPgDb(databaseUrl(serverUrl, database), () => undefined);
      try {
        await prepare(db);
      } finally {
        // A template must have no connection left when it is copied.
        await db.close();
      }
      writeFileSync(partial, database);
    });
  }
  return ensureTemplate(dir, `${name}.pglite.tar`, async (partial) => {
    const pglite = await pgliteFrom(base);
    const db = pgliteDb(pglite);
    try {
      await prepare(db);
      writeFileSync(partial, new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    } finally {
      await db.close();
    }
  });
}

/**
 * A tenth of the demo salon with six weeks of its visits and messages: the tests need its shape (every kind of
 * row the demo has), not its volume. 'seededTwoYears' keeps the demo's two years for the tests about them.
 */
async function seedTestDemo(db: Db, demo: TestDemo): Promise<void> {
  const historyDays = demo === 'seededTwoYears' ? DEMO_HISTORY_DAYS : TEST_DEMO_HISTORY_DAYS;
  await seedDemoData(db, { mode: 'development' }, silentLog, DOMAINS, { clients: TEST_DEMO_CLIENTS, historyDays });
}

/** An in-memory PGlite, empty or loaded from a template's tarball. */
async function pgliteFrom(template: string | undefined): Promise<PgliteModule.PGlite> {
  const { PGlite } = nativePglite();
  if (template === undefined) return PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
  return PGlite.create({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(template)]), extensions: PGLITE_EXTENSIONS });
}

function nativePglite(): typeof PgliteModule {
  const load = globalThis.loadNativePglite;
  if (!load) throw new Error('api-server tests need the test environment of api-server/jest-environment.cjs');
  return load();
}

async function openEmptyDb(): Promise<Db> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return openScratchPgDatabase(serverUrl);
  return pgliteDb(await pgliteFrom(undefined));
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const admin = openPgDb(serverUrl, () => undefined);
  try {
    await admin.exec(sql);
  } finally {
    await admin.close();
  }
}

function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function openScratchPgDatabase(serverUrl: string, template?: string): Promise<Db> {
  const name = `cabinet_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const db = openPgDb(databaseUrl(serverUrl, name), () => undefined);
  return {
    ...db,
    async close() {
      await db.close();
      await onServer(serverUrl, `drop database ${name}`);
    },
  };
}

/** The demo salon's clients in tests. */
export const TEST_DEMO_CLIENTS = 300;
/** The days of visits and messages of the tests' demo (six weeks: a month's figures and their previous ones). */
export const TEST_DEMO_HISTORY_DAYS = 42;

export const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * The API on a database of its own, seeded with the tests' demo unless told otherwise (`seed: false`, or
 * 'seededTwoYears' for the demo's whole history); call close() after.
 */
export async function createTestApp(options: { seed?: boolean | TestDemo; env?: Record<string, string>; app?: BuildAppOptions } = {}): Promise<TestApp> {
  const config = loadConfig(
    { API_MODE: 'development', DATABASE_URL: 'memory://', JWT_SECRET: TEST_JWT_SECRET, PORT: '3100', ...options.env },
    { appDir: '/nonexistent/api-server' },
  );
  // Only development mode seeds (seedDemoData refuses in production): the seeded template is the same seed.
  const seed = options.seed ?? true;
  const db = await openTestDb(seed !== false && config.mode === 'development' ? (seed === true ? 'seeded' : seed) : 'migrated');
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
export async function createListeningTestApp(options: { seed?: boolean | TestDemo; env?: Record<string, string>; app?: BuildAppOptions } = {}): Promise<ListeningTestApp> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ seed: options.seed, env: { ...options.env, PORT: String(port), PUBLIC_URL: origin }, ...(options.app ? { app: options.app } : {}) });
  await t.app.listen({ port, host: '127.0.0.1' });
  return { ...t, origin };
}
