/**
 * `npm run bench:ai`: 500 clients writing at once to an AI assistant on a simulated WhatsApp account, answered
 * end to end through the language model's stand-in (api-server/src/aiBenchMain.ts; issue 33, spec section 9).
 * Figures in docs/performance.md.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './workspace';

const run = spawnSync(path.join(ROOT, 'api-server/node_modules/.bin/tsx'), ['src/aiBenchMain.ts'], {
  cwd: path.join(ROOT, 'api-server'),
  env: { ...process.env, API_MODE: 'development' },
  stdio: 'inherit',
});
if (run.status !== 0) throw new Error('The AI bench failed');
