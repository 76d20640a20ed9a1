import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENTS_PATHS } from '@cabinet/api/payments';
import type { PayInfo, PayInfos, Subscription } from '@cabinet/api/payments';
import { fakeApi, pageOf } from '@cabinet/api/testing';
import { TEST_USER } from '@cabinet/contracts/testing';
import { renderWithHistory } from '@cabinet/toolkit/testing';
import '../../catalog';
import { SubscriptionsScreen } from './SubscriptionsScreen';

/** A history longer than PayInfos' 500: payment n is n days older than the first. */
const HISTORY: PayInfo[] = Array.from({ length: 505 }, (_, index) => {
  const day = new Date(Date.UTC(2026, 10, 1) - index * 86_400_000).toISOString();
  return {
    id: `p${index + 1}`,
    tariff: 3,
    dateBegin: day,
    dateEnd: day,
    sum: 250_000,
    currency: 'RUB',
    comment: `payment ${index + 1}`,
    purchase: { days: 0, covers: null, units: [], messages: 500, reviewRatings: 0, aiBalanceUsd: 0 },
    note: null,
    promocode: `CODE${index + 1}`,
    isAutoPay: false,
    subscriptionId: null,
    paid: true,
    paidUpTo: null,
  };
});
const SUMMARY: PayInfos = { payments: HISTORY.slice(0, 500), failedPayments: 0, balance: 1280, aiBalanceUsd: 0, partnerBalance: 0 };

function paymentsApi() {
  return fakeApi()
    .on('GET', PAYMENTS_PATHS.subscriptions, () => [])
    .on('GET', PAYMENTS_PATHS.payInfos, () => SUMMARY)
    .on('GET', PAYMENTS_PATHS.payHistory, ({ query }) => pageOf(HISTORY, query));
}

const session = { status: 'authenticated' as const, user: TEST_USER, roles: [] };

describe('SubscriptionsScreen (/payments/subscriptions), the payment history', () => {
  it('asks the server for the page the URL names, so rows past the 500th are shown', async () => {
    const api = paymentsApi();
    await renderWithHistory(<SubscriptionsScreen />, { route: 'payments.subscriptions', search: '?page=26', session, api: api.handler });

    const table = await screen.findByRole('table', { name: 'Payment history' });
    expect(await within(table).findByText('CODE505')).toBeInTheDocument();
    expect(within(table).getByText('CODE501')).toBeInTheDocument();
    expect(within(table).queryByText('CODE500')).not.toBeInTheDocument();
    expect(api.lastQuery(PAYMENTS_PATHS.payHistory)).toEqual({ page: '26', pageSize: '20' });
  });

  it('writes the balances in the locale\'s numbers and says the AI and partner balances are kept in dollars', async () => {
    await renderWithHistory(<SubscriptionsScreen />, { route: 'payments.subscriptions', session, api: paymentsApi().handler });
    const balances = await screen.findByText(/^Messages left:/);
    expect(balances).toHaveTextContent(/^Messages left: 1,280\. AI balance \(kept in US dollars\): \$0(\.00)?\. Partner balance \(kept in US dollars\): \$/);
  });

  it('keeps the page in the URL: another page is a history entry and a new call', async () => {
    const api = paymentsApi();
    const rendered = await renderWithHistory(<SubscriptionsScreen />, { route: 'payments.subscriptions', session, api: api.handler });
    expect(await screen.findByText('CODE1')).toBeInTheDocument();
    expect(screen.getByText('Total: 505')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(rendered.history.current()).toBe('?page=2'));
    expect(await screen.findByText('CODE21')).toBeInTheDocument();
    expect(api.lastQuery(PAYMENTS_PATHS.payHistory)).toEqual({ page: '2', pageSize: '20' });

    rendered.back();
    expect(await screen.findByText('CODE1')).toBeInTheDocument();
  });
});

/** The demo's kind of history: Pro for two companies, then a renewal the bank refused. */
const WORDED: PayInfo[] = [
  {
    id: 'refused',
    tariff: 1,
    dateBegin: '2026-12-16T00:00:00.000Z',
    dateEnd: '2026-12-16T00:00:00.000Z',
    sum: 500_000,
    currency: 'RUB',
    comment: 'card_declined',
    purchase: { days: 30, covers: 'companies', units: ['Aurora, Lenina 5', 'Aurora, Mira 12'], messages: 0, reviewRatings: 0, aiBalanceUsd: 0 },
    note: null,
    promocode: null,
    isAutoPay: true,
    subscriptionId: null,
    paid: false,
    paidUpTo: null,
  },
  {
    id: 'pro',
    tariff: 1,
    dateBegin: '2026-11-17T00:00:00.000Z',
    dateEnd: '2026-12-17T00:00:00.000Z',
    sum: 500_000,
    currency: 'RUB',
    comment: 'Tariff 1, 30 days for 2 unit(s)',
    purchase: { days: 30, covers: 'companies', units: ['Aurora, Lenina 5', 'Aurora, Mira 12'], messages: 500, reviewRatings: 0, aiBalanceUsd: 0 },
    note: null,
    promocode: null,
    isAutoPay: true,
    subscriptionId: 's1',
    paid: true,
    paidUpTo: '2026-12-17T00:00:00.000Z',
  },
  {
    id: 'gift',
    tariff: 1,
    dateBegin: '2026-12-17T00:00:00.000Z',
    dateEnd: '2027-02-17T00:00:00.000Z',
    sum: 0,
    currency: 'RUB',
    comment: '',
    purchase: { days: 62, covers: null, units: [], messages: 0, reviewRatings: 0, aiBalanceUsd: 0 },
    note: { code: 'freePeriod', months: 2 },
    promocode: null,
    isAutoPay: false,
    subscriptionId: 's1',
    paid: true,
    paidUpTo: '2027-02-17T00:00:00.000Z',
  },
];

