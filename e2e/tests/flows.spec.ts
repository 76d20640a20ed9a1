import { expect, test, type APIRequestContext } from './fixtures';
import { API, DEMO, expectAccessible, host, registerAccount, signInWithTokens, uniqueEmail } from './support';

async function createFlow(request: APIRequestContext, token: string, title: string) {
  const response = await request.post(`${API}/api/v1/Workflows`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { type: 'visitReminder', title, content: 'Hello, {clientName}! See you at {recordTime}.' },
  });
  expect(response.status()).toBe(201);
}

test('the demo owner sees the seeded flows with their statuses and modes, and the page passes axe', async ({ page, request }) => {
  await signInWithTokens(page, request, DEMO);
  await page.goto(`${host('main')}/flows`);
  const table = page.getByRole('table', { name: 'Flows' });
  const row = table.getByRole('row', { name: /Reminder a day before/ });
  // The engine sets a running flow's status: working while a message of it is due, else waiting for the next.
  await expect(row).toContainText(/Working|Waiting/);
  await expect(row).toContainText('Live');
  await expect(table.getByRole('row', { name: /Abandoned cart/ })).toContainText('Not in your tariff');
  await expectAccessible(page);
});

test('an owner pauses a flow and continues it, and the list says so', async ({ page, request }) => {
  const email = uniqueEmail('flows');
  await registerAccount(request, email);
  const { token } = await signInWithTokens(page, request, { email, password: 'Secret12' });
  await createFlow(request, token, 'Evening reminder');

  await page.goto(`${host('main')}/flows`);
  const row = page.getByRole('table', { name: 'Flows' }).getByRole('row', { name: /Evening reminder/ });
  await expect(row).toContainText('Test');
  await row.getByRole('button', { name: 'Actions for “Evening reminder”' }).click();
  await page.getByRole('menuitem', { name: 'Pause' }).click();
  await expect(row).toContainText('Paused');

  await row.getByRole('button', { name: 'Actions for “Evening reminder”' }).click();
  await page.getByRole('menuitem', { name: 'Continue' }).click();
  await expect(row).not.toContainText('Paused');
});

