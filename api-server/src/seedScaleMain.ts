/**
 * Grows the demo account of a development database to the flows domain's scale (10,000 flows, 50,000
 * blacklist entries): `DATA_DIR=... tsx src/seedScaleMain.ts`. Used by `npm run bench:flows`; never in production.
 */
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { DOMAINS } from './domains';
import { ACCOUNT_SCALE, seedScale } from './flows/scale';
import { migrate } from './platform/db/migrate';
import { openDb } from './platform/db/openDb';
import { DEMO_EMAIL, seedDemoData } from './seed';

const config = loadConfig(process.env, { appDir: fileURLToPath(new URL('..', import.meta.url)) });
if (config.mode === 'production') throw new Error('Scale seeding is for development databases only');
const db = await openDb(config, console);
try {
  await migrate(db, DOMAINS);
  await seedDemoData(db, config, console);
  const counts = await seedScale(db, DEMO_EMAIL, ACCOUNT_SCALE);
  console.info(`${DEMO_EMAIL} now has ${counts.flows} flows and ${counts.blacklist} blacklist entries`);
} finally {
  await db.close();
}
