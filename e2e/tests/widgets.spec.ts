import { expect, test } from './fixtures';
import { DEMO, expectAccessible, host, signInWithTokens } from './support';

test.describe('the review catcher', () => {
  test('an owner configures a review widget, sees what a client sees at each rating, and finds it on the list', async ({ page, request }) => {
    await signInWithTokens(page, request, DEMO);
    await page.goto(`${host('main')}/widgets/`);
    const list = page.getByRole('table', { name: 'Your widgets' });
    await expect(list.getByRole('link', { name: 'Aurora, Tverskaya' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'New review widget' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Review widget' })).toBeVisible();
    const name = `Arbat studio ${Date.now()}`;
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByRole('radio', { name: 'English' }).check();
    await page.getByLabel('Google Maps link').fill('https://maps.google.com/?cid=4242');
    await page.getByLabel('Text for a good rating').fill('Thank you! Tell others on Google.');
    await page.getByLabel('Text for a low rating').fill('We are sorry: the manager will call you today.');

    // A Russian account starts with the spec's minimal rating for maps (4): a 2 sees the apology, no maps.
    const preview = page.getByRole('region', { name: 'What a client sees' });
    await preview.getByText('2 ★').click();
    await expect(preview.getByText('We are sorry: the manager will call you today.')).toBeVisible();
    await expect(preview.getByRole('link', { name: 'Review on Google Maps' })).toBeHidden();
    await preview.getByText('5 ★').click();
    await expect(preview.getByRole('link', { name: 'Review on Google Maps' })).toHaveAttribute('href', 'https://maps.google.com/?cid=4242');
    await expect(preview.getByText('Thank you! Tell others on Google.')).toBeVisible();

    // The compliant mode offers every client the maps; the preview follows at once.
    await page.getByRole('radio', { name: /^Every client/ }).check();
    await preview.getByText('2 ★').click();
    await expect(preview.getByRole('link', { name: 'Review on Google Maps' })).toBeVisible();

    // The page is the widget's language, not the cabinet's.
    await page.getByRole('radio', { name: 'Português (Brasil)' }).check();
    await expect(preview.getByRole('link', { name: 'Avaliar no Google Maps' })).toBeVisible();
    await expectAccessible(page);

    // A bad link is refused at its field and nothing typed is lost.
    await page.getByLabel('Yandex Maps link').fill('not a link');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The link must be a valid http or https address')).toBeVisible();
    await page.getByLabel('Yandex Maps link').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`The widget “${name}” is created`)).toBeVisible();
    await expect(page).toHaveURL(/\/widgets\/review\?id=/);
    await expect(page.getByText('Transitions to maps: 0 · ratings received: 0')).toBeVisible();

    await page.getByRole('link', { name: 'Back to the widgets' }).click();
    const row = list.getByRole('row').filter({ has: page.getByRole('link', { name }) });
    await expect(row.getByRole('cell')).toHaveText([name, 'Review catcher', 'Active', '0', '0', '—']);
  });
});

test.describe("a widget's ratings", () => {
  test('an owner opens the ratings a widget collected, filters the negative ones, searches and exports them', async ({ page, request }) => {
    await signInWithTokens(page, request, DEMO);
    await page.goto(`${host('main')}/widgets/`);
    const list = page.getByRole('table', { name: 'Your widgets' });
    const row = list.getByRole('row').filter({ has: page.getByRole('link', { name: 'Aurora, Tverskaya' }) });
    const received = (await row.getByRole('cell').nth(4).innerText()).trim();
    await row.getByRole('cell').nth(4).getByRole('link').click();

    await expect(page.getByRole('heading', { level: 1, name: 'Review ratings: Aurora, Tverskaya' })).toBeVisible();
    await page.getByText('All time').click();
    // The figures are the list's: every rating the widget collected, counted from stored rows.
    const figures = page.getByRole('heading', { level: 2, name: 'This period' }).locator('..');
    await expect(figures.getByRole('definition').first()).toHaveText(Number(received).toLocaleString('en'));
    await expectAccessible(page);

    await page.getByText('Negative', { exact: true }).click();
    await expect(page).toHaveURL(/rating=negative/);
    const table = page.getByRole('table', { name: 'Ratings' });
    await expect(table.getByRole('img', { name: /^[345] stars$/ })).toHaveCount(0);
    await expect(table.getByRole('img', { name: /^[12] stars?$/ }).first()).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^ratings-[0-9a-f]{8}\.csv$/);

    // A search nothing matches says so, and the filter stays.
    await page.getByRole('searchbox', { name: 'Search ratings' }).fill('no such client zzz');
    await expect(page.getByText('No ratings match')).toBeVisible();
    await expect(page).toHaveURL(/rating=negative/);
  });
});
