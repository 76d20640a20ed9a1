import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { DEMO, HOST_NAMES, REMOTE_ORIGINS, expectAccessible, host, signInWithTokens } from './support';

const PUBLIC_SCREENS = [
  { path: '/account/login', heading: 'Sign in' },
  { path: '/account/register', heading: 'Registration' },
  { path: '/account/forgot-password', heading: 'Forgot password' },
  { path: '/account/reset-password?email=a%40b.ru&code=x', heading: 'Set a new password' },
  { path: '/Account/ConfirmEmail', heading: 'Email confirmation' },
  { path: '/account/google/callback', heading: 'Signing in with Google' },
  { path: '/404', heading: 'Page not found' },
  { path: '/widget/404', heading: 'Widget not found' },
];

for (const screen of PUBLIC_SCREENS) {
  test(`${screen.path} passes axe`, async ({ page }) => {
    await page.goto(`${host('main')}${screen.path}`);
    await expect(page.getByRole('heading', { name: screen.heading, level: 1 })).toBeVisible();
    await expectAccessible(page);
  });
}

test('login with its validation messages shown passes axe in Russian', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ru-RU' });
  const page = await context.newPage();
  await page.goto(`${host('main')}/account/login`);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page.getByText('Введите email')).toBeVisible();
  await expectAccessible(page);
  await context.close();
});

const CABINET_SCREENS = [
  { origin: host('main'), path: '/', heading: 'Home' },
  { origin: host('main'), path: '/ideas', heading: 'Ideas' },
  { origin: host('mailing'), path: '/distributions', heading: 'Mass mailings' },
  { origin: host('dashboard'), path: '/reviews', heading: 'Reviews' },
];

for (const screen of CABINET_SCREENS) {
  test(`${screen.origin}${screen.path} with its layout passes axe`, async ({ page, request }) => {
    await signInWithTokens(page, request, DEMO, screen.origin);
    await page.goto(`${screen.origin}${screen.path}`);
    await expect(page.getByRole('heading', { name: screen.heading, level: 1 })).toBeVisible();
    await expectAccessible(page);
  });
}

test('the remote fallback passes axe', async ({ page, request }) => {
  await signInWithTokens(page, request, DEMO);
  await page.route(`${REMOTE_ORIGINS['mf-insights']}/**`, (route) => route.abort());
  await page.goto(`${host('main')}/`);
  await expect(page.getByRole('heading', { name: 'This section could not be loaded' })).toBeVisible();
  await expectAccessible(page);
});

test('the mobile layout with its menu open passes axe', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithTokens(page, request, DEMO);
  await page.goto(`${host('main')}/`);
  await page.getByRole('button', { name: 'Open the menu' }).click();
  // Quick start is in the sidebar only on a phone.
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Quick start' })).toBeVisible();
  await expectAccessible(page);
});


/** antd's icons carry their file name ("home", "credit-card") as their name: what the page's icons would leak. */
async function iconNamesOn(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...new Set(
      Array.from(document.querySelectorAll('.anticon')).flatMap((icon) =>
        Array.from(icon.classList)
          .filter((name) => name.startsWith('anticon-') && name !== 'anticon-spin')
          .map((name) => name.slice('anticon-'.length)),
      ),
    ),
  ]);
}

async function expectNoIconNames(page: Page, where: string): Promise<void> {
  const icons = await iconNamesOn(page);
  expect(icons.length, `${where} draws icons`).toBeGreaterThan(0);
  const snapshot = await page.locator('body').ariaSnapshot();
  const leaks = icons.filter((icon) => snapshot.includes(`"${icon} `) || snapshot.includes(`img "${icon}"`));
  expect({ where, leaks }).toEqual({ where, leaks: [] });
}

test('no link, button or alert on any host is named after an icon ("home Home")', async ({ page, request }) => {
  for (const name of HOST_NAMES) {
    await signInWithTokens(page, request, DEMO, host(name));
    await page.goto(`${host(name)}/`);
    await expect(page.locator('.remote').getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectNoIconNames(page, `${name}, desktop`);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${host('main')}/`);
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Quick start' })).toBeVisible();
  await expectNoIconNames(page, 'main, phone, menu open');
});
