import { expect, test } from './fixtures';
import { ADMIN, DEMO, REMOTE_ORIGINS, SUPER_ADMIN, host, recordRequests, settleAnimations, signInWithTokens } from './support';

test.describe('the mass-mailing host', () => {
  test('sends home and quick start to the mailings, with its own sidebar and brand', async ({ page, request }) => {
    await signInWithTokens(page, request, DEMO, host('mailing'));
    await page.goto(`${host('mailing')}/`);
    await expect(page).toHaveURL(`${host('mailing')}/distributions`);
    await expect(page).toHaveTitle('Mass mailings — MassSend');
    const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(sidebar.getByRole('link')).toHaveText(['Mailings', 'Payment', 'Accounts']);

    await page.goto(`${host('mailing')}/account/quickstart`);
    await expect(page).toHaveURL(`${host('mailing')}/distributions`);
  });

  test('a route of a remote the host does not load is not found, and that remote is never fetched', async ({ page, request }) => {
    const requests = recordRequests(page);
    await signInWithTokens(page, request, DEMO, host('mailing'));
    await page.goto(`${host('mailing')}/flows`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(`${host('mailing')}/distributions`);
    expect(requests.filter((url) => url.startsWith(REMOTE_ORIGINS['mf-flows']))).toEqual([]);
    expect(requests.filter((url) => url.startsWith(REMOTE_ORIGINS['mf-insights']))).toEqual([]);
  });
});

test('the mass-mailing brand set for home and AI assistants shows both, and still sends quick start to the mailings', async ({ page, request }) => {
  const origin = host('mailing-plus');
  const requests = recordRequests(page);
  await signInWithTokens(page, request, DEMO, origin);
  await page.goto(`${origin}/`);
  await expect(page).toHaveURL(`${origin}/`);
  await expect(page).toHaveTitle(/— MassSend Plus$/);
  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(sidebar.getByRole('link')).toHaveText(['Home', 'Mailings', 'AI assistants', 'Payment', 'Accounts']);
  await expect(page.locator('.remote').getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(requests.some((url) => url.startsWith(REMOTE_ORIGINS['mf-insights']))).toBe(true);

  await sidebar.getByRole('link', { name: 'AI assistants' }).click();
  await expect(page).toHaveURL(`${origin}/flowCopilotBots`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  await page.goto(`${origin}/account/quickstart`);
  await expect(page).toHaveURL(`${origin}/distributions`);
  expect(requests.filter((url) => url.startsWith(REMOTE_ORIGINS['mf-flows']))).toEqual([]);
});

test('the onboarding host sends quick start to onboarding', async ({ page, request }) => {
  await signInWithTokens(page, request, DEMO, host('onboarding'));
  await page.goto(`${host('onboarding')}/account/quickstart`);
  await expect(page).toHaveURL(`${host('onboarding')}/account/onboarding`);
  await expect(page.getByRole('heading', { name: 'Onboarding', level: 1 })).toBeVisible();
});

test('the dashboard host has its own sidebar and sends quick start to adding a business', async ({ page, request }) => {
  await signInWithTokens(page, request, DEMO, host('dashboard'));
  await page.goto(`${host('dashboard')}/`);
  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(sidebar.getByRole('link')).toHaveText(['Dashboard', 'Conversion', 'Reviews', 'Accounts', 'Add business']);
  await expect(page).toHaveTitle('Dashboard — ReviewPulse AI Dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto(`${host('dashboard')}/account/quickstart`);
  await expect(page).toHaveURL(`${host('dashboard')}/account/dashboardQuickStart`);
});

test('the quality host shows its sidebar and not the main cabinet flows', async ({ page, request }) => {
  await signInWithTokens(page, request, DEMO, host('quality'));
  await page.goto(`${host('quality')}/chats`);
  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(sidebar.getByRole('link')).toHaveText(['Home', 'Chats', 'Calls', 'Checklist', 'Accounts']);
  await expect(page.getByRole('heading', { name: 'Chats', level: 1 })).toBeVisible();
});

test.describe('admin routes', () => {
  test('an ordinary user cannot open them and never fetches mf-admin', async ({ page, request }) => {
    const requests = recordRequests(page);
    await signInWithTokens(page, request, DEMO);
    await page.goto(`${host('main')}/admin/users`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto(`${host('main')}/`);
    await expect(page.getByRole('button', { name: 'Administration' })).toHaveCount(0);
    expect(requests.filter((url) => url.startsWith(REMOTE_ORIGINS['mf-admin']))).toEqual([]);
  });

  test('a signed-out visitor is sent to login first', async ({ page }) => {
    await page.goto(`${host('main')}/admin/users`);
    await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Fadmin%2Fusers/);
  });

  test('an admin opens users from the admin menu, but not the super-admin pages', async ({ page, request }) => {
    await signInWithTokens(page, request, ADMIN);
    await page.goto(`${host('main')}/`);
    await page.getByRole('button', { name: 'Administration' }).click();
    await expect(page.getByRole('menuitem', { name: 'Users' })).toBeVisible();
    // The menu slides in: a click while it moves presses on one spot and releases on another, which is no click.
    await settleAnimations(page);
    await expect(page.getByRole('menuitem', { name: 'News' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await expect(page).toHaveURL(`${host('main')}/admin/users`);
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await page.goto(`${host('main')}/admin/news`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('a super-admin also manages news', async ({ page, request }) => {
    await signInWithTokens(page, request, SUPER_ADMIN);
    await page.goto(`${host('main')}/`);
    await page.getByRole('button', { name: 'Administration' }).click();
    await expect(page.getByRole('menuitem', { name: 'News' })).toBeVisible();
    await settleAnimations(page);
    await page.getByRole('menuitem', { name: 'News' }).click();
    await expect(page).toHaveURL(`${host('main')}/admin/news`);
    await expect(page.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();
  });
});
