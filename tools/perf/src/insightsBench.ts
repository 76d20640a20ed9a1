/**
 * `npm run bench:insights`: the insights' SQL (home, analytics, conversion, revenue, RFM, cohorts) on the
 * demo salon's two-year history, in a fresh database of its own (api-server/src/insightsBenchMain.ts).
 * The RFM and cohort queries should answer in under a second; figures in docs/performance.md.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './workspace';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cabinet-insights-bench-'));
const run = spawnSync(path.join(ROOT, 'api-server/node_modules/.bin/tsx'), ['src/insightsBenchMain.ts'], {
  cwd: path.join(ROOT, 'api-server'),
  env: { ...process.env, DATA_DIR: dataDir, API_MODE: 'development' },
  stdio: 'inherit',
});
if (run.status !== 0) throw new Error('The insights bench failed');
