import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { API, REMOTE_ORIGINS, expectAccessible, host, registerAccount, signInWithTokens, uniqueEmail } from './support';

/*
 * Issue 19, system accounts: a new owner connects YCLIENTS through the development API's stand-in (its REST
 * contract, commanded to fail through _control), sees the account's companies, then its clients' visits
 * arrive; each refusal of spec section 8 on the way; the marketplace's public connect page; four locales; iiko's
 * organisations and their delivery orders arriving.
 */

const YCLIENTS = { login: 'owner@lotus-salon.ru', password: 'lotus-2026' };
const STAND_IN = `${API}/stand-ins/yclients`;

async function freshOwner(page: Page, request: APIRequestContext, language?: string): Promise<string> {
  const email = uniqueEmail('systems');
  await registerAccount(request, email, 'Secret12', language);
  await signInWithTokens(page, request, { email, password: 'Secret12' }, host('main'));
  return email;
}

async function command(request: APIRequestContext, operation: 'auth' | 'activate', outcome: 'fail' | 'timeout'): Promise<void> {
  expect((await request.post(`${STAND_IN}/_control/commands`, { data: { operation, outcome } })).ok()).toBe(true);
}

async function fillConnect(page: Page, values: { login: string; password: string; companyId: string }): Promise<void> {
  await page.getByLabel('Login').fill(values.login);
  await page.getByLabel('Password').fill(values.password);
  await page.getByLabel('Company id').fill(values.companyId);
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
}

test.describe.configure({ mode: 'serial' });