test('an owner duplicates a flow, pauses two at once, and deletes one, and the list follows', async ({ page, request }) => {
  const email = uniqueEmail('flows');
  await registerAccount(request, email);
  const { token } = await signInWithTokens(page, request, { email, password: 'Secret12' });
  await createFlow(request, token, 'Morning reminder');
  await createFlow(request, token, 'Review request');

  await page.goto(`${host('main')}/flows`);
  const table = page.getByRole('table', { name: 'Flows' });
  const row = (title: string) => table.getByRole('row', { name: new RegExp(title.replace(/[()]/g, '\\$&')) });

  // Duplicate: the copy arrives paused, in test mode (api-server's decision, written in the schema).
  await row('Morning reminder').first().getByRole('button', { name: 'Actions for “Morning reminder”' }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expect(row('Morning reminder (copy)')).toContainText('Paused');

  // Bulk pause over the two originals.
  await table.getByRole('checkbox', { name: 'Select “Morning reminder”' }).check();
  await table.getByRole('checkbox', { name: 'Select “Review request”' }).check();
  const toolbar = page.getByRole('toolbar', { name: 'Actions on the selected flows' });
  await expect(toolbar).toContainText('Selected: 2');
  await toolbar.getByRole('button', { name: 'Pause' }).click();
  await expect(row('Review request')).toContainText('Paused');
  await expect(table.getByRole('row', { name: /^(?!.*copy).*Morning reminder/ })).toContainText('Paused');

  // Delete one, after confirming.
  await row('Review request').getByRole('button', { name: 'Actions for “Review request”' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete the flow “Review request”?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(row('Review request')).toHaveCount(0);
  await page.reload();
  await expect(row('Review request')).toHaveCount(0);
  await expect(table.getByRole('row', { name: /Morning reminder/ })).toHaveCount(2);
});

test('a searched, filtered, sorted and paged list keeps its rows through a reload and Back: its state is in the URL', async ({ page, request }) => {
  const email = uniqueEmail('flows');
  await registerAccount(request, email);
  const { token } = await signInWithTokens(page, request, { email, password: 'Secret12' });
  for (let number = 1; number <= 12; number += 1) await createFlow(request, token, `Flow ${String(number).padStart(2, '0')}`);

  await page.goto(`${host('main')}/flows`);
  const table = page.getByRole('table', { name: 'Flows' });
  const row = (title: string) => table.getByRole('row', { name: new RegExp(title) });
  await expect(row('Flow 12')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search flows' }).fill('Flow');
  await expect(page).toHaveURL(/\/flows\?search=Flow$/);
  await page.getByRole('radiogroup', { name: 'Mode' }).getByText('Test').click();
  await table.getByRole('columnheader', { name: 'Title' }).click();
  await expect(page).toHaveURL(/\?search=Flow&mode=test&sort=title&order=asc$/);
  await table.getByRole('columnheader', { name: 'Title' }).click();
  await page.getByRole('combobox', { name: 'Page Size' }).selectOption('10 / page');
  await expect(page).toHaveURL(/\?search=Flow&mode=test&sort=title&order=desc&pageSize=10$/);
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/\?search=Flow&mode=test&sort=title&order=desc&page=2&pageSize=10$/);
  await expect(row('Flow 01')).toBeVisible();
  await expect(row('Flow 02')).toBeVisible();
  await expect(row('Flow 12')).toHaveCount(0);

  // A reload (or the link shared) shows the same rows, and the controls say why.
  await page.reload();
  await expect(row('Flow 01')).toBeVisible();
  await expect(row('Flow 02')).toBeVisible();
  await expect(row('Flow 03')).toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: 'Search flows' })).toHaveValue('Flow');
  await expect(page.getByRole('radiogroup', { name: 'Mode' }).getByRole('radio', { name: 'Test' })).toBeChecked();
  await expect(table.getByRole('columnheader', { name: 'Title' })).toHaveAttribute('aria-sort', 'descending');

  // Back is the first page of the same list.
  await page.goBack();
  await expect(page).toHaveURL(/\?search=Flow&mode=test&sort=title&order=desc&pageSize=10$/);
  await expect(row('Flow 12')).toBeVisible();
  await expect(row('Flow 03')).toBeVisible();
  await expect(row('Flow 01')).toHaveCount(0);
});

test('search narrows the list on the server, in Russian too', async ({ browser, request }) => {
  const context = await browser.newContext({ locale: 'ru-RU' });
  const page = await context.newPage();
  await signInWithTokens(page, request, DEMO);
  await page.goto(`${host('main')}/flows`);
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: /Birthday greeting/ })).toBeVisible();
  await page.getByRole('searchbox').fill('Birthday');
  await expect(table.getByRole('row', { name: /Birthday greeting/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Reminder a day before/ })).toHaveCount(0);
  await context.close();
});

// mf-flows is loaded by the main cabinet, its regional mirror and the onboarding variant (domain map).
for (const [name, brand] of [
  ['mirror', 'NotifyGlobal'],
  ['onboarding', 'SalonNotify'],
] as const) {
  test(`on the ${name} host the owner lists the flows and opens one in the editor, under that host's brand`, async ({ page, request }) => {
    await signInWithTokens(page, request, DEMO, host(name));
    await page.goto(`${host(name)}/flows`);
    await expect(page.getByRole('banner')).toContainText(brand);
    const row = page.getByRole('table', { name: 'Flows' }).getByRole('row', { name: /Reminder a day before/ });
    await expect(row).toContainText(/Working|Waiting/);
    await row.getByRole('link', { name: 'Reminder a day before' }).click();
    await expect(page).toHaveURL(/\/flows\/edit\/[^/]+$/);
    await expect(page.getByRole('tab', { name: 'Message', exact: true })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Schedule' }).click();
    await expect(page).toHaveURL(/\/flows\/edit\/[^/]+\/schedule$/);
  });
}
