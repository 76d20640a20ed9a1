import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { portOf } from '@cabinet/build/ports';
import { fixturePort } from '../fixturePort.mjs';

export const API = `http://localhost:${portOf('api')}`;
export const DEMO = { email: 'demo@example.com', password: 'Demo1234' };
export const ADMIN = { email: 'admin@example.com', password: 'Demo1234' };
export const SUPER_ADMIN = { email: 'superadmin@example.com', password: 'Demo1234' };

/** Every brand of the host table (shell/src/hosts/hosts.ts) by its local name: what "on every host" walks. */
export const HOST_NAMES = ['main', 'mirror', 'onboarding', 'mailing', 'mailing-plus', 'ai', 'dashboard', 'clinic', 'quality'] as const;
export type HostName = (typeof HOST_NAMES)[number];

/** The shell's origin on a host of the domain map, e.g. host('mailing') is http://mailing.localhost:3000. */
export function host(name: HostName): string {
  const port = portOf('shell');
  return name === 'main' ? `http://localhost:${port}` : `http://${name}.localhost:${port}`;
}

/** Origins of the remotes (shared/build/ports.mjs): what the tests watch to prove a remote was never fetched. */
export const REMOTE_ORIGINS = {
  'mf-auth': `http://localhost:${portOf('mf-auth')}`,
  'mf-flows': `http://localhost:${portOf('mf-flows')}`,
  'mf-widgets': `http://localhost:${portOf('mf-widgets')}`,
  'mf-insights': `http://localhost:${portOf('mf-insights')}`,
  'mf-admin': `http://localhost:${portOf('mf-admin')}`,
} as const;

/** The fixture remote (e2e/fixtures/remote), served by server.mjs: it fails on demand. */
export const FIXTURE_ORIGIN = `http://localhost:${fixturePort()}`;

let counter = 0;
export function uniqueEmail(prefix = 'owner'): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${process.pid}.${counter}@salon.example`;
}

/** Signs in through the login form, as a person would. */
export async function signInWithForm(page: Page, account: { email: string; password: string }, origin = host('main')): Promise<void> {
  await page.goto(`${origin}/account/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in through the API and hands the tokens to the page, for journeys about something else. */
export async function signInWithTokens(page: Page, request: APIRequestContext, account: { email: string; password: string }, origin = host('main')) {
  const response = await request.post(`${API}/api/v1/account/login`, { data: account });
  expect(response.ok()).toBe(true);
  const tokens: { token: string; refreshToken: string } = await response.json();
  // The origin's storage is written from an empty page of that origin, answered here: loading the shell (its
  // 404) only to write two keys cost a whole app load per journey. The journey's next goto loads the app.
  const blank = `${origin}/__e2e-blank`;
  const empty = (route: Route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>e2e</title>' });
  await page.route(blank, empty);
  await page.goto(blank);
  await page.unroute(blank, empty);
  await page.evaluate(({ token, refreshToken }) => {
    localStorage.setItem('cabinet.token', token);
    localStorage.setItem('cabinet.refreshToken', refreshToken);
  }, tokens);
  return tokens;
}

/** `language` is the account's, as the registration form sends the page's; without it the API's default. */
export async function registerAccount(request: APIRequestContext, email: string, password = 'Secret12', language?: string): Promise<void> {
  const response = await request.post(`${API}/api/v1/account/register`, {
    data: { email, password, confirmPassword: password, phone: '+79001234567', clientHost: host('main'), isAgreeWithTerms: true, ...(language ? { language } : {}) },
  });
  expect(response.ok()).toBe(true);
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  link: string | null;
}

/** The e-mails the API would have sent (its development outbox), newest first. */
export async function outbox(request: APIRequestContext, email: string): Promise<OutboxMail[]> {
  const response = await request.get(`${API}/dev/outbox`, { params: { email } });
  expect(response.ok()).toBe(true);
  return response.json();
}

/** Every request the page makes, to prove what was never fetched. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/**
 * Where the page scrolls sideways: the page itself, and each table of `main` inside its scrolling box (by how
 * many px), as words for a finding. Read it with `expect.poll`: a resize or a new screen settles a frame later.
 */
export function sidewaysScroll(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`the page by ${root.scrollWidth - root.clientWidth} px`);
    for (const table of document.querySelectorAll('main table')) {
      for (let box = table.parentElement; box; box = box.parentElement) {
        if (getComputedStyle(box).overflowX === 'auto' && box.scrollWidth > box.clientWidth + 1) {
          found.push(`${table.getAttribute('aria-label') ?? 'a table'} by ${box.scrollWidth - box.clientWidth} px`);
          break;
        }
      }
    }
    return found;
  });
}

/**
 * Waits, at most `timeoutMs`, until the page's finite CSS animations and transitions have finished, then
 * two frames for their end classes to go. axe reads colours as drawn: a notification fading in has its
 * text at a fraction of its opacity, which it would report as low contrast on a screen no one reads in
 * that state. Infinite ones (spinners) never finish and paused ones wait for nothing: both are left out.
 * Loops, since one animation's end may start another (a notification's enter, then its content's). Past
 * the bound it goes on: axe then judges what is there.
 */
export async function settleAnimations(page: Page, timeoutMs = 3000): Promise<void> {
  await page.evaluate(async (timeout) => {
    const deadline = performance.now() + timeout;
    const finite = () =>
      document.getAnimations().filter((animation) => {
        if (animation.playState !== 'running' && !animation.pending) return false;
        const end = animation.effect?.getComputedTiming().endTime;
        return typeof end === 'number' && Number.isFinite(end);
      });
    for (let running = finite(); running.length > 0 && performance.now() < deadline; running = finite()) {
      const left = Math.max(0, deadline - performance.now());
      await Promise.race([Promise.allSettled(running.map((animation) => animation.finished)), new Promise((resolve) => setTimeout(resolve, left))]);
    }
    for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  }, timeoutMs);
}

/**
 * Picks the option named `title` in the open select's dropdown once it can be picked: a searched picker
 * (mf-flows OptionPicker) greys out the previous search's list while the answer to what was typed loads, and
 * that list is then swapped for the answer, so a click on it would pick nothing. The dropdown is settled first
 * (settleAnimations): it opens sliding and is placed again as its list grows, and a press on an option that
 * moves before the release picks nothing either.
 */
export async function pickOption(page: Page, title: string): Promise<void> {
  const option = page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true });
  await expect(option).toHaveAttribute('aria-disabled', 'false');
  await settleAnimations(page);
  await option.click();
}

/** axe with WCAG 2.x A/AA rules, on a settled screen (settleAnimations): no serious or critical finding allowed. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await axeFindings(page)).toEqual([]);
}

/** The serious and critical axe findings on the page, one line each (for a check that gathers several pages' findings). */
export async function axeFindings(page: Page): Promise<string[]> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  return blocking.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

/**
 * Follows a path inside the running shell, as a click on a link would (its router listens to history), so a
 * check of many pages loads the shell once per host.
 */
export async function visitInShell(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** The same-origin paths of every link on the page, once each (menus and popovers stay in the page once opened). */
export async function cabinetPaths(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  return [...new Set(hrefs.filter((href) => href.startsWith(`${origin}/`)).map((href) => href.slice(origin.length).split('#')[0] ?? ''))];
}
