import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { API, expectAccessible, host, registerAccount, signInWithTokens, uniqueEmail } from './support';

/* Issue 19, channel accounts: a WhatsApp instance connected through the provider's stand-in, its public QR link, the limit, the MAX switch. */

const STAND_IN = `${API}/stand-ins/chat-api`;

async function freshOwner(page: Page, request: APIRequestContext): Promise<{ token: string }> {
  const email = uniqueEmail('channels');
  await registerAccount(request, email);
  return signInWithTokens(page, request, { email, password: 'Secret12' });
}

/** Adds a WhatsApp or MAX account from /accounts, as an owner would, and answers its id (from the page's address). */
async function addInstance(page: Page, messenger: 'WhatsApp' | 'MAX'): Promise<string> {
  await page.goto(`${host('main')}/accounts`);
  await page.getByRole('link', { name: 'Add a WhatsApp or MAX account' }).click();
  await page.getByRole('radio', { name: messenger }).check();
  await page.getByRole('button', { name: 'Add the account' }).click();
  await expect(page).toHaveURL(/[?&]instance=[0-9a-f-]{36}/);
  return new URL(page.url()).searchParams.get('instance') ?? '';
}

async function advanceClock(request: APIRequestContext, ms: number): Promise<void> {
  expect((await request.post(`${STAND_IN}/_control/clock`, { data: { advanceMs: ms } })).ok()).toBe(true);
}

test('connect WhatsApp: the empty page explains, the QR code shows, the phone scans it, the account is authorised; its public link expires after 30 minutes; the limit refuses a second', async ({
  page,
  request,
  browser,
}) => {
  // The whole lifecycle in one journey (two pages, the clock moved, three accessibility checks): near the
  // default minute alone, past it on a busy machine.
  test.setTimeout(120_000);
  const { token } = await freshOwner(page, request);
  await page.goto(`${host('main')}/accounts`);
  // The journey may be the first after the API started: its single database connection can still be busy with the demo's seed.
  await expect(page.getByText('No messenger is connected yet')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText('WhatsApp and MAX accounts: 0 of 1')).toBeVisible();
  await expectAccessible(page);

  const id = await addInstance(page, 'WhatsApp');
  await expect(page.getByText(/Test period until/)).toBeVisible();
  await page.getByRole('button', { name: 'Get a QR code' }).click();
  const qr = page.getByRole('img', { name: 'QR code to scan with the phone' });
  await expect(qr).toBeVisible();
  await expect(page.getByText(/The code is shown for \d+ s more/)).toBeVisible();
  await expectAccessible(page);

  // Someone else scans: the public link shows the same code without signing in.
  await page.getByRole('button', { name: 'Make a QR code link' }).click();
  const link = await page.getByLabel('QR code link').inputValue();
  expect(link).toMatch(/\/accounts\/qr\/[0-9a-z]+_[A-Za-z0-9_-]+$/);
  const guest = await browser.newContext();
  const publicPage = await guest.newPage();
  await publicPage.goto(link);
  await expect(publicPage.getByRole('img', { name: 'QR code to scan with the phone' })).toBeVisible();
  await expect(publicPage.getByText(/This link works until/)).toBeVisible();
  await expectAccessible(publicPage);

  // The phone scans the code (the provider's stand-in is told so): the page follows without a reload.
  expect((await request.post(`${STAND_IN}/_control/accounts/${id}/scan`, { data: { phone: '+79005550777' } })).ok()).toBe(true);
  await expect(page.getByText('Authorized: messages go out from +79005550777.')).toBeVisible();
  await expect(publicPage.getByText('Connected. You may close this page.')).toBeVisible();

  // 30 minutes later the link says it expired.
  await advanceClock(request, 30 * 60_000);
  await publicPage.reload();
  await expect(publicPage.getByText('QR: link expired')).toBeVisible();
  await guest.close();

  // The list: the account, its number and state; the limit of one is reached, in the page and at the API.
  await page.goto(`${host('main')}/accounts`);
  const row = page.getByRole('listitem', { name: 'WhatsApp: WhatsApp' });
  await expect(row.getByText('+79005550777')).toBeVisible();
  await expect(row.getByText('Authorized')).toBeVisible();
  await expect(page.getByText('Max accounts reached')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add a WhatsApp or MAX account' })).toHaveCount(0);
  const refused = await request.post(`${API}/api/v1/ChatApi/Instances`, { headers: { authorization: `Bearer ${token}` }, data: { provider: 'max' } });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).code).toBe('MAX_ACCOUNTS_REACHED');
  await expectAccessible(page);
});

