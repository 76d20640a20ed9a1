import http from 'node:http';
import { portOf } from '@cabinet/build/ports';
import { expect, test, type APIRequestContext } from './fixtures';
import { ADMIN, API, expectAccessible, host, registerAccount, REMOTE_ORIGINS, signInWithTokens, uniqueEmail } from './support';

/*
 * The BookingWidget (issue 32): an owner with a connected YCLIENTS branch makes a booking widget, lists the
 * salon's site, and pastes the snippet there; a client books on that site, the visit is in the booking
 * system's stand-in and the owner's "record created" flow messages the client. The same snippet on a site the
 * owner did not list refuses. The sites are on 127.0.0.2 and 127.0.0.3, which not even a development API
 * trusts as the cabinet's own (it does *.localhost): only the widget's CORS lets the listed one book.
 */

const BRANCH = '702102';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const subOf = (token: string): string => {
  const claims: { sub?: string } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  return claims.sub ?? '';
};

/** A new salon on the Pro plan (an admin's payment) with its YCLIENTS branch connected. */
async function proSalon(request: APIRequestContext): Promise<{ email: string; password: string; token: string }> {
  const account = { email: uniqueEmail('booking'), password: 'Secret12' };
  await registerAccount(request, account.email, account.password, 'en');
  const { token }: { token: string } = await (await request.post(`${API}/api/v1/account/login`, { data: account })).json();
  const admin: { token: string } = await (await request.post(`${API}/api/v1/account/login`, { data: ADMIN })).json();
  const paid = await request.post(`${API}/api/v1/Admin/Users/${subOf(token)}/Pays`, { headers: bearer(admin.token), data: { tariff: 1 } });
  expect(paid.ok()).toBe(true);
  const connected = await request.post(`${API}/api/v1/SystemAccounts/Booking/yclients`, {
    headers: bearer(token),
    data: { login: 'owner@lotus-salon.ru', password: 'lotus-2026', companyId: BRANCH },
  });
  expect(connected.ok()).toBe(true);
  return { ...account, token };
}

/** A page of a site of its own origin (a real server: Chromium reaches loopback only from loopback). */
async function serveSite(address: string, port: number, html: string): Promise<http.Server> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(port, address, () => resolve()));
  return server;
}

