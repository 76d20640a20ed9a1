import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { API, expectAccessible, host, registerAccount, signInWithTokens, uniqueEmail } from './support';

/* Issue 19, WABA via Dialog360: a number connected with its API key, its templates created and reviewed through Dialog360's stand-in. */

const STAND_IN = `${API}/stand-ins/dialog360`;
/** The stand-in accepts a key of 16 to 64 letters and digits, and refuses any other as Dialog360 does. */
const KEY = 'E2eDialog360Key0123456789';

async function freshOwner(page: Page, request: APIRequestContext): Promise<{ token: string }> {
  const email = uniqueEmail('waba');
  await registerAccount(request, email);
  return signInWithTokens(page, request, { email, password: 'Secret12' });
}

/** Template names are unique at the stand-in across runs (it lives as long as the API). */
const suffix = () => String(Date.now() % 1_000_000_000);

async function review(request: APIRequestContext, action: 'approve' | 'reject', name: string, reason?: string): Promise<void> {
  expect((await request.post(`${STAND_IN}/_control/templates/${action}`, { data: { name, reason } })).ok()).toBe(true);
}

test('WABA: a wrong key is refused at its field, the right one connects; a bad template name is refused, a good one goes pending then approved; a rejected one says why', async ({ page, request }) => {
  await freshOwner(page, request);
  await page.goto(`${host('main')}/accounts/dialog360`);
  await expect(page.getByText(/^No WABA number yet/)).toBeVisible({ timeout: 45_000 });
  await page.getByLabel('WABA phone number').fill('+7 900 555-01-01');
  await page.getByLabel('360dialog API key').fill('not-a-key');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('Dialog360 does not accept this API key: check it in the 360dialog hub')).toBeVisible();
  await expect(page.getByLabel('360dialog API key')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('360dialog API key')).toHaveValue('not-a-key');
  await expectAccessible(page);

  await page.getByLabel('360dialog API key').fill(KEY);
  await page.getByRole('button', { name: 'Connect' }).click();
  const numbers = page.getByRole('list', { name: 'Connected WABA numbers' });
  await expect(numbers.getByText('+79005550101')).toBeVisible();
  await expect(numbers.getByText('Authorized')).toBeVisible();
  await numbers.getByRole('link', { name: 'Templates of +79005550101' }).click();
  await expect(page.getByText('WABA number +79005550101')).toBeVisible();
  await expect(page.getByText(/^No template yet/)).toBeVisible();

  // Section 5: lowercase English, no spaces, underscore separator; refused at the field, what was typed stays.
  const name = page.getByLabel('Template name');
  await name.fill('Visit Reminder');
  await page.getByLabel('Message text').fill('Hello! We expect you tomorrow at {{1}}.');
  await page.getByRole('button', { name: 'Create and send for review' }).click();
  await expect(page.getByText(/^Template title: lowercase English letters and digits, no spaces/)).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveValue('Visit Reminder');
  await expect(page.getByLabel('Message text')).toHaveValue('Hello! We expect you tomorrow at {{1}}.');

  const good = `visit_reminder_${suffix()}`;
  await name.fill(good);
  await page.getByLabel('Category').selectOption('UTILITY');
  await page.getByRole('button', { name: 'Create and send for review' }).click();
  const templates = page.getByRole('list', { name: 'Templates' });
  const created = templates.getByRole('listitem', { name: good });
  await expect(created.getByText('Pending')).toBeVisible();
  await expect(name).toHaveValue('');
  await expectAccessible(page);

  // 360dialog approves (its stand-in is told so): the page follows without a reload.
  await review(request, 'approve', good);
  await expect(created.getByText('Approved')).toBeVisible({ timeout: 15_000 });

  const promo = `spring_sale_${suffix()}`;
  await name.fill(promo);
  await page.getByLabel('Category').selectOption('UTILITY');
  await page.getByRole('radio', { name: /^Media/ }).check();
  await page.getByLabel('Message text').fill('Spring sale: 20% off everything!');
  await page.getByRole('button', { name: 'Create and send for review' }).click();
  const rejected = templates.getByRole('listitem', { name: promo });
  await expect(rejected.getByText('Pending')).toBeVisible();
  await review(request, 'reject', promo, 'PROMOTIONAL');
  await expect(rejected.getByText('Rejected')).toBeVisible({ timeout: 15_000 });
  await expect(rejected.getByText('Reason: promotional content in a non-marketing category')).toBeVisible();
  await expectAccessible(page);

  // The number is one of the owner's channels on /accounts.
  await page.goto(`${host('main')}/accounts`);
  const row = page.getByRole('listitem', { name: 'WhatsApp Business API (WABA): WABA (Dialog360)' });
  await expect(row.getByText('+79005550101')).toBeVisible();
  await expect(row.getByText('360dialog')).toBeVisible();
});

test.describe('a browser in uk-UA', () => {
  test.use({ locale: 'uk-UA' });
  test('sees a rejected template and its reason in its language', async ({ page, request }) => {
    const { token } = await freshOwner(page, request);
    const headers = { authorization: `Bearer ${token}` };
    const account = await request.post(`${API}/api/v1/Dialog360/Accounts`, { headers, data: { phone: '+380671234567', apiKey: KEY } });
    expect(account.status()).toBe(201);
    const { id }: { id: string } = await account.json();
    const template = `nagaduvannia_${suffix()}`;
    const created = await request.post(`${API}/api/v1/Dialog360/Accounts/${id}/Templates`, { headers, data: { name: template, category: 'UTILITY', language: 'uk', type: 'standard', body: 'Нагадуємо про візит' } });
    expect(created.status()).toBe(201);
    await review(request, 'reject', template, 'INVALID_FORMAT');
    await page.goto(`${host('main')}/accounts/dialog360/templates/${id}`);
    const item = page.getByRole('listitem', { name: template });
    await expect(item.getByText('Відхилено')).toBeVisible({ timeout: 45_000 });
    await expect(item.getByText('Причина: неправильний формат (змінні, довжина або символи)')).toBeVisible();
    await expect(page.getByLabel('Назва шаблону')).toBeVisible();
    await expectAccessible(page);
  });
});
