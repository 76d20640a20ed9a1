// @ts-check
// The platform for the browser journeys: the production build, and the API on a fresh database of its own,
// plus the fixture remote (e2e/fixtures/remote) on an origin of its own for the fault journeys.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sirv from 'sirv';
import { startPlatform } from '@cabinet/build/serve';
import { fixturePort } from './fixturePort.mjs';

const dataDir = mkdtempSync(path.join(tmpdir(), 'cabinet-e2e-'));
// A fresh environment folder too: nothing published on this machine leaks into the journeys.
const envDir = process.env.CABINET_ENV_DIR ?? mkdtempSync(path.join(tmpdir(), 'cabinet-e2e-env-'));

const fixtureDir = path.join(import.meta.dirname, 'fixtures/remote');
if (!existsSync(path.join(fixtureDir, 'dist/mf-manifest.json'))) {
  const built = spawnSync('npm', ['run', '--silent', 'build'], { cwd: fixtureDir, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('The fixture remote did not build');
}
const fixtureFiles = sirv(path.join(fixtureDir, 'dist'), { dev: true, etag: true });
const fixture = http.createServer((req, res) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  fixtureFiles(req, res, () => {
    res.writeHead(404);
    res.end();
  });
});
await new Promise((resolve) => fixture.listen(fixturePort(), '127.0.0.1', () => resolve(undefined)));

// The journeys read the mail outbox and sign in through the Google stand-in: a development API, asked for by name.
// The mailings' pacing wakes every 2 s (not only each minute), so a journey watches a mailing send; the pacing's
// spacing is unchanged, so no other journey sees more messages.
const platform = await startPlatform({ env: { API_MODE: 'development', DISTRIBUTIONS_TICK_SECONDS: '2', ...process.env, DATA_DIR: dataDir, CABINET_ENV_DIR: envDir }, log: false });
console.info(`e2e platform up, database in ${dataDir}`);
const stop = async () => {
  await platform.stop();
  fixture.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
