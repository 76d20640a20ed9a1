#!/usr/bin/env node
// @ts-check
/**
 * The two README commands, runnable on a machine that has only Node 20 and npm:
 *   npm start  installs, builds every app for production, starts the API and
 *              serves the shell and each remote from its own origin;
 *   npm test   installs, then runs lint, types, catalogues, unit tests, the
 *              API's suites and fault tests on PostgreSQL, the production
 *              build and the browser journeys.
 * Nothing is imported from node_modules before the install step has run.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// Plain Node modules of the workspace: the app list is read from the one list of remotes before any install.
import { HEADLESS_SHELL } from '../chromium.mjs';
import { APPS } from '../ports.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PNPM_VERSION = '12.21.0';
/** Every package with its own lingui catalogues (a lingui.config.ts beside its package.json): the apps, the API (what it writes to people), the shared packages. */
const CATALOGUE_PACKAGES = [...APPS.map((app) => app.dir), 'api-server', ...readdirSync(path.join(ROOT, 'shared')).map((name) => `shared/${name}`)]
  .filter((dir) => existsSync(path.join(ROOT, dir, 'lingui.config.ts')))
  .sort();

/**
 * lingui's extract and compile in one thread. Its default worker pool (both cores here) took twice the CPU for
 * a package's few catalogues (mf-widgets' compile: 1.4 s against 0.6; mf-flows' extract 2.8 against 1.8), and
 * a worker that did not start within 10 s on a loaded machine failed the build. The apps' build scripts say the same.
 */
const LINGUI_ONE_THREAD = ['--workers', '1'];

const startedAt = Date.now();
/**
 * Each stage's title and duration, for the closing summary. A background stage (`note` says beside what it ran)
 * is timed from its start to its own end, apart from the stages run one after another.
 * @type {{ title: string; ms: number; note?: string; background?: boolean; endFile?: string }[]}
 */
const stages = [];

/** Opens a stage, closing the one before: its duration runs to the next step or to the summary. @param {string} title @param {string} [note] */
function step(title, note) {
  closeStage();
  stages.push({ title, ms: -Date.now(), note });
  console.info(`\n▶ ${title}${note ? ` (${note})` : ''}`);
}

function closeStage() {
  const open = stages.findLast((stage) => !stage.background);
  if (open && open.ms < 0) open.ms += Date.now();
}

/** @param {number} ms */
const duration = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
};

/** How long each stage took, and the whole run: printed at the end, and when a stage fails. */
function printDurations() {
  closeStage();
  console.info('\nDurations:');
  for (const stage of stages) {
    // A background stage that ended while the stages beside it ran, not yet joined: its end is in its file.
    const ended = stage.ms < 0 && stage.endFile ? readEnd(stage.endFile) : null;
    if (ended) stage.ms += ended.at;
    const { title, ms, note } = stage;
    const time = ms < 0 ? `${duration(Date.now() + ms)}+` : duration(ms);
    console.info(`  ${time.padStart(8)}  ${title}${note ? ` (${note}${ms < 0 ? ', stopped unfinished' : ''})` : ''}`);
  }
  console.info(`  ${duration(Date.now() - startedAt).padStart(8)}  total`);
}

/**
 * The ten slowest test files of the run: jest's per-file run time (files run side by side on the workers)
 * and, for the browser journeys, the sum of each file's test durations (retries included).
 * @param {{ testResults: { name: string; startTime: number; endTime: number }[] }} jest
 * @param {{ suites?: PlaywrightSuite[] }} e2e
 * @typedef {{ file?: string; suites?: PlaywrightSuite[]; specs?: { file: string; tests: { results: { duration: number }[] }[] }[] }} PlaywrightSuite
 */
