/**
 * Grows the demo account's message log of a development database to a million rows:
 * `DATA_DIR=... tsx src/messageScaleMain.ts`. Used by `npm run bench:messages`; never in production.
 */
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { DOMAINS } from './domains';
import { MESSAGE_LOG_SCALE, seedMessageScale } from './messaging/scale';
import { migrate } from './platform/db/migrate';
import { openDb } from './platform/db/openDb';
import { DEMO_EMAIL, seedDemoData } from './seed';

const config = loadConfig(process.env, { appDir: fileURLToPath(new URL('..', import.meta.url)) });
if (config.mode === 'production') throw new Error('Scale seeding is for development databases only');
const db = await openDb(config, console);
try {
  await migrate(db, DOMAINS);
  await seedDemoData(db, config, console);
  const started = Date.now();
  const rows = await seedMessageScale(db, DEMO_EMAIL, MESSAGE_LOG_SCALE);
  // PGlite has no autovacuum: the planner needs the statistics and the index-only scans the visibility map.
  await db.exec('vacuum analyze messages');
  console.info(`${DEMO_EMAIL} now has ${rows} messages (${Math.round((Date.now() - started) / 1000)} s)`);
} finally {
  await db.close();
}