const SUBSCRIPTIONS: Subscription[] = [
  { id: 's1', tariff: 1, provider: 'YoomoneyPay', status: 'active', isAutoPay: true, amount: 500_000, currency: 'RUB', paidUpTo: '2026-12-17T00:00:00.000Z', giftAvailable: true, createdAt: '2025-11-01T00:00:00.000Z' },
  { id: 's2', tariff: 16, provider: 'YoomoneyPay', status: 'expired', isAutoPay: false, amount: 99_000, currency: 'RUB', paidUpTo: '2026-10-01T00:00:00.000Z', giftAvailable: false, createdAt: '2026-09-01T00:00:00.000Z' },
];

function wordedApi() {
  return fakeApi()
    .on('GET', PAYMENTS_PATHS.subscriptions, () => SUBSCRIPTIONS)
    .on('GET', PAYMENTS_PATHS.payInfos, () => ({ ...SUMMARY, payments: WORDED }))
    .on('GET', PAYMENTS_PATHS.payHistory, ({ query }) => pageOf(WORDED, query));
}

// Issue 36: rows read "Tariff 1, 30 days for 1 unit(s)" and "Subscriptions" said none above a paid history.
describe('SubscriptionsScreen, what each row says', () => {
  it("words what each payment bought from its data, with the tariff's name and the row's own paid-up-to, never the stored text", async () => {
    await renderWithHistory(<SubscriptionsScreen />, { route: 'payments.subscriptions', session, api: wordedApi().handler });
    const table = await screen.findByRole('table', { name: 'Payment history' });
    const paid = (await within(table).findByText('30 days for Aurora, Lenina 5 and Aurora, Mira 12; 500 messages')).closest('tr');
    if (!(paid instanceof HTMLElement)) throw new Error('no row');
    expect(within(paid).getByText('Booking system: Pro')).toBeInTheDocument();
    expect(within(paid).getAllByText('December 17, 2026')).toHaveLength(2);
    expect(within(table).getByText('30 days for Aurora, Lenina 5 and Aurora, Mira 12; Refused: the card was declined')).toBeInTheDocument();
    expect(within(table).queryByText(/Tariff 1|unit\(s\)|card_declined/)).not.toBeInTheDocument();
    // A free period says so, from its note's code (issue 31: "Pro, 2 months free" in English for everyone).
    expect(within(table).getByText('Free period: 2 months; 62 days')).toBeInTheDocument();
  });

  it('words a free period in the reader’s language', async () => {
    await renderWithHistory(<SubscriptionsScreen />, { route: 'payments.subscriptions', session, locale: 'uk-UA', api: wordedApi().handler });
    const table = await screen.findByRole('table', { name: 'Історія платежів' });
    expect(await within(table).findByText('Безкоштовний період: 2 місяці; 62 дні')).toBeInTheDocument();
  });

  it('lists every paid plan with its state and paid-up-to', async () => {
    await renderWithHistory(<SubscriptionsScreen />, { route: 'payments.subscriptions', session, api: wordedApi().handler });
    const table = await screen.findByRole('table', { name: 'Subscriptions' });
    const pro = (await within(table).findByText('Booking system: Pro')).closest('tr');
    const analytics = within(table).getByText('Analytics').closest('tr');
    if (!(pro instanceof HTMLElement) || !(analytics instanceof HTMLElement)) throw new Error('no rows');
    expect(within(pro).getByText('Active')).toBeInTheDocument();
    expect(within(pro).getByText('December 17, 2026')).toBeInTheDocument();
    expect(within(pro).getByRole('link', { name: 'Cancel subscription' })).toBeInTheDocument();
    expect(within(analytics).getByText('Expired')).toBeInTheDocument();
    expect(within(analytics).getByText('October 1, 2026')).toBeInTheDocument();
    expect(screen.queryByText(/No subscriptions yet/)).not.toBeInTheDocument();
  });

  it("speaks the reader's language: Russian names, plurals and lists", async () => {
    await renderWithHistory(<SubscriptionsScreen />, { route: 'payments.subscriptions', session, api: wordedApi().handler, locale: 'ru' });
    const table = await screen.findByRole('table', { name: 'История платежей' });
    expect(await within(table).findByText('30 дней для Aurora, Lenina 5 и Aurora, Mira 12; 500 сообщений')).toBeInTheDocument();
    expect(within(table).getByText('30 дней для Aurora, Lenina 5 и Aurora, Mira 12; Отклонён: банк отклонил карту')).toBeInTheDocument();
  });
});
