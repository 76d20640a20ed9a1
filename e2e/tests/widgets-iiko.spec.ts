import http from 'node:http';
import { portOf } from '@cabinet/build/ports';
import { expect, test, type APIRequestContext } from './fixtures';
import { ADMIN, API, expectAccessible, host, registerAccount, signInWithTokens, uniqueEmail } from './support';

/*
 * The IikoBookingWidget (issue 32): a restaurant with its iiko connected makes a booking widget of its
 * organisation from the /widgets list, pastes the snippet on its own site, and a guest on a phone reserves a
 * table there; the reserve is in iiko's stand-in.
 */

const CAFE = { id: '7b5f9c1e-3a44-4f6c-9d0e-1b2c3d4e5f60', name: 'Кафе «Пельменная №1»' };
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const subOf = (token: string): string => {
  const claims: { sub?: string } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  return claims.sub ?? '';
};

/** A new restaurant on the Pro plan (an admin's payment) with its iiko API login connected. */
async function proRestaurant(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const account = { email: uniqueEmail('iiko-widget'), password: 'Secret12' };
  await registerAccount(request, account.email, account.password, 'en');
  const { token }: { token: string } = await (await request.post(`${API}/api/v1/account/login`, { data: account })).json();
  const admin: { token: string } = await (await request.post(`${API}/api/v1/account/login`, { data: ADMIN })).json();
  expect((await request.post(`${API}/api/v1/Admin/Users/${subOf(token)}/Pays`, { headers: bearer(admin.token), data: { tariff: 1 } })).ok()).toBe(true);
  expect((await request.post(`${API}/api/v1/IikoAccounts`, { headers: bearer(token), data: { apiLogin: 'iiko-demo-login-7f3a' } })).ok()).toBe(true);
  return account;
}

test('a restaurant puts its iiko table booking on its own site, a guest on a phone reserves a table there, and another site is refused', async ({ page, request }) => {
  const account = await proRestaurant(request);
  const port = portOf('shell') + 82;
  const site = `http://127.0.0.2:${port}`;
  const copycat = `http://127.0.0.3:${port}`;

  await signInWithTokens(page, request, account);
  await page.goto(`${host('main')}/widgets/`);
  await page.getByRole('link', { name: 'New booking widget' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Tables online');
  await page.getByRole('combobox', { name: 'Branch or iiko organization' }).selectOption({ label: `${CAFE.name} (iiko)` });
  await page.getByLabel('Sites allowed to show the widget').fill(site);
  await page.getByRole('button', { name: 'Create the widget' }).click();
  await expect(page).toHaveURL(/\/widgets\/booking\?id=/);
  const snippet = await page.getByRole('textbox', { name: 'Code for your site' }).inputValue();
  expect(snippet).toContain('data-cabinet-view="iikoBookingWidget"');

  const servers = await Promise.all(
    ['127.0.0.2', '127.0.0.3'].map(async (address) => {
      const server = http.createServer((_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(`<!doctype html><html lang="en"><head><title>Пельменная</title><meta name="viewport" content="width=device-width"></head><body><main><h1>Пельменная</h1>${snippet}</main></body></html>`);
      });
      await new Promise<void>((resolve) => server.listen(port, address, () => resolve()));
      return server;
    }),
  );
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${site}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Reserve a table' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Guests' }).selectOption('4');
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Day').fill(day);
    const times = page.getByRole('group', { name: 'Free times' }).getByRole('button');
    await expect(times.first()).toBeVisible();
    const time = (await times.first().textContent()) ?? '';
    await times.first().click();
    await page.getByRole('textbox', { name: 'Your name' }).fill('Vera Guest');
    const phone = `+7900${String(Date.now()).slice(-7)}`;
    await page.getByRole('textbox', { name: 'Your phone' }).fill(phone);
    await page.getByRole('button', { name: 'Reserve' }).click();
    await expect(page.getByRole('status')).toContainText(`Your table at ${CAFE.name} is booked`);
    await expect(page.getByRole('status')).toContainText(`at ${time}, 4 guests. Table: Стол 3, Основной зал.`);
    await expectAccessible(page);

    // The reserve is in iiko, for the table, time and party the guest chose.
    const reserves: { phone: string; guestsCount: number; estimatedStartTime: string; customer: { name: string } }[] = await (
      await request.get(`${API}/stand-ins/iiko/_control/organizations/${CAFE.id}/reserves`)
    ).json();
    expect(reserves.find((reserve) => reserve.phone === phone)).toMatchObject({ guestsCount: 4, estimatedStartTime: `${day} ${time}:00.000`, customer: { name: 'Vera Guest' } });

    // The same snippet on a site the restaurant did not list: the widget loads, says so, and takes nothing.
    await page.goto(`${copycat}/`);
    await expect(page.getByRole('alert')).toHaveText(/This reservation widget is not allowed on this site/);
    await expect(page.getByRole('button', { name: 'Reserve' })).toHaveCount(0);
  } finally {
    for (const server of servers) server.close();
  }

  // The cabinet's list (on the owner's desktop) counts the reserve.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${host('main')}/widgets/`);
  const row = page.getByRole('table', { name: 'Your widgets' }).getByRole('row', { name: /Tables online/ });
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
});
