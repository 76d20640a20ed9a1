import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { portOf } from '@cabinet/build/ports';
import { API, DEMO, expectAccessible, host, signInWithTokens, uniqueEmail } from './support';

/** A new account of a country (spec section 9's ids), signed in on the page. */
async function signedInAccount(page: Page, request: APIRequestContext, countryId: number, locale?: string, origin = host('main')): Promise<{ token: string }> {
  const password = 'Secret12';
  const response = await request.post(`${API}/api/v1/account/register`, {
    data: { email: uniqueEmail('payer'), password, confirmPassword: password, phone: '+79001234567', countryId, clientHost: host('main'), isAgreeWithTerms: true },
  });
  expect(response.ok()).toBe(true);
  const tokens: { token: string; refreshToken: string } = await response.json();
  await page.goto(`${origin}/404`);
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
  await expect(page.getByTestId('payment-total')).toHaveText(total);
}

test('a Russian account pays in the embedded widget and its paid-up-to date moves a month on', async ({ page, request }) => {
  await signedInAccount(page, request, 1);
  await chooseAmoCrm(page, '1,500\u00a0₽');
  await expect(page.getByText('Your account: not paid')).toBeVisible();
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

test("a clinic pays for one of its Medflex LPUs on ClinicNotify, and only that LPU's paid-up-to date moves on", async ({ page, request }) => {
  const { token } = await signedInAccount(page, request, 1, undefined, host('clinic'));
  const connected = await request.post(`${API}/api/v1/MedFlexAccounts/Connect`, { headers: { authorization: `Bearer ${token}` }, data: { apiKey: 'mf-demo-clinic-key' } });
  expect(connected.status()).toBe(201);
  await page.goto(`${host('clinic')}/payments`);
  await expect(page.getByRole('radio', { name: 'Medflex' })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Medflex clinics for payment' })).toBeVisible();
  await expect(page.getByText('Select at least one clinic to choose a plan')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Клиника «Здоровье», Арбат (not paid)' }).check();
  await expect(page.getByTestId('payment-total')).toHaveText('2,990\u00a0₽');
  await page.getByRole('checkbox', { name: 'I agree to the terms of service' }).check();
  await settled(page);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.frameLocator('iframe[title="Payment form"]').getByRole('button', { name: 'Pay', exact: true }).click();
  const paidUpTo = new Date(Date.now() + 30 * 86_400_000).toLocaleDateString('en', { day: 'numeric', month: 'long', year: 'numeric' });
  await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toContainText(`Paid up to ${paidUpTo}`);
  await expect(page.getByRole('checkbox', { name: `Клиника «Здоровье», Арбат (paid up to ${paidUpTo})` })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Клиника «Здоровье», Тверская (not paid)' })).toBeVisible();
});

test('a Kazakh account pays on the Paybox page and comes back paid; a declined card and going back leave nothing paid', async ({ page, request }) => {
  await signedInAccount(page, request, 8);
  await chooseAmoCrm(page, '8,500\u00a0₸');
  await page.getByRole('checkbox', { name: 'I agree to the terms of service' }).check();

  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Paybox' })).toBeVisible();
  await page.getByRole('button', { name: 'Decline the card' }).click();
  await expect(page.getByRole('alert')).toHaveText('The card was declined: insufficient funds.');
  await page.getByRole('button', { name: 'Back to the shop' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The payment failed. Nothing was charged.' })).toBeVisible();
  await expect(page.getByText('Your account: not paid')).toBeVisible();

  await page.getByRole('checkbox', { name: 'I agree to the terms of service' }).check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Paybox' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to the shop' }).click();
  // Back without paying: Paybox reports nothing, so the cabinet says it is unconfirmed, not that it failed.
  await expect(page.getByRole('status').filter({ hasText: 'The payment provider has not confirmed this payment yet.' })).toContainText('if you left without paying, nothing was charged');

  await page.getByRole('checkbox', { name: 'I agree to the terms of service' }).check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Paybox' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  const paidUpTo = new Date(Date.now() + 30 * 86_400_000).toLocaleDateString('en', { day: 'numeric', month: 'long', year: 'numeric' });
  await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toContainText(`Paid up to ${paidUpTo}`);
  await expect(page.getByText(`Your account: paid up to ${paidUpTo}`)).toBeVisible();
});

test('a Brazilian account pays in dollars on the Stripe checkout, then takes the discount instead of cancelling', async ({ page, request }) => {
  await signedInAccount(page, request, 55);
  await chooseAmoCrm(page, '$18');
  await page.getByRole('checkbox', { name: 'I agree to the terms of service' }).check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Stripe Checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toContainText('Payment received: $18 for amoCRM.');

  await page.getByRole('link', { name: 'Subscriptions and payment history' }).click();
  const subscriptions = page.getByRole('table', { name: 'Subscriptions' });
  await expect(subscriptions.getByRole('cell', { name: 'Active' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Payment history' }).getByRole('cell', { name: 'Paid', exact: true })).toBeVisible();
  await subscriptions.getByRole('link', { name: 'Cancel subscription' }).click();

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Choose a reason')).toBeVisible();
  await page.getByRole('radio', { name: 'Found an alternative' }).check();
  await page.getByRole('radio', { name: 'Wahelp' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Before you go' })).toBeVisible();
  await settled(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Take 30% off your next month' }).click();
  await expect(page.getByRole('status')).toContainText(/You stay with us\. Your promo code STAY-[0-9A-F]{8} takes 30% off the next month/);

  await page.getByRole('status').getByRole('link', { name: 'Back to subscriptions' }).click();
  await expect(page.getByRole('table', { name: 'Subscriptions' }).getByRole('cell', { name: 'Active' })).toBeVisible();
});

/** A figure of the home page by its term: the dd right after the dt. */
const homeFigure = (page: Page, term: string) => page.locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) }).locator('dd').first();
const dateOf = (text: string) => new Date(`${text} 12:00 UTC`);
const formatted = (date: Date) => date.toLocaleDateString('en', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The demo's paid-up-to as home shows it, after checking the payment page, the subscription and the history say the same. */
async function demoPaidUpToEverywhere(page: Page): Promise<string> {
  let date = '';
  // The insights journey may claim the demo's setup gift meanwhile: the four are read again until they agree at rest.
  await expect(async () => {
    await page.goto(`${host('main')}/`);
    date = (await homeFigure(page, 'Paid up to').textContent({ timeout: 15_000 })) ?? '';
    expect(date).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);

    await page.goto(`${host('main')}/payments?tariff=1`);
    const companies = page.getByRole('group', { name: 'Companies for payment' }).getByRole('checkbox');
    await expect(companies).toHaveCount(2);
    for (const company of await companies.all()) await expect(company).toHaveAccessibleName(new RegExp(`paid up to ${date}\\)$`));

    await page.goto(`${host('main')}/payments/subscriptions`);
    const pro = page.getByRole('table', { name: 'Subscriptions' }).getByRole('row').filter({ hasText: 'Booking system: Pro' });
    await expect(pro.getByRole('cell', { name: date, exact: true })).toBeVisible();
    // The history's newest Pro row paid up to that date: its own period's end.
    const newest = page.getByRole('table', { name: 'Payment history' }).getByRole('row').filter({ hasText: 'Booking system: Pro' }).first();
    await expect(newest.getByRole('cell', { name: date, exact: true })).toHaveCount(2);
  }).toPass({ timeout: 60_000 });
  return date;
}

// Issue 36: home said paid up to a date while the payment page said "not paid" and every history row showed the latest date.
test("the demo's payments agree on home, the payment page, the subscriptions and the history; its auto-pay is cancelled for good, and paying again runs on from the paid date", async ({ page, request }) => {
  test.setTimeout(150_000);
  await signInWithTokens(page, request, DEMO);
  const paidUpTo = await demoPaidUpToEverywhere(page);

  const subscriptions = page.getByRole('table', { name: 'Subscriptions' });
  const pro = subscriptions.getByRole('row').filter({ hasText: 'Booking system: Pro' });
  await expect(pro.getByRole('cell', { name: 'Active' })).toBeVisible();
  await expect(pro.getByRole('cell', { name: 'On', exact: true })).toBeVisible();
  await expect(subscriptions.getByRole('row').filter({ hasText: 'Analytics' }).getByRole('cell', { name: 'Active' })).toBeVisible();
  // What each row bought, in words, never the stored "Tariff 1, 30 days for 2 unit(s)".
  const history = page.getByRole('table', { name: 'Payment history' });
  await expect(history.getByRole('cell', { name: /^30 days for .+ and .+$/ }).first()).toBeVisible();
  await expect(history.getByText(/Tariff \d|unit\(s\)/)).toHaveCount(0);

  // Cancel the subscription through the whole flow; it stays cancelled after a reload and its paid period stays.
  await pro.getByRole('link', { name: 'Cancel subscription' }).click();
  await page.getByRole('radio', { name: 'Too expensive' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Before you go' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel the subscription' }).click();
  await expect(page.getByRole('status')).toContainText(`The subscription is cancelled. What you paid for runs until ${paidUpTo}.`);
  await page.getByRole('status').getByRole('link', { name: 'Back to subscriptions' }).click();
  await expect(pro.getByRole('cell', { name: 'Cancelled' })).toBeVisible();
  await page.reload();
  await expect(pro.getByRole('cell', { name: 'Cancelled' })).toBeVisible();
  await expect(pro.getByRole('cell', { name: 'Off', exact: true })).toBeVisible();
  await expect(pro.getByRole('cell', { name: paidUpTo, exact: true })).toBeVisible();
  await expect(pro.getByRole('link', { name: 'Cancel subscription' })).toHaveCount(0);

  // Paying again in the sandbox runs on from the paid date, not from today, and makes the subscription active.
  await page.goto(`${host('main')}/payments?tariff=1`);
  const companies = page.getByRole('group', { name: 'Companies for payment' }).getByRole('checkbox');
  await expect(companies).toHaveCount(2);
  for (const company of await companies.all()) await company.check();
  await expect(page.getByTestId('payment-total')).toHaveText(/₽$/);
  await page.getByRole('checkbox', { name: 'I agree to the terms of service' }).check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.frameLocator('iframe[title="Payment form"]').getByRole('button', { name: 'Pay', exact: true }).click();
  const next = formatted(new Date(dateOf(paidUpTo).getTime() + 30 * 86_400_000));
  await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toContainText(`Paid up to ${next}`);
  expect(await demoPaidUpToEverywhere(page)).toBe(next);
  const newest = page.getByRole('table', { name: 'Payment history' }).getByRole('row').filter({ hasText: 'Booking system: Pro' }).first();
  await expect(newest.getByRole('cell', { name: paidUpTo, exact: true })).toBeVisible();
  await expect(pro.getByRole('cell', { name: 'Active' })).toBeVisible();
});

test('promo codes: each refusal in its words at the field, changing nothing else, and the partner programme opens after the first payment', async ({ page, request }) => {
  await signedInAccount(page, request, 1);
  await chooseAmoCrm(page, '1,500\u00a0₽');
  await expect(page.getByRole('main').getByRole('link', { name: 'Partner programme' })).toHaveCount(0);
  await page.getByLabel('Promo code').fill('NO-SUCH-CODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Promo code not found')).toBeVisible();
  // An unknown code changes nothing else (issue 36): the price, auto-pay and Pay stay as they were.
  await expect(page.getByLabel('Promo code')).toHaveValue('NO-SUCH-CODE');
  await expect(page.getByTestId('payment-total')).toHaveText('1,500\u00a0₽');
  await expect(page.getByRole('switch', { name: 'Auto-pay' })).toBeChecked();
  await expect(page.getByText('Auto-pay is unavailable with a promo code.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeEnabled();
  await page.getByLabel('Promo code').fill('');
  await expect(page.getByText('Promo code not found')).toHaveCount(0);

  await page.getByRole('checkbox', { name: 'I agree to the terms of service' }).check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.frameLocator('iframe[title="Payment form"]').getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Partner programme' }).click();
  await page.getByRole('link', { name: 'Create a promo code' }).click();
  const code = `SALON${Date.now() % 1_000_000}`;
  // Exact: until the new page has drawn, the list's table "Your promo codes" also answers to the field's label.
  await page.getByLabel('Your promo code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('table', { name: 'Your promo codes' }).getByRole('cell', { name: code })).toBeVisible();
  await settled(page);
  await expectAccessible(page);

  // The owner's own code is refused at the field.
  await chooseAmoCrm(page, '1,500\u00a0₽');
  await page.getByLabel('Promo code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('You cannot use your own promo code')).toBeVisible();
});

test('a payment link is paid on the public page by someone who is not signed in', async ({ browser, page, request }) => {
  await signedInAccount(page, request, 1);
  await chooseAmoCrm(page, '1,500\u00a0₽');
  await page.getByRole('button', { name: 'Get a payment link' }).click();
  const link = await page.getByLabel('Payment link: open it on another device or send it to whoever pays').inputValue();
  expect(link).toContain('/publicPayments?token=');

  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await other.goto(link);
  await expect(other.getByText(/^amoCRM for the account pa\*+@salon\.example$/)).toBeVisible();
  await expect(other.getByTestId('payment-total')).toHaveText('1,500\u00a0₽');
  await other.getByRole('button', { name: 'Pay', exact: true }).click();
  await other.frameLocator('iframe[title="Payment form"]').getByRole('button', { name: 'Pay' }).click();
  await expect(other.getByRole('status')).toHaveText('This link is paid. Thank you!');
  await settled(other);
  await expectAccessible(other);
  await stranger.close();

  await page.reload();
  await expect(page.getByText(/^Your account: paid up to /)).toBeVisible();
});

test("the quick start's trial: a card check in the widget starts three free Pro days, then 1,200 roubles a month by auto-pay, which can be cancelled alone", async ({ page, request }) => {
  await signedInAccount(page, request, 1);
  await page.goto(`${host('main')}/payments?trial=1`);
  await expect(page.getByRole('heading', { name: 'Pro plan: 3 days free' })).toBeVisible();
  await expect(page.getByText('The widget checks your card with 1\u00a0₽. When the trial ends, auto-pay charges 1,200\u00a0₽ a month.', { exact: false })).toBeVisible();
  await settled(page);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Start the free trial' }).click();
  await page.frameLocator('iframe[title="Payment form"]').getByRole('button', { name: 'Pay', exact: true }).click();
  const result = page.getByRole('status').filter({ hasText: 'Payment received' });
  await expect(result).toContainText('Payment received: 1\u00a0₽ for Booking system: Pro.');
  const trialEnd = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('en', { day: 'numeric', month: 'long', year: 'numeric' });
  await expect(result).toContainText(`Paid up to ${trialEnd}`);

  // The subscription runs its trial with auto-pay on, at the offer's price; the trial is offered once.
  await page.goto(`${host('main')}/payments/subscriptions`);
  const subscription = page.getByRole('table', { name: 'Subscriptions' }).getByRole('row').filter({ hasText: 'Booking system: Pro' });
  await expect(subscription.getByRole('cell', { name: 'Active' })).toBeVisible();
  await expect(subscription.getByRole('cell', { name: 'On', exact: true })).toBeVisible();
  await expect(subscription.getByRole('cell', { name: '1,200\u00a0₽' })).toBeVisible();

  // Cancel auto-pay only: the trial runs to its end and nothing is charged after it.
  await subscription.getByRole('link', { name: 'Cancel subscription' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'Found an alternative' }).check();
  await page.getByRole('radio', { name: 'Wahelp' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Cancel auto-pay only' }).click();
  await expect(page.getByRole('status')).toContainText(`Auto-pay is off. The subscription runs until ${trialEnd}; the next period is not charged.`);
  await page.getByRole('status').getByRole('link', { name: 'Back to subscriptions' }).click();
  await expect(subscription.getByRole('cell', { name: 'Off', exact: true })).toBeVisible();
  await page.goto(`${host('main')}/payments?trial=1`);
  await page.getByRole('button', { name: 'Start the free trial' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This offer is no longer available' })).toBeVisible();
});

for (const [locale, service, pay, total] of [
  ['ru', 'amoCRM', 'Оплатить', '1\u00a0500\u00a0₽'],
  ['pt-BR', 'amoCRM', 'Pagar', '$18'],
  ['uk-UA', 'amoCRM', 'Оплатити', '1\u00a0500\u00a0₽'],
] as const) {
  test(`the payment page speaks ${locale}`, async ({ page, request }) => {
    await signedInAccount(page, request, locale === 'pt-BR' ? 55 : 1, locale);
    await page.goto(`${host('main')}/payments?tariff=3`);
    await expect(page.getByRole('radio', { name: service })).toBeChecked();
    await expect(page.getByRole('button', { name: pay, exact: true })).toBeVisible();
    await expect(page.getByTestId('payment-total')).toHaveText(total);
    await settled(page);
    await expectAccessible(page);
  });
}

test('a bank invoice: the payer is filled from the INN and the PDF downloads', async ({ page, request }) => {
  await signedInAccount(page, request, 1);
  await chooseAmoCrm(page, '1,500\u00a0₽');
  await page.getByRole('checkbox', { name: 'I agree to the terms of service' }).check();
  await page.getByRole('textbox', { name: 'INN' }).fill('7707083893');
  await page.getByRole('button', { name: 'Find the company' }).click();
  await expect(page.getByRole('textbox', { name: 'Payer' })).toHaveValue('ООО «Салон 3893»');
  await expect(page.getByRole('textbox', { name: 'KPP' })).toHaveValue('770701001');
  await page.getByRole('button', { name: 'Get the invoice' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /^Download invoice INV-\d{4}-[0-9A-F]{6} \(PDF\)$/ }).click();
  expect((await download).suggestedFilename()).toBe('invoice.pdf');
});

/** A payment link made through the API for a new Russian account (amoCRM for a month), as GetPaymentLink gives it. */
async function paymentLinkToken(request: APIRequestContext): Promise<string> {
  const password = 'Secret12';
  const registered = await request.post(`${API}/api/v1/account/register`, {
    data: { email: uniqueEmail('linked'), password, confirmPassword: password, phone: '+79001234567', countryId: 1, clientHost: host('main'), isAgreeWithTerms: true },
  });
  const { token }: { token: string } = await registered.json();
  const me: { id: string } = await (await request.get(`${API}/api/v1/Account/CurrentUser`, { headers: { Authorization: `Bearer ${token}` } })).json();
  const userId = me.id;
  const link = await request.post(`${API}/api/v1/YoomoneyPay/GetPaymentLink`, { headers: { Authorization: `Bearer ${token}` }, data: { requireUserId: userId, tariff: 3, month: 1 } });
  expect(link.ok()).toBe(true);
  const { url }: { url: string } = await link.json();
  return new URL(url).searchParams.get('token') ?? '';
}

const PAYMENTS_ORIGIN = `http://localhost:${portOf('mf-payments')}`;

for (const [locale, heading, pay, paid] of [
  ['uk-UA', 'Оплата', 'Оплатити', 'Це посилання оплачено. Дякуємо!'],
  ['ru-RU', 'Оплата', 'Оплатить', 'Эта ссылка оплачена. Спасибо!'],
  ['pt-BR', 'Pagamento', 'Pagar', 'Este link está pago. Obrigado!'],
  ['en-US', 'Payment', 'Pay', 'This link is paid. Thank you!'],
] as const) {
  test.describe(`the public payment page alone, on a phone in ${locale}`, () => {
    test.use({ locale, viewport: { width: 390, height: 844 } });
    test('pays a link with no shell and no session: only the API and mf-payments are asked', async ({ page, request }) => {
      const token = await paymentLinkToken(request);
      const origins = new Set<string>();
      page.on('request', (sent) => origins.add(new URL(sent.url()).origin));
      await page.goto(`${PAYMENTS_ORIGIN}/publicPayments?token=${token}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByTestId('payment-total')).toHaveText(new RegExp(`^1\\D?500\u00a0₽$`));
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await settled(page);
      await expectAccessible(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      if (locale !== 'uk-UA') return;
      await page.getByRole('button', { name: pay, exact: true }).click();
      await page.frameLocator('iframe').getByRole('button', { name: 'Pay', exact: true }).click();
      await expect(page.getByRole('status')).toHaveText(paid);
      expect([...origins].filter((origin) => origin !== API && origin !== PAYMENTS_ORIGIN)).toEqual([]);
    });
  });
}
