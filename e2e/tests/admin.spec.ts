import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { ADMIN, API, axeFindings, DEMO, expectAccessible, host, settleAnimations, sidewaysScroll, signInWithTokens, SUPER_ADMIN, visitInShell } from './support';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A 1x1 PNG: the smallest image the news upload takes. */
const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const LOCALES = ['en', 'ru', 'pt-BR', 'uk-UA'] as const;
type Locale = (typeof LOCALES)[number];

/** Every message of the admin screens and the design/toolkit parts they show: id to text, per locale (the .po files). */
function catalogues(): Record<Locale, Map<string, string>> {
  const root = path.resolve(__dirname, '../..');
  const files = ['mf-admin/src', 'shared/design/src', 'shared/toolkit/src'].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('/en.po') || file === 'en.po')
      .map((file) => path.join(root, dir, file.slice(0, -'en.po'.length))),
  );
  const unquote = (lines: string) => [...lines.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => JSON.parse(`"${match[1]}"`) as string).join('');
  const read = (file: string) => [...readFileSync(file, 'utf8').matchAll(/^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/gm)].map((match) => [unquote(match[1] ?? ''), unquote(match[2] ?? '')] as const);
  return Object.fromEntries(LOCALES.map((locale) => [locale, new Map(files.flatMap((prefix) => read(`${prefix}${locale}.po`)).filter(([id]) => id !== ''))])) as Record<Locale, Map<string, string>>;
}

/** What a reader sees on the screen's main part: headings, column titles, buttons, labels, and accessible names. */
async function visibleTexts(page: Page): Promise<{ texts: string[]; all: string }> {
  return page.locator('main').first().evaluate((main) => {
    const tidy = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
    const texts = new Set<string>();
    for (const element of main.querySelectorAll('h1, h2, h3, h4, th, [role="columnheader"], button, label, legend, [role="tab"], [role="radio"], a')) {
      if ((element as HTMLElement).offsetParent !== null) texts.add(tidy(element.textContent));
    }
    const attributes: string[] = [];
    for (const element of main.querySelectorAll('[aria-label], [placeholder], [title]')) {
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = tidy(element.getAttribute(name));
        if (value) {
          texts.add(value);
          attributes.push(value);
        }
      }
    }
    return { texts: [...texts].filter(Boolean), all: `${tidy((main as HTMLElement).innerText)}\n${attributes.join('\n')}` };
  });
}

