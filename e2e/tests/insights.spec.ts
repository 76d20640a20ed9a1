import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { API, DEMO, expectAccessible, host, signInWithTokens } from './support';

/** A figure of the home page by its term: the dd right after the dt. */
const figure = (page: Page, term: string) => page.locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) }).locator('dd').first();
// Each journey walks several screens of antd tables on a shared 2-core machine; not a timing assertion.
test.describe.configure({ timeout: 150_000 });

const numberOf = async (page: Page, term: string) => Number(((await figure(page, term).textContent()) ?? '').replace(/\D/g, ''));

async function homeSent(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get(`${API}/api/v1/Insights/Home`, { headers: { authorization: `Bearer ${token}` }, params: { period: 'month' } });
  expect(response.ok()).toBe(true);
  const stats: { messages: { sent: number } } = await response.json();
  return stats.messages.sent;
}

test('the demo home shows the figures the API computes and a checklist whose links lead where each step is done; the gift is granted once', async ({ page, request }) => {
  const { token } = await signInWithTokens(page, request, DEMO);
  // The engine keeps sending while the test runs: the page's figure lies between two counts of the API.
  const before = await homeSent(request, token);
  await page.goto(`${host('main')}/`);
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await expect(figure(page, 'Sent')).toHaveText(/^[\d,]+$/);
  const sent = await numberOf(page, 'Sent');
  expect(sent).toBeGreaterThan(100);
  expect(sent).toBeGreaterThanOrEqual(before);
  expect(sent).toBeLessThanOrEqual(await homeSent(request, token));
  // Active: switched on (in queue, waiting, working or in error), as the flows list filtered so counts them.
  const running = await request.get(`${API}/api/v1/Workflows`, { headers: { authorization: `Bearer ${token}` }, params: { status: 'inQueue,waiting,working,error', pageSize: '1' } });
  const { total: runningFlows }: { total: number } = await running.json();
  expect(runningFlows).toBeGreaterThan(1);
  await expect(figure(page, 'Active flows')).toHaveText(String(runningFlows));
  await expect(figure(page, 'Reviews collected')).toHaveText(/^[1-9][\d,]*$/);
  await expect(figure(page, 'Paid up to')).not.toHaveText('Not paid');
  const checklist = page.getByRole('list').filter({ has: page.getByRole('link', { name: 'Connect a messenger channel' }) });
  await expect(checklist.getByRole('listitem')).toHaveCount(6);
  await expect(checklist.getByRole('listitem').filter({ hasText: 'Connect your booking system' }).getByText('Done')).toBeVisible();
  await expectAccessible(page);

  await checklist.getByRole('link', { name: 'Turn on your first flow' }).click();
  await expect(page).toHaveURL(`${host('main')}/flows`);
  await expect(page.getByRole('heading', { name: 'Flows', level: 1 })).toBeVisible();
  await page.goto(`${host('main')}/`);
  await page.getByRole('link', { name: 'Connect a messenger channel' }).click();
  await expect(page).toHaveURL(`${host('main')}/accounts`);
  await page.goto(`${host('main')}/`);
  await page.getByRole('link', { name: 'Open the message log' }).click();
  await expect(page).toHaveURL(/\/insights\/message-logs\/?\?period=month$/);
  await page.goto(`${host('main')}/`);

  // The demo salon has done the first three steps: the gift is offered, claimed once, and stays granted.
  await page.getByRole('button', { name: 'Get the gift' }).click();
  await expect(page.getByText(/^Gift received: 3 months of subscription, paid up to /)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/^Gift received: 3 months of subscription, paid up to /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get the gift' })).toHaveCount(0);
  const again = await request.post(`${API}/api/v1/Insights/Checklist/Gift`, { headers: { authorization: `Bearer ${token}` } });
  const first = await request.get(`${API}/api/v1/Insights/Checklist`, { headers: { authorization: `Bearer ${token}` } });
  expect((await again.json()).gift).toEqual((await first.json()).gift);
});

test('the message log filters by status in the URL and exports the filtered rows as CSV', async ({ page, request }) => {
  await signInWithTokens(page, request, DEMO);
  await page.goto(`${host('main')}/insights/message-logs/?period=month`);
  const table = page.getByRole('table', { name: 'Messages' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('Failed').click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/status=failed/);
  await expect(table.getByRole('row').nth(1)).toContainText('Failed');
  await expect(table.getByText('The number has no account on this messenger').first()).toBeVisible();
  const statuses = await table.locator('tbody tr td:nth-child(5) .ant-tag, tbody tr td:nth-child(5) span').allTextContents();
  expect(statuses.filter((text) => ['Read', 'Sent', 'Delivered', 'Replied'].includes(text))).toEqual([]);
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const lines = (await readFile(file, 'utf8')).replace(/^\ufeff/, '').trim().split('\r\n');
  const header = (lines[0] ?? '').split(',');
  expect(header.slice(0, 3)).toEqual(['id', 'scheduledAt', 'status']);
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.slice(1).every((line) => line.split(',')[2] === 'failed')).toBe(true);

  // The link reproduces the view.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('Failed');
});

test('analytics, conversion and RFM: the KPI table, charts with their tables, a segment’s clients and the cohorts', async ({ page, request }) => {
  await signInWithTokens(page, request, DEMO);
  await page.goto(`${host('main')}/insights?period=month`);
  const kpis = page.getByRole('table', { name: 'Key figures against the previous period' });
  await expect(kpis.getByRole('row')).toHaveCount(7);
  await expect(page.getByRole('figure', { name: 'Revenue attributed to messages' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Flows by conversion' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Conversion by flow' }).click();
  await expect(page).toHaveURL(`${host('main')}/insights/conversion`);
  await page.getByRole('radiogroup', { name: 'Conversion window' }).getByText('30 days').click();
  await expect(page).toHaveURL(/window=30/);
  await expect(page.getByRole('table', { name: 'Conversion by flow' }).getByRole('row').nth(1)).toBeVisible();
  await page.mouse.wheel(0, 2000);
  await page.getByRole('button', { name: 'Scroll to top' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goto(`${host('main')}/insights/rfm/default`);
  await expect(page).toHaveURL(/\/insights\/rfm\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Show the clients of Champions' }).click();
  await expect(page).toHaveURL(/segment=champions/);
  const clients = page.getByRole('table', { name: 'Clients: Champions' });
  await expect(clients.getByRole('row').nth(1)).toContainText('5 / ');
  const cohorts = page.locator('table').filter({ has: page.getByRole('columnheader', { name: 'New clients' }) });
  await expect(cohorts.getByRole('row').nth(1)).toContainText('%');
  await page.getByRole('radiogroup', { name: 'Show' }).getByText('Clients').click();
  await expect(page).toHaveURL(/cohortView=absolute/);
  await expect(cohorts.getByRole('row').nth(1)).not.toContainText('%');
  await expectAccessible(page);

  // The segment's one-click mailing: the wizard opens with the segment's clients as its recipients.
  const recipientsChecked = page.waitForResponse((response) => response.url().includes('/Distributions/Audience/Check') && response.ok());
  await page.getByRole('link', { name: 'Start a mailing to these clients' }).click();
  await expect(page).toHaveURL(/\/distributions\/create\?rfmDashboard=[0-9a-f-]{36}&segment=champions/);
  await recipientsChecked;
  await page.getByRole('navigation', { name: 'Steps' }).getByRole('link', { name: 'Recipients' }).click();
  await expect(page.getByText(/^Saved list: RFM segment: Champions, [1-9]\d* numbers\.$/)).toBeVisible();
});

test('a booking-system user whose rights exclude the dashboard, reviews and analytics sees the access-denied message there, not an error', async ({ page, request }) => {
  await signInWithTokens(page, request, { email: 'staff@example.com', password: DEMO.password });
  await page.goto(`${host('main')}/`);
  await expect(page.getByRole('heading', { name: 'No access to the dashboard', level: 2 })).toBeVisible();
  await expect(page.getByText('Your rights in the booking system do not include this section. Ask the business owner to grant them.')).toBeVisible();
  await expectAccessible(page);
  await page.goto(`${host('main')}/insights`);
  await expect(page.getByRole('heading', { name: 'No access to analytics', level: 2 })).toBeVisible();
  await signInWithTokens(page, request, { email: 'staff@example.com', password: DEMO.password }, host('dashboard'));
  await page.goto(`${host('dashboard')}/reviews`);
  await expect(page.getByRole('heading', { name: 'No access to reviews', level: 2 })).toBeVisible();
  // The flows stay open to them.
  await page.goto(`${host('main')}/flows`);
  await expect(page.getByRole('heading', { name: 'Flows', level: 1 })).toBeVisible();
});

test.describe('the AI dashboard host', () => {
  test.use({ locale: 'ru-RU' });
  test('is in English with its own sidebar; its conversion and reviews pages work', async ({ page, request }) => {
    await signInWithTokens(page, request, DEMO, host('dashboard'));
    await page.goto(`${host('dashboard')}/`);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const item of ['Dashboard', 'Conversion', 'Reviews', 'Accounts']) await expect(nav.getByRole('link', { name: item })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Flows' })).toHaveCount(0);
    await expect(figure(page, 'Reviews collected')).toHaveText(/^[1-9][\d,]*$/);

    await nav.getByRole('link', { name: 'Conversion' }).click();
    await expect(page.getByRole('heading', { name: 'Conversion', level: 1 })).toBeVisible();
    await nav.getByRole('link', { name: 'Reviews' }).click();
    await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
    await page.getByRole('radiogroup', { name: 'Rating' }).getByText('Negative').click();
    await expect(page).toHaveURL(/rating=negative/);
    // The previous page stays on screen while the filtered one loads: wait for the filtered rows, each of them
    // negative, in English plural rules (one star, two stars).
    const stars = page.getByRole('table', { name: 'Reviews' }).locator('tbody [aria-label*=" star"]');
    await expect
      .poll(async () => {
        const labels = await stars.evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label')));
        return labels.length > 0 && labels.every((label) => label === '1 star' || label === '2 stars');
      })
      .toBe(true);
    await expectAccessible(page);
  });
});

const HOMES = [
  { locale: 'ru-RU', checklist: 'Чек-лист настройки', sent: 'Отправлено' },
  { locale: 'pt-BR', checklist: 'Checklist de configuração', sent: 'Enviadas' },
  { locale: 'uk-UA', checklist: 'Чек-лист налаштування', sent: 'Надіслано' },
];
for (const { locale, checklist, sent } of HOMES) {
  test.describe(`home in ${locale}`, () => {
    test.use({ locale });
    test('speaks the browser’s language', async ({ page, request }) => {
      await signInWithTokens(page, request, DEMO);
      await page.goto(`${host('main')}/`);
      await expect(page.getByRole('heading', { name: checklist })).toBeVisible();
      await expect(figure(page, sent)).toHaveText(/^[\d\s ,.]+$/);
    });
  });
}
