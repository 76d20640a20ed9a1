import { expect, test } from './fixtures';
import { DEMO, expectAccessible, host, signInWithTokens } from './support';

/*
 * AI answers to reviews (issue 32): the demo salon runs the feedback tariff with a package of answers; the
 * development API drafts through the language-model stand-in, which says what it is. The owner drafts an
 * answer, edits it and approves it; the package counts one answer down and the rating shows its answer.
 */
test('an owner has an answer to a rating drafted, edits it and approves it', async ({ page, request }) => {
  await signInWithTokens(page, request, DEMO);
  await page.goto(`${host('main')}/widgets/reviews-ai`);
  await expect(page.getByRole('heading', { level: 1, name: 'AI review replies' })).toBeVisible();
  const widgets = page.getByRole('table', { name: 'Review widgets' });
  await expect(widgets.getByRole('link', { name: 'Aurora, Yekaterinburg' })).toBeVisible();
  await expect(page.getByText('Drafts come from the development stand-in: it matches words and understands nothing.')).toBeVisible();
  await expectAccessible(page);

  await widgets.getByRole('link', { name: 'Aurora, Yekaterinburg' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI review widget: Aurora, Yekaterinburg' })).toBeVisible();
  const left = page.getByText(/^Answers left in the package: \d+$/);
  const before = Number((await left.innerText()).replace(/\D/g, ''));

  const ratings = page.getByRole('table', { name: 'Ratings to answer' });
  await ratings.getByRole('button', { name: 'Draft an answer' }).first().click();
  const editor = page.getByRole('textbox', { name: /^Answer to / }).first();
  await expect(editor).toHaveValue(/^Stand-in model/);
  await expect(left).toHaveText(`Answers left in the package: ${before - 1}`);
  await expectAccessible(page);

  const answer = `Thank you for coming, we have passed your words to the team (${Date.now()}).`;
  await editor.fill(answer);
  const row = ratings.getByRole('row').filter({ has: editor });
  await row.getByRole('button', { name: 'Approve the answer' }).click();
  await expect(page.getByRole('textbox', { name: /^Answer to / })).toHaveCount(0);

  // Approved, it leaves the ratings to answer and is among the answered ones, as its answer.
  await page.getByText('Answered', { exact: true }).click();
  await expect(page).toHaveURL(/state=answered/);
  await expect(ratings.getByText(answer)).toBeVisible();
  await expect(left).toHaveText(`Answers left in the package: ${before - 1}`);
});
