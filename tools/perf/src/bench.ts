/**
 * `npm run bench`: builds every app and the single-bundle baseline for production, serves them as
 * production would, measures in headless Chromium, prints the table and writes docs/performance.{json,md}
 * and the README's figures. Options: --no-build (measure the current builds), --quick (bytes only, writes
 * nothing), --runs=N (timed runs per figure, default 5).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPlatform } from '@cabinet/build/serve';
import { baselineBytes, baselineOrigin, buildBaseline, serveBaseline } from './baseline';
import { ACCOUNTS, launch, shellOrigin, signIn } from './browser';
import { MAIN, figureSizes, measureBytes, remoteVisits } from './bytes';
import { lowered, parseBudget, serializeBudget } from './guard';
import { lighthouseScores } from './lighthouse';
import { markdownTable, readResults, writeResults, type Results, type Target } from './report';
import { routeOf } from './routes';
import { mobileLoad, timeToContent } from './timing';
import { BUDGET_FILE, ROOT, freezeBuilds } from './workspace';

const args = new Set(process.argv.slice(2));
const runsArg = process.argv.find((arg) => arg.startsWith('--runs='));
const RUNS = runsArg ? Number(runsArg.slice('--runs='.length)) : 5;
const QUICK = args.has('--quick');
const DEMO = ACCOUNTS.demo;
const ADMIN = ACCOUNTS.admin;
const KB = 1024;

function buildEverything(): void {
  console.info('▶ Building every app for production');
  const result = spawnSync('pnpm', ['--recursive', '--workspace-concurrency=2', '--filter', './shell', '--filter', './mf-*', 'run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The build failed');
}

function machine(chromium: string): Results['machine'] {
  return {
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    cores: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    os: `${os.type()} ${os.release()}`,
    node: process.versions.node,
    chromium,
  };
}

function targets(results: Results): Target[] {
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  const worstRemote = Object.entries(results.remotes).sort(([, a], [, b]) => b.bytes.gzip - a.bytes.gzip)[0];
  const lcpRatio = (results.login.mobile?.lcpMs ?? Number.NaN) / (results.baseline.mobile?.lcpMs ?? Number.NaN);
  const list: Target[] = [
    { target: '`/account/login` first load ≤ 260 KB gzip', measured: kb(results.login.bytes.gzip), met: results.login.bytes.gzip <= 260 * KB },
    { target: '`/` after sign-in ≤ 380 KB gzip', measured: kb(results.home.bytes.gzip), met: results.home.bytes.gzip <= 380 * KB },
    {
      target: 'each remote\'s first visit ≤ 60 KB gzip added',
      measured: worstRemote ? `largest: ${worstRemote[0]} ${kb(worstRemote[1].bytes.gzip)}` : '–',
      met: Object.values(results.remotes).every((figure) => figure.bytes.gzip <= 60 * KB),
    },
    {
      target: 'one instance of every shared library (and so of antd\'s style context)',
      measured: results.problems.length === 0 ? 'none fetched twice' : `${results.problems.length} failures`,
      met: results.problems.length === 0,
    },
  ];
  if (results.login.mobile) {
    list.push({ target: 'login LCP (mobile) ≤ 1.3 × baseline', measured: `${lcpRatio.toFixed(2)}×`, met: lcpRatio <= 1.3 });
  }
  for (const [page, scores] of Object.entries(results.lighthouse)) {
    list.push(
      { target: `Lighthouse ${page}: performance ≥ 90 mobile, ≥ 98 desktop`, measured: `${scores.mobile.performance} / ${scores.desktop.performance}`, met: scores.mobile.performance >= 90 && scores.desktop.performance >= 98 },
      { target: `Lighthouse ${page}: accessibility 100`, measured: String(scores.mobile.accessibility), met: scores.mobile.accessibility === 100 },
    );
  }
  return list;
}

/** Ceilings only move down: the bench lowers them to 2% over what it measured (a new figure gets its first). */
function lowerCeilings(results: Results): void {
  writeFileSync(BUDGET_FILE, serializeBudget(lowered(parseBudget(readFileSync(BUDGET_FILE, 'utf8')), figureSizes(results))));
}

