#!/usr/bin/env node
/**
 * The API's suites that touch the job queue, the sending engine, mailings, payments and limits, run against a
 * real PostgreSQL server (issue 35) as well as PGlite: Debian's PostgreSQL started as an ordinary local server
 * in a temporary folder, on a free port, and stopped (its folder removed) at the end, pass or fail.
 *
 *   node scripts/test-on-postgres.mjs            # the suites below
 *   node scripts/test-on-postgres.mjs --faults   # the fault tests (npm run test:faults)
 *   node scripts/test-on-postgres.mjs --all      # both on one server, as `npm test` runs them; any jest
 *                                                # options may follow (npm test adds its JSON report)
 *   node scripts/test-on-postgres.mjs src/flows  # any jest arguments instead (paths under api-server)
 *
 * Needs the `postgresql` package (initdb, pg_ctl); as root on Debian it is installed with apt when missing.
 * `--serve` starts the server alone and prints its DATABASE_URL until Ctrl-C; `--platform` runs `npm start` on
 * it (`npm run start:postgres`, see the README) and stops it when the platform stops.
 */
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The queue, the engine, mailings, payments and limits (issue 35's list), as jest path patterns. */
export const POSTGRES_SUITES = [
  'src/messaging/sender.test.ts',
  'src/messaging/restart.test.ts',
  'src/messaging/module.test.ts',
  'src/messaging/planVisits.test.ts',
  'src/messaging/planEvents.test.ts',
  'src/messaging/logRoutes.test.ts',
  'src/distributions/',
  'src/payments/routes.test.ts',
  'src/payments/renewals.test.ts',
  'src/payments/renewals.providers.test.ts',
  'src/account/guessing.test.ts',
  'src/platform/readiness.test.ts',
  'src/platform/jobs/pgBossQueue.test.ts',
  // The booking webhook: the same change delivered to two apps at once races on separate connections here.
  'src/business/routes.test.ts',
  'src/messaging/messengerOutage.test.ts',
  // The insights' per-day aggregates (triggers, insight_refresh) against the per-figure queries they replaced.
  'src/insights/fastPath.test.ts',
  // The cohorts' per-month aggregates (insight_cohort_refresh) against the query over every visit they replaced.
  'src/insights/cohortsAggregate.test.ts',
];

/**
 * The fault tests (issue 35, item 3) that start real API processes or stop the server: `--faults`
 * (`npm run test:faults`; `npm test` runs them with the suites above, `--all`). Two processes on an empty database (about
 * 160 s on 2 shared cores), kill -9 of one of two mid-mailing (about 70 s), PostgreSQL restarted mid-mailing; and
 * the messenger outage, which `npm test` runs on PGlite too. The rest of item 3 runs in `npm test`: the booking
 * webhook delivered twice (src/business/routes.test.ts) and SIGTERM (src/platform/jobs/pgBossQueue.test.ts).
 */
export const FAULT_SUITES = [
  'src/platform/multiProcess.postgres.test.ts',
  'src/distributions/killedProcess.postgres.test.ts',
  'src/distributions/postgresRestart.postgres.test.ts',
  'src/messaging/messengerOutage.test.ts',
];

/** initdb and pg_ctl: on PATH, or in Debian's versioned folder. */
function postgresBin() {
  const onPath = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return path.dirname(onPath);
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) if (existsSync(path.join(base, version, 'bin', 'pg_ctl'))) return path.join(base, version, 'bin');
  }
  return null;
}

function ensurePostgres() {
  const found = postgresBin();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) throw new Error('PostgreSQL is not installed: install the `postgresql` package (Debian: apt-get install postgresql)');
  console.info('Installing PostgreSQL with apt…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', '--no-install-recommends', 'postgresql']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
  const installed = postgresBin();
  if (!installed) throw new Error('PostgreSQL installed, but pg_ctl is not found');
  return installed;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) throw new Error(`${path.basename(command)} ${args.join(' ')} failed:\n${result.stdout ?? ''}${result.stderr ?? ''}`);
  return result;
}