test('a salon puts its booking widget on its own site, a client books there, and another site is refused', async ({ page, request }) => {
  const account = await proSalon(request);
  const port = portOf('shell') + 81;
  const site = `http://127.0.0.2:${port}`;
  const copycat = `http://127.0.0.3:${port}`;
  // The salon's flow that answers each new booking.
  const flowCreated = await request.post(`${API}/api/v1/Workflows`, {
    headers: bearer(account.token),
    data: { type: 'recordCreated', title: 'Booked online', content: '{clientName}, you are booked for {recordTime}', mode: 'combat' },
  });
  expect(flowCreated.status()).toBe(201);
  const flow: { id: string } = await flowCreated.json();

  await signInWithTokens(page, request, account);
  await page.goto(`${host('main')}/widgets/`);
  await page.getByRole('link', { name: 'New booking widget' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Booking widget' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Lotus online');
  await expect(page.getByRole('combobox', { name: 'Branch or iiko organization' })).toHaveValue(/.+/);
  await page.getByLabel('Sites allowed to show the widget').fill(`${site}/booking`);
  await page.getByRole('button', { name: 'Create the widget' }).click();
  await expect(page.getByText(`Not a site address: ${site}/booking`)).toBeVisible();
  await page.getByLabel('Sites allowed to show the widget').fill(site);
  await page.getByRole('button', { name: 'Create the widget' }).click();
  await expect(page).toHaveURL(/\/widgets\/booking\?id=/);
  const snippet = await page.getByRole('textbox', { name: 'Code for your site' }).inputValue();
  expect(snippet).toContain('data-cabinet-view="bookingWidget"');
  await expectAccessible(page);

  const html = `<!doctype html><html lang="en"><head><title>Lotus salon</title>
    <style>button { color: rgb(255, 0, 0) !important; }</style></head>
    <body><h1>Lotus salon</h1>${snippet}</body></html>`;
  const server = await serveSite('127.0.0.2', port, html);
  const copycatServer = await serveSite('127.0.0.3', port, html);
  let phone = '';
  try {
    // Only the widget's own code and the API: no shell, no other remote.
    const origins = new Set<string>();
    page.on('request', (sent) => origins.add(new URL(sent.url()).origin));
    await page.goto(`${site}/`);
    const widget = page.getByRole('heading', { level: 1, name: 'Book a visit' });
    await expect(widget).toBeVisible();
    await page.getByRole('combobox', { name: 'Master' }).selectOption({ index: 1 });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Day').fill(tomorrow);
    const slots = page.getByRole('group', { name: 'Free times' }).getByRole('button');
    await expect(slots.first()).toBeVisible();
    const time = (await slots.first().textContent()) ?? '';
    await slots.first().click();
    await page.getByRole('textbox', { name: 'Your name' }).fill('Vera Online');
    phone = `+7900${String(Date.now()).slice(-7)}`;
    await page.getByRole('textbox', { name: 'Your phone' }).fill(phone);
    await page.getByRole('button', { name: 'Book' }).click();
    await expect(page.getByRole('status')).toContainText(`You are booked: Haircut with`);
    await expect(page.getByRole('status')).toContainText(time);
    expect([...origins].every((origin) => [site, API, new URL(snippet.match(/src="([^"]+)"/)?.[1] ?? site).origin].includes(origin))).toBe(true);
    await expectAccessible(page);

    // The visit is in the booking system, as the client gave it.
    const records: { client: { name: string; phone: string } | null; online: boolean }[] = await (await request.get(`${API}/stand-ins/yclients/_control/companies/${BRANCH}/records`)).json();
    expect(records.find((record) => record.client?.phone === phone)).toMatchObject({ client: { name: 'Vera Online' }, online: true });

    // The same snippet copied onto a site the salon did not list takes no bookings.
    await page.goto(`${copycat}/`);
    await expect(page.getByRole('alert')).toHaveText(/This booking widget is not allowed on this site/);
    await expect(page.getByRole('button', { name: 'Book' })).toHaveCount(0);
    // Nor does its browser send a booking made by hand: the API does not answer that site's preflight.
    const widgetId = snippet.match(/data-widget-id="([^"]+)"/)?.[1] ?? '';
    const sent = await page.evaluate(async (url) => {
      try {
        await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
        return 'sent';
      } catch {
        return 'refused';
      }
    }, `${API}/api/v1/Widgets/Public/Booking/${widgetId}/Records`);
    expect(sent).toBe('refused');
  } finally {
    server.close();
    copycatServer.close();
  }

  // The client was messaged by the salon's flow: the booking is in its message log.
  await page.goto(`${host('main')}/flows/edit/${flow.id}/messages`);
  await page.getByRole('searchbox', { name: 'Search by phone or name' }).fill(phone.slice(1));
  await expect(page.getByRole('table', { name: 'Messages of this flow' }).getByRole('row', { name: /Vera Online/ })).toContainText('you are booked for');

  // The cabinet's list counts the booking.
  await page.goto(`${host('main')}/widgets/`);
  const row = page.getByRole('table', { name: 'Your widgets' }).getByRole('row', { name: /Lotus online/ });
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
});

test('the widget in a frame: shown on the listed site, refused on another (frame-ancestors per widget)', async ({ page, request }) => {
  const account = await proSalon(request);
  const port = portOf('shell') + 82;
  const site = `http://127.0.0.2:${port}`;
  const copycat = `http://127.0.0.3:${port}`;
  const companies: { id: string }[] = await (await request.get(`${API}/api/v1/Widgets/Booking/Companies`, { headers: bearer(account.token) })).json();
  const created = await request.post(`${API}/api/v1/Widgets/Booking`, { headers: bearer(account.token), data: { name: 'Lotus framed', companyId: companies[0]?.id, allowedOrigins: [site] } });
  expect(created.status()).toBe(201);
  const widget: { id: string } = await created.json();

  // The static server's headers: the widget's page names its site; every other page keeps 'none' and DENY.
  const view = await request.get(`${REMOTE_ORIGINS['mf-widgets']}/bw/${widget.id}`);
  const directives = (policy: string | undefined) => (policy ?? '').split(';').map((part) => part.trim());
  expect(directives(view.headers()['content-security-policy'])).toContain(`frame-ancestors ${site}`);
  expect(view.headers()['x-frame-options']).toBeUndefined();
  const other = await request.get(`${host('main')}/widgets/`);
  expect(directives(other.headers()['content-security-policy'])).toContain("frame-ancestors 'none'");
  expect(other.headers()['x-frame-options']).toBe('DENY');

  await signInWithTokens(page, request, account);
  await page.goto(`${host('main')}/widgets/booking?id=${widget.id}`);
  const frameCode = await page.getByRole('textbox', { name: 'Frame snippet for your site' }).inputValue();
  expect(frameCode).toContain(`/bw/${widget.id}`);
  const html = `<!doctype html><html lang="en"><head><title>Lotus salon</title></head><body><h1>Lotus salon</h1>${frameCode}</body></html>`;
  const server = await serveSite('127.0.0.2', port, html);
  const copycatServer = await serveSite('127.0.0.3', port, html);
  try {
    await page.goto(`${site}/`);
    await expect(page.frameLocator('iframe').getByRole('heading', { level: 1, name: 'Book a visit' })).toBeVisible();
    await expect(page.frameLocator('iframe').getByRole('combobox', { name: 'Master' })).toBeVisible();

    // On a site the owner did not list the browser refuses the frame: an error page, no widget in it.
    await page.goto(`${copycat}/`);
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    await expect.poll(() => frame?.url()).toMatch(/^chrome-error:/);
    await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Book a visit' })).toHaveCount(0);
  } finally {
    server.close();
    copycatServer.close();
  }
});
