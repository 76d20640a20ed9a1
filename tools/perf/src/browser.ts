import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { headlessChromium } from '@cabinet/build/chromium';
import { portOf } from '@cabinet/build/ports';

/** Debian's Chromium, with the flags of the browser journeys (nothing in the background skews a figure). */
export const CHROMIUM = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The mobile profile of the issue: 4x CPU slowdown, 150 ms round trip, 1.6 Mbps down (750 kbps up). */
export const MOBILE = { cpuSlowdown: 4, latencyMs: 150, downloadBps: 1_600_000, uploadBps: 750_000 } as const;

export const API_ORIGIN = () => `http://localhost:${portOf('api')}`;
export const shellOrigin = (hostname = 'localhost') => `http://${hostname}:${portOf('shell')}`;

/**
 * `headlessShell`: the byte guard's lighter browser (@cabinet/build/chromium); it fetches the same scripts. The
 * benches keep the full browser their recorded timings came from.
 */
export function launch(options: { headlessShell?: boolean } = {}): Promise<Browser> {
  return chromium.launch({ executablePath: options.headlessShell ? headlessChromium() : CHROMIUM, args: CHROMIUM_FLAGS });
}

/** The demo data's accounts (the API seeds them on an empty DATA_DIR in development mode). */
export const ACCOUNTS = {
  demo: { email: 'demo@example.com', password: 'Demo1234' },
  admin: { email: 'admin@example.com', password: 'Demo1234' },
} as const;

export interface Tokens {
  token: string;
  refreshToken: string;
}

export async function signIn(account: { email: string; password: string }): Promise<Tokens> {
  const response = await fetch(`${API_ORIGIN()}/api/v1/account/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`Sign-in of ${account.email} failed: ${response.status}`);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null || !('token' in body) || !('refreshToken' in body)) throw new Error('No tokens in the sign-in answer');
  return { token: String(body.token), refreshToken: String(body.refreshToken) };
}

/** A fresh context (empty cache), signed in when given tokens: they are in localStorage before any script runs. */
export async function newContext(browser: Browser, options: { tokens?: Tokens; mobile?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext(
    options.mobile
      ? { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'en-US' }
      : { viewport: { width: 1350, height: 940 }, locale: 'en-US' },
  );
  // The first request of a file compresses it (brotli 11 takes seconds for the largest).
  context.setDefaultTimeout(120_000);
  if (options.tokens) {
    await context.addInitScript((tokens: Tokens) => {
      localStorage.setItem('cabinet.token', tokens.token);
      localStorage.setItem('cabinet.refreshToken', tokens.refreshToken);
    }, options.tokens);
  }
  return context;
}

export async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE.latencyMs,
    downloadThroughput: MOBILE.downloadBps / 8,
    uploadThroughput: MOBILE.uploadBps / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
  return cdp;
}

/** Every JavaScript response a page received, by URL, in order (a URL twice means it was fetched twice). */
export function recordScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (new URL(url).pathname.endsWith('.js') && response.status() < 300) urls.push(url);
  });
  return urls;
}

/** Counts a page's requests in flight (and all it started), so a wait can end when the page has gone quiet. */
export function trackRequests(page: Page): { quietFor(): number; started(): number } {
  let inFlight = 0;
  let started = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    if (delta > 0) started += 1;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return { quietFor: () => (inFlight > 0 ? 0 : Date.now() - lastChange), started: () => started };
}

/** Waits until no request has been in flight for `quietMs` (lazy chunks, catalogues and API calls done). */
export async function settle(tracker: { quietFor(): number }, quietMs = 500, maxMs = 30_000): Promise<void> {
  const started = Date.now();
  while (tracker.quietFor() < quietMs && Date.now() - started < maxMs) await new Promise((resolve) => setTimeout(resolve, 50));
}

/**
 * Waits until a page has rendered what it was sent to and fetched all that render asked for: the page's
 * main thread passes a frame (so React has rendered and started its lazy imports), the network goes quiet
 * for `quietMs`, and again until a round starts no request (a loaded chunk that renders more, a catalogue
 * then its screen). Faster than a long fixed quiet wait, without ending while a waterfall is still going.
 */
export async function settleRendered(page: Page, tracker: { quietFor(): number; started(): number }, quietMs = 150, maxMs = 30_000): Promise<void> {
  const deadline = Date.now() + maxMs;
  for (;;) {
    const before = tracker.started();
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    while (tracker.quietFor() < quietMs && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    if (tracker.started() === before || Date.now() >= deadline) return;
  }
}

/** A navigation inside the single-page app, as a click on a link does: the shell's router takes it. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
