import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { API, DEMO, expectAccessible, host, signInWithTokens } from './support';

/** One of the totals, by its term. */
const total = (page: Page, term: string) =>
  page
    .getByRole('tabpanel')
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');

/**
 * How many messages of the flow the log holds as sent since the period's first day (UTC): what "Sent"
 * must count. The engine keeps sending while the test runs, so a figure is checked between two counts.
 */
async function sentInLog(request: APIRequestContext, token: string, flowId: string, fromDay: string): Promise<number> {
  const response = await request.get(`${API}/api/v1/Messages/Summary`, {
    headers: { authorization: `Bearer ${token}` },
    params: { flowId, from: `${fromDay}T00:00:00Z` },
  });
  expect(response.ok()).toBe(true);
  const { counts }: { counts: Record<string, number> } = await response.json();
  return (counts.sent ?? 0) + (counts.delivered ?? 0) + (counts.read ?? 0) + (counts.replied ?? 0);
}

/** A total as a number ("1,234" in English). */
const count = async (page: Page, term: string) => Number(((await total(page, term).textContent()) ?? '').replace(/\D/g, ''));

const periodStart = () => new Date(Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);

test('the demo owner opens a flow’s conversion from the list and widens the window to 30 days', async ({ page, request }) => {
  const { token } = await signInWithTokens(page, request, DEMO);
  await page.goto(`${host('main')}/flows`);
  const row = page.getByRole('table', { name: 'Flows' }).getByRole('row', { name: /Reminder a day before/ });
  await row.getByRole('button', { name: 'Actions for “Reminder a day before”' }).click();
  await page.getByRole('menuitem', { name: 'Conversion' }).click();

  await expect(page).toHaveURL(/\/flows\/edit\/[^/]+\/conversion$/);
  // The engine keeps sending: the log is counted before the tab loads its figures (reloaded), and after.
  const flowId = new URL(page.url()).pathname.split('/')[3] ?? '';
  const before = await sentInLog(request, token, flowId, periodStart());
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Conversion' })).toHaveAttribute('aria-selected', 'true');
  const windows = page.getByRole('radiogroup', { name: 'Conversion window' });
  await expect(windows.getByRole('radio', { name: '7 days' })).toBeChecked();
  await expect(page.getByText(/^Period: the last 30 days, .+ – .+$/)).toBeVisible();
  await expect(page.getByText('Converted: the client made a booking within 7 days of the message.')).toBeVisible();
  // The seed logged this flow's reminders of the last 29 days; Sent counts them from the log.
  await expect(total(page, 'Sent')).toHaveText(/^[\d,]+$/);
  const sent = await count(page, 'Sent');
  expect(sent).toBeGreaterThan(100);
  expect(sent).toBeGreaterThanOrEqual(before);
  expect(sent).toBeLessThanOrEqual(await sentInLog(request, token, flowId, periodStart()));
  await expect(total(page, 'Conversion rate')).toHaveText(/^\d+(\.\d)?%$/);
  const convertedInAWeek = await count(page, 'Converted');
  expect(convertedInAWeek).toBeGreaterThan(0);
  // One row a day of the period, plus the header.
  await expect(page.getByRole('table', { name: 'Conversion by day' }).getByRole('row')).toHaveCount(31);
  await expectAccessible(page);

  await windows.getByText('30 days').click();
  await expect(page).toHaveURL(/\/conversion\?window=30$/);
  await expect(page.getByText('Converted: the client made a booking within 30 days of the message.')).toBeVisible();
  await expect.poll(() => count(page, 'Converted')).toBeGreaterThan(convertedInAWeek);

  // The link reproduces the view.
  await page.reload();
  await expect(page.getByRole('radiogroup', { name: 'Conversion window' }).getByRole('radio', { name: '30 days' })).toBeChecked();
  await expect.poll(() => count(page, 'Sent')).toBeGreaterThanOrEqual(sent);
  await expectAccessible(page);
});