test.describe('the back office', () => {
  test('every admin screen speaks each of the four languages: no English left, no message id or {placeholder}, axe clean', async ({ page, request }) => {
    // Twelve screens in four languages: the shell loads once per language, the screens follow in it.
    test.setTimeout(180_000);
    const { token } = await (await request.post(`${API}/api/v1/account/login`, { data: SUPER_ADMIN })).json();
    const found = await (await request.get(`${API}/api/v1/Admin/Users?search=${encodeURIComponent(DEMO.email)}`, { headers: bearer(token) })).json();
    const userId: string = found.items[0].id;
    const accounts = await (await request.get(`${API}/api/v1/Admin/${userId}/UserAccounts`, { headers: bearer(token) })).json();
    const companyId: string = accounts.yclientsCompanies[0].id;
    const routes = [
      '/admin/users',
      `/admin/users/${userId}`,
      `/admin/users/${userId}/diagnostics`,
      '/admin/pays',
      '/admin/promocodes',
      '/admin/promocodes/create',
      '/admin/news',
      '/admin/instances',
      `/admin/status/${companyId}`,
      '/admin/outgoing',
      '/admin/newClients',
      '/admin/accidents',
    ];
    const catalogue = catalogues();
    const english = new Set(catalogue.en.values());
    const ids = [...catalogue.en.keys()].filter((id) => id.includes('.'));
    await signInWithTokens(page, request, SUPER_ADMIN);
    const findings: string[] = [];
    for (const [round, locale] of LOCALES.entries()) {
      const translated = new Set(catalogue[locale].values());
      await page.evaluate((value) => localStorage.setItem('cabinet.locale', value), locale);
      await page.goto(`${host('main')}${routes[0]}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      for (const [index, route] of routes.entries()) {
        if (route !== routes[0]) await visitInShell(page, route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The screen's lists have arrived (their loading rows gone) before it is read.
        await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
        const { texts, all } = await visibleTexts(page);
        if (locale !== 'en') findings.push(...texts.filter((text) => /\p{L}{2}/u.test(text) && english.has(text) && !translated.has(text)).map((text) => `${locale} ${route}: English "${text}"`));
        findings.push(...[...all.matchAll(/\{[A-Za-z_]\w*\}/g)].map((match) => `${locale} ${route}: placeholder ${match[0]}`));
        findings.push(...ids.filter((id) => all.includes(id)).map((id) => `${locale} ${route}: message id ${id}`));
        // Each screen scanned once, in a language other than English (the other journeys scan it in English), the
        // three languages taking turns: a scan costs seconds, the texts above are read in every language.
        if (round > 0 && index % 3 === round - 1) findings.push(...(await axeFindings(page)).map((finding) => `${locale} ${route}: ${finding}`));
      }
    }
    expect(findings).toEqual([]);
  });

  test('on a phone, in Ukrainian, the users list, a user and their diagnostics fit the screen: no sideways scroll hides a flag, a figure or a button', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { token } = await signInWithTokens(page, request, ADMIN);
    const found = await (await request.get(`${API}/api/v1/Admin/Users?search=${encodeURIComponent(DEMO.email)}`, { headers: bearer(token) })).json();
    await page.evaluate(() => localStorage.setItem('cabinet.locale', 'uk-UA'));
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    await page.goto(`${host('main')}/admin/users`);
    // The churn filter's six choices, 900 px in a row, stack on a phone.
    await expect(page.getByRole('radiogroup', { name: 'Ознаки відтоку' }).getByText('Встановлено конкурента')).toBeInViewport();
    expect(await pageWidth()).toBeLessThanOrEqual(390);
    await visitInShell(page, `/admin/users/${found.items[0].id}`);
    await expect(page.getByRole('button', { name: 'Показати ланцюжки та розсилки власника' })).toBeVisible();
    expect(await pageWidth()).toBeLessThanOrEqual(390);
    // On a desktop the payments' actions are not cut off behind the table's sideways scroll either.
    await page.setViewportSize({ width: 1440, height: 900 });
    const payments = page.getByRole('table', { name: 'Платежі користувача' });
    await expect(payments.getByRole('button', { name: 'Позначити неуспішним' }).first()).toBeVisible();
    const hiddenSideways = () =>
      payments.evaluate((table) => {
        let box = table.parentElement;
        while (box && getComputedStyle(box).overflowX !== 'auto') box = box.parentElement;
        return box ? box.scrollWidth - box.clientWidth : 0;
      });
    expect(await hiddenSideways()).toBeLessThanOrEqual(0);
    // Nor at 1280 (nine columns scrolled there in Ukrainian), and the top bar, with its admin menu, fits at 1280
    // and 1024: its buttons give up their labels rather than push the account menu off the screen.
    const barFits = async () => {
      await expect(page.getByRole('button', { name: /^Меню акаунта/ })).toBeInViewport({ ratio: 1 });
      expect(await page.locator('header.ant-layout-header').evaluate((bar) => bar.scrollWidth - bar.clientWidth)).toBeLessThanOrEqual(0);
    };
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(payments.getByRole('button', { name: 'Позначити неуспішним' }).first()).toBeVisible();
    expect(await hiddenSideways()).toBeLessThanOrEqual(0);
    await barFits();
    await page.setViewportSize({ width: 1024, height: 768 });
    await barFits();
    await expect(page.getByRole('button', { name: 'Адміністрування' })).toBeInViewport({ ratio: 1 });
    await page.setViewportSize({ width: 390, height: 844 });
    await visitInShell(page, `/admin/users/${found.items[0].id}/diagnostics`);
    await expect(page.getByRole('region', { name: 'Ліміт і тариф' })).toBeVisible();
    expect(await pageWidth()).toBeLessThanOrEqual(390);
  });

  test('at desktop widths, in every language but English, the users list, every payment and a user’s tables do not scroll sideways', async ({ page, request }) => {
    // Eight user columns scrolled at 1024–1440 px in ru, uk-UA and pt-BR; /admin/pays and the AI dialogues at 1024.
    test.setTimeout(180_000);
    const { token } = await signInWithTokens(page, request, ADMIN);
    const found = await (await request.get(`${API}/api/v1/Admin/Users?search=${encodeURIComponent(DEMO.email)}`, { headers: bearer(token) })).json();
    const routes = ['/admin/users', '/admin/pays', `/admin/users/${found.items[0].id}`];
    for (const locale of ['ru', 'uk-UA', 'pt-BR'] as const) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.evaluate((value) => localStorage.setItem('cabinet.locale', value), locale);
      await page.goto(`${host('main')}${routes[0]}`);
      for (const route of routes) {
        if (route !== routes[0]) await visitInShell(page, route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
        await expect(page.locator('main table tbody tr').first()).toBeVisible();
        for (const width of [1440, 1280, 1024]) {
          await page.setViewportSize({ width, height: 900 });
          // What the admin sees once the resize has settled: the top bar gives up its labels a frame after it
          // measures them, so the frame before may still be wider than the window.
          await expect.poll(() => sidewaysScroll(page), { message: `${locale} ${width} ${route}` }).toEqual([]);
        }
        await page.setViewportSize({ width: 1440, height: 900 });
      }
    }
  });

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

  test('an admin opens a customer from the list, adds a payment with the defaults, copies its pay link, and it is across users and in the audit trail', async ({ page, request }) => {
    await signInWithTokens(page, request, ADMIN);
    await page.goto(`${host('main')}/admin/users?search=${encodeURIComponent('+7 701 123-45-67')}`);
    await page.getByRole('table', { name: 'Users' }).getByRole('link', { name: 'barber.almaty@example.com' }).click();
    await expect(page.getByRole('heading', { name: 'User: barber.almaty@example.com', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}$/);
    const userGuid = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expect(page.getByLabel('Full name')).toHaveValue('Arman Nurlanov');
    await expect(page.getByRole('region', { name: 'WhatsApp and MAX accounts' }).getByText(/Not authorised/)).toBeVisible();

    await page.getByRole('button', { name: 'Add a payment' }).click();
    const form = page.getByRole('region', { name: 'New payment' });
    await expect(form.getByLabel('Amount')).toHaveValue('2500');
    await form.getByRole('button', { name: 'Add the payment' }).click();
    await expect(form).toHaveCount(0);
    const table = page.getByRole('table', { name: 'Payments of the user' });
    // Newest payment day first: the one just added heads the list.
    const added = table.getByRole('row').nth(1);
    await expect(added.getByRole('cell', { name: 'Added by an admin' })).toBeVisible();
    await expect(added.getByRole('cell', { name: /^2,500/ })).toBeVisible();
    await added.getByRole('button', { name: 'Pay link' }).click();
    await expect(page.getByLabel('Link to send the user')).toHaveValue(`${host('main')}/payments?tariff=1`);
    await expectAccessible(page);

    const { token } = await (await request.post(`${API}/api/v1/account/login`, { data: ADMIN })).json();
    const mine = await (await request.get(`${API}/api/v1/Admin/Users/${userGuid}/Pays`, { headers: bearer(token) })).json();
    expect(mine.items[0]).toMatchObject({ amount: 2500, tariff: 1, currency: 'RUB', success: true, provider: 'manual' });
    const across = await (await request.get(`${API}/api/v1/Admin/Pays?provider=manual&pageSize=100`, { headers: bearer(token) })).json();
    expect(across.items.map((item: { id: string }) => item.id)).toContain(mine.items[0].id);
    const trail = await (await request.get(`${API}/api/v1/Admin/Users/${userGuid}/Audit`, { headers: bearer(token) })).json();
    expect(trail.items[0]).toMatchObject({ entity: 'payment', entityId: mine.items[0].id, action: 'create', actorEmail: ADMIN.email });
  });

  test('an admin lists the customers showing a churn flag, filtered on the server, and reads the flags on a customer’s page', async ({ page, request }) => {
    await signInWithTokens(page, request, ADMIN);
    await page.goto(`${host('main')}/admin/users`);
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const filter = page.getByRole('radiogroup', { name: 'Churn flags' });
    await filter.getByText('Competitor installed', { exact: true }).click();
    await expect(page).toHaveURL(/churn=competitorInstalled/);
    const pizza = table.getByRole('row', { name: /pizza\.minsk@example\.com/ });
    await expect(pizza.getByText('Competitor installed')).toBeVisible();
    await expect(table.getByRole('cell', { name: 'lotus.spa@example.com' })).toHaveCount(0);
    await expectAccessible(page);

    await filter.getByText('Disconnected company', { exact: true }).click();
    await expect(page).toHaveURL(/churn=disconnectedCompany/);
    await expect(table.getByRole('row', { name: /dental\.kazan@example\.com/ }).getByText('Disconnected company')).toBeVisible();
    await expect(table.getByRole('cell', { name: 'pizza.minsk@example.com' })).toHaveCount(0);
    // Back restores the list before: the filter is a history entry.
    await page.goBack();
    await expect(pizza).toBeVisible();
    await pizza.getByRole('link', { name: 'pizza.minsk@example.com' }).click();
    await expect(page.getByRole('heading', { name: 'User: pizza.minsk@example.com', level: 1 })).toBeVisible();
    await expect(page.getByText('Competitor installed')).toBeVisible();
  });

  test('an admin records an accident with the users it affects, finds it on /admin/accidents and resolves it', async ({ page, request }) => {
    // Two forms, a list and two accessibility scans: near a minute on a busy machine.
    test.slow();
    const title = `Webhooks late ${Date.now().toString(36)}`;
    await signInWithTokens(page, request, ADMIN);
    await page.goto(`${host('main')}/admin/users`);
    await page.getByRole('button', { name: 'Administration' }).click();
    await expect(page.getByRole('menuitem', { name: 'Accidents' })).toBeVisible();
    // The menu slides in: a click while it moves presses on one spot and releases on another, which is no click.
    await settleAnimations(page);
    await page.getByRole('menuitem', { name: 'Accidents' }).getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Accidents', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Raised by the platform now' })).toBeVisible();

    await page.getByRole('button', { name: 'Record an accident' }).click();
    await page.getByRole('button', { name: 'Record the accident' }).click();
    await expect(page.getByText('Say what happened')).toBeVisible();
    await page.getByLabel('What happened').fill(title);
    await page.getByLabel('Affected users’ e-mails').fill('lotus.spa@example.com\nnobody.here@example.com');
    await page.getByRole('button', { name: 'Record the accident' }).click();
    // An e-mail of nobody is the API's refusal, at its field.
    await expect(page.getByText('No user has this e-mail')).toBeVisible();
    await page.getByLabel('Affected users’ e-mails').fill('lotus.spa@example.com');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Record the accident' }).click();
    await expect(page.getByRole('button', { name: 'Record the accident' })).toHaveCount(0);

    const row = page.getByRole('table', { name: 'Recorded accidents' }).getByRole('row', { name: new RegExp(title) });
    await expect(row.getByRole('link', { name: 'lotus.spa@example.com' })).toBeVisible();
    await expect(row.getByText('Open', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: 'Resolve' }).click();
    await expect(row.getByText('Resolved', { exact: true })).toBeVisible();
    await page.getByRole('radiogroup', { name: 'Status' }).getByText('Open', { exact: true }).click();
    await expect(page).toHaveURL(/status=open/);
    await expect(page.getByRole('table', { name: 'Recorded accidents' }).getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
    await expectAccessible(page);

    const { token } = await (await request.post(`${API}/api/v1/account/login`, { data: ADMIN })).json();
    const resolved = await (await request.get(`${API}/api/v1/Admin/Accidents?status=resolved&pageSize=100`, { headers: bearer(token) })).json();
    expect(resolved.items.find((item: { title: string }) => item.title === title)).toMatchObject({ createdByEmail: ADMIN.email, affectedUsers: [{ email: 'lotus.spa@example.com' }], version: 2 });
  });

  test('an ordinary user gets 403 from the admin API', async ({ request }) => {
    const { token } = await (await request.post(`${API}/api/v1/account/login`, { data: DEMO })).json();
    expect((await request.get(`${API}/api/v1/Admin/Users`, { headers: bearer(token) })).status()).toBe(403);
    expect((await request.post(`${API}/api/v1/Admin/UserInfo`, { headers: bearer(token), data: { userPhone: '+77011234567' } })).status()).toBe(403);
    for (const path of ['Admin/Outgoing', 'Admin/NewClients', `Admin/Users/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}/Diagnostics`]) {
      expect((await request.get(`${API}/api/v1/${path}`, { headers: bearer(token) })).status()).toBe(403);
      expect((await request.get(`${API}/api/v1/${path}`)).status()).toBe(401);
    }
  });

  test('support traces why a client got no message: the owner’s diagnostics, a company’s status, the platform’s volume and the new clients', async ({ page, request }) => {
    // Six screens, one after the other: over a minute on a busy machine.
    test.slow();
    await signInWithTokens(page, request, ADMIN);
    await page.goto(`${host('main')}/admin/users?search=${encodeURIComponent(DEMO.email)}`);
    await page.getByRole('table', { name: 'Users' }).getByRole('link', { name: DEMO.email }).click();
    await expect(page.getByRole('heading', { name: `User: ${DEMO.email}`, level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Why messages did not arrive: diagnostics' }).click();
    await expect(page.getByRole('heading', { name: `User diagnostics: ${DEMO.email}`, level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}\/diagnostics$/);
    // The demo salon's channels, its booking system and the engine's log, as stored.
    await expect(page.getByRole('table', { name: 'Channel accounts' }).getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Booking and ordering systems' }).getByRole('row', { name: /yclients/ }).first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Latest messages' }).getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Back to the user' }).click();
    const company = page.getByRole('region', { name: 'Booking system companies' }).getByRole('link').first();
    const companyName = (await company.textContent()) ?? '';
    await company.click();
    await expect(page.getByRole('heading', { name: `Company status: ${companyName}`, level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Booking system', exact: true })).toContainText('yclients');
    await expect(page.getByRole('table', { name: 'Latest events from the booking system' })).toBeVisible();
    await expectAccessible(page);

    // The admin menu leads to the platform-wide screens.
    await page.getByRole('button', { name: 'Administration' }).click();
    await expect(page.getByRole('menuitem', { name: 'Outgoing messages' })).toBeVisible();
    // The menu slides in: a click while it moves presses on one spot and releases on another, which is no click.
    await settleAnimations(page);
    await page.getByRole('menuitem', { name: 'Outgoing messages' }).getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Outgoing messages', level: 1 })).toBeVisible();
    await page.getByText('7 days', { exact: true }).click();
    await expect(page).toHaveURL(/days=7/);
    await expect(page.getByRole('table', { name: 'By day' }).getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page);

    await page.goto(`${host('main')}/admin/newClients`);
    await expect(page.getByRole('heading', { name: 'New clients', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'New clients' }).getByRole('row').nth(1)).toBeVisible();
    await page.getByText('Churned', { exact: true }).first().click();
    await expect(page).toHaveURL(/churned=true/);
    await expectAccessible(page);
  });

  test('a super-admin makes a promo code, an owner’s payment takes it, and once deactivated it is refused', async ({ page, request }) => {
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    await signInWithTokens(page, request, SUPER_ADMIN);
    await page.goto(`${host('main')}/admin/promocodes/create`);
    await expect(page.getByRole('heading', { name: 'New promo code', level: 1 })).toBeVisible();
    // The format is refused at the field before anything is sent.
    await page.getByLabel('Code', { exact: true }).fill('ab');
    await page.getByRole('button', { name: 'Create the promo code' }).click();
    await expect(page.getByText('From 4 to 20 Latin letters, digits, _ or -')).toBeVisible();
    await page.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
    await page.getByLabel('Discount, %').fill('15');
    // An owner that does not exist is the API's refusal, shown at its field.
    await page.getByLabel('Owner’s e-mail (optional)').fill('nobody.here@example.com');
    await page.getByRole('button', { name: 'Create the promo code' }).click();
    await expect(page.getByText('No account has this e-mail')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Owner’s e-mail (optional)').fill('');
    await page.getByRole('button', { name: 'Create the promo code' }).click();

    await expect(page.getByRole('heading', { name: 'Promo codes', level: 1 })).toBeVisible();
    const row = page.getByRole('table', { name: 'Promo codes' }).getByRole('row', { name: new RegExp(code) });
    await expect(row.getByRole('cell', { name: '15%' })).toBeVisible();
    await expect(row.getByText('Active')).toBeVisible();

    const { token } = await (await request.post(`${API}/api/v1/account/login`, { data: DEMO })).json();
    const owner = await (await request.get(`${API}/api/v1/Account/CurrentUser`, { headers: bearer(token) })).json();
    const price = () => request.post(`${API}/api/v1/YoomoneyPay/PaymentInfo`, { headers: bearer(token), data: { requireUserId: owner.id, tariff: 3, month: 1, promo: code.toLowerCase() } });
    expect(await (await price()).json()).toMatchObject({ tariffs: [{ discountPercent: 15, isAutoPay: false }] });

    await row.getByRole('button', { name: `Deactivate ${code}` }).click();
    await expect(row.getByText('Deactivated')).toBeVisible();
    await expect(row.getByRole('button', { name: `Activate ${code}` })).toBeVisible();
    expect(await (await price()).json()).toMatchObject({ code: 'PROMO_NOT_FOUND' });
    await expectAccessible(page);
  });

  test('an admin reads the promo codes but cannot make or change one', async ({ page, request }) => {
    await signInWithTokens(page, request, ADMIN);
    await page.goto(`${host('main')}/admin/promocodes`);
    const table = page.getByRole('table', { name: 'Promo codes' });
    await page.getByRole('searchbox', { name: 'Search promo codes' }).fill('WELCOME10');
    await expect(table.getByRole('row', { name: /WELCOME10/ }).getByRole('cell', { name: '10%' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New promo code' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Deactivate / })).toHaveCount(0);
    await expectAccessible(page);
    await page.goto(`${host('main')}/admin/promocodes/create`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    const { token } = await (await request.post(`${API}/api/v1/account/login`, { data: ADMIN })).json();
    expect((await request.post(`${API}/api/v1/Admin/Promocodes`, { headers: bearer(token), data: { code: 'ADMIN10', discountPercent: 10 } })).status()).toBe(403);
  });

  for (const { locale, heading, table } of [
    { locale: 'ru', heading: 'Промокоды', table: 'Промокоды' },
    { locale: 'pt-BR', heading: 'Códigos promocionais', table: 'Códigos promocionais' },
    { locale: 'uk-UA', heading: 'Промокоди', table: 'Промокоди' },
  ]) {
    test(`the promo codes speak ${locale}`, async ({ page, request }) => {
      await signInWithTokens(page, request, ADMIN);
      await page.evaluate((value) => localStorage.setItem('cabinet.locale', value), locale);
      await page.goto(`${host('main')}/admin/promocodes`);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByRole('table', { name: table }).getByRole('row').nth(1)).toBeVisible();
      await expectAccessible(page);
    });
  }

  test('a super-admin publishes a news item that an owner then reads in the sidebar, and deletes it after confirming', async ({ browser, page, request }) => {
    const title = `Maintenance window ${Date.now().toString(36)}`;
    // Listened for from the start: Playwright turns the interception of file pickers on asynchronously, and a
    // key press sent right after may open the picker before it is on (the journey then waited in vain).
    const chooser = page.waitForEvent('filechooser');
    await signInWithTokens(page, request, SUPER_ADMIN);
    await page.goto(`${host('main')}/admin/news`);
    await expect(page.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Publish a news item' }).click();
    const form = page.getByRole('region', { name: 'New news item' });
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Text', { exact: true }).fill('Sending pauses tonight from 02:00 to 02:30.');
    // Spec section 5: images are PNG or JPG; anything else is refused before it is sent.
    await form.getByLabel('Desktop image address (optional)', { exact: true }).fill('https://cdn.example.com/banner.gif');
    await form.getByRole('button', { name: 'Publish' }).click();
    await expect(form.getByText('Images must be PNG, JPG or JPEG at an http or https address')).toBeVisible();
    const address = form.getByLabel('Desktop image address (optional)', { exact: true });
    await address.fill('');
    // Uploading the image from the computer, keyboard only: Tab from the address to its upload button, Enter opens the picker.
    await address.focus();
    await page.keyboard.press('Tab');
    // The first of that name: the file field behind it is named the same (and kept out of the Tab order).
    await expect(form.getByRole('button', { name: 'Upload an image: Desktop image address (optional)' }).first()).toBeFocused();
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'banner.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await expect(form.getByRole('status').filter({ hasText: 'The image is uploaded: banner.png' })).toBeVisible();
    await expect(address).toHaveValue(/^https?:\/\/.+\.png$/);
    // Last in the order, so the other news keep their places.
    await form.getByLabel('Order (smaller first)').fill('999');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Publish' }).click();
    const row = page.getByRole('table', { name: 'News items' }).getByRole('row', { name: new RegExp(title) });
    await expect(row.getByRole('cell', { name: 'Sidebar and bell' })).toBeVisible();

    const owner = await browser.newPage();
    await signInWithTokens(owner, request, DEMO);
    await owner.goto(`${host('main')}/ideas`);
    await expect(owner.getByRole('region', { name: 'News', exact: true }).getByText(title)).toBeVisible();
    await owner.close();

    await row.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete “${title}”?` });
    await expect(confirm).toBeVisible();
    // The dialog zooms in: a click while it grows presses on one spot and releases on another, which is no click.
    await settleAnimations(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(row).toHaveCount(0);
  });

  test('an admin finds the instances that are not authorised, each opening its owner', async ({ page, request }) => {
    await signInWithTokens(page, request, ADMIN);
    // The state filter is in the URL: the link support shares.
    await page.goto(`${host('main')}/admin/instances?state=notAuthorized`);
    await expect(page.getByRole('heading', { name: 'Instances', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Instances' });
    const owner = table.getByRole('link', { name: 'barber.almaty@example.com' });
    await expect(owner).toBeVisible();
    await expect(table.getByRole('link', { name: 'lotus.spa@example.com' })).toHaveCount(0);
    await expectAccessible(page);
    await owner.click();
    await expect(page.getByRole('heading', { name: 'User: barber.almaty@example.com', level: 1 })).toBeVisible();
  });
});