test('a new owner connects YCLIENTS: every refusal on the way, then the companies, then visits arriving', async ({ page, request }) => {
  test.setTimeout(120_000);
  await request.delete(`${STAND_IN}/_control/commands`);
  await freshOwner(page, request);
  await page.goto(`${host('main')}/accounts/yclients`);
  // The first page of a fresh session loads the shell and the remote: a shared machine may take a while.
  await expect(page.getByRole('heading', { level: 1, name: 'YCLIENTS accounts' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('No YCLIENTS account is connected yet')).toBeVisible();

  // Empty fields are refused at each field before any call.
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByText('The field cannot be empty')).toHaveCount(3);

  // Wrong password: at its field, and what was typed stays.
  await fillConnect(page, { ...YCLIENTS, password: 'wrong-one', companyId: '702101' });
  await expect(page.getByText('Wrong login or password')).toBeVisible();
  await expect(page.getByLabel('Login')).toHaveValue(YCLIENTS.login);
  await expect(page.getByLabel('Company id')).toHaveValue('702101');

  // A company the account does not have.
  await fillConnect(page, { ...YCLIENTS, companyId: '999' });
  await expect(page.getByText('Branch not found')).toBeVisible();

  // The marketplace refuses to activate the branch; then the system does not answer.
  await command(request, 'activate', 'fail');
  await fillConnect(page, { ...YCLIENTS, companyId: '702101' });
  await expect(page.getByRole('alert').filter({ hasText: 'Marketplace or branch connect failure' })).toBeVisible();
  await command(request, 'auth', 'timeout');
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The booking system did not answer in time' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('No YCLIENTS account is connected yet')).toBeVisible();

  // Connected: the account's companies (section 3) and the visits the feed brought.
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByText('Lotus, Nevsky is connected')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Account ${YCLIENTS.login}` })).toBeVisible();
  const table = page.getByRole('table', { name: 'Companies of the account' });
  for (const header of ['Name', 'Status', 'Account id', 'Internal id', 'Webhooks', 'Active masters', 'Time zone', 'City']) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  const nevsky = table.getByRole('row').filter({ hasText: 'Lotus, Nevsky' });
  await expect(nevsky).toContainText('Connected');
  await expect(nevsky).toContainText('702101');
  await expect(nevsky).toContainText('Europe/Moscow');
  await expect(nevsky).toContainText('Санкт-Петербург');
  await expect(table.getByRole('row').filter({ hasText: 'Lotus, Kazan' })).toContainText('Closed in the booking system');
  const visits = page.getByRole('list', { name: 'Latest visits received' }).getByRole('listitem');
  await expect(visits.first()).toContainText('Lotus, Nevsky');
  await expectAccessible(page);

  // A client books in YCLIENTS; the next pull brings the visit.
  const booked = await request.post(`${STAND_IN}/_control/companies/702101/records`);
  expect(booked.ok()).toBe(true);
  const upcomingBefore = Number(await nevsky.getByRole('cell').nth(7).textContent());
  await page.getByRole('button', { name: 'Update now' }).click();
  await expect(page.getByText('Updated from YCLIENTS')).toBeVisible();
  await expect(nevsky.getByRole('cell').nth(7)).toHaveText(String(upcomingBefore + 1));

  // Another company of the account connects from its row.
  await page.getByRole('button', { name: 'Connect Lotus, Vasilyevsky' }).click();
  await expect(table.getByRole('row').filter({ hasText: 'Lotus, Vasilyevsky' })).toContainText('Connected');
});

test("the marketplace's public page stands alone on mf-auth's origin and connects a branch to a cabinet account", async ({ page, request }) => {
  const email = uniqueEmail('marketplace');
  await registerAccount(request, email, 'Secret12');
  await request.delete(`${STAND_IN}/_control/commands`);
  const origins = new Set<string>();
  page.on('request', (sent) => origins.add(new URL(sent.url()).origin));
  const connectPage = `${REMOTE_ORIGINS['mf-auth']}/accounts/connect/ycompany`;

  await page.goto(`${connectPage}?salon_id=1`);
  await expect(page.getByRole('alert').filter({ hasText: 'Branch not found' })).toBeVisible();

  await page.goto(`${connectPage}?salon_id=702102`);
  await expect(page.getByRole('heading', { level: 1, name: 'Connect a YCLIENTS company' })).toBeVisible();
  // Not signed in: the page says how to sign in, and what to do without a cabinet account.
  await expect(page.getByText('YCLIENTS asks to connect the branch Lotus, Vasilyevsky')).toContainText('Sign in with your cabinet account to connect it.');
  await expect(page.getByText('No cabinet account yet? Register in the cabinet first')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Wrong123');
  await page.getByRole('button', { name: 'Connect the branch' }).click();
  await expect(page.getByText('Incorrect email or password')).toBeVisible();

  // The marketplace refuses to activate the branch: said above the form, what was typed stays.
  await command(request, 'activate', 'fail');
  await page.getByLabel('Password').fill('Secret12');
  await page.getByRole('button', { name: 'Connect the branch' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Marketplace or branch connect failure' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await page.getByRole('button', { name: 'Connect the branch' }).click();
  await expect(page.getByText('Lotus, Vasilyevsky is connected. Its clients and visits are arriving in your cabinet.')).toBeVisible();
  await expectAccessible(page);
  // The API and mf-auth alone: no shell, no other remote.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  expect([...origins].sort()).toEqual([API, REMOTE_ORIGINS['mf-auth']].sort());
});

for (const [language, heading, connectTitle] of [
  ['ru', 'Аккаунты YCLIENTS', 'Подключить аккаунт YCLIENTS'],
  ['pt-BR', 'Contas YCLIENTS', 'Conectar uma conta YCLIENTS'],
  ['uk-UA', 'Акаунти YCLIENTS', 'Підключити акаунт YCLIENTS'],
] as const) {
  test(`the YCLIENTS accounts page speaks ${language}, refusals included`, async ({ page, request }) => {
    await freshOwner(page, request, language);
    await page.goto(`${host('main')}/accounts/yclients`);
    await page.getByRole('combobox', { name: 'Interface language' }).selectOption(language);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: connectTitle })).toBeVisible();
    await page.locator('#companyId').fill('999');
    await page.locator('#login').fill(YCLIENTS.login);
    await page.locator('#password').fill(YCLIENTS.password);
    await page.locator('form button[type=submit]').click();
    const branchNotFound = { ru: 'Филиал не найден', 'pt-BR': 'Filial não encontrada', 'uk-UA': 'Філію не знайдено' }[language];
    await expect(page.getByText(branchNotFound)).toBeVisible();
    await expectAccessible(page);
  });
}

test('a YCLIENTS administrator whose rights exclude settings and phones is told so, in Russian, and the visits still arrive', async ({ page, request }) => {
  await freshOwner(page, request, 'ru');
  await page.goto(`${host('main')}/accounts/yclients`);
  await page.getByRole('combobox', { name: 'Interface language' }).selectOption('ru');
  await expect(page.getByRole('heading', { level: 1, name: 'Аккаунты YCLIENTS' })).toBeVisible({ timeout: 30_000 });
  await page.locator('#login').fill('admin@lotus-salon.ru');
  await page.locator('#password').fill('lotus-admin-2026');
  await page.locator('#companyId').fill('702101');
  await page.locator('form button[type=submit]').click();
  const notice = page.getByRole('alert').filter({ hasText: 'Lotus, Nevsky: ваших прав в YCLIENTS недостаточно' });
  await expect(notice.getByRole('listitem')).toHaveText([
    'Нет доступа к настройкам — Мастера не читаются, поэтому сценарии не могут отбирать по мастеру.',
    'Нет доступа к телефонам — Телефоны клиентов скрыты, поэтому сообщения до них не дойдут.',
  ]);
  await expect(page.getByRole('list', { name: 'Последние полученные визиты' }).getByRole('listitem').first()).toContainText('Lotus, Nevsky');
  await expectAccessible(page);
});

test("amoCRM: allowed on the authorisation server's page, connected; denied, the connection parameters are missing", async ({ page, request }) => {
  test.setTimeout(120_000);
  await freshOwner(page, request);
  await page.goto(`${host('main')}/accounts/amo`);
  await expect(page.getByText('No amoCRM account is connected yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Connect amoCRM' }).click();
  await expect(page.getByRole('heading', { name: 'Allow the cabinet to reach your amoCRM account?' })).toBeVisible();
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'amoCRM connection parameters are missing' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to the amoCRM accounts' }).click();
  await page.getByRole('button', { name: 'Connect amoCRM' }).click();
  await page.getByLabel('Account subdomain').fill('lotus');
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByText('The amoCRM account lotus is connected')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to the amoCRM accounts' }).click();
  await expect(page.getByRole('heading', { name: 'Account lotus.amocrm.ru' })).toBeVisible();
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Renew the access now' }).click();
  await expect(page.getByText('The access is renewed')).toBeVisible();
  await expectAccessible(page);
});

test('Medflex: a wrong key refused at its field, then the LPUs with their visit notice, saved; the clinic quick start shows them', async ({ page, request }) => {
  test.setTimeout(120_000);
  await freshOwner(page, request);
  await page.goto(`${host('main')}/accounts/medflexLpus`);
  await expect(page.getByText('No LPU yet: connect Medflex above.')).toBeVisible();
  await page.getByLabel('Medflex API key').fill('wrong-key');
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByText('Wrong login or password')).toBeVisible();
  await page.getByLabel('Medflex API key').fill('mf-demo-clinic-key');
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByText('2 LPUs are connected')).toBeVisible();

  const text = page.getByLabel('Text of the visit notice for Клиника «Здоровье», Арбат');
  await text.fill('   ');
  await page.getByRole('button', { name: 'Save the template' }).first().click();
  await expect(page.getByText('The field cannot be empty')).toBeVisible();
  await text.fill('{clientName}, we expect you on {recordDate} at {recordTime}.');
  await page.getByRole('switch', { name: 'Send the visit notice for Клиника «Здоровье», Арбат' }).click();
  await page.getByRole('button', { name: 'Save the template' }).first().click();
  await expect(page.getByText('The template is saved')).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByLabel('Text of the visit notice for Клиника «Здоровье», Арбат')).toHaveValue('{clientName}, we expect you on {recordDate} at {recordTime}.');
  await expect(page.getByRole('switch', { name: 'Send the visit notice for Клиника «Здоровье», Арбат' })).toBeChecked();

  await page.goto(`${host('main')}/account/medflex-onboarding`);
  await expect(page.getByLabel('Text of the visit notice for Клиника «Здоровье», Арбат')).toHaveValue('{clientName}, we expect you on {recordDate} at {recordTime}.');
});

test('iiko: a wrong API login refused at its field, then the organisations it reaches, the login masked, and their orders arriving', async ({ page, request }) => {
  test.setTimeout(120_000);
  await freshOwner(page, request);
  await page.goto(`${host('main')}/accounts/iiko`);
  await page.getByLabel('API login').fill('not-a-login');
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByText('Wrong login or password')).toBeVisible();
  await page.getByLabel('API login').fill('iiko-demo-login-7f3a');
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByText('2 organisations are connected')).toBeVisible();
  const organisations = page.getByRole('list', { name: 'Organisations of …7f3a' }).getByRole('listitem');
  await expect(organisations).toHaveCount(2);
  await expect(organisations.first()).toContainText('Кафе «Пельменная №1»');
  await expect(organisations.first()).toContainText('Receiving orders');
  await expect(page.getByText('iiko-demo-login-7f3a')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Latest orders received' }).getByRole('listitem')).toHaveCount(5);
  await expectAccessible(page);

  // A guest orders in each café (the stand-in takes the orders): the next pull brings them.
  const received = async () => Number(/(\d+) orders? received/.exec((await organisations.first().textContent()) ?? '')?.[1]);
  const before = await received();
  expect(before).toBeGreaterThan(0);
  expect((await request.post(`${API}/stand-ins/iiko/_control/tick`)).ok()).toBe(true);
  await page.getByRole('button', { name: 'Update now' }).click();
  await expect(page.getByText('Updated from iiko')).toBeVisible();
  // At least the new one (the development stand-in's own timer may have taken more meanwhile).
  await expect.poll(received).toBeGreaterThan(before);
});
