import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { API, DEMO, expectAccessible, host, registerAccount, signInWithTokens, uniqueEmail } from './support';

/** A phone no other journey uses: the runs share one database. */
function uniquePhone(): string {
  return `+7900${String(Date.now() + Math.floor(Math.random() * 100_000)).slice(-7)}`;
}

/**
 * axe once antd's entrance motions are over: mid-fade, text is still translucent and reads as low contrast.
 * Endless animations (spinners, pulses) are not waited for.
 */
async function expectSettledAndAccessible(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  await expectAccessible(page);
}

/** The client's personal link, made through the API as the owner's {ignoreLink} would be. */
async function ignoreLinkOf(request: APIRequestContext, token: string, phone: string): Promise<string> {
  const response = await request.post(`${API}/api/v1/IgnorePhones/Link`, { headers: { Authorization: `Bearer ${token}` }, data: { phone } });
  expect(response.ok()).toBe(true);
  const link: { path: string } = await response.json();
  return link.path;
}

test('the owner blacklists a phone; its client opts back in through their link, and the owner list no longer has it', async ({ browser, page, request }) => {
  // Two people, two contexts and four axe runs: longer than one screen's journey.
  test.setTimeout(120_000);
  const phone = uniquePhone();
  const { token } = await signInWithTokens(page, request, DEMO);
  await page.goto(`${host('main')}/phones/ignore`);
  await expect(page.getByRole('heading', { level: 1, name: 'Blacklist' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Blacklisted phones' });
  await expect(table.getByRole('cell', { name: '+79005550001', exact: true })).toBeVisible();
  await expectSettledAndAccessible(page);

  await page.getByRole('button', { name: 'Add a phone' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Phone number').fill(phone);
  await dialog.getByLabel('Comment', { exact: true }).fill('Asked by phone');
  await dialog.getByRole('checkbox', { name: 'Visit reminder', exact: true }).check();
  await expectSettledAndAccessible(page);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  const row = table.getByRole('row', { name: new RegExp(phone.replace('+', '\\+')) });
  await expect(row).toContainText('Asked by phone');
  await expect(row).toContainText('Visit reminder');

  // The client has no session: a context of their own.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await client.goto(`${host('main')}${await ignoreLinkOf(request, token, phone)}`);
  await expect(client.getByRole('heading', { level: 1, name: 'Message preferences' })).toBeVisible();
  await expect(client.getByText('You have opted out')).toBeVisible();
  // The page masks all but the country code and the last four digits.
  await expect(client.getByText(`Phone: +7${'•'.repeat(phone.length - 6)}${phone.slice(-4)}`)).toBeVisible();
  // The business is named (the demo salon's first branch) and its messages are in the client's words.
  await expect(client.getByText('Aurora, Tverskaya sends you only these messages: reminders of your visits.')).toBeVisible();
  await expect(client).toHaveTitle('Messages from Aurora, Tverskaya');
  await expectSettledAndAccessible(client);
  await client.getByRole('button', { name: 'Send me messages again' }).click();
  await expect(client.getByRole('status')).toHaveText('Done: you will receive messages from this business again.');
  await expect(client.getByText('You receive messages')).toBeVisible();
  await expectSettledAndAccessible(client);
  await clientContext.close();

  // Opting back in removes the entry: the owner's list no longer has the phone.
  await page.reload();
  await expect(table.getByRole('cell', { name: '+79005550001', exact: true })).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(phone.replace('+', '\\+')) })).toHaveCount(0);
});

test('a short link made in /short-link leads through /to/<code>/ to its address and counts the click', async ({ browser, page, request }) => {
  const title = `Spring ${Date.now()}`;
  const target = `${host('main')}/404`;
  await signInWithTokens(page, request, DEMO);
  await page.goto(`${host('main')}/short-link`);
  const table = page.getByRole('table', { name: 'Short links' });
  await expect(table.getByRole('row', { name: /Online booking/ })).toBeVisible();
  await expectSettledAndAccessible(page);

  await page.getByRole('button', { name: 'New short link' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Where the link leads').fill('localhost/404');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('The link must be a valid http or https address')).toBeVisible();
  await dialog.getByLabel('Where the link leads').fill(target);
  await dialog.getByLabel('Name').fill(title);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();

  const row = table.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText(target);
  const shortUrl = await row.getByText(/\/to\/[A-Za-z0-9]{8}\/$/).textContent();
  expect(shortUrl).toMatch(new RegExp(`^${host('main')}/to/[A-Za-z0-9]{8}/$`));

  // A visitor without a session follows it.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(shortUrl ?? '');
  await expect(visitor).toHaveURL(target);
  await expect(visitor.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await visitorContext.close();

  await page.reload();
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
});

test('an unknown short link and a made-up opt-out link say so to a visitor without a session', async ({ page }) => {
  await page.goto(`${host('main')}/to/Nope1234/`);
  await expect(page.getByRole('heading', { level: 2, name: 'Link not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  await expectSettledAndAccessible(page);

  await page.goto(`${host('main')}/il/made-up-token`);
  await expect(page.getByRole('heading', { level: 2, name: 'Token not valid' })).toBeVisible();
  await expectSettledAndAccessible(page);
});

test('the demo owner sees the subscribers, and the page passes axe', async ({ page, request }) => {
  await signInWithTokens(page, request, DEMO);
  await page.goto(`${host('main')}/phones/subscribers`);
  const table = page.getByRole('table', { name: 'Subscribers' });
  await expect(table.getByRole('row', { name: /Anna/ })).toContainText('Telegram');
  await page.getByRole('searchbox', { name: 'Search subscribers' }).fill('Olga');
  await expect(table.getByRole('row', { name: /Olga/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Anna/ })).toHaveCount(0);
  await expectSettledAndAccessible(page);
});

test('an account without the Pro plan sees the teaser on the blacklist and the short links', async ({ page, request }) => {
  const email = uniqueEmail('phones');
  await registerAccount(request, email);
  await signInWithTokens(page, request, { email, password: 'Secret12' });
  for (const [path, title] of [
    ['/phones/ignore', 'Blacklist'],
    ['/short-link', 'Short links'],
  ] as const) {
    await page.goto(`${host('main')}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The teaser's wording belongs to the design package: it names the plan and leads to the payment page.
    await expect(page.getByRole('heading', { level: 2, name: /Pro plan/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See the Pro plan' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectSettledAndAccessible(page);
  }
});

test('the opt-out page speaks Russian to a Russian client', async ({ browser, request }) => {
  const phone = uniquePhone();
  const login = await request.post(`${API}/api/v1/account/login`, { data: DEMO });
  const { token }: { token: string } = await login.json();
  const context = await browser.newContext({ locale: 'ru-RU' });
  const client = await context.newPage();
  await client.goto(`${host('main')}${await ignoreLinkOf(request, token, phone)}`);
  await expect(client.getByRole('heading', { level: 1, name: 'Настройки сообщений' })).toBeVisible();
  await expect(client.getByText('Вы получаете сообщения')).toBeVisible();
  await expect(client.getByText('Aurora, Tverskaya отправляет сообщения на этот телефон.')).toBeVisible();
  await expect(client.getByRole('checkbox', { name: 'Напоминания о ваших визитах' })).toBeVisible();
  await client.getByRole('button', { name: 'Не присылать мне сообщения' }).click();
  await expect(client.getByRole('status')).toHaveText('Готово: вы больше не будете получать сообщения от этой компании.');
  await expect(client.getByText('Вы отписались')).toBeVisible();
  await context.close();
});
