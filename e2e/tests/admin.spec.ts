import { expect, test } from './fixtures';
import { ADMIN, API, DEMO, expectAccessible, host, signInWithTokens } from './support';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

test.describe('the back office', () => {
  test('an admin finds a customer by phone on /admin/users, the list searched on the server', async ({ page, request }) => {
    await signInWithTokens(page, request, ADMIN);
    await page.goto(`${host('main')}/admin/users`);
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Users' });
    // Newest first: other journeys' new accounts may fill the first page, so only its being filled is certain.
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search users' }).fill('+7 701 123-45-67');
    await expect(table.getByRole('cell', { name: 'barber.almaty@example.com' })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'lotus.spa@example.com' })).toHaveCount(0);
    // The search is in the URL: a reload or a shared link shows the same list.
    expect(new URL(page.url()).searchParams.get('search')).toBe('+7 701 123-45-67');
    await expectAccessible(page);
  });

  // The payment's screens are not built yet: this part walks the same calls they will make.
  test('a payment an admin adds with the defaults is in the user’s payments, across users and in the audit trail', async ({ request }) => {
    const { token } = await (await request.post(`${API}/api/v1/account/login`, { data: ADMIN })).json();
    const found = await request.post(`${API}/api/v1/Admin/UserInfo`, { headers: bearer(token), data: { userPhone: '+7 701 123 45 67' } });
    expect(found.status()).toBe(200);
    const { userGuid } = await found.json();
    const added = await request.post(`${API}/api/v1/Admin/Users/${userGuid}/Pays`, { headers: bearer(token), data: {} });
    expect(added.status()).toBe(201);
    const payment = await added.json();
    expect(payment).toMatchObject({ amount: 2500, tariff: 1, currency: 'RUB', success: true });
    const mine = await (await request.get(`${API}/api/v1/Admin/Users/${userGuid}/Pays`, { headers: bearer(token) })).json();
    expect(mine.items[0].id).toBe(payment.id);
    const across = await (await request.get(`${API}/api/v1/Admin/Pays?provider=manual&pageSize=100`, { headers: bearer(token) })).json();
    expect(across.items.map((item: { id: string }) => item.id)).toContain(payment.id);
    const trail = await (await request.get(`${API}/api/v1/Admin/Users/${userGuid}/Audit`, { headers: bearer(token) })).json();
    expect(trail.items[0]).toMatchObject({ entity: 'payment', entityId: payment.id, action: 'create', actorEmail: ADMIN.email });
  });

  test('an ordinary user gets 403 from the admin API', async ({ request }) => {
    const { token } = await (await request.post(`${API}/api/v1/account/login`, { data: DEMO })).json();
    expect((await request.get(`${API}/api/v1/Admin/Users`, { headers: bearer(token) })).status()).toBe(403);
    expect((await request.post(`${API}/api/v1/Admin/UserInfo`, { headers: bearer(token), data: { userPhone: '+77011234567' } })).status()).toBe(403);
  });
});
