/**
 * `npm run bench:admin`: the back office's users list (issue 31: searching users stays fast on 100,000 users,
 * p95 under 300 ms) timed through the API on both engines it runs on: PGlite, and a real PostgreSQL when one
 * can be started here (Debian's server in a temporary folder, as scripts/test-on-postgres.mjs does; skipped
 * with a note when its binaries are missing, or BENCH_POSTGRES=0).
 *
 * Each engine: a migrated database, 100,000 users written by one SQL statement (generate_series: the bench's
 * own fast seed, not the demo's), an admin, then RUNS requests of each kind through the app (routing, auth,
 * validation, SQL): the first page, a search by an e-mail fragment (one user, and a fragment a third of the
 * users carry), a phone fragment, and a deep page (page 1,500 of 50). Prints p50/p95 per kind. A benchmark,
 * not a timed test: nothing fails on a figure; the figures go into docs/performance.md by hand.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import bcrypt from 'bcryptjs';
import { ADMIN_PATHS } from '@cabinet/api/admin';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { DOMAINS } from '../domains';
import type { Db } from '../platform/db/Db';
import { migrate } from '../platform/db/migrate';
import { openDb } from '../platform/db/openDb';
import { callAs, signIn } from './requests';

const USERS = Number(process.env.BENCH_USERS) || 100_000;
const RUNS = Number(process.env.BENCH_RUNS) || 20;
const ADMIN = { email: 'bench.admin@example.com', password: 'Bench1234' };
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The users: e-mails userN@<one of three domains>, Russian mobile numbers, one registration a minute back from now. */
async function seedUsers(db: Db): Promise<void> {
  await db.exec(`
    insert into users (email, password_hash, phone, country_id, major_tariff, available_notifications_count, full_name, created_at)
    select 'user' || g || '@' || (array['example.com', 'mail.ru', 'salon.test'])[1 + g % 3], 'x',
      '+7916' || lpad(g::text, 7, '0'), g % 4, case when g % 5 = 0 then null else 1 + g % 3 end, g % 1000,
      'Bench user ' || g, now() - make_interval(mins => g)
    from generate_series(1, ${USERS}) g;
    analyze users;
  `);
  await db.query(`insert into users (email, password_hash, roles, email_confirmed) values ($1, $2, array['admin'], true)`, [ADMIN.email, await bcrypt.hash(ADMIN.password, 4)]);
}

function percentile(sorted: readonly number[], share: number): number {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN);
}

async function time(call: ReturnType<typeof callAs>, url: string): Promise<{ p50: number; p95: number; total: number }> {
  const times: number[] = [];
  let total = 0;
  // One call first, untimed: the statement's plan and the pages it reads are then warm, as on a running API.
  for (let run = 0; run <= RUNS; run += 1) {
    const started = performance.now();
    const response = await call('GET', url);
    const ms = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    total = response.json<{ total: number }>().total;
    if (run > 0) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), total };
}

const CASES: ReadonlyArray<{ name: string; query: string }> = [
  { name: 'first page (50, newest first)', query: 'page=1&pageSize=50' },
  { name: 'search: e-mail fragment, one user', query: `search=${encodeURIComponent('user77777@')}&pageSize=50` },
  { name: 'search: e-mail fragment, a third of the users', query: `search=${encodeURIComponent('mail.ru')}&pageSize=50` },
  { name: 'search: phone fragment', query: `search=${encodeURIComponent('916 007-77')}&pageSize=50` },
  { name: 'deep page (1,500 of 50)', query: 'page=1500&pageSize=50' },
];

/** The API as `npm start` opens it (PGlite in a data folder, or the server of databaseUrl), migrated, not seeded. */
async function benchEngine(engine: string, databaseUrl?: string): Promise<void> {
  const seeding = performance.now();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cabinet-admin-bench-'));
  const config = loadConfig(
    { API_MODE: 'development', SEED: 'false', DATA_DIR: dataDir, PORT: '3100', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    { appDir: path.join(ROOT, 'api-server') },
  );
  const db = await openDb(config, console);
  try {
    await migrate(db, DOMAINS);
    await seedUsers(db);
    console.info(`▶ ${engine}: ${USERS.toLocaleString('en')} users seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s; ${RUNS} runs each`);
    const app = await buildApp(config, db, { logger: false });
    const admin = callAs(app, (await signIn(app, ADMIN.email, ADMIN.password)).token);
    for (const { name, query } of CASES) {
      const { p50, p95, total } = await time(admin, `${ADMIN_PATHS.users}?${query}`);
      console.info(`  ${name.padEnd(48)} p50 ${String(p50).padStart(5)} ms   p95 ${String(p95).padStart(5)} ms   (${total.toLocaleString('en')} found)`);
    }
    await app.close();
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** scripts/test-on-postgres.mjs --serve: a throwaway server; its URL once it is up. */
async function startPostgres(): Promise<{ url: string; child: ChildProcess } | null> {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/test-on-postgres.mjs'), '--serve'], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /DATABASE_URL=(\S+)/.exec(out);
      if (match?.[1]) resolve({ url: match[1], child });
    });
    child.on('exit', () => resolve(null));
  });
}

async function main(): Promise<void> {
  await benchEngine('PGlite');
  if (process.env.BENCH_POSTGRES === '0') return;
  const server = await startPostgres();
  if (server === null) {
    console.info('▶ PostgreSQL: not started here (no server binaries?), skipped');
    return;
  }
  try {
    await benchEngine('PostgreSQL', server.url);
  } finally {
    server.child.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
