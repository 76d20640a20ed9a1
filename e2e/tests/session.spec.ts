import { expect, test } from './fixtures';
import { DEMO, host, signInWithTokens } from './support';

test('an expired access token is refreshed once, and the user stays signed in', async ({ page, request }) => {
  await signInWithTokens(page, request, DEMO);
  // A token the API cannot accept, as an expired one: every call of the page answers 401 until refreshed.
  await page.evaluate(() => localStorage.setItem('cabinet.token', 'expired.token.value'));
  const refreshes: string[] = [];
  page.on('request', (call) => {
    if (call.url().toLowerCase().includes('/api/v1/account/refreshtoken')) refreshes.push(call.url());
  });

  await page.goto(`${host('main')}/`);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: DEMO.email })).toBeVisible();
  expect(refreshes).toHaveLength(1);
  expect(await page.evaluate(() => localStorage.getItem('cabinet.token'))).not.toBe('expired.token.value');
});

test('a refused refresh ends the session and shows login', async ({ page, request }) => {
  await signInWithTokens(page, request, DEMO);
  await page.goto(`${host('main')}/flows`);
  await expect(page.getByRole('heading', { name: 'Flows', level: 1 })).toBeVisible();
  await page.evaluate(() => {
    localStorage.setItem('cabinet.token', 'expired.token.value');
    localStorage.setItem('cabinet.refreshToken', 'revoked-refresh-token');
  });

  await page.reload();
  await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Fflows/);
  expect(await page.evaluate(() => localStorage.getItem('cabinet.refreshToken'))).toBeNull();
});

test('the support chat script loads after login, not before', async ({ page }) => {
  await page.goto(`${host('main')}/account/login`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => 'CabinetSupportChat' in window)).toBe(false);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect.poll(() => page.evaluate(() => 'CabinetSupportChat' in window)).toBe(true);
});

test('?showTutorial=true opens the tutorial video and leaves the address', async ({ page, request }) => {
  await signInWithTokens(page, request, DEMO);
  await page.goto(`${host('main')}/?showTutorial=true`);
  await expect(page.getByRole('dialog', { name: 'How to get started' })).toBeVisible();
  await expect(page).toHaveURL(`${host('main')}/`);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Video tutorial' }).click();
  await expect(page.getByRole('dialog', { name: 'How to get started' })).toBeVisible();
});
