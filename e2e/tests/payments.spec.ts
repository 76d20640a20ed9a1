import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API, expectAccessible, host, uniqueEmail } from './support';

/** A new account of a country (spec section 9's ids), signed in on the page. */
async function signedInAccount(page: Page, request: APIRequestContext, countryId: number, locale?: string): Promise<{ token: string }> {
  const password = 'Secret12';
  const response = await request.post(`${API}/api/v1/account/register`, {
    data: { email: uniqueEmail('payer'), password, confirmPassword: password, phone: '+79001234567', countryId, clientHost: host('main'), isAgreeWithTerms: true },
  });
  expect(response.ok()).toBe(true);
  const tokens: { token: string; refreshToken: string } = await response.json();
  await page.goto(`${host('main')}/404`);
  await page.evaluate(
    ({ token, refreshToken, locale }) => {
      localStorage.setItem('cabinet.token', token);
      localStorage.setItem('cabinet.refreshToken', refreshToken);
      if (locale) localStorage.setItem('cabinet.locale', locale);
    },
    { ...tokens, locale },
  );
  return tokens;
}

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity));
}

/** Chooses amoCRM (an account-wide plan), agrees to the terms and waits for the price. */
async function chooseAmoCrm(page: Page, total: string): Promise<void> {
  await page.goto(`${host('main')}/payments?tariff=3`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'amoCRM' })).toBeChecked();
  await expect(page.getByText('Your account: not paid')).toBeVisible();
  await expect(page.getByTestId('payment-total')).toHaveText(total);
}

test('a Russian account pays in the embedded widget and its paid-up-to date moves a month on', async ({ page, request }) => {
  await signedInAccount(page, request, 1);
  await chooseAmoCrm(page, '1,500\u00a0₽');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('You must agree to the terms to pay')).toBeVisible();
  await page.getByRole('checkbox', { name: 'I agree to the terms of service' }).check();
  await settled(page);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const widget = page.frameLocator('iframe[title="Payment form"]');
  await widget.getByRole('button', { name: 'Pay', exact: true }).click();
  const result = page.getByRole('status').filter({ hasText: 'Payment received' });
  await expect(result).toContainText('Payment received: 1,500\u00a0₽ for amoCRM.');
  const paidUpTo = new Date(Date.now() + 30 * 86_400_000).toLocaleDateString('en', { day: 'numeric', month: 'long', year: 'numeric' });
  await expect(result).toContainText(`Paid up to ${paidUpTo}`);
  await expect(page.getByText(`Your account: paid up to ${paidUpTo}`)).toBeVisible();
});