function printSlowestFiles(jest, e2e) {
  /** @type {Map<string, number>} */
  const browser = new Map();
  /** @param {PlaywrightSuite[]} suites */
  const walk = (suites) => {
    for (const suite of suites) {
      for (const spec of suite.specs ?? []) {
        const ms = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0);
        const file = path.join('e2e/tests', spec.file);
        browser.set(file, (browser.get(file) ?? 0) + ms);
      }
      walk(suite.suites ?? []);
    }
  };
  walk(e2e.suites ?? []);
  const files = [
    // jest's --json report gives each file its start and end (no perfStats there).
    ...jest.testResults.map((result) => ({ file: path.relative(ROOT, result.name), ms: result.endTime - result.startTime })),
    ...[...browser].map(([file, ms]) => ({ file, ms })),
  ].sort((a, b) => b.ms - a.ms);
  console.info('\nSlowest test files:');
  for (const { file, ms } of files.slice(0, 10)) console.info(`  ${duration(ms).padStart(8)}  ${file}`);
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string; env?: NodeJS.ProcessEnv }} [options]
 */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: options.cwd ?? ROOT, stdio: 'inherit', env: { ...process.env, ...options.env } });
  if (result.status !== 0) {
    console.error(`✖ ${command} ${args.join(' ')} failed`);
    printDurations();
    process.exit(result.status ?? 1);
  }
}

