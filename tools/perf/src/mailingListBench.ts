/**
 * `npm run bench:mailing-list`: a 50,000-row number list read and previewed on the mailing wizard's audience
 * step (issue 16: no long task over 200 ms). The production build and the API as the journeys run them; in
 * Chromium, a CSV of 50,000 rows (a header, a byte order mark, semicolons, some invalid and duplicate rows)
 * is picked in the file field, and the page's long tasks are recorded (PerformanceObserver 'longtask': every
 * task of 50 ms or more) from the pick to the preview's counts. Each profile runs with the worker (the
 * default) and without one (the chunked reading on the page, the fallback of a browser without workers).
 * A benchmark, not a timed test: nothing fails on a figure; the figures go into docs/performance.md by hand.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPlatform } from '@cabinet/build/serve';
import { portOf } from '@cabinet/build/ports';
import type { Browser } from 'playwright-core';
import { launch, median, newContext, signIn, throttle } from './browser';
import { freezeBuilds } from './workspace';

const ROWS = 50_000;
const RUNS = 3;
const DEMO = { email: 'demo@example.com', password: 'Demo1234' };
const mailingOrigin = () => `http://mailing.localhost:${portOf('shell')}`;

/** The list: every 50th row without a phone, every 40th a number too short, every 25th a duplicate of the row before. */
function listCsv(): Buffer {
  const lines = ['Name;Phone'];
  for (let row = 0; row < ROWS; row += 1) {
    const phone = row % 50 === 49 ? '' : row % 40 === 39 ? '12345' : `+7916${String(row % 25 === 24 ? row - 1 : row).padStart(7, '0')}`;
    lines.push(`Client ${row};${phone}`);
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}`, 'utf8');
}

interface Run {
  longestTaskMs: number;
  longTasks: number;
  toPreviewMs: number;
}

async function once(browser: Browser, csv: Buffer, options: { mobile: boolean; worker: boolean }): Promise<Run> {
  // Tokens of their own for each run: a refresh in one context would otherwise retire another's.
  const context = await newContext(browser, { tokens: await signIn(DEMO) });
  try {
    if (!options.worker) await context.addInitScript(() => Reflect.deleteProperty(window, 'Worker'));
    await context.addInitScript(() => {
      const tasks: number[] = [];
      Reflect.set(window, '__longTasks', tasks);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') console.warn(`  page: ${message.text()}`);
    });
    await page.goto(`${mailingOrigin()}/distributions/create/audience`);
    const field = page.getByLabel('List file (CSV or Excel)');
    await field.waitFor();
    // The screen's code is loaded and idle: only the reading is measured.
    await page.waitForTimeout(1000);
    if (options.mobile) await throttle(page);
    // Emptied in place: the observer holds this array.
    await page.evaluate(() => {
      const recorded: unknown = Reflect.get(window, '__longTasks');
      if (Array.isArray(recorded)) recorded.length = 0;
    });
    const started = Date.now();
    await field.setInputFiles({ name: 'clients.csv', mimeType: 'text/csv', buffer: csv });
    await page.getByText(/^Rows: 50,?000\. Valid: /).waitFor({ timeout: 120_000 });
    const toPreviewMs = Date.now() - started;
    // A task still running when the counts appeared is reported when it ends.
    await page.waitForTimeout(500);
    const tasks = await page.evaluate(() => {
      const recorded: unknown = Reflect.get(window, '__longTasks');
      return Array.isArray(recorded) ? recorded.filter((value): value is number => typeof value === 'number') : [];
    });
    return { longestTaskMs: Math.round(Math.max(0, ...tasks)), longTasks: tasks.length, toPreviewMs };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cabinet-mailing-list-bench-'));
  const platform = await startPlatform({ env: { API_MODE: 'development', ...process.env, DATA_DIR: dataDir }, compress: true, distRoot: freezeBuilds() });
  let browser: Browser | null = null;
  try {
    browser = await launch();
    const csv = listCsv();
    console.info(`▶ ${ROWS.toLocaleString('en')} rows (${(csv.length / 1024 / 1024).toFixed(1)} MB), ${RUNS} runs each; long tasks from the pick to the counts`);
    for (const mobile of [false, true]) {
      for (const worker of [true, false]) {
        const runs: Run[] = [];
        for (let run = 0; run < RUNS; run += 1) runs.push(await once(browser, csv, { mobile, worker }));
        const longest = runs.map((run) => run.longestTaskMs);
        console.info(
          `  ${mobile ? 'mobile profile (4x CPU)' : 'desktop'}, ${worker ? 'in the worker' : 'on the page (no worker)'}: longest task median ${median(longest)} ms (worst ${Math.max(...longest)}), ` +
            `long tasks ${median(runs.map((run) => run.longTasks))}, preview after ${median(runs.map((run) => run.toPreviewMs))} ms`,
        );
      }
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
