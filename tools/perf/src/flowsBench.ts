/**
 * `npm run bench:flows`: the flows domain at its scale (issue 3). The demo account is grown to 10,000
 * flows and 50,000 blacklist entries; then the latency of list pages (filters, sort, search, deep pages)
 * of the reference API, and the render time of /flows in Chromium. Results go into docs/performance.json
 * (`flowsList`) and the Markdown beside it. A benchmark, not a timed test: nothing fails on a figure.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPlatform } from '@cabinet/build/serve';
import { API_ORIGIN, launch, median, navigateInApp, newContext, settle, shellOrigin, signIn, trackRequests } from './browser';
import { readResults, writeResults, type FlowsListResults } from './report';
import { ROOT, freezeBuilds } from './workspace';

const RUNS = 15;
const DEMO = { email: 'demo@example.com', password: 'Demo1234' };

const QUERIES: ReadonlyArray<{ label: string; path: string }> = [
  { label: 'flows, first page (newest first)', path: 'api/v1/Workflows?page=1&pageSize=50' },
  { label: 'flows, page 150 of 200', path: 'api/v1/Workflows?page=150&pageSize=50' },
  { label: 'flows, status and type filters', path: 'api/v1/Workflows?status=working,pause&type=visitReminder,recordCreated&pageSize=50' },
  { label: 'flows, sorted by title', path: 'api/v1/Workflows?sort=title&order=asc&pageSize=50' },
  { label: 'flows, search', path: 'api/v1/Workflows?search=reminder%20a%20day&pageSize=50' },
  { label: 'blacklist, first page', path: 'api/v1/IgnorePhones?page=1&pageSize=50' },
  { label: 'blacklist, page 900 of 1000', path: 'api/v1/IgnorePhones?page=900&pageSize=50' },
  { label: 'blacklist, search by phone', path: 'api/v1/IgnorePhones?search=7911004&pageSize=50' },
  { label: 'blacklist, sorted by phone', path: 'api/v1/IgnorePhones?sort=phone&order=asc&pageSize=50' },
];

async function latency(token: string, query: string): Promise<{ medianMs: number; p95Ms: number; total: number }> {
  const times: number[] = [];
  let total = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const response = await fetch(`${API_ORIGIN()}/${query}`, { headers: { Authorization: `Bearer ${token}` } });
    const body: unknown = await response.json();
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`${query}: ${response.status} ${JSON.stringify(body)}`);
    if (typeof body === 'object' && body !== null && 'total' in body && typeof body.total === 'number') total = body.total;
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { medianMs: Math.round(median(times)), p95Ms: Math.round(sorted[Math.floor(sorted.length * 0.95)] ?? Number.NaN), total };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cabinet-flows-bench-'));
  console.info('▶ Seeding 10,000 flows and 50,000 blacklist entries for the demo account');
  const seeded = spawnSync(path.join(ROOT, 'api-server/node_modules/.bin/tsx'), ['src/seedScaleMain.ts'], {
    cwd: path.join(ROOT, 'api-server'),
    env: { API_MODE: 'development', ...process.env, DATA_DIR: dataDir },
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error('Seeding failed');
  const platform = await startPlatform({ env: { API_MODE: 'development', ...process.env, DATA_DIR: dataDir }, compress: true, distRoot: freezeBuilds() });
  let browser: Awaited<ReturnType<typeof launch>> | null = null;
  try {
    browser = await launch();
    const tokens = await signIn(DEMO);
    console.info(`▶ API list latency, ${RUNS} requests each`);
    const api: FlowsListResults['api'] = [];
    for (const query of QUERIES) {
      const measured = await latency(tokens.token, query.path);
      api.push({ ...query, ...measured });
      console.info(`  ${query.label}: median ${measured.medianMs} ms, p95 ${measured.p95Ms} ms (${measured.total} matching)`);
    }
    console.info('▶ /flows in Chromium: from the click to the first page of rows');
    const renders: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const context = await newContext(browser, { tokens });
      const page = await context.newPage();
      const tracker = trackRequests(page);
      await page.goto(`${shellOrigin()}/ideas`);
      await page.getByRole('heading', { level: 1, name: 'Ideas' }).waitFor();
      // The remote's code is already loaded on later visits: the figure is the screen, not the download.
      await navigateInApp(page, '/flows');
      await page.locator('tbody tr[data-row-key]').first().waitFor();
      await navigateInApp(page, '/ideas');
      await settle(tracker);
      const started = await page.evaluate(() => performance.now());
      await navigateInApp(page, '/flows');
      await page.locator('tbody tr[data-row-key]').first().waitFor();
      renders.push(Math.round((await page.evaluate(() => performance.now())) - started));
      await context.close();
    }
    const flowsList: FlowsListResults = {
      date: new Date().toISOString(),
      account: { flows: 10_000, blacklist: 50_000 },
      api,
      render: { medianMs: median(renders), runs: renders },
    };
    console.info(`  /flows rendered its first page in ${flowsList.render.medianMs} ms (median of ${renders.length})`);
    const results = readResults();
    if (results) {
      writeResults({ ...results, flowsList });
      console.info('Written into docs/performance.json and docs/performance.md.');
    } else {
      console.warn('docs/performance.json is missing: run `npm run bench` first to keep these figures.');
    }
  } finally {
    await browser?.close();
    await platform.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
