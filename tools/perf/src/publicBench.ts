/**
 * `npm run bench:public` (after a production build): the LCP of the pages a business's client opens on a phone,
 * against the login page's, under the mobile profile (issue 32: a public widget's LCP ≤ the login page's). The
 * review and visit pages are real links of the demo (development API's dev/client-links) on the cabinet host, as
 * messages send them; the booking widget's page is on mf-widgets' origin, as its snippet and link give it.
 * Prints a table; --runs=N timed runs per page (default 5).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { portOf } from '@cabinet/build/ports';
import { startPlatform } from '@cabinet/build/serve';
import { ACCOUNTS, API_ORIGIN, launch, shellOrigin, signIn, type Tokens } from './browser';
import { mobileLoad } from './timing';
import { freezeBuilds } from './workspace';

const runsArg = process.argv.find((arg) => arg.startsWith('--runs='));
const RUNS = runsArg ? Number(runsArg.slice('--runs='.length)) : 5;

async function apiJson(pathname: string, tokens: Tokens, init: { method?: string; body?: unknown } = {}): Promise<unknown> {
  const response = await fetch(`${API_ORIGIN()}/${pathname}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${tokens.token}`, 'Content-Type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}`);
  return response.json();
}

function stringAt(value: unknown, key: string): string {
  const found: unknown = typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
  if (typeof found !== 'string') throw new Error(`No ${key} in the answer`);
  return found;
}

/** A link's path and query on this machine's cabinet host (the API writes the owner's client origin). */
const onShell = (link: string) => `${shellOrigin()}${new URL(link).pathname}${new URL(link).search}`;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cabinet-bench-public-'));
  const frozen = freezeBuilds();
  const platform = await startPlatform({ env: { API_MODE: 'development', ...process.env, DATA_DIR: dataDir }, compress: true, distRoot: frozen });
  const browser = await launch();
  try {
    const demo = await signIn(ACCOUNTS.demo);
    const links = await apiJson('dev/client-links', demo, { method: 'POST', body: { clientName: 'Anna Petrova', phone: '+79161230001' } });
    const bookingWidgets = await apiJson('api/v1/Widgets/Booking', demo);
    const bookingWidget = Array.isArray(bookingWidgets) ? bookingWidgets[0] : undefined;
    const heading = async (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
    const pages: Array<[string, string]> = [
      ['`/account/login` (prerendered)', `${shellOrigin()}/account/login`],
      ['`/rv/{token}` review link, cabinet host', onShell(stringAt(links, 'reviewLink'))],
      ['`/vn/{token}` visit link, cabinet host', onShell(stringAt(links, 'confirmLink'))],
    ];
    if (bookingWidget) pages.push(['`/bw/{id}` booking widget, its own page', `http://localhost:${portOf('mf-widgets')}/bw/${stringAt(bookingWidget, 'id')}`]);
    // A first pass compresses every file once, so no timed run includes compression.
    await mobileLoad(browser, pages[0]?.[1] ?? '', heading, { runs: 1 });
    for (const [, url] of pages.slice(1)) await mobileLoad(browser, url, heading, { runs: 1 });
    const rows: string[] = [];
    let loginLcp = 0;
    for (const [name, url] of pages) {
      const timing = await mobileLoad(browser, url, heading, { runs: RUNS });
      if (rows.length === 0) loginLcp = timing.lcpMs;
      rows.push(`| ${name} | ${timing.lcpMs} ms | ${(timing.lcpMs / loginLcp).toFixed(2)}× | ${timing.tbtMs} ms |`);
    }
    console.info(`\nMobile profile, median of ${RUNS} runs, ${new Date().toISOString()}, load ${os.loadavg()[0]?.toFixed(1)}\n`);
    console.info(['| page | LCP | × login | TBT |', '|---|---|---|---|', ...rows].join('\n'));
  } finally {
    await browser.close();
    await platform.stop();
    rmSync(frozen, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
