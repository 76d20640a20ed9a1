/**
 * The insights' SQL on the demo salon's two years of history (3,000 clients, their visits, a month of
 * logged messages): `DATA_DIR=<empty dir> tsx src/insightsBenchMain.ts`, run by `npm run bench:insights`.
 * Prints each query's median and worst time over RUNS runs. A benchmark, not a test: nothing fails on a
 * figure. Never in production.
 */
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { DOMAINS } from './domains';
import { analytics, homeStats } from './insights/data';
import { cohorts, conversion, listRfmDashboards, revenue, rfmClients, rfmReport } from './insights/deep';
import { migrate } from './platform/db/migrate';
import { openDb } from './platform/db/openDb';
import { DEMO_EMAIL, seedDemoData } from './seed';

const RUNS = 7;
const config = loadConfig(process.env, { appDir: fileURLToPath(new URL('..', import.meta.url)) });
if (config.mode === 'production') throw new Error('The insights bench is for development databases only');
const db = await openDb(config, console);
try {
  await migrate(db, DOMAINS);
  await seedDemoData(db, config, console);
  const [demo] = await db.query<{ id: string }>('select id from users where email = $1', [DEMO_EMAIL]);
  if (!demo) throw new Error('No demo account');
  const [volume] = await db.query<{ clients: number; visits: number; messages: number }>(
    `select (select count(*)::int from clients where user_id = $1) as clients, (select count(*)::int from visits where user_id = $1) as visits,
       (select count(*)::int from messages where user_id = $1) as messages`,
    [demo.id],
  );
  console.info(`Demo account: ${volume?.clients} clients, ${volume?.visits} visits, ${volume?.messages} messages`);
  const now = new Date();
  const [year] = await listRfmDashboards(db, demo.id);
  if (!year) throw new Error('No saved RFM dashboard');
  const queries: Array<[string, () => Promise<unknown>]> = [
    ['home figures, month', () => homeStats(db, demo.id, 'month', now)],
    ['analytics, year', () => analytics(db, demo.id, 'year', now)],
    ['conversion by flow, month, 30-day window', () => conversion(db, demo.id, 'month', 30, now)],
    ['revenue attributed, year, 30-day window', () => revenue(db, demo.id, 'year', 30, now)],
    [`RFM report, ${year.periodMonths} months`, () => rfmReport(db, demo.id, year.id, now)],
    ['RFM segment clients, champions, first page', () => rfmClients(db, demo.id, year.id, { segment: 'champions', page: 1, pageSize: 20 }, now)],
    ['cohorts, 24 months', () => cohorts(db, demo.id, 24, now)],
  ];
  for (const [label, run] of queries) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.info(`${label}: median ${Math.round(times[Math.floor(RUNS / 2)] ?? 0)} ms, worst ${Math.round(times[RUNS - 1] ?? 0)} ms`);
  }
} finally {
  await db.close();
}
