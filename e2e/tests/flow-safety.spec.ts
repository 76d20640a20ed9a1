import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API, host, registerAccount, signInWithTokens, uniqueEmail } from './support';

/*
 * What keeps an owner's work and clients safe in the flow editor (issues 21 and 14): unsaved changes are
 * never dropped without asking.
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
  await page.getByRole('tab', { name: /Message/ }).click();

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
    void dialog.dismiss();
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
