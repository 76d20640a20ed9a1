/**
 * `npm run bench:quality`: a quality report of 500 chats scored through the language model's stand-in, from
 * Created to Done (api-server/src/qualityBenchMain.ts); issue 34's target is under 2 minutes. Figures in
 * docs/performance.md.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './workspace';

const run = spawnSync(path.join(ROOT, 'api-server/node_modules/.bin/tsx'), ['src/qualityBenchMain.ts'], {
  cwd: path.join(ROOT, 'api-server'),
  env: { ...process.env, API_MODE: 'development' },
  stdio: 'inherit',
});
if (run.status !== 0) throw new Error('The quality bench failed');
