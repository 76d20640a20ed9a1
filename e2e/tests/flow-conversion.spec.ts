import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectAccessible, host, signInWithTokens } from './support';

/** One of the totals, by its term. */
const total = (page: Page, term: string) =>
  page
    .getByRole('tabpanel')
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');

test('the demo owner opens a flow’s conversion from the list and widens the window to 30 days', async ({ page, request }) => {
  await signInWithTokens(page, request, DEMO);
  await page.goto(`${host('main')}/flows`);
  const row = page.getByRole('table', { name: 'Flows' }).getByRole('row', { name: /Reminder a day before/ });
  await row.getByRole('button', { name: 'Actions for “Reminder a day before”' }).click();
  await page.getByRole('menuitem', { name: 'Conversion' }).click();

  await expect(page).toHaveURL(/\/flows\/edit\/[^/]+\/conversion$/);
  await expect(page.getByRole('tab', { name: 'Conversion' })).toHaveAttribute('aria-selected', 'true');
  const windows = page.getByRole('radiogroup', { name: 'Conversion window' });
  await expect(windows.getByRole('radio', { name: '7 days' })).toBeChecked();
  await expect(page.getByText(/^Period: the last 30 days, .+ – .+$/)).toBeVisible();
  await expect(page.getByText('Converted: the client made a booking within 7 days of the message.')).toBeVisible();
  // The seed sends this flow 9 messages a day on each of the last 29 days.
  await expect(total(page, 'Sent')).toHaveText('261');
  await expect(total(page, 'Conversion rate')).toHaveText(/^\d+(\.\d)?%$/);
  const convertedInAWeek = Number(await total(page, 'Converted').textContent());
  expect(convertedInAWeek).toBeGreaterThan(0);
  // One row a day of the period, plus the header.
  await expect(page.getByRole('table', { name: 'Conversion by day' }).getByRole('row')).toHaveCount(31);
  await expectAccessible(page);

  await windows.getByText('30 days').click();
  await expect(page).toHaveURL(/\/conversion\?window=30$/);
  await expect(page.getByText('Converted: the client made a booking within 30 days of the message.')).toBeVisible();
  await expect.poll(async () => Number(await total(page, 'Converted').textContent())).toBeGreaterThan(convertedInAWeek);

  // The link reproduces the view.
  await page.reload();
  await expect(page.getByRole('radiogroup', { name: 'Conversion window' }).getByRole('radio', { name: '30 days' })).toBeChecked();
  await expect(total(page, 'Sent')).toHaveText('261');
  await expectAccessible(page);
});
