import { expect, test, type Page, type Route } from './fixtures';
import { DEMO, FIXTURE_ORIGIN, REMOTE_ORIGINS, host, signInWithTokens } from './support';

/*
 * Every fault a remote can have costs its own section only: the fallback shows inside the layout with a
 * retry, the sidebar, header and other remotes keep working, a retry after the fault is gone recovers
 * without a page reload, and the console names the remote, its version and the phase. The faulty remote
 * is mf-insights (home); the other remote visited meanwhile is mf-flows.
 */

const INSIGHTS = REMOTE_ORIGINS['mf-insights'];
const FAULT_KEY = 'cabinet.fixture.fault';

interface Fault {
  name: string;
  /** Turns the fault on; returns what turns it off. */
  start(page: Page): Promise<() => Promise<void>>;
  /** The path opened (the fixture faults add the override to it). */
  path?: string;
  /** What the console line must say: remote@version, phase and reason. */
  report: RegExp;
  /** The heading the recovered section shows. */
  recovered: string;
  /** A chunk time-out for the page, where the fault is about time. */
  chunkTimeoutMs?: number;
}

async function routed(page: Page, url: string, handler: (route: Route) => Promise<void>): Promise<() => Promise<void>> {
  await page.route(url, handler);
  return () => page.unroute(url, handler);
}

async function fixtureFault(page: Page, kind: 'mount' | 'render'): Promise<() => Promise<void>> {
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: FAULT_KEY, value: kind });
  return async () => {
    await page.evaluate((key) => localStorage.removeItem(key), FAULT_KEY);
  };
}

const FIXTURE_PATH = `/?remote-override=mf-insights=${FIXTURE_ORIGIN}`;

const FAULTS: Fault[] = [
  {
    name: 'its manifest answers 404',
    start: (page) => routed(page, `${INSIGHTS}/mf-manifest.json`, (route) => route.fulfill({ status: 404, body: 'Not found' })),
    report: /mf-insights@0\.1\.0 failed during load: .*answered 404/,
    recovered: 'Home',
  },
  {
    name: 'its entry answers 404',
    start: (page) => routed(page, `${INSIGHTS}/remoteEntry.js`, (route) => route.fulfill({ status: 404, body: 'Not found' })),
    report: /mf-insights@0\.1\.0 failed during load/,
    recovered: 'Home',
  },
  {
    name: 'the network fails',
    start: (page) => routed(page, `${INSIGHTS}/**`, (route) => route.abort('internetdisconnected')),
    report: /mf-insights@0\.1\.0 failed during load/,
    recovered: 'Home',
  },
  {
    name: 'it answers slower than the chunk time-out',
    async start(page) {
      // The entry answers only when the fault ends, long after the time-out; then it arrives too late.
      const held: Array<() => Promise<void>> = [];
      const unroute = await routed(page, `${INSIGHTS}/remoteEntry.js`, (route) => {
        held.push(() => route.abort('timedout').catch(() => undefined));
        return Promise.resolve();
      });
      return async () => {
        await unroute();
        await Promise.all(held.map((release) => release()));
      };
    },
    report: /mf-insights@0\.1\.0 failed during load: did not load within 2 s/,
    recovered: 'Home',
    chunkTimeoutMs: 2_000,
  },
  {
    name: 'it throws while mounting',
    start: (page) => fixtureFault(page, 'mount'),
    path: FIXTURE_PATH,
    report: /mf-insights@9\.0\.0 failed during mount: .*fixture: mount failed/,
    recovered: 'Fixture remote: Release A',
  },
  {
    name: 'it throws while rendering',
    start: (page) => fixtureFault(page, 'render'),
    path: FIXTURE_PATH,
    report: /mf-insights@9\.0\.0 failed during render: fixture: render failed/,
    recovered: 'Fixture remote: Release A',
  },
  {
    name: 'it needs a shared library in an incompatible version',
    start: (page) =>
      routed(page, `${INSIGHTS}/mf-manifest.json`, async (route) => {
        const original = await route.fetch();
        const manifest: { shared: Array<{ name: string; requiredVersion: string }> } = await original.json();
        for (const item of manifest.shared) if (item.name === 'react') item.requiredVersion = '^18.2.0';
        await route.fulfill({ response: original, json: manifest });
      }),
    report: /mf-insights@0\.1\.0 failed during compatibility: needs react \^18\.2\.0, the shell provides 19\./,
    recovered: 'Home',
  },
];

for (const fault of FAULTS) {
  test(`when ${fault.name}, only its section falls back, the rest works, and retry recovers without a reload`, async ({ page, request }) => {
    const { chunkTimeoutMs } = fault;
    if (chunkTimeoutMs) {
      // A short chunk time-out for this page: the environment file says how long a remote may take.
      await page.route(`${host('main')}/environment.json`, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...(await response.json()), chunkTimeoutMs } });
      });
    }
    const reports: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('[cabinet] remote')) reports.push(message.text());
    });
    await signInWithTokens(page, request, DEMO);
    const stop = await fault.start(page);

    await page.goto(`${host('main')}${fault.path ?? '/'}`);
    const fallback = page.getByRole('heading', { name: 'This section could not be loaded' });
    await expect(fallback).toBeVisible();
    await expect.poll(() => reports.join('\n')).toMatch(fault.report);

    // The layout around it keeps working: the header, and the sidebar into another remote's section.
    await expect(page.getByRole('banner')).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
    await sidebar.getByRole('link', { name: 'Flows' }).click();
    await expect(page.getByRole('heading', { name: 'Flows', level: 1 })).toBeVisible();
    await sidebar.getByRole('link', { name: 'Home' }).click();
    await expect(fallback).toBeVisible();

    // The fault is gone: retry loads the section in place, with no page load.
    await stop();
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: fault.recovered, level: 1 })).toBeVisible();
    await expect(fallback).toHaveCount(0);
    expect(navigations).toEqual([]);
  });
}