/** pnpm at the pinned version: the global one if it matches, else installed globally by npm, else through npx. */
function pnpmCommand() {
  /** @param {string[]} candidate */
  const version = (candidate) => {
    try {
      return execFileSync(candidate[0] ?? 'pnpm', [...candidate.slice(1), '--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return null;
    }
  };
  if (version(['pnpm']) === PNPM_VERSION) return ['pnpm'];
  const installed = spawnSync('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' });
  if (installed.status === 0 && version(['pnpm']) === PNPM_VERSION) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

/** @param {string[]} pnpm @param {string[]} args @param {{ cwd?: string; env?: NodeJS.ProcessEnv }} [options] */
function pnpmRun(pnpm, args, options) {
  run(pnpm[0] ?? 'pnpm', [...pnpm.slice(1), ...args], options);
}

/** @param {string[]} pnpm */
function install(pnpm) {
  step('Installing dependencies');
  pnpmRun(pnpm, ['install', '--frozen-lockfile']);
}

/** @param {string[]} pnpm @param {{ strict: boolean }} options */
function compileCatalogues(pnpm, { strict }) {
  for (const dir of CATALOGUE_PACKAGES) {
    pnpmRun(pnpm, ['exec', 'lingui', 'compile', '--typescript', ...LINGUI_ONE_THREAD, ...(strict ? ['--strict'] : [])], { cwd: path.join(ROOT, dir) });
  }
}

/**
 * Commands two at a time (the machine has two cores, and each of these keeps one busy), each one's output
 * held and printed whole when it ends, so that two logs never interleave. Resolves with the failed ones.
 * @param {{ title: string; command: string; args: string[]; cwd?: string }[]} tasks
 * @returns {Promise<string[]>}
 */
async function runTwoAtATime(tasks) {
  const queue = [...tasks];
  /** @type {string[]} */
  const failed = [];
  const lane = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) {
      const started = Date.now();
      const { title, command, args, cwd } = task;
      const status = await new Promise((resolve) => {
        const child = spawn(command, args, { cwd: cwd ?? ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
        /** @type {Buffer[]} */
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('error', (error) => output.push(Buffer.from(String(error))));
        child.on('close', (code) => {
          const text = Buffer.concat(output).toString('utf8').trim();
          console.info(`  ${duration(Date.now() - started).padStart(8)}  ${title}${code === 0 ? '' : ' ✖'}${text ? `\n${text}` : ''}`);
          resolve(code);
        });
      });
      if (status !== 0) failed.push(title);
    }
  };
  await Promise.all([lane(), lane()]);
  return failed;
}

/**
 * A background stage's command, run by a small Node process that writes its end (exit code and time) to a
 * file: the stages beside it run with spawnSync, which holds this process's event loop, so an exit event here
 * would be seen only when they end, and the stage's duration would be theirs.
 */
const RECORD_END = `const { spawn } = require('node:child_process');
const { writeFileSync } = require('node:fs');
const [endFile, command, ...args] = process.argv.slice(1);
const child = spawn(command, args, { stdio: 'inherit' });
const end = (code) => { writeFileSync(endFile, JSON.stringify({ code, at: Date.now() })); process.exit(code); };
child.on('error', (error) => { console.error(String(error)); end(1); });
child.on('exit', (code) => end(code ?? 1));`;

/** Background stages not yet joined: if the run ends first, stopped (when still running) and their output printed. @type {Set<{ title: string; pid: number; log: string; endFile: string }>} */
const running = new Set();

/** @param {string} endFile @returns {{ code: number; at: number } | null} */
function readEnd(endFile) {
  try {
    return JSON.parse(readFileSync(endFile, 'utf8'));
  } catch {
    return null;
  }
}

process.on('exit', () => {
  for (const { title, pid, log, endFile } of running) {
    const ended = readEnd(endFile);
    if (!ended) {
      // Its own process group (detached): jest, the fault tests' API processes and the PostgreSQL script go with it.
      try {
        process.kill(-pid, 'SIGTERM');
      } catch {
        // It ended meanwhile.
      }
    }
    const state = ended ? (ended.code === 0 ? 'passed' : 'FAILED') : 'stopped unfinished, as the run ended beside it';
    console.error(`\n${ended?.code === 0 ? '◀' : '✖'} ${title}: ${state}. Its output:\n${readFileSync(log, 'utf8').trim()}`);
  }
});

/**
 * Starts a stage that mostly waits (the PostgreSQL stage waits for cron minutes and take-overs) beside the
 * stages that compute, which share no port or file with it. Its output goes to a file, not a pipe (spawnSync
 * beside it would leave a pipe undrained and stall it). `join` waits for its end, prints its output whole
 * and its duration, and fails the run if it failed.
 * @param {string} title @param {string} note beside which stages it runs @param {string} command @param {string[]} args @param {string} reports the folder for its output
 */
function startInBackground(title, note, command, args, reports) {
  const name = title.replace(/[^a-z0-9]+/gi, '-').slice(0, 40);
  const log = path.join(reports, `${name}.log`);
  const endFile = path.join(reports, `${name}.end.json`);
  const fd = openSync(log, 'w');
  const stage = { title, ms: -Date.now(), note, background: true, endFile };
  stages.push(stage);
  console.info(`\n▶ ${title} (${note}; its output is printed when it ends)`);
  const child = spawn(process.execPath, ['-e', RECORD_END, endFile, command, ...args], { cwd: ROOT, stdio: ['ignore', fd, fd], detached: true });
  closeSync(fd);
  const entry = { title, pid: child.pid ?? 0, log, endFile };
  if (running.size === 0) {
    // A signal ends the run as a failure does, through process.exit, so the stage is stopped too (its own
    // process group does not get the terminal's Ctrl-C). Only here: `npm start` stops its platform on a signal.
    process.once('SIGINT', () => process.exit(130));
    process.once('SIGTERM', () => process.exit(143));
    process.once('SIGHUP', () => process.exit(129));
  }
  running.add(entry);
  /** @type {Promise<void>} */
  const exited = new Promise((resolve) => {
    child.on('error', () => resolve());
    child.on('exit', () => resolve());
  });
  return {
    async join() {
      const waitFrom = Date.now();
      await exited;
      running.delete(entry);
      const ended = readEnd(endFile) ?? { code: 1, at: Date.now() };
      if (stage.ms < 0) stage.ms += ended.at;
      // The time the run waited for it once the stages beside it were done: part of the total, so shown.
      if (ended.at - waitFrom >= 1000) stages.push({ title: `Waiting for the end of: ${title}`, ms: ended.at - waitFrom });
      console.info(`\n◀ ${title}: ${ended.code === 0 ? 'passed' : 'FAILED'} in ${duration(stage.ms)} (${note})\n${readFileSync(log, 'utf8').trim()}`);
      if (ended.code !== 0) {
        console.error(`✖ ${title} failed`);
        printDurations();
        process.exit(ended.code);
      }
    },
  };
}

/** @param {string[]} failed */
function failIfAny(failed) {
  if (failed.length === 0) return;
  console.error(`✖ failed: ${failed.join(', ')}`);
  printDurations();
  process.exit(1);
}

/**
 * Every message in the code is in its catalogue, and every catalogue is complete:
 * extraction must change nothing, and a strict compile refuses a missing translation. `--overwrite`
 * rewrites the English catalogue from the code, so a message reworded in the code but not in en.po fails too.
 * Then lint and types, which read the compiled catalogues. Each tool runs on one core, so two run at a time.
 * @param {string[]} pnpm
 */
async function checks(pnpm) {
  step('Checks: the four catalogues of every package, lint (style, boundaries between remotes, untranslated text), types');
  /** @param {string} title @param {string[]} args @param {string} [cwd] */
  const pnpmTask = (title, args, cwd) => ({ title, command: pnpm[0] ?? 'pnpm', args: [...pnpm.slice(1), ...args], cwd });
  const extracted = await runTwoAtATime(CATALOGUE_PACKAGES.map((dir) => pnpmTask(`catalogues of ${dir}: extract`, ['exec', 'lingui', 'extract', '--clean', '--overwrite', ...LINGUI_ONE_THREAD], path.join(ROOT, dir))));
  failIfAny(extracted);
  if (existsSync(path.join(ROOT, '.git'))) {
    const diff = spawnSync('git', ['diff', '--exit-code', '--stat', '--', '*.po'], { cwd: ROOT, stdio: 'inherit' });
    // A screen's new catalogue is a new file, which `git diff` does not show.
    const added = spawnSync('git', ['ls-files', '--others', '--exclude-standard', '--', '*.po'], { cwd: ROOT, encoding: 'utf8' });
    if (added.stdout.trim()) console.error(added.stdout);
    if (diff.status !== 0 || added.stdout.trim()) {
      console.error('✖ The catalogues were not up to date with the code: run `pnpm -r exec lingui extract --clean --overwrite` and translate the new messages.');
      process.exit(1);
    }
  }
  failIfAny(await runTwoAtATime(CATALOGUE_PACKAGES.map((dir) => pnpmTask(`catalogues of ${dir}: strict compile`, ['exec', 'lingui', 'compile', '--typescript', '--strict', ...LINGUI_ONE_THREAD], path.join(ROOT, dir)))));
  // The two longest checks side by side; both read the catalogues compiled above.
  failIfAny(await runTwoAtATime([pnpmTask('types', ['run', 'typecheck']), pnpmTask('lint', ['run', 'lint'])]));
}

/**
 * @param {string[]} pnpm
 * @param {{ compiled?: boolean; note?: string }} [options] compiled: the checks have just compiled every catalogue; note: what ran beside (for the durations)
 */
function build(pnpm, { compiled = false, note } = {}) {
  step('Building every app for production', note);
  if (!compiled) compileCatalogues(pnpm, { strict: true });
  // Two at a time: the machine has two cores.
  // The fault journeys' fixture remote (e2e/fixtures) is built with the apps.
  pnpmRun(pnpm, ['--recursive', '--workspace-concurrency=2', ...APPS.flatMap((app) => ['--filter', `./${app.dir}`]), '--filter', './e2e/fixtures/*', 'run', 'build']);
  // The signed-out pages' first paint, drawn in Chromium from the build (shared/build/prerender.mjs).
  step('Prerendering the signed-out pages for every host and language', note);
  ensureBrowser();
  run(process.execPath, [path.join(ROOT, 'shared/build/bin/prerender.mjs')]);
}

async function serve() {
  const { startPlatform } = await import('../serve.mjs');
  // The local platform is a development one: demo data, the mail outbox and the Google stand-in. The API
  // itself defaults to production, so this is asked for by name (the banner says so).
  const platform = await startPlatform({ env: { API_MODE: 'development', ...process.env }, log: true });
  const stop = async () => {
    await platform.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/**
 * Playwright here drives Debian's Chromium: its headless shell for the prerender, the byte guard and the journeys
 * (a third less CPU for the same pages: shared/build/chromium.mjs), the full browser for the bench. A fresh Debian
 * machine gets what is missing from apt.
 */
function ensureBrowser() {
  if (process.env.PLAYWRIGHT_CHROMIUM_PATH) return;
  const missing = [
    { name: 'chromium', binary: '/usr/bin/chromium' },
    { name: 'chromium-headless-shell', binary: HEADLESS_SHELL },
  ]
    .filter(({ binary }) => !existsSync(binary))
    .map(({ name }) => name);
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    step('Installing Chromium from Debian for the browser tests');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', ...missing], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
  }
}

/** One plain closing line for the whole run: unit and browser tests together. @param {string} reports */
function printTotals(reports) {
  const jest = JSON.parse(readFileSync(path.join(reports, 'jest.json'), 'utf8'));
  const postgres = JSON.parse(readFileSync(path.join(reports, 'postgres.json'), 'utf8'));
  const e2e = JSON.parse(readFileSync(path.join(reports, 'e2e.json'), 'utf8'));
  const passed = jest.numPassedTests + postgres.numPassedTests + e2e.stats.expected + e2e.stats.flaky;
  const failed = jest.numFailedTests + postgres.numFailedTests + e2e.stats.unexpected;
  printSlowestFiles(jest, e2e);
  printDurations();
  console.info(
    `\nUnit: ${jest.numPassedTests} passed. On PostgreSQL: ${postgres.numPassedTests} passed. Browser: ${e2e.stats.expected + e2e.stats.flaky} passed (${e2e.stats.flaky} on retry).`,
  );
  console.info(`${passed} passed, ${failed} failed`);
}

async function main() {
  const command = process.argv[2] ?? 'start';
  if (command === 'serve') return serve();
  const pnpm = pnpmCommand();
  install(pnpm);
  if (command === 'start') {
    build(pnpm);
    return serve();
  }
  if (command === 'test') {
    await checks(pnpm);
    const reports = mkdtempSync(path.join(tmpdir(), 'cabinet-test-'));
    step('Unit and component tests');
    pnpmRun(pnpm, ['exec', 'jest', '--ci', '--json', `--outputFile=${path.join(reports, 'jest.json')}`]);
    // Chromium from apt before the PostgreSQL stage can start its own apt-get: two at once would race for dpkg's lock.
    ensureBrowser();
    // Issue 35: the queue, engine, mailing, payment and limit suites again on a real PostgreSQL server (Debian's,
    // started in a temporary folder on a free port, installed with apt where missing), with the fault tests that
    // start API processes, kill one and restart the server. About 4 minutes, mostly waiting (cron minutes,
    // take-overs), so it runs beside the build, the prerender and the byte guard (which counts bytes, not time).
    const postgres = startInBackground(
      'The API on PostgreSQL: the queue, engine, mailing, payment and limit suites, and the fault tests',
      'in the background, beside the build, the prerender and the byte guard',
      process.execPath,
      [path.join(ROOT, 'scripts/test-on-postgres.mjs'), '--all', '--ci', '--json', `--outputFile=${path.join(reports, 'postgres.json')}`],
      reports,
    );
    const beside = 'beside the PostgreSQL stage';
    build(pnpm, { compiled: true, note: beside });
    step('Byte budgets: every script a browser fetches for each figure (tools/perf/budget.json)', beside);
    pnpmRun(pnpm, ['--filter', '@cabinet/perf', 'run', 'budget']);
    closeStage();
    await postgres.join();
    step('Browser journeys against the production build');
    pnpmRun(pnpm, ['--filter', '@cabinet/e2e', 'run', 'test'], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') } });
    printTotals(reports);
    return;
  }
  console.error(`Unknown command ${command}: use start, serve or test`);
  process.exit(2);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

