import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { API, expectAccessible, host, registerAccount, signInWithForm, signInWithTokens, uniqueEmail } from './support';

/* Issue 18: the account's settings, the quick starts and marketplace registration, against the real API. */

async function freshOwner(page: Page, request: APIRequestContext, origin = host('main'), language?: string): Promise<string> {
  const email = uniqueEmail('settings');
  await registerAccount(request, email, 'Secret12', language);
  await signInWithTokens(page, request, { email, password: 'Secret12' }, origin);
  return email;
}

/** The newest code the API sent to that phone (its development outbox). */
async function lastCode(request: APIRequestContext, phone: string): Promise<string> {
  const response = await request.get(`${API}/dev/outbox/phone`, { params: { phone } });
  const [message]: Array<{ text: string }> = await response.json();
  const code = /\d{6}/.exec(message?.text ?? '')?.[0];
  expect(code, `a code sent to ${phone}`).toBeTruthy();
  return code ?? '';
}

test('the switches and the language are saved on change and survive a reload', async ({ page, request }) => {
  await freshOwner(page, request);
  await page.goto(`${host('main')}/account/update`);
  await page.getByRole('switch', { name: 'Collect consent to campaigns from clients' }).click();
  await expect(page.getByText('Saved').first()).toBeVisible();
  await page.getByRole('switch', { name: 'Do not send weekly iiko reports' }).click();
  await expect(page.getByRole('switch', { name: 'Do not send weekly iiko reports' })).toBeChecked();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Collect consent to campaigns from clients' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Do not send weekly iiko reports' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Do not send weekly YCLIENTS reports' })).not.toBeChecked();

  // The language is the account's and applies at once, and after a reload.
  await page.getByLabel('Account language').selectOption('pt-BR');
  await expect(page.getByRole('heading', { name: 'Idioma', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Idioma', exact: true })).toBeVisible();
  await expect(page.getByLabel('Idioma da conta')).toHaveValue('pt-BR');
});

test('the password changes with the current one; bad input is refused at its field and what was typed stays', async ({ page, request }) => {
  const email = await freshOwner(page, request);
  await page.goto(`${host('main')}/account/update`);
  await page.getByLabel('Current password').fill('Secret12');
  await page.getByLabel('New password').fill('Пароль12');
  await page.getByLabel('Confirm password').fill('Пароль12');
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByText('Password must not contain Cyrillic letters')).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveValue('Secret12');
  await page.getByLabel('Current password').fill('Wrong123');
  await page.getByLabel('New password').fill('Better12');
  await page.getByLabel('Confirm password').fill('Better12');
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByText('The current password is incorrect')).toBeVisible();
  await expect(page.getByLabel('New password')).toHaveValue('Better12');
  await page.getByLabel('Current password').fill('Secret12');
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByText('The password is changed')).toBeVisible();
  expect((await request.post(`${API}/api/v1/account/login`, { data: { email, password: 'Better12' } })).ok()).toBe(true);
});

test('the phone changes with its code and the e-mail waits for its link; both survive a reload', async ({ page, request }) => {
  await freshOwner(page, request);
  await page.goto(`${host('main')}/account/update`);
  await page.getByLabel('New phone number').fill('+7 900');
  await page.getByRole('button', { name: 'Send a code' }).click();
  await expect(page.getByText('Phone number is not valid')).toBeVisible();
  await page.getByLabel('New phone number').fill('+7 900 765-43-21');
  await page.getByRole('button', { name: 'Send a code' }).click();
  await expect(page.getByRole('timer')).toContainText('A new code can be asked in');
  await page.getByLabel('Code', { exact: true }).fill(await lastCode(request, '+79007654321'));
  await page.getByRole('button', { name: 'Confirm the number' }).click();
  await expect(page.getByText('The phone number is changed')).toBeVisible();

  await page.getByLabel('New email').fill('not-an-address');
  await page.getByRole('button', { name: 'Send a confirmation link' }).click();
  await expect(page.getByText('Email is not valid')).toBeVisible();
  const newEmail = uniqueEmail('moved');
  await page.getByLabel('New email').fill(newEmail);
  await page.getByRole('button', { name: 'Send a confirmation link' }).click();
  await expect(page.getByText(`A confirmation link was sent to ${newEmail}`)).toBeVisible();

  await page.reload();
  await expect(page.getByText('Current number: +79007654321')).toBeVisible();
  await expect(page.getByText(`A confirmation link was sent to ${newEmail}`)).toBeVisible();
});

