import http from 'node:http';
import { expect, test, type APIRequestContext } from './fixtures';
import { portOf } from '@cabinet/build/ports';
import { API, DEMO, REMOTE_ORIGINS, expectAccessible, registerAccount, uniqueEmail } from './support';

/*
 * A public view without the shell: on its remote's own origin, and embedded in a third party's page with
 * one script tag and a container, styles kept apart both ways.
 */

const FLOWS = REMOTE_ORIGINS['mf-flows'];
const WIDGETS = REMOTE_ORIGINS['mf-widgets'];

/** A client's personal opt-out path (/il/<token>), made through the API as the owner's {ignoreLink} is. */
async function optOutPath(request: APIRequestContext): Promise<string> {
  const login = await request.post(`${API}/api/v1/account/login`, { data: DEMO });
  const { token }: { token: string } = await login.json();
  const phone = `+7900${String(Date.now()).slice(-7)}`;
  const response = await request.post(`${API}/api/v1/IgnorePhones/Link`, { headers: { Authorization: `Bearer ${token}` }, data: { phone } });
  expect(response.ok()).toBe(true);
  const link: { path: string } = await response.json();
  return link.path;
}

test('the opt-out view works on its own URL with the shared packages alone: no shell, no session, no other remote', async ({ page, request }) => {
  const path = await optOutPath(request);
  const origins = new Set<string>();
  page.on('request', (sent) => origins.add(new URL(sent.url()).origin));

  await page.goto(`${FLOWS}${path}`);
  await expect(page.getByRole('heading', { name: 'Message preferences', level: 1 })).toBeVisible();
  await expect(page.getByText('You receive messages')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Stop sending me messages' }).click();
  await expect(page.getByRole('status')).toHaveText('Done: you will not receive messages from this business any more.');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  expect([...origins].sort()).toEqual([API, FLOWS].sort());
});

test('the rating page of a review link works on mf-widgets’s own origin, without the shell', async ({ page, request }) => {
  // A new account's review link, minted as its messages would carry it (development only: dev/client-links).
  const account = { email: uniqueEmail('standalone'), password: 'Secret12' };
  await registerAccount(request, account.email, account.password, 'en');
  const { token }: { token: string } = await (await request.post(`${API}/api/v1/account/login`, { data: account })).json();
  const links = await request.post(`${API}/dev/client-links`, { headers: { Authorization: `Bearer ${token}` }, data: {} });
  expect(links.status()).toBe(200);
  const { reviewLink }: { reviewLink: string } = await links.json();
  const origins = new Set<string>();
  page.on('request', (sent) => origins.add(new URL(sent.url()).origin));

  await page.goto(`${WIDGETS}${new URL(reviewLink).pathname}`);
  await expect(page.getByRole('heading', { name: 'Rate your visit', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: '4 of 5' }).check();
  await page.getByRole('button', { name: 'Send the review' }).click();
  await expect(page.getByRole('status')).toHaveText('Thank you for your review!');
  await expectAccessible(page);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  expect([...origins].sort()).toEqual([API, WIDGETS].sort());
});

test('a partner page embeds the view with one script tag; neither page restyles the other', async ({ page, request }) => {
  const path = await optOutPath(request);
  const token = path.split('/').pop() ?? '';
  // The partner's page, from an origin of its own (a real server: Chromium lets a page reach loopback
  // addresses only from loopback itself).
  const port = portOf('shell') + 80;
  const partner = `http://partner.localhost:${port}`;
  const html = `<!doctype html><html lang="en"><head><title>Partner</title>
        <style>h1, button { color: rgb(255, 0, 0) !important; font-family: serif !important; }</style></head>
        <body><h1>Partner news</h1>
        <div data-cabinet-view="ignorePhone" data-enc-user-guid="${token}" data-api="${API}/" data-brand-name="Salon"></div>
        <script src="${FLOWS}/standalone.js"></script></body></html>`;
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  try {
    await page.goto(`${partner}/article.html`);

    const embedded = page.getByRole('heading', { name: 'Message preferences', level: 1 });
    await expect(embedded).toBeVisible();
    await expect(page.getByText('You receive messages')).toBeVisible();
    // The partner's rules do not reach into the view...
    expect(await embedded.evaluate((element) => getComputedStyle(element).color)).not.toBe('rgb(255, 0, 0)');
    // ...and the view's styles stay in its shadow root: the partner's head holds only its own style.
    expect(await page.evaluate(() => document.head.querySelectorAll('style, link[rel="stylesheet"]').length)).toBe(1);
    const partnerHeading = page.getByRole('heading', { name: 'Partner news' });
    expect(await partnerHeading.evaluate((element) => getComputedStyle(element).fontFamily)).toBe('serif');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toContain('apple-system');
    await expect(page).toHaveURL(`${partner}/article.html`);
  } finally {
    server.close();
  }
});
