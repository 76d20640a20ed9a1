import type { Browser, BrowserContext } from '@playwright/test';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { API, REMOTE_ORIGINS, expectAccessible, host, outbox, signInWithTokens, uniqueEmail } from './support';

/*
 * The client's side of the widgets, on a 390 px phone: the rating page of a review request and the visit page
 * of a reminder's confirm and cancel links, each driven by what its owner set up in the cabinet. The links are
 * real sealed ones for bookings at the owner's development branch (the API's development-only
 * dev/client-links); message-links.spec.ts covers the engine composing them into a message.
 */

interface ClientLinks {
  reviewLink: string;
  confirmLink: string;
  cancelLink: string;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A new Russian account in English on the Pro plan, as a new owner gets it: the quick start's free trial, paid by card check. */
async function proOwner(page: Page, request: APIRequestContext): Promise<{ token: string }> {
  const account = { email: uniqueEmail('widgets'), password: 'Secret12' };
  const registered = await request.post(`${API}/api/v1/account/register`, {
    data: { ...account, confirmPassword: account.password, phone: '+79001234567', countryId: 1, language: 'en', clientHost: host('main'), isAgreeWithTerms: true },
  });
  expect(registered.ok()).toBe(true);
  const { token } = await signInWithTokens(page, request, account);
  await page.goto(`${host('main')}/payments?trial=1`);
  await page.getByRole('button', { name: 'Start the free trial' }).click();
  await page.frameLocator('iframe[title="Payment form"]').getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toBeVisible();
  return { token };
}

async function clientLinks(request: APIRequestContext, token: string, phone: string): Promise<ClientLinks> {
  const response = await request.post(`${API}/dev/client-links`, { headers: auth(token), data: { clientName: 'Anna Petrova', phone } });
  expect(response.status()).toBe(200);
  return response.json();
}

/** The link's path on this platform's shell (the links point at the owner's client origin). */
function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

async function phone(browser: Browser): Promise<{ context: BrowserContext; client: Page }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });
  // The map services are outside this machine: the client's new tab gets a stand-in page.
  await context.route(/^https:\/\/(maps\.google\.com|2gis\.ru)\//, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title>' }));
  return { context, client: await context.newPage() };
}

async function fitsThePhone(client: Page): Promise<void> {
  expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('a client rates low and the owner is alerted with the comment, no map offered; rates high and is offered the maps, where a click counts on the owner’s list', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const { token } = await proOwner(page, request);
  const name = `Aurora ${Date.now()}`;
  const notifyEmail = uniqueEmail('alerts');
  const created = await request.post(`${API}/api/v1/Widgets/Review`, {
    headers: auth(token),
    data: {
      name,
      language: 'en',
      notifyEmail,
      googleMapLink: 'https://maps.google.com/?cid=4242',
      twoGisMapLink: 'https://2gis.ru/moscow/firm/4242',
      minimalRating: 4,
      routingMode: 'minimalRating',
      positiveText: 'Thank you! Tell others on a map.',
      negativeText: 'We are sorry: the manager will call you today.',
    },
  });
  expect(created.status()).toBe(201);
  const links = await clientLinks(request, token, '+79161234501');

  const { context, client } = await phone(browser);
  await client.goto(`${host('main')}${pathOf(links.reviewLink)}`);
  await expect(client.getByRole('heading', { level: 1, name: 'Rate your visit' })).toBeVisible();
  await expect(client.getByText('Specialist: Olga Smirnova · Haircut')).toBeVisible();
  await expectAccessible(client);
  await fitsThePhone(client);

  // Low: the apology, no map; the owner's notify address has the alert with the client's words.
  const comment = `Waited 40 minutes (${Date.now()})`;
  await client.getByRole('radio', { name: '2 of 5' }).check();
  await client.getByLabel('What did you like, and what could be better? (optional)').fill(comment);
  await client.getByRole('button', { name: 'Send the review' }).click();
  await expect(client.getByRole('status').filter({ hasText: 'Thank you for your review!' })).toBeVisible();
  await expect(client.getByText('We are sorry: the manager will call you today.')).toBeVisible();
  await expect(client.getByRole('link', { name: /^Review on/ })).toHaveCount(0);
  const [alert] = await outbox(request, notifyEmail);
  expect(alert?.subject).toBe(`Low rating 2/5: ${name}`);
  expect(alert?.text).toContain('Low rating 2/5 from Anna Petrova (+79161234501)');
  expect(alert?.text).toContain(comment);

  // High: the thanks for a good rating and both maps; a click opens the map and counts one transition.
  await client.getByRole('radio', { name: '5 of 5' }).check();
  await client.getByRole('button', { name: 'Update the review' }).click();
  await expect(client.getByText('Thank you! Tell others on a map.')).toBeVisible();
  await expect(client.getByRole('link', { name: 'Review on 2GIS' })).toHaveAttribute('href', 'https://2gis.ru/moscow/firm/4242');
  const google = client.getByRole('link', { name: 'Review on Google Maps' });
  await expect(google).toHaveAttribute('href', 'https://maps.google.com/?cid=4242');
  await expectAccessible(client);
  await fitsThePhone(client);
  const counted = client.waitForResponse((response) => response.url().endsWith('/Transitions') && response.request().method() === 'POST');
  const map = context.waitForEvent('page');
  await google.click();
  expect((await counted).status()).toBe(204);
  await expect(await map).toHaveURL('https://maps.google.com/?cid=4242');
  await context.close();

  // The owner's list: one transition, one rating.
  await page.goto(`${host('main')}/widgets/`);
  const row = page.getByRole('table', { name: 'Your widgets' }).getByRole('row').filter({ has: page.getByRole('link', { name }) });
  await expect(row.getByRole('cell')).toHaveText([name, 'Review catcher', 'Active', '1', '1', '—']);
});

