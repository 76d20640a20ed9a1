import { randomInt } from 'node:crypto';
import { expect, test, type Page } from './fixtures';
import { API, DEMO, host, signInWithTokens } from './support';

/*
 * No silent lost update in mass mailings (issue 14): two tabs edit one mailing; the later save, based on the
 * version before the first one, is stopped with what was typed kept, and goes through when told to save over it.
 */

const phone = (index: number, stamp: number) => `+7916${String(stamp).padStart(3, '0')}${String(index).padStart(4, '0')}`;

/** Renames the mailing on its first step and moves on to the last, as a user would. */
async function renameAndReview(page: Page, id: string, title: string) {
  await page.goto(`${host('mailing')}/distributions/${id}/edit/message`);
  const field = page.getByLabel('Title', { exact: true });
  await expect(field).not.toHaveValue('');
  await field.fill(title);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/edit\/audience/);
  await page.getByRole('navigation', { name: 'Steps' }).getByRole('link', { name: '4. Check and start' }).click();
  await expect(page).toHaveURL(/\/edit\/review/);
}

test('two tabs edit one mailing: the stale save is stopped with the edit kept, then saved over the other when asked', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { token } = await signInWithTokens(page, request, DEMO, host('mailing'));
  const stamp = randomInt(0, 1000);
  const created = await request.post(`${API}/api/v1/Distributions`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: `Two tabs ${stamp}`,
      type: 'whatsapp',
      mode: 'test',
      text: 'Hello, {clientName}! {ignoreLink}',
      image: null,
      startAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      endAt: null,
      daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
      beginHour: 10,
      endHour: 20,
      perDay: 300,
      aiAssistantId: null,
      audience: { source: 'list', fileName: 'two-tabs.csv', rows: [0, 1, 2].map((index) => ({ name: `Client ${index}`, phone: phone(index, stamp) })) },
    },
  });
  expect(created.status()).toBe(201);
  const mailing: { id: string } = await created.json();
  const { id } = mailing;

  const other = await page.context().newPage();
  await renameAndReview(page, id, `Renamed in tab A ${stamp}`);
  await renameAndReview(other, id, `Renamed in tab B ${stamp}`);

  // Tab A saves first.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The mailing is saved')).toBeVisible();

  // Tab B's save was based on the version before: stopped, its title kept on screen.
  await other.getByRole('button', { name: 'Save', exact: true }).click();
  const conflict = other.getByRole('alert').filter({ hasText: 'Someone else saved this in the meantime' });
  await expect(conflict).toBeVisible();
  await expect(other.getByText(`Renamed in tab B ${stamp}`)).toBeVisible();
  const stored = async () => {
    const current: { title: string } = await (await request.get(`${API}/api/v1/Distributions/${id}`, { headers: { authorization: `Bearer ${token}` } })).json();
    return current.title;
  };
  expect(await stored()).toBe(`Renamed in tab A ${stamp}`);

  await conflict.getByRole('button', { name: 'Save mine over it' }).click();
  await expect(other.getByText('The mailing is saved')).toBeVisible();
  await expect(conflict).toBeHidden();
  expect(await stored()).toBe(`Renamed in tab B ${stamp}`);
});