test('switching an account to MAX shows its progress, then asks for a new QR code in MAX', async ({ page, request }) => {
  await freshOwner(page, request);
  await addInstance(page, 'WhatsApp');
  await page.getByRole('button', { name: 'Switch to MAX' }).click();
  await expect(page.getByRole('status').getByText(/Switching to MAX: \d+%/)).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expectAccessible(page);
  // The switch takes 25 seconds on the API's clock.
  await advanceClock(request, 25_000);
  await expect(page.getByRole('heading', { name: /^MAX · / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch to WhatsApp' })).toBeVisible();
  await page.getByRole('button', { name: 'Get a QR code' }).click();
  await expect(page.getByText(/On the phone open MAX/)).toBeVisible();
});

test('connect Telegram: a wrong code is refused at its field, the right one connects the number', async ({ page, request }) => {
  await freshOwner(page, request);
  // A number of its own, so no other journey's code goes to the same phone.
  const phone = `+7900${String(Date.now()).slice(-7)}`;
  await page.goto(`${host('main')}/accounts/telegram`);
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByText(`Telegram sent a code to ${phone}.`)).toBeVisible();
  await page.getByLabel('Code from Telegram').fill('00000');
  await page.getByRole('button', { name: 'Connect' }).click();
  // Refused at the field: its message under it, the field marked.
  await expect(page.getByText('Telegram: invalid code')).toBeVisible();
  await expect(page.getByLabel('Code from Telegram')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Code from Telegram')).toHaveValue('00000');
  await expectAccessible(page);
  // The code sent to this number (its own, so the only one), as the phone shows it. The journeys beside this one
  // move the channel accounts' clock (a QR link's 30 minutes): the code's 10 minutes run on the API's own clock.
  const codes = await request.get(`${API}/stand-ins/telegram/_control/codes`, { params: { phone } });
  expect(codes.ok()).toBe(true);
  const { code }: { code: string } = await codes.json();
  await page.getByLabel('Code from Telegram').fill(code);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText(`Telegram ${phone} is connected`)).toBeVisible();
  await page.goto(`${host('main')}/accounts`);
  const row = page.getByRole('listitem', { name: 'Telegram: Telegram' });
  await expect(row.getByText(phone)).toBeVisible();
  await expect(row.getByText('Authorized')).toBeVisible();
});

const LOCALES = [
  { locale: 'ru-RU', empty: 'Ни один мессенджер пока не подключён', limit: 'Аккаунты WhatsApp и MAX: 0 из 1' },
  { locale: 'pt-BR', empty: 'Nenhum mensageiro conectado ainda', limit: 'Contas de WhatsApp e MAX: 0 de 1' },
  { locale: 'uk-UA', empty: 'Жоден месенджер поки не підключено', limit: 'Акаунти WhatsApp і MAX: 0 з 1' },
] as const;

for (const { locale, empty, limit } of LOCALES) {
  test.describe(`a browser in ${locale}`, () => {
    test.use({ locale });
    test('gets the accounts page in its language', async ({ page, request }) => {
      await freshOwner(page, request);
      await page.goto(`${host('main')}/accounts`);
      await expect(page.getByText(empty)).toBeVisible();
      await expect(page.getByText(limit)).toBeVisible();
      await expectAccessible(page);
    });
  });
}

/* Twilio, Sigma SMS and Chatwoot: credentials checked against the providers' stand-ins before anything is saved. */
test('connect Twilio (a wrong token refused at its field, then the right one), Sigma SMS and Chatwoot; the SMS accounts are on /accounts', async ({ page, request }) => {
  await freshOwner(page, request);
  await page.goto(`${host('main')}/accounts/twilio`);
  await expect(page.getByText('No Twilio number yet.')).toBeVisible({ timeout: 45_000 });
  await page.getByLabel('Account SID').fill('ACdec0de00000000000000000000000001');
  await page.getByLabel('Auth token').fill('ffffffffffffffffffffffffffffffff');
  await page.getByLabel('Twilio phone number').fill('+15005550006');
  await page.getByRole('button', { name: 'Check and connect' }).click();
  await expect(page.getByText('Token not valid: Twilio refused this account SID and auth token')).toBeVisible();
  await expect(page.getByLabel('Auth token')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Account SID')).toHaveValue('ACdec0de00000000000000000000000001');
  await expect(page.getByLabel('Twilio phone number')).toHaveValue('+15005550006');
  await expectAccessible(page);
  await page.getByLabel('Auth token').fill('dec0de00000000000000000000000001');
  await page.getByRole('button', { name: 'Check and connect' }).click();
  await expect(page.getByRole('button', { name: 'Delete Twilio +15005550006' })).toBeVisible();

  await page.goto(`${host('main')}/accounts/sigma`);
  await page.getByLabel('API login').fill('demo-salon');
  await page.getByLabel('API password or token').fill('sigma-demo-password');
  await page.getByLabel('Sender name').fill('DemoSalon');
  await page.getByRole('button', { name: 'Check and connect' }).click();
  await expect(page.getByRole('button', { name: 'Delete Sigma SMS DemoSalon' })).toBeVisible();
  await expectAccessible(page);

  await page.goto(`${host('main')}/accounts`);
  const twilio = page.getByRole('listitem', { name: 'SMS: Demo salon' });
  await expect(twilio.getByText('+15005550006')).toBeVisible();
  await expect(twilio.getByText('Authorized')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'SMS: DemoSalon' }).getByText('Sigma SMS')).toBeVisible();

  await page.goto(`${host('main')}/accounts/chatwoot`);
  await page.getByLabel('Chatwoot e-mail').fill('agent@demo-salon.example');
  await page.getByLabel('Chatwoot password').fill('chatwoot-demo-password');
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  const connected = page.getByRole('region', { name: 'Demo salon' });
  await expect(connected.getByText('Chatwoot account “Demo salon” (no. 1), signed in as agent@demo-salon.example')).toBeVisible();
  await expect(connected.getByText('Website chat')).toBeVisible();
  await expectAccessible(page);
});

test.describe('a browser in ru-RU', () => {
  test.use({ locale: 'ru-RU' });
  test('gets the Twilio page and its refusals in Russian', async ({ page, request }) => {
    await freshOwner(page, request);
    await page.goto(`${host('main')}/accounts/twilio`);
    await expect(page.getByText('Подключить аккаунт Twilio')).toBeVisible({ timeout: 45_000 });
    await page.getByRole('button', { name: 'Проверить и подключить' }).click();
    await expect(page.getByText('Заполните это поле')).toHaveCount(3);
    await expectAccessible(page);
  });
});