test('a client answers the visit page as the owner’s Confirm widget sets it up: price, master’s name, which buttons', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const { token } = await proOwner(page, request);
  const settings = async (checks: Record<string, boolean>) => {
    await page.goto(`${host('main')}/widgets/confirm/settings`);
    for (const [label, checked] of Object.entries(checks)) await page.getByRole('checkbox', { name: label }).setChecked(checked);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The visit page settings are saved')).toBeVisible();
  };

  // The price but not the master; only "Confirm", even on the link that asks to cancel.
  await settings({ 'Show the price of the visit': true, 'Show the master’s name': false, 'Show the “Confirm” button': true, 'Show the “Cancel” button': false });
  const first = await clientLinks(request, token, '+79161234502');
  const { context, client } = await phone(browser);
  await client.goto(`${host('main')}${pathOf(first.cancelLink)}`);
  await expect(client.getByRole('heading', { level: 1, name: 'Your visit' })).toBeVisible();
  await expect(client.getByText('Waiting for your answer')).toBeVisible();
  await expect(client.getByRole('definition').filter({ hasText: 'Aurora Studio' })).toContainText('12 Tverskaya St');
  await expect(client.getByRole('definition').filter({ hasText: /2,500/ })).toBeVisible();
  await expect(client.getByText('Olga Smirnova')).toHaveCount(0);
  await expect(client.getByRole('button', { name: 'Cancel the visit' })).toHaveCount(0);
  await expectAccessible(client);
  await fitsThePhone(client);
  await client.getByRole('button', { name: 'Confirm the visit' }).click();
  await expect(client.getByRole('status').filter({ hasText: 'Thank you! Your visit is confirmed. See you then.' })).toBeVisible();
  await expect(client.getByText('Confirmed', { exact: true })).toBeVisible();

  // The master but not the price; only "Cancel", even on the confirm link; cancelling asks once more.
  await settings({ 'Show the price of the visit': false, 'Show the master’s name': true, 'Show the “Confirm” button': false, 'Show the “Cancel” button': true });
  const second = await clientLinks(request, token, '+79161234503');
  await client.goto(`${host('main')}${pathOf(second.confirmLink)}`);
  await expect(client.getByText('Waiting for your answer')).toBeVisible();
  await expect(client.getByText('Olga Smirnova')).toBeVisible();
  await expect(client.getByRole('definition').filter({ hasText: /2,500/ })).toHaveCount(0);
  await expect(client.getByRole('button', { name: 'Confirm the visit' })).toHaveCount(0);
  await client.getByRole('button', { name: 'Cancel the visit' }).click();
  await client.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(client.getByRole('status').filter({ hasText: 'Your visit is cancelled. You are welcome to book again any time.' })).toBeVisible();
  await expect(client.getByText('Cancelled', { exact: true })).toBeVisible();
  await expectAccessible(client);
  await fitsThePhone(client);
  await context.close();
});

test('a review link on a Russian business’s host opens in Russian on an English phone, dates too, with the widgets’ code alone', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const { token } = await proOwner(page, request);
  const created = await request.post(`${API}/api/v1/Widgets/Review`, {
    headers: auth(token),
    data: { name: `Аврора ${Date.now()}`, language: 'ru', minimalRating: 4, routingMode: 'minimalRating', positiveText: 'Спасибо!', negativeText: 'Нам жаль.' },
  });
  expect(created.status()).toBe(201);
  const links = await clientLinks(request, token, '+79161234504');

  const { context, client } = await phone(browser);
  const scripts: string[] = [];
  client.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(sent.url());
  });
  await client.goto(`${host('main')}${pathOf(links.reviewLink)}`);
  await expect(client.getByRole('heading', { level: 1, name: 'Оцените визит' })).toBeVisible();
  // The visit's date in the widget's language, not in the phone's (the view switched language after it started).
  await expect(client.getByText(/^Ваш визит \d{1,2} [а-я]+ \d{4} г\. в \d{2}:\d{2}$/)).toBeVisible();
  await expect(client.locator('html')).toHaveAttribute('lang', 'ru');
  // The cabinet host hands the page to the widgets' standalone build: none of the cabinet's code is fetched.
  const cabinetScripts = scripts.filter((url) => !url.startsWith(REMOTE_ORIGINS['mf-widgets']));
  expect(cabinetScripts.map((url) => new URL(url).pathname)).toEqual([expect.stringMatching(/^\/public\.[0-9a-f]+\.js$/)]);
  await expectAccessible(client);
  await context.close();
});
