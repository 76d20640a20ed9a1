import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillPath } from '@cabinet/api/contract';
import { computePrice, paymentConfigSchema, type AllowedServices, type PaymentConfig, PAYMENTS_PATHS } from '@cabinet/api/payments';
import { renderScreen, TEST_USER, type ScreenOptions } from '@cabinet/contracts/testing';
import '../catalog';
import { PaymentsScreen } from './PaymentsScreen';

const ARBAT = { id: '7d1c0a52-3f0e-4b8e-9a51-0c7f4b2e9a01', name: 'Клиника «Здоровье», Арбат', activeMastersCount: null, paidUpTo: '2026-12-20T10:00:00.000Z' };
const TVERSKAYA = { id: '7d1c0a52-3f0e-4b8e-9a51-0c7f4b2e9a02', name: 'Клиника «Здоровье», Тверская', activeMastersCount: null, paidUpTo: null };

const allowed = (targets: AllowedServices['services'][number]['targets']): AllowedServices => ({
  countryId: 1,
  provider: 'YoomoneyPay',
  currency: 'RUB',
  hasPayments: false,
  services: [{ tariff: 25, covers: 'medflexLpus', targets, paidUpTo: null }],
});

/** The API as far as the page asks it: the services, and a price for what is chosen, as the server prices it. */
function api(targets: AllowedServices['services'][number]['targets'], priced: PaymentConfig[]) {
  return async (request: Request, path: string) => {
    if (path === fillPath(PAYMENTS_PATHS.allowedServices, { userId: TEST_USER.id })) return Response.json(allowed(targets));
    if (path === fillPath(PAYMENTS_PATHS.paymentInfo, { provider: 'YoomoneyPay' })) {
      const config = paymentConfigSchema.parse(await request.json());
      priced.push(config);
      const price = computePrice({ tariff: 25, units: config.medFlexLpuIds.length, period: config.month, messageCount: 0, reviewRatings: 0, aiBalanceUsd: 0, currency: 'RUB', discountPercent: 0 });
      return Response.json({ provider: 'YoomoneyPay', tariffs: [{ tariff: 25, ...price, isAutoPay: config.isAutoPay, autoPayAvailable: true, promo: null }] });
    }
    return undefined;
  };
}

const session = { status: 'authenticated' as const, user: TEST_USER, roles: [] };

/** The payment page for the Medflex tariff, its API answered by `handler`. */
const renderMedflexPayment = (handler: ScreenOptions['api']) =>
  renderScreen(<PaymentsScreen />, { route: 'payments', search: '?tariff=25', host: { allowedTariffs: [25] }, session, api: handler });