async function main(): Promise<void> {
  if (!args.has('--no-build')) {
    buildEverything();
  }
  console.info('▶ Building the single-bundle baseline');
  await buildBaseline();

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cabinet-bench-'));
  // Measured from a frozen copy: a rebuild in the checkout during the run would swap files under the servers.
  const frozen = freezeBuilds();
  const platform = await startPlatform({ env: { API_MODE: 'development', ...process.env, DATA_DIR: dataDir }, compress: true, distRoot: frozen });
  let baselineServer: Awaited<ReturnType<typeof serveBaseline>> | null = null;
  let browser: Awaited<ReturnType<typeof launch>> | null = null;
  try {
    baselineServer = await serveBaseline();
    browser = await launch();
    const accounts = { user: await signIn(DEMO), admin: await signIn(ADMIN) };
    console.info('▶ Bytes: login, home, each remote\'s first visit' + (QUICK ? '' : ', a tour of every host'));
    // A first pass compresses every file the pages need, so no later timing includes compression.
    const bytes = await measureBytes(browser, accounts, { tours: !QUICK });
    const baseline = await baselineBytes();
    const home = routeOf(MAIN, 'home');

    const results: Results = {
      date: new Date().toISOString(),
      machine: machine(`Chromium ${browser.version()}`),
      baseline: { js: baseline, mobile: null },
      login: { ...bytes.login, mobile: null },
      home: { ...bytes.home, mobile: null },
      remotes: Object.fromEntries(Object.entries(bytes.remotes).map(([name, figure]) => [name, { ...figure, timeToContent: null }])),
      tours: bytes.tours,
      lighthouse: {},
      problems: bytes.problems,
      targets: [],
    };

    if (!QUICK) {
      console.info(`▶ Mobile profile, ${RUNS} runs each: baseline, login, home`);
      const loginReady = async (page: import('playwright-core').Page) => {
        await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor({ timeout: 60_000 });
      };
      results.baseline.mobile = await mobileLoad(browser, `${baselineOrigin()}/`, loginReady, { runs: RUNS });
      results.login.mobile = await mobileLoad(browser, `${shellOrigin()}/account/login`, loginReady, { runs: RUNS });
      results.home.mobile = await mobileLoad(
        browser,
        `${shellOrigin()}/`,
        async (page) => page.getByRole('heading', { level: 1, name: home.title }).first().waitFor({ timeout: 60_000 }),
        { runs: RUNS, tokens: accounts.user },
      );
      console.info('▶ Time to content of each remote');
      for (const visit of remoteVisits()) {
        const figure = results.remotes[visit.remote];
        if (!figure) continue;
        figure.timeToContent = await timeToContent(
          browser,
          {
            url: `${shellOrigin(visit.host)}${visit.from.path}`,
            ready: async (page) => page.getByRole('heading', { level: 1, name: visit.from.title }).first().waitFor({ timeout: 60_000 }),
          },
          { path: visit.to.path, heading: visit.to.title },
          { runs: Math.max(1, Math.ceil(RUNS / 2)), tokens: visit.remote === 'mf-admin' ? accounts.admin : accounts.user },
        );
      }
      console.info('▶ Lighthouse (offline): login and home, mobile and desktop');
      const lighthouseRuns = Math.max(1, Math.ceil(RUNS / 2));
      for (const [name, url, tokens] of [
        ['login', `${shellOrigin()}/account/login`, undefined],
        ['home', `${shellOrigin()}/`, () => signIn(DEMO)],
      ] as const) {
        results.lighthouse[name] = {
          mobile: await lighthouseScores(url, { desktop: false, runs: lighthouseRuns, ...(tokens ? { tokens } : {}) }),
          desktop: await lighthouseScores(url, { desktop: true, runs: lighthouseRuns, ...(tokens ? { tokens } : {}) }),
        };
      }
    }
    results.targets = targets(results);
    const previous = readResults();
    if (previous?.flowsList) results.flowsList = previous.flowsList;
    console.info(`\n${markdownTable(results)}\n`);
    for (const target of results.targets) console.info(`${target.met ? '✔' : '✖'} ${target.target}: ${target.measured}`);
    if (!QUICK) {
      writeResults(results);
      console.info('\nWritten: docs/performance.md, docs/performance.json, the README\'s figures.');
      lowerCeilings(results);
    }
  } finally {
    await browser?.close();
    await platform.stop();
    const server = baselineServer;
    if (server) await new Promise((resolve) => server.close(resolve));
    rmSync(frozen, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
