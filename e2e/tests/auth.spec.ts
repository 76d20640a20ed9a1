import { expect, test } from './fixtures';
import { API, DEMO, expectAccessible, host, outbox, registerAccount, signInWithForm, signInWithTokens, uniqueEmail } from './support';

test('signs in with the form, lands home, and signs out back to login', async ({ page }) => {
  await signInWithForm(page, DEMO);
  await expect(page).toHaveURL(`${host('main')}/`);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page).toHaveTitle('Home — SalonNotify');
  // The browser now holds the account's device cookie (issue 14): httpOnly, sent to the sign-in path only.
  const device = (await page.context().cookies(`${API}/api/v1/account/login`)).find((cookie) => cookie.name.startsWith('cabinet_device_'));
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/account/login' });

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: DEMO.email })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Log out' }).click();

  await expect(page).toHaveURL(/\/account\/login/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cabinet.refreshToken'))).toBeNull();
  // The cabinet is closed again.
  await page.goto(`${host('main')}/flows`);
  await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Fflows/);
});

test('a wrong password is refused with the spec wording and the typed e-mail stays', async ({ page }) => {
  await signInWithForm(page, { email: DEMO.email, password: 'Wrong1234' });
  await expect(page.getByRole('alert')).toContainText('Incorrect email or password');
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.email);
});

test('registers, and the new user lands home signed in', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto(`${host('main')}/account/register`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Secret12');
  await page.getByLabel('Confirm password').fill('Secret12');
  await page.getByLabel('Phone number').fill('+7 900 123-45-67');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(`${host('main')}/`);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: email })).toBeVisible();
});

test('registration refuses bad input at each field and keeps what was typed', async ({ page }) => {
  await page.goto(`${host('main')}/account/register`);
  await page.getByLabel('Email').fill('owner@salon');
  await page.getByLabel('Password', { exact: true }).fill('пароль12');
  await page.getByLabel('Confirm password').fill('other12');
  await page.getByLabel('Phone number').fill('+7 900');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByText('Email is not valid')).toBeVisible();
  await expect(page.getByText('Password must not contain Cyrillic letters')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByText('Phone number is not valid')).toBeVisible();
  await expect(page.getByText('You must agree to the terms')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('owner@salon');
  await expect(page.getByLabel('Phone number')).toHaveValue('+7 900');
});

test('registering an e-mail twice says the user exists, at the e-mail field', async ({ page, request }) => {
  const email = uniqueEmail();
  await registerAccount(request, email);
  await page.goto(`${host('main')}/account/register`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Secret12');
  await page.getByLabel('Confirm password').fill('Secret12');
  await page.getByLabel('Phone number').fill('+79001234567');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('A user with this email already exists')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/register/);
});

test('a signed-in user on login, register, forgot or reset password goes home', async ({ page, request }) => {
  await signInWithTokens(page, request, DEMO);
  for (const path of ['/account/login', '/account/register', '/account/forgot-password', '/account/reset-password']) {
    await page.goto(`${host('main')}${path}`);
    await expect(page).toHaveURL(`${host('main')}/`);
  }
});

test('a protected route sends a visitor to login, and back there after signing in', async ({ page }) => {
  await page.goto(`${host('main')}/payments/subscriptions`);
  await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Fpayments%2Fsubscriptions/);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${host('main')}/payments/subscriptions`);
  await expect(page.getByRole('heading', { name: 'Subscriptions' })).toBeVisible();
});

test('forgot password: the e-mailed link sets a new password that signs in', async ({ page, request }) => {
  const email = uniqueEmail('forgetful');
  await registerAccount(request, email, 'Old12345');
  await page.goto(`${host('main')}/account/forgot-password`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();
  await expectAccessible(page);

  const mail = (await outbox(request, email)).find((item) => item.link?.includes('/account/reset-password'));
  expect(mail?.link).toBeTruthy();
  await page.goto(mail?.link ?? '');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByLabel('New password').fill('New12345');
  await page.getByLabel('Confirm password').fill('New12345');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('The password is changed')).toBeVisible();
  await expectAccessible(page);

  await signInWithForm(page, { email, password: 'New12345' });
  await expect(page).toHaveURL(`${host('main')}/`);
});

test('reset password refuses a wrong code with the server message', async ({ page }) => {
  await page.goto(`${host('main')}/account/reset-password?email=${encodeURIComponent(DEMO.email)}&code=not-a-code`);
  await page.getByLabel('New password').fill('New12345');
  await page.getByLabel('Confirm password').fill('New12345');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('alert')).toContainText('The reset link is invalid or has expired');
});

test('the confirmation link confirms the e-mail; a broken one shows the failure screen', async ({ page, request }) => {
  const email = uniqueEmail('confirm');
  await registerAccount(request, email);
  const mail = (await outbox(request, email)).find((item) => item.link?.includes('ConfirmEmail'));
  await page.goto(mail?.link ?? '');
  await expect(page.getByText('Your email is confirmed')).toBeVisible();
  await expectAccessible(page);

  await page.goto(`${host('main')}/Account/ConfirmEmail?userId=00000000-0000-4000-8000-000000000000&code=wrong`);
  await expect(page.getByText('The email could not be confirmed')).toBeVisible();
  await expect(page.getByText('The confirmation link is invalid or has expired')).toBeVisible();
  await expectAccessible(page);
});

test('Google sign-in through the local stand-in signs a new user in', async ({ page }) => {
  const email = uniqueEmail('google');
  await page.goto(`${host('main')}/account/login`);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page).toHaveURL(new RegExp(`^${API}/dev/google/authorize`));
  await page.getByLabel(/email/i).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/(quickstart)?$|^${host('main')}/$`));
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: email })).toBeVisible();
});

test('/demo opens the demo cabinet', async ({ page }) => {
  await page.goto(`${host('main')}/demo`);
  await expect(page).toHaveURL(`${host('main')}/`);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: DEMO.email })).toBeVisible();
});

test('on a phone a Russian visitor switches the sign-in pages to English before signing in; a host without a choice shows none', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${host('main')}/account/login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Язык интерфейса' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('combobox', { name: 'Interface language' })).toHaveValue('en');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  // The clinic host fixes its language: no choice is offered.
  await page.goto(`${host('clinic')}/account/login`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await context.close();
});