describe('PaymentsScreen (/payments), the Medflex tariff', () => {
  it("lists the account's LPUs with their paid-up-to dates, asks to select one, and prices the chosen ones", async () => {
    const priced: PaymentConfig[] = [];
    await renderScreen(<PaymentsScreen />, { route: 'payments', search: '?tariff=25', host: { allowedTariffs: [25] }, session, api: api([ARBAT, TVERSKAYA], priced) });

    expect(await screen.findByRole('group', { name: 'Medflex clinics for payment' })).toBeInTheDocument();
    const arbat = screen.getByRole('checkbox', { name: 'Клиника «Здоровье», Арбат (paid up to December 20, 2026)' });
    const tverskaya = screen.getByRole('checkbox', { name: 'Клиника «Здоровье», Тверская (not paid)' });
    expect(arbat).not.toBeChecked();
    expect(screen.getByText('Select at least one clinic to choose a plan')).toBeInTheDocument();
    expect(screen.getByText('Choose what to pay for to see the price.')).toBeInTheDocument();
    expect(priced).toEqual([]);

    const user = userEvent.setup();
    await user.click(tverskaya);
    expect(await screen.findByTestId('payment-total')).toHaveTextContent('2,990 ₽');
    expect(screen.getByText('30 days of service for 1 clinic')).toBeInTheDocument();
    expect(screen.queryByText('Select at least one clinic to choose a plan')).not.toBeInTheDocument();
    expect(priced.at(-1)).toMatchObject({ tariff: 25, medFlexLpuIds: [TVERSKAYA.id], internalYclientsCompaniesIds: [], chatApiAccountsIds: [] });

    await user.click(arbat);
    await waitFor(() => expect(screen.getByTestId('payment-total')).toHaveTextContent('5,980 ₽'));
    expect(screen.getByText('30 days of service for 2 clinics')).toBeInTheDocument();
    expect(priced.at(-1)?.medFlexLpuIds).toEqual([TVERSKAYA.id, ARBAT.id]);
  });

  it('says how to get LPUs when the account has none', async () => {
    await renderScreen(<PaymentsScreen />, { route: 'payments', search: '?tariff=25', host: { allowedTariffs: [25] }, session, api: api([], []) });
    expect(await screen.findByText('No Medflex clinics are connected yet. Connect one in Accounts first.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Клиника/ })).not.toBeInTheDocument();
  });

  it('says a refused payment link above the buttons under its title, the choice kept', async () => {
    const priced: PaymentConfig[] = [];
    const prices = api([ARBAT], priced);
    await renderMedflexPayment(async (request, path) => (path === fillPath(PAYMENTS_PATHS.paymentLink, { provider: 'YoomoneyPay' }) ? Response.json({ code: 'PAYMENT_PROVIDER_FAILED', message: 'down' }, { status: 502 }) : prices(request, path)));
    const user = userEvent.setup();
    const arbat = await screen.findByRole('checkbox', { name: /Арбат/ });
    await user.click(arbat);
    expect(await screen.findByTestId('payment-total')).toHaveTextContent('2,990 ₽');
    await user.click(screen.getByRole('button', { name: 'Get a payment link' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The payment link could not be created');
    expect(alert).toHaveTextContent('The payment provider did not answer. Try again in a minute.');
    expect(arbat).toBeChecked();
  });
});

describe('PaymentsScreen (/payments), a promo code', () => {
  it('says an unknown code at its field and changes nothing else: the period and price stay, the code is not priced again, Pay stays open', async () => {
    const priced: PaymentConfig[] = [];
    const prices = api([ARBAT], priced);
    await renderMedflexPayment(async (request, path) => {
      if (path === fillPath(PAYMENTS_PATHS.paymentInfo, { provider: 'YoomoneyPay' })) {
        const config = paymentConfigSchema.parse(await request.clone().json());
        if (config.promo) return Response.json({ code: 'PROMO_NOT_FOUND', message: 'Promo code not found' }, { status: 400 });
      }
      return prices(request, path);
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Арбат/ }));
    expect(await screen.findByTestId('payment-total')).toHaveTextContent('2,990 ₽');
    // A longer period chosen first: a refused code must not take it away (a code would price one month).
    const longest = screen.getAllByRole('radio', { name: /free$/ }).at(-1);
    if (!longest) throw new Error('the Medflex plan sells no package');
    await user.click(longest);
    await waitFor(() => expect(screen.getByTestId('payment-total')).not.toHaveTextContent('2,990 ₽'));
    // toHaveTextContent compares with its whitespace (the price's no-break space) collapsed.
    const longTotal = (screen.getByTestId('payment-total').textContent ?? '').replace(/\s+/g, ' ');

    await user.type(screen.getByLabelText('Promo code'), 'no-such-code');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo code not found')).toBeInTheDocument();
    expect(screen.getByLabelText('Promo code')).toHaveValue('no-such-code');
    await waitFor(() => expect(longest).toBeChecked());
    await waitFor(() => expect(screen.getByTestId('payment-total')).toHaveTextContent(longTotal));
    expect(screen.getByRole('radio', { name: '1 month' })).not.toBeChecked();
    expect(screen.queryByText('Auto-pay is unavailable with a promo code.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
    expect(priced.at(-1)?.promo ?? null).toBeNull();
  });
});

describe('PaymentsScreen (/payments), the Pro plan’s teasers', () => {
  const companies = [ARBAT];
  const proServices: AllowedServices = {
    countryId: 1,
    provider: 'YoomoneyPay',
    currency: 'RUB',
    hasPayments: false,
    services: [
      { tariff: 0, covers: 'companies', targets: companies, paidUpTo: null },
      { tariff: 1, covers: 'companies', targets: companies, paidUpTo: null },
    ],
  };
  const priced: PaymentConfig[] = [];
  const handler = async (request: Request, path: string) => {
    if (path === fillPath(PAYMENTS_PATHS.allowedServices, { userId: TEST_USER.id })) return Response.json(proServices);
    if (path === fillPath(PAYMENTS_PATHS.paymentInfo, { provider: 'YoomoneyPay' })) {
      const config = paymentConfigSchema.parse(await request.json());
      priced.push(config);
      const price = computePrice({ tariff: config.tariff, units: 1, period: config.month, messageCount: 0, reviewRatings: 0, aiBalanceUsd: 0, currency: 'RUB', discountPercent: 0 });
      return Response.json({ provider: 'YoomoneyPay', tariffs: [{ tariff: config.tariff, ...price, isAutoPay: config.isAutoPay, autoPayAvailable: true, promo: null }] });
    }
    return undefined;
  };
  const locked = { status: 'authenticated' as const, user: { ...TEST_USER, lockedFeatures: ['chatbots', 'blacklist', 'shortLinks', 'reviewWidget', 'confirmWidget'] }, roles: [] };

  it('names what the Pro plan unlocks for an account below it, and chooses Pro on request', async () => {
    await renderScreen(<PaymentsScreen />, { route: 'payments', search: '?tariff=0', host: { allowedTariffs: [0, 1] }, session: locked, api: handler });

    const teasers = await screen.findByRole('region', { name: 'With the Pro plan you also get' });
    for (const name of ['Review catcher', 'Visit confirmation widget', 'Confirmation chat bots', 'Blacklist', 'Link shortener']) expect(teasers).toHaveTextContent(name);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Choose the Pro plan' }));
    // Pro chosen: nothing left to tease, and what is priced is Pro.
    expect(screen.queryByRole('region', { name: 'With the Pro plan you also get' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Арбат/ }));
    await waitFor(() => expect(priced.at(-1)).toMatchObject({ tariff: 1 }));
  });

  it('shows no teaser to an account that has Pro, nor where the host does not sell it', async () => {
    await renderScreen(<PaymentsScreen />, { route: 'payments', search: '?tariff=0', host: { allowedTariffs: [0, 1] }, session, api: handler });
    expect(await screen.findByRole('radio', { name: 'Booking system: Pro' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose the Pro plan' })).not.toBeInTheDocument();
    cleanup();

    await renderScreen(<PaymentsScreen />, { route: 'payments', search: '?tariff=0', host: { allowedTariffs: [0] }, session: locked, api: handler });
    expect(await screen.findByText('Booking system: base')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose the Pro plan' })).not.toBeInTheDocument();
  });
});

describe('PaymentsScreen (/payments), back from the payment form', () => {
  const ORDER_ID = 'd3f1a7c2-5b8e-4c1d-9e2f-7a6b5c4d3e21';
  /** The order, still open for its first `openReads` reads (the provider's notice is late), then paid. */
  const orderApi = (openReads: number) => {
    let reads = 0;
    return async (_request: Request, path: string) => {
      if (path === fillPath(PAYMENTS_PATHS.allowedServices, { userId: TEST_USER.id })) return Response.json(allowed([ARBAT, TVERSKAYA]));
      if (path !== fillPath(PAYMENTS_PATHS.order, { orderId: ORDER_ID })) return undefined;
      reads += 1;
      const paid = reads > openReads;
      return Response.json({
        id: ORDER_ID,
        provider: 'YoomoneyPay',
        status: paid ? 'succeeded' : 'created',
        tariff: 25,
        amount: 299_000,
        currency: 'RUB',
        failureReason: null,
        paidUpTo: paid ? '2026-12-29T10:00:00.000Z' : null,
        messagesAdded: 0,
        createdAt: '2026-11-29T10:00:00.000Z',
      });
    };
  };

  it('says a payment the provider has not confirmed yet is not confirmed (never "nothing was charged"), and shows it paid once the late notice lands', async () => {
    // Open for the first check's four reads: the next read, a few seconds later, finds it paid.
    await renderScreen(<PaymentsScreen />, { route: 'payments', search: `?tariff=25&order=${ORDER_ID}`, host: { allowedTariffs: [25] }, session, api: orderApi(4) });

    expect(await screen.findByText(/The payment provider has not confirmed this payment yet/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText(/Nothing was charged/)).not.toBeInTheDocument();
    expect(await screen.findByText(/Payment received: 2,990/, {}, { timeout: 10_000 })).toHaveTextContent('Paid up to December 29, 2026.');
  }, 30_000);
});