test('a wrong code three times closes the phone change for the day', async ({ page, request }) => {
  await freshOwner(page, request);
  await page.goto(`${host('main')}/account/update`);
  await page.getByLabel('New phone number').fill('+7 900 765-43-22');
  await page.getByRole('button', { name: 'Send a code' }).click();
  // The code field shows once the API has sent the code: only then is it in the outbox.
  await expect(page.getByLabel('Code', { exact: true })).toBeVisible();
  const right = await lastCode(request, '+79007654322');
  const wrong = right === '000000' ? '111111' : '000000';
  for (const left of [2, 1]) {
    await page.getByLabel('Code', { exact: true }).fill(wrong);
    await page.getByRole('button', { name: 'Confirm the number' }).click();
    await expect(page.getByText('The code is incorrect')).toBeVisible();
    await expect(page.getByText(`Attempts left today: ${left} of 3`)).toBeVisible();
  }
  await page.getByLabel('Code', { exact: true }).fill(wrong);
  await page.getByRole('button', { name: 'Confirm the number' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'No attempts left today. Try again tomorrow.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'No attempts left today. Try again tomorrow.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
});

test('the profile shows the facts and the API token, which can be copied and regenerated', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await freshOwner(page, request);
  await page.goto(`${host('main')}/account/profile`);
  await expect(page.getByText('Messages left')).toBeVisible();
  // Registered without a language of its own: written to in the interface's, which the profile says.
  await expect(page.getByText('English, as the interface')).toBeVisible();
  // A new account has no messages yet and nothing that would send: no quota alarm above every page.
  await expect(page.getByText(/message limit is exhausted/)).toHaveCount(0);
  const field = page.getByLabel('Your API token');
  const first = await field.inputValue();
  expect(first).toMatch(/^cab_/);
  await page.getByRole('button', { name: 'Copy the token' }).click();
  await expect(page.getByText('The token is copied')).toBeVisible();
  await page.getByRole('button', { name: 'Regenerate the token' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Regenerate the token' }).click();
  await expect(page.getByText('A new token is made; the old one no longer works')).toBeVisible();
  await expect(field).not.toHaveValue(first);
  const old = await request.get(`${API}/api/v1/ApiChannel/Me`, { headers: { authorization: `Token ${first}` } });
  expect(old.status()).toBe(401);
  await expectAccessible(page);
});

test('a quick start with two goals resumes where it was left and creates its flows in test mode, shown in the flows', async ({ page, request }) => {
  // An English account: the flows a quick start creates speak the account's language.
  await freshOwner(page, request, host('main'), 'en');
  await page.goto(`${host('main')}/account/quickstart`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Choose at least one goal')).toBeVisible();
  await page.getByRole('checkbox', { name: /Client revisit/ }).check();
  await page.getByRole('checkbox', { name: /Feedback request/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Connection' })).toBeVisible();
  await expectAccessible(page);

  // Leave mid-wizard and come back: the same step, the same choices.
  await page.goto(`${host('main')}/account/profile`);
  await page.goto(`${host('main')}/account/quickstart`);
  await expect(page.getByRole('heading', { name: 'Connection' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('checkbox', { name: /Client revisit/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Feedback request/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('radio', { name: 'YCLIENTS' }).check();
  await expect(page.getByText('YCLIENTS is not connected yet')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Return visit')).toBeVisible();
  await expect(page.getByText('Review request')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/1200 roubles/)).toBeVisible();
  // The offer leads to the trial on the payment page (its journey is in payments.spec.ts).
  await expect(page.getByRole('link', { name: 'Start the free trial' })).toHaveAttribute('href', '/payments?trial=1');
  await page.getByRole('radio', { name: 'Start now' }).check();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByText('The flows are working in test mode.')).toBeVisible();
  await expect(page.getByText('2 flows were created:')).toBeVisible();

  await page.getByRole('link', { name: 'Go to the flows' }).click();
  await expect(page).toHaveURL(/\/flows$/);
  for (const title of ['Return visit', 'Review request']) {
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    await expect(row.getByRole('cell', { name: 'Test', exact: true })).toBeVisible();
  }
});

test('each quick start variant opens on its host', async ({ page, request }) => {
  await freshOwner(page, request, host('onboarding'));
  await page.goto(`${host('onboarding')}/account/quickstart`);
  await expect(page).toHaveURL(/\/account\/onboarding$/);
  await expect(page.getByText('Welcome! Four steps from an empty account to your first messages.')).toBeVisible();

  await freshOwner(page, request, host('dashboard'));
  await page.goto(`${host('dashboard')}/account/quickstart`);
  await expect(page).toHaveURL(/\/account\/dashboardQuickStart$/);
  await expect(page.getByText('Add a business to the dashboard')).toBeVisible();

  await freshOwner(page, request);
  await page.goto(`${host('main')}/account/quickstartAltegio`);
  await expect(page.getByText('Set up messages for your Altegio business in four steps.')).toBeVisible();
  await page.goto(`${host('main')}/account/medflex-onboarding`);
  await expect(page.getByRole('heading', { name: 'Connection' })).toBeVisible();
  await expectAccessible(page);
});

test('a business from the marketplace registers, lands signed in with its company connected; a used id is refused', async ({ page, request }) => {
  const issued = await request.post(`${API}/dev/marketplace/yclients/applications`, { data: { companyName: 'Salon Peony' } });
  const { applicationId }: { applicationId: string } = await issued.json();

  await page.goto(`${host('main')}/account/register/yclients/no-such-application`);
  await expect(page.getByRole('alert')).toContainText('YCLIENTS does not know this application');

  await page.goto(`${host('main')}/account/register/yclients/${applicationId}`);
  await expect(page.getByText('Create an account and Salon Peony is connected at once.')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Email').fill(uniqueEmail('peony'));
  await page.getByLabel('Password', { exact: true }).fill('Secret12');
  await page.getByLabel('Confirm password').fill('Secret12');
  await page.getByLabel('Phone number').fill('+7 900 111-22-33');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Create account and connect' }).click();

  await expect(page).toHaveURL(/\/account\/quickstartYclients$/);
  await page.getByRole('checkbox', { name: /Daily report/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Connected: Salon Peony')).toBeVisible();

  await page.goto(`${host('main')}/account/register/yclients/${applicationId}`);
  await expect(page.getByRole('alert')).toContainText('This application has been used to register already');
});

for (const { locale, heading } of [
  { locale: 'ru', heading: 'Тариф и лимиты' },
  { locale: 'en', heading: 'Tariff and limits' },
  { locale: 'pt-BR', heading: 'Tarifa e limites' },
  { locale: 'uk-UA', heading: 'Тариф і ліміти' },
]) {
  test(`the profile and the quick start in ${locale}`, async ({ page, request }) => {
    await freshOwner(page, request);
    await page.evaluate((value) => localStorage.setItem('cabinet.locale', value), locale);
    await page.goto(`${host('main')}/account/profile`);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expectAccessible(page);
    await page.goto(`${host('main')}/account/quickstart`);
    await expect(page.getByRole('checkbox')).toHaveCount(6);
    await expectAccessible(page);
  });
}

test.describe("the account's language", () => {
  test.use({ locale: 'en-US' });
  test('wins at sign-in over an English browser, and a later switch is kept for the next sign-in', async ({ page, request }) => {
    const email = uniqueEmail('language');
    await registerAccount(request, email, 'Secret12', 'uk-UA');
    await page.goto(`${host('main')}/account/login`);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await signInWithForm(page, { email, password: 'Secret12' });
    await expect(page.getByRole('navigation', { name: 'Основна навігація' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk-UA');

    // The owner switches to English in the header: the account keeps it too.
    await page.getByRole('combobox', { name: 'Мова інтерфейсу' }).selectOption({ label: 'English' });
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    const login = await request.post(`${API}/api/v1/account/login`, { data: { email, password: 'Secret12' } });
    const { token }: { token: string } = await login.json();
    await expect
      .poll(async () => {
        const me: { language: string | null } = await (await request.get(`${API}/api/v1/Account/CurrentUser`, { headers: { Authorization: `Bearer ${token}` } })).json();
        return me.language;
      })
      .toBe('en');

    // Another device (a Ukrainian browser with nothing stored) signs in: English, the account's language now.
    const other = await page.context().browser()?.newContext({ locale: 'uk-UA' });
    if (!other) throw new Error('no browser');
    const device = await other.newPage();
    await device.goto(`${host('main')}/account/login`);
    await expect(device.getByRole('heading', { name: 'Вхід' })).toBeVisible();
    await device.locator('input[type="email"]').fill(email);
    await device.locator('input[type="password"]').fill('Secret12');
    await device.getByRole('button', { name: 'Увійти', exact: true }).click();
    await expect(device.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await other.close();
  });
});
