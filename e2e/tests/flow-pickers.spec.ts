import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { API, DEMO, expectAccessible, host, pickOption, registerAccount, signInWithTokens, uniqueEmail } from './support';

/*
 * Issue 21, item 8: a new owner picks services, masters and branches by name from their own booking
 * system's data instead of typing its ids, and names the account a flow goes to by its e-mail.
 */

async function createFlow(request: APIRequestContext, token: string, data: Record<string, unknown>): Promise<string> {
  const response = await request.post(`${API}/api/v1/Workflows`, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.status()).toBe(201);
  const flow: { id: string } = await response.json();
  return flow.id;
}

const panel = (page: Page) => page.getByRole('tabpanel');
const dropdown = (page: Page) => page.locator('.ant-select-dropdown:visible');
const formItem = (page: Page, label: string) => panel(page).locator('.ant-form-item').filter({ has: page.getByLabel(label, { exact: true }) });

test('the demo owner filters a flow by services and masters picked by name; the flow stores the booking system’s ids', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { token } = await signInWithTokens(page, request, DEMO);
  const id = await createFlow(request, token, { type: 'visitReminder', title: `Picked ${Date.now()}`, content: 'Hello, {clientName}!' });
  await page.goto(`${host('main')}/flows/edit/${id}/filters`);

  const services = panel(page).getByLabel('Services', { exact: true });
  await services.fill('mani');
  await expect(dropdown(page).getByTitle('Manicure')).toBeVisible();
  await expect(dropdown(page).getByTitle('Colouring')).toHaveCount(0);
  await pickOption(page, 'Manicure');
  await expect(formItem(page, 'Services')).toContainText('Manicure');
  // "abc" is no service of the account: nothing to pick, so nothing is added.
  await services.fill('abc');
  await expect(dropdown(page)).toContainText('Nothing found');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(formItem(page, 'Services')).toContainText('Manicure');
  await panel(page).getByLabel('Masters and employees', { exact: true }).fill('Ольга');
  await pickOption(page, 'Ольга Смирнова');
  await page.keyboard.press('Escape');
  await expect(formItem(page, 'Masters and employees')).toContainText('Ольга Смирнова');
  await expectAccessible(page);
  await panel(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Saved' })).toHaveCount(1);

  const stored = await request.get(`${API}/api/v1/Workflows/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  const flow: { filters: { serviceIds?: string[]; staffIds?: string[] } } = await stored.json();
  expect(flow.filters.serviceIds).toEqual(['manicure']);
  expect(flow.filters.staffIds).toHaveLength(1);

  await page.reload();
  await expect(formItem(page, 'Services')).toContainText('Manicure');
  await expect(formItem(page, 'Services')).not.toContainText('abc');
  await expect(formItem(page, 'Masters and employees')).toContainText('Ольга Смирнова');
});

test('a flow goes to another account named by its e-mail once that account accepts it; “abc” and an unknown e-mail are refused at the field', async ({ page, request }) => {
  const other = uniqueEmail('receiver');
  await registerAccount(request, other);
  const owner = uniqueEmail('giver');
  await registerAccount(request, owner);
  const { token } = await signInWithTokens(page, request, { email: owner, password: 'Secret12' });
  const title = `Handed over ${Date.now()}`;
  await createFlow(request, token, { type: 'birthday', title, content: 'Happy birthday, {clientName}!' });
  await page.goto(`${host('main')}/flows`);
  await page.getByRole('button', { name: `Actions for “${title}”` }).click();
  await page.getByRole('menuitem', { name: 'Transfer or copy to another user' }).click();
  const dialog = page.getByRole('dialog');
  const target = dialog.getByLabel('The other user’s e-mail or user id');
  await target.fill('abc');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toContainText('Enter the other user’s e-mail or their user id');
  await target.fill(`nobody.${Date.now()}@example.com`);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toContainText('There is no user with this e-mail or id: check it with the other user');
  await target.fill(other.toUpperCase());
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  // Issue 35: an offer, not a write into the other account: the flow stays here until its receiver accepts.
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  await signInWithTokens(page, request, { email: other, password: 'Secret12' });
  await page.goto(`${host('main')}/flows`);
  const offers = page.getByRole('region', { name: 'Flows offered to you' });
  await expect(offers).toContainText(`${owner} hands you 1 flow: “${title}”`);
  await offers.getByRole('button', { name: `Accept the flows from ${owner}` }).click();
  await expect(offers).toBeHidden();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByText(`Handed over by ${owner}`)).toBeVisible();
});
