// @ts-check
// The platform for the browser journeys: the production build, and the API on a fresh database of its own.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPlatform } from '@cabinet/build/serve';

const dataDir = mkdtempSync(path.join(tmpdir(), 'cabinet-e2e-'));
const platform = await startPlatform({ env: { ...process.env, DATA_DIR: dataDir }, log: false });
console.info(`e2e platform up, database in ${dataDir}`);
const stop = async () => {
  await platform.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
