import { expect, test, type Page } from './fixtures';
import { DEMO, REMOTE_ORIGINS, host, signInWithTokens } from './support';

/** Collects every Content-Security-Policy violation the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () =>
    page.evaluate(() => {
      const seen: unknown = Reflect.get(window, '__cspViolations');
      return Array.isArray(seen) ? seen.map(String) : [];
    });
}

test('every host runs under its Content-Security-Policy with no violation, remotes and styles included', async ({ page, request }) => {
  // Eight hosts, each with its remotes: one journey, longer than one page's.
  test.setTimeout(180_000);
  const violations = await watchViolations(page);
  // Signed out first: the login form (mf-auth) on the main host.
  const login = await page.goto(`${host('main')}/account/login`);
  const policy = login?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain(REMOTE_ORIGINS['mf-auth']);
  expect(login?.headers()['x-content-type-options']).toBe('nosniff');
  expect(login?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  const pages: Array<[Parameters<typeof host>[0], string, string]> = [
    ['main', '/flows', 'Flows'],
    ['mirror', '/flows', 'Flows'],
    ['mailing', '/distributions', 'Mass mailings'],
    ['onboarding', '/account/onboarding', 'Onboarding'],
    ['dashboard', '/', 'Dashboard'],
    ['quality', '/chats', 'Chats'],
    ['ai', '/', ''],
    ['clinic', '/', ''],
  ];
  for (const [name, path, heading] of pages) {
    await signInWithTokens(page, request, DEMO, host(name));
    await page.goto(`${host(name)}${path}`);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    if (heading) await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    else await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect({ host: name, violations: await violations() }).toEqual({ host: name, violations: [] });
  }
});

test('two tabs with an expired access token share one new session and both stay signed in', async ({ context, page, request }) => {
  // Two pages loading the shell and mf-flows at once: twice one page's work.
  test.setTimeout(120_000);
  await signInWithTokens(page, request, DEMO);
  // A token the API cannot accept, as an expired one; the refresh token is shared through localStorage.
  await page.evaluate(() => localStorage.setItem('cabinet.token', 'expired.token.value'));
  const issued: string[] = [];
  context.on('response', async (answer) => {
    if (!answer.url().toLowerCase().includes('/api/v1/account/refreshtoken') || answer.request().method() !== 'POST') return;
    const body: unknown = await answer.json();
    issued.push(typeof body === 'object' && body !== null && 'refreshToken' in body ? String(body.refreshToken) : `status ${answer.status()}`);
  });
  const second = await context.newPage();

  await Promise.all([page.goto(`${host('main')}/flows`), second.goto(`${host('main')}/flows`)]);

  for (const tab of [page, second]) {
    // A tab in the background paints slowly (its timers are throttled): look at each in front.
    await tab.bringToFront();
    await expect(tab.getByRole('heading', { name: 'Flows', level: 1 })).toBeVisible({ timeout: 45_000 });
    await expect(tab).toHaveURL(`${host('main')}/flows`);
  }
  // The tabs refresh under one Web Lock; should one still present the old token (its copy of localStorage
  // not yet updated), the API's grace window gives it the same pair: one new session, nobody signed out.
  expect(issued.length).toBeGreaterThanOrEqual(1);
  expect(new Set(issued).size).toBe(1);
  const stored = (tab: Page) => tab.evaluate(() => localStorage.getItem('cabinet.refreshToken'));
  expect(await stored(second)).toBe(issued[0]);
  expect(await stored(page)).toBe(issued[0]);
  await second.reload();
  await expect(second.getByRole('heading', { name: 'Flows', level: 1 })).toBeVisible();
});