/**
 * A server of our own: initdb in a temporary folder (trust for local connections only), listening on
 * 127.0.0.1 only, its socket in the same folder. PostgreSQL refuses to run as root, so under root the
 * folder is handed to the `postgres` system user the Debian package creates.
 */
export async function startPostgres() {
  const bin = ensurePostgres();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cabinet-pg-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const as = (command, args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]);
  if (asRoot) run('chown', ['postgres:postgres', dir]);
  run(...as(path.join(bin, 'initdb'), ['-D', data, '-U', 'cabinet', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']));
  // Settings for a throwaway test server: nothing in it needs to survive a crash.
  appendFileSync(
    path.join(data, 'postgresql.conf'),
    ['', `port = ${port}`, "listen_addresses = '127.0.0.1'", `unix_socket_directories = '${dir}'`, 'fsync = off', 'synchronous_commit = off', 'full_page_writes = off', 'max_connections = 200'].join('\n') + '\n',
  );
  run(...as(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']));
  const url = `postgres://cabinet@127.0.0.1:${port}/postgres`;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    spawnSync(...as(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']), { stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  };
  return { url, port, dir, bin, data, stop };
}

async function main() {
  const argv = process.argv.slice(2);
  const started = Date.now();
  const server = await startPostgres();
  const platform = argv[0] === '--platform';
  // Ctrl-C reaches the children too: the platform closes its pool first, then the server stops.
  const onSignal = () => {
    if (platform) return;
    server.stop();
    process.exit(130);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  console.info(`PostgreSQL on ${server.url} (folder ${server.dir}), up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (platform) {
    const code = await new Promise((resolve) => {
      const child = spawn(process.execPath, [path.join(ROOT, 'shared/build/bin/platform.mjs'), 'start', ...argv.slice(1)], {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, DATABASE_URL: server.url },
      });
      child.on('exit', (status, signal) => resolve(status ?? (signal ? 0 : 1)));
    });
    server.stop();
    process.exitCode = code;
    return;
  }
  if (argv[0] === '--serve') {
    console.info(`DATABASE_URL=${server.url}   (Ctrl-C stops it and removes its folder)`);
    // A promise alone does not keep Node running: without the timer the script exited here, leaving the server up.
    setInterval(() => undefined, 60_000);
    await new Promise(() => undefined);
    return;
  }
  const faults = argv[0] === '--faults';
  const all = argv[0] === '--all';
  const patterns = all ? [...new Set([...POSTGRES_SUITES, ...FAULT_SUITES]), ...argv.slice(1)] : faults ? FAULT_SUITES : argv.length > 0 ? argv : POSTGRES_SUITES;
  // The default list's folders hold fault tests too: those run under --faults and --all only (the option last: it takes a list).
  const ignore = !faults && !all && argv.length === 0 ? ['--testPathIgnorePatterns', '/node_modules/', '\\.postgres\\.test\\.ts$'] : [];
  const code = await new Promise((resolve) => {
    // jest's own script run by this Node: pnpm may not be on PATH (npm test falls back to npx when it cannot install it).
    const jest = createRequire(path.join(ROOT, 'api-server', 'package.json')).resolve('jest/bin/jest');
    const child = spawn(process.execPath, [jest, '--runInBand', ...patterns, ...ignore], {
      cwd: path.join(ROOT, 'api-server'),
      stdio: 'inherit',
      // The server's folder and binaries: the restart test stops and starts it (testing/apiProcesses.ts).
      env: { ...process.env, TEST_DATABASE_URL: server.url, TEST_POSTGRES_DATA: server.data, TEST_POSTGRES_BIN: server.bin },
    });
    child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
  });
  server.stop();
  console.info(`${all ? "The API's suites and the fault tests" : faults ? 'The fault tests' : "The API's suites"} on PostgreSQL: ${code === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  process.exitCode = code;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
