import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillPath } from '@cabinet/api/core';
import { PAYMENTS_PATHS } from '@cabinet/api/payments';
import { renderScreen, TEST_USER } from '@cabinet/contracts/testing';
import '../../../catalog';
import { CancelSubscriptionScreen } from './CancelSubscriptionScreen';

const SUBSCRIPTION = { id: 'sub-1', tariff: 3, provider: 'YoomoneyPay', status: 'active', isAutoPay: true, amount: 250_000, currency: 'RUB', paidUpTo: '2026-12-20T10:00:00.000Z', giftAvailable: false, createdAt: '2026-10-20T10:00:00.000Z' };
const session = { status: 'authenticated' as const, user: TEST_USER, roles: [] };

describe('CancelSubscriptionScreen (/payments/subscriptions/cancel/{id})', () => {
  it('says a refused step above the form, keeping the choice, and goes on once the API takes it', async () => {
    const answers = [Response.json({ code: 'PAYMENT_PROVIDER_FAILED', message: 'down' }, { status: 502 }), new Response(null, { status: 204 })];
    await renderScreen(<CancelSubscriptionScreen />, {
      route: 'payments.subscriptions.cancel',
      params: { subscriptionId: SUBSCRIPTION.id },
      session,
      api: (_request, path) => {
        if (path === fillPath(PAYMENTS_PATHS.subscriptions, { userId: TEST_USER.id })) return Response.json([SUBSCRIPTION]);
        if (path === fillPath(PAYMENTS_PATHS.saveCancelReason, { userId: TEST_USER.id, id: SUBSCRIPTION.id })) return answers.shift();
        return undefined;
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Other' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment provider did not answer. Try again in a minute.');
    expect(screen.getByRole('radio', { name: 'Other' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Before you go' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
