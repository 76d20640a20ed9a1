import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { portOf } from '@cabinet/build/ports';
import { CHROMIUM, CHROMIUM_FLAGS, median, type Tokens } from './browser';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  runs: Array<{ performance: number; accessibility: number }>;
}

async function waitForDevtools(port: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('Chromium did not open its DevTools port');
}

/**
 * One Lighthouse run offline against a fresh Chromium profile (cold cache). A signed-in page gets its tokens
 * into the profile's localStorage first, on a page of the same origin that loads no script.
 */
async function runOnce(url: string, desktop: boolean, tokens: Tokens | undefined): Promise<{ performance: number; accessibility: number; lcpMs: number; tbtMs: number }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'cabinet-lighthouse-'));
  const port = portOf('shell') + 21;
  // Its own process group, so that stopping it stops its helper processes too.
  const browserProcess = spawn(CHROMIUM, ['--headless=new', ...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitForDevtools(port);
    if (tokens) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      const context = browser.contexts()[0];
      if (!context) throw new Error('No default context in Chromium');
      const page = await context.newPage();
      await page.goto(new URL('/environment.json', url).toString());
      await page.evaluate((given: Tokens) => {
        localStorage.setItem('cabinet.token', given.token);
        localStorage.setItem('cabinet.refreshToken', given.refreshToken);
      }, tokens);
      await page.close();
      await browser.close();
    }
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: Boolean(tokens) },
      desktop ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
    return { performance: score('performance'), accessibility: score('accessibility'), lcpMs: audit('largest-contentful-paint'), tbtMs: audit('total-blocking-time') };
  } finally {
    const exited = new Promise((resolve) => browserProcess.once('exit', resolve));
    if (browserProcess.pid) process.kill(-browserProcess.pid, 'SIGTERM');
    await exited;
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
    } catch (error) {
      console.warn(`Could not remove the Lighthouse profile ${profile}: ${String(error)}`);
    }
  }
}

/** Lighthouse's scores of a page, median of `runs` (mobile: its default simulated slow 4G and 4x CPU). */
export async function lighthouseScores(url: string, options: { desktop: boolean; runs: number; tokens?: () => Promise<Tokens> }): Promise<LighthouseScores> {
  const runs = [];
  for (let run = 0; run < options.runs; run += 1) runs.push(await runOnce(url, options.desktop, options.tokens ? await options.tokens() : undefined));
  return {
    performance: median(runs.map((run) => run.performance)),
    accessibility: median(runs.map((run) => run.accessibility)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    runs: runs.map(({ performance, accessibility }) => ({ performance, accessibility })),
  };
}
