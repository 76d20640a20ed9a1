import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { API, host, registerAccount, signInWithTokens, uniqueEmail } from './support';

/*
 * What keeps an owner's work and clients safe in the flow editor (issues 21 and 14): unsaved changes are
 * never dropped without asking, and a save based on an older version never silently overwrites a newer one.
 */

/** A fresh owner signed in, with one visit reminder made through the API. */
async function ownerWithFlow(page: Page, request: APIRequestContext, title: string) {
  const email = uniqueEmail('safety');
  await registerAccount(request, email);
  const { token } = await signInWithTokens(page, request, { email, password: 'Secret12' });
  const response = await request.post(`${API}/api/v1/Workflows`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { type: 'visitReminder', title, content: 'Hello, {clientName}!' },
  });
  expect(response.status()).toBe(201);
  const flow: { id: string } = await response.json();
  return { token, id: flow.id };
}

const panel = (page: Page) => page.getByRole('tabpanel');

test('leaving a flow with unsaved changes asks first (All flows, the sidebar, closing the tab); staying keeps the text', async ({ page, request }) => {
  const { id } = await ownerWithFlow(page, request, 'Unsaved reminder');
  await page.goto(`${host('main')}/flows/edit/${id}`);
  const title = panel(page).getByLabel('Title', { exact: true });
  await title.fill('A title I typed');
  // Another tab of the same flow keeps the draft without asking.
  await page.getByRole('tab', { name: 'Schedule' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Message (unsaved)' }).click();

  const question = page.getByRole('dialog', { name: 'Leave without saving?' });
  await page.getByRole('link', { name: 'All flows' }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Stay and save' }).click();
  await expect(page).toHaveURL(new RegExp(`/flows/edit/${id}`));
  await expect(title).toHaveValue('A title I typed');

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').first().click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Stay and save' }).click();
  await expect(title).toHaveValue('A title I typed');

  // The browser's own question before the tab closes or reloads.
  const asked = new Promise<string>((resolve) => page.once('dialog', (dialog) => {
    resolve(dialog.type());
    void dialog.accept();
  }));
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
});

test('the bulk text editor asks before leaving with unsaved texts, and leaves when told to', async ({ page, request }) => {
  await ownerWithFlow(page, request, 'Bulk draft flow');
  await page.goto(`${host('main')}/flows/EditTextInFlows`);
  await page.getByLabel('Text of “Bulk draft flow”').fill('A new text, not saved');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').first().click();
  const question = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).not.toHaveURL(/EditTextInFlows/);
});

test('two tabs edit one flow: the stale save is stopped with the text kept, then saved over the other when asked', async ({ page, request }) => {
  const { token, id } = await ownerWithFlow(page, request, 'Shared reminder');
  const other = await page.context().newPage();
  await page.goto(`${host('main')}/flows/edit/${id}`);
  await other.goto(`${host('main')}/flows/edit/${id}`);
  await expect(panel(other).getByLabel('Message text')).toHaveValue('Hello, {clientName}!');

  // The first tab renames the flow and saves.
  await panel(page).getByLabel('Title', { exact: true }).fill('Renamed in the first tab');
  await panel(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Renamed in the first tab' })).toBeVisible();

  // The second tab, opened before that save, changes the text: its save is stopped, nothing lost.
  const text = panel(other).getByLabel('Message text');
  await text.fill('Text from the second tab');
  await panel(other).getByRole('button', { name: 'Save', exact: true }).click();
  const conflict = panel(other).getByRole('alert').filter({ hasText: 'Someone else saved this in the meantime' });
  await expect(conflict).toBeVisible();
  await expect(text).toHaveValue('Text from the second tab');

  await conflict.getByRole('button', { name: 'Save mine over it' }).click();
  await expect(conflict).toHaveCount(0);
  await expect.poll(async () => {
    const stored = await request.get(`${API}/api/v1/Workflows/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    const flow: { title: string; content: string } = await stored.json();
    return [flow.title, flow.content];
  }).toEqual(['Renamed in the first tab', 'Text from the second tab']);
});
