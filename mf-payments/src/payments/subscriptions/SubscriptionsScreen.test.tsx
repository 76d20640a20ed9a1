import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENTS_PATHS } from '@cabinet/api/payments';
import type { PayInfo, PayInfos } from '@cabinet/api/payments';
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
    promocode: null,
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
    expect(await within(table).findByText('payment 505')).toBeInTheDocument();
    expect(within(table).getByText('payment 501')).toBeInTheDocument();
    expect(within(table).queryByText('payment 500')).not.toBeInTheDocument();
    expect(api.lastQuery(PAYMENTS_PATHS.payHistory)).toEqual({ page: '26', pageSize: '20' });
  });

  it('writes the balances in the locale\'s numbers and says the AI balance is kept in dollars', async () => {
    await renderWithHistory(<SubscriptionsScreen />, { route: 'payments.subscriptions', session, api: paymentsApi().handler });
    const balances = await screen.findByText(/^Messages left:/);
    expect(balances).toHaveTextContent(/^Messages left: 1,280\. AI balance \(kept in US dollars\): \$0/);
  });

  it('keeps the page in the URL: another page is a history entry and a new call', async () => {
    const api = paymentsApi();
    const rendered = await renderWithHistory(<SubscriptionsScreen />, { route: 'payments.subscriptions', session, api: api.handler });
    expect(await screen.findByText('payment 1')).toBeInTheDocument();
    expect(screen.getByText('Total: 505')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByTitle('2'));
    await waitFor(() => expect(rendered.history.current()).toBe('?page=2'));
    expect(await screen.findByText('payment 21')).toBeInTheDocument();
    expect(api.lastQuery(PAYMENTS_PATHS.payHistory)).toEqual({ page: '2', pageSize: '20' });

    rendered.back();
    expect(await screen.findByText('payment 1')).toBeInTheDocument();
  });
});
