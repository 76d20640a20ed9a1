import type { Browser, Page } from 'playwright-core';
import { median, navigateInApp, newContext, settle, throttle, trackRequests, type Tokens } from './browser';

/** Observers installed before any script: LCP, first contentful paint and long tasks of the page. */
function observePaints() {
  const longTasks: Array<[number, number]> = [];
  const state = { lcp: 0, longTasks };
  Object.assign(window, { __cabinetPerf: state });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

async function readPaints(page: Page): Promise<{ lcp: number; tbt: number }> {
  return page.evaluate(() => {
    const state: unknown = Reflect.get(window, '__cabinetPerf');
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    if (typeof state !== 'object' || state === null || !('lcp' in state) || !('longTasks' in state) || !Array.isArray(state.longTasks)) return { lcp: 0, tbt: 0 };
    // Total blocking time: what each long task after the first paint holds the main thread beyond 50 ms.
    const tbt = state.longTasks.reduce((sum: number, task: unknown) => {
      if (!Array.isArray(task)) return sum;
      const [start, duration] = task;
      return typeof start === 'number' && typeof duration === 'number' && start + duration > fcp ? sum + Math.max(0, duration - 50) : sum;
    }, 0);
    return { lcp: Number(state.lcp), tbt };
  });
}

export interface PageTiming {
  lcpMs: number;
  tbtMs: number;
  runs: Array<{ lcpMs: number; tbtMs: number }>;
}

/** LCP and total blocking time of a cold load under the mobile profile, median of `runs`. */
export async function mobileLoad(
  browser: Browser,
  url: string,
  ready: (page: Page) => Promise<void>,
  options: { runs: number; tokens?: Tokens },
): Promise<PageTiming> {
  const runs: PageTiming['runs'] = [];
  for (let run = 0; run < options.runs; run += 1) {
    const context = await newContext(browser, { mobile: true, ...(options.tokens ? { tokens: options.tokens } : {}) });
    await context.addInitScript(observePaints);
    const page = await context.newPage();
    const tracker = trackRequests(page);
    await throttle(page);
    await page.goto(url);
    await ready(page);
    await settle(tracker, 1000, 60_000);
    const { lcp, tbt } = await readPaints(page);
    runs.push({ lcpMs: Math.round(lcp), tbtMs: Math.round(tbt) });
    await context.close();
  }
  return { lcpMs: median(runs.map((run) => run.lcpMs)), tbtMs: median(runs.map((run) => run.tbtMs)), runs };
}

/**
 * Time to content of a cold navigation inside the app: from the click (a history push) to the target
 * route's heading on screen, under the mobile profile, median of `runs`.
 */
export async function timeToContent(
  browser: Browser,
  from: { url: string; ready: (page: Page) => Promise<void> },
  to: { path: string; heading: string },
  options: { runs: number; tokens: Tokens },
): Promise<{ ms: number; runs: number[] }> {
  const runs: number[] = [];
  for (let run = 0; run < options.runs; run += 1) {
    const context = await newContext(browser, { mobile: true, tokens: options.tokens });
    const page = await context.newPage();
    const tracker = trackRequests(page);
    await throttle(page);
    await page.goto(from.url);
    await from.ready(page);
    await settle(tracker, 500, 60_000);
    const started = await page.evaluate(() => performance.now());
    await navigateInApp(page, to.path);
    await page.getByRole('heading', { level: 1, name: to.heading }).first().waitFor({ state: 'visible', timeout: 60_000 });
    const shown = await page.evaluate(() => performance.now());
    runs.push(Math.round(shown - started));
    await context.close();
  }
  return { ms: median(runs), runs };
}
