/**
 * `npm run bench:engine`: the sending engine with a million messages on PostgreSQL, two API processes and a
 * stand-in messenger (api-server/src/engineBenchMain.ts, which says what is measured and how). BENCH_MESSAGES,
 * BENCH_PROCESSES, BENCH_BACKLOG and BENCH_DATABASE_URL pass through. Figures in docs/performance.md.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './workspace';

const run = spawnSync(path.join(ROOT, 'api-server/node_modules/.bin/tsx'), ['src/engineBenchMain.ts'], { cwd: path.join(ROOT, 'api-server'), stdio: 'inherit' });
if (run.status !== 0) throw new Error('The engine bench failed');
