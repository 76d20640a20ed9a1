import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_PATHS, type AdminPayment } from '@cabinet/api/admin';
import { fakeApi, pageOf } from '@cabinet/api/testing';
import type { SessionSnapshot } from '@cabinet/contracts';
import { TEST_USER } from '@cabinet/contracts/testing';
import { renderWithHistory } from '@cabinet/toolkit/testing';
import '../../catalog';
import { PaysScreen } from './PaysScreen';

configure({ asyncUtilTimeout: 5000 });

const ADMIN: SessionSnapshot = { status: 'authenticated', user: TEST_USER, roles: ['admin'] };

const payment = (overrides: Partial<AdminPayment>): AdminPayment => ({
  id: 'p1',
  userId: 'u1',
  userEmail: 'lotus.spa@example.com',
  dateBeginUnixTime: 1_790_000_000,
  dateEndUnixTime: 1_792_592_000,
  paymentDayUnixTime: 1_790_000_000,
  createdDateUnixTime: 1_790_000_000,
  lastDateNotifyUnixTime: null,
  isFree: false,
  success: true,
  amount: 2500,
  instanceIds: [],
  internalYclientsCompaniesIds: [],
  iikoOrganizationsIds: [],
  medFlexLpuIds: [],
  paymentId: null,
  promocode: null,
  orderId: null,
  tariff: 1,
  comment: '',
  note: null,
  currency: 'RUB',
  reason: null,
  managerId: 'm1',
  payDestinationId: null,
  yoomoneySubscriptionId: null,
  isAutoPay: false,
  paidYclientsCompaniesWithMastersCount: null,
  provider: 'manual',
  version: 1,
  ...overrides,
});

const pays = [payment({}), payment({ id: 'p2', userId: 'u2', userEmail: 'barber.almaty@example.com', success: false, amount: 15000, currency: 'KZT', provider: 'TinkoffPay', managerId: null })];

function paysApi() {
  return fakeApi()
    .on('GET', ADMIN_PATHS.pays, ({ query }) => pageOf(pays.filter((item) => !query.get('success') || String(item.success) === query.get('success')), query))
    .on('GET', ADMIN_PATHS.managers, () => [{ id: 'm1', name: 'Anna Petrova', isFired: false }]);
}

it('lists every payment across users, paid and refused, each opening its user', async () => {
  const rendered = await renderWithHistory(<PaysScreen />, { route: 'admin.pays', title: 'Payments', session: ADMIN, api: paysApi().handler });
  const table = await screen.findByRole('table', { name: 'Payments across users' });
  expect(await within(table).findByText('Manager: Anna Petrova')).toBeInTheDocument();
  expect(within(table).getByText('Added by an admin')).toBeInTheDocument();
  // The provider's own name, not the API's code (TinkoffPay).
  expect(within(table).getByText('T-Bank (Tinkoff)')).toBeInTheDocument();
  expect(within(table).getByText('Refused')).toBeInTheDocument();
  // Five columns, the tariff, manager and what the record says under them: seven scrolled sideways at 1024 px.
  expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['User', 'Payment day', 'Amount', 'Provider', 'Status']);
  await userEvent.setup({ delay: null }).click(within(table).getByRole('link', { name: 'barber.almaty@example.com' }));
  expect(rendered.navigations).toContainEqual(expect.objectContaining({ id: 'admin.users.user', params: { userId: 'u2' } }));
});

it('words what the cabinet wrote on a payment in the reader’s language, and shows what a person typed as typed', async () => {
  const noted = [
    payment({ note: { code: 'purchase', days: 30, units: 2, messages: 500, reviewRatings: 0, aiBalanceUsd: 0 } }),
    payment({ id: 'p2', note: { code: 'freePeriod', months: 2 }, amount: 0 }),
    payment({ id: 'p3', note: { code: 'bankTransfer', confirmed: true }, comment: 'Счёт 118 от 02.11' }),
    payment({ id: 'p4', success: false, reason: 'declined' }),
    payment({ id: 'p5', comment: 'Pro, 30 days for 1 unit(s)' }),
  ];
  const api = fakeApi()
    .on('GET', ADMIN_PATHS.pays, ({ query }) => pageOf(noted, query))
    .on('GET', ADMIN_PATHS.managers, () => []);
  await renderWithHistory(<PaysScreen />, { route: 'admin.pays', session: ADMIN, locale: 'ru', api: api.handler });
  const table = await screen.findByRole('table', { name: 'Платежи всех пользователей' });
  expect(await within(table).findByText('30 дней за 2 единицы · 500 сообщений')).toBeInTheDocument();
  expect(within(table).getByText('Бесплатный период: 2 месяца')).toBeInTheDocument();
  expect(within(table).getByText('Банковский перевод, подтверждён менеджером · Счёт 118 от 02.11')).toBeInTheDocument();
  expect(within(table).getByText('Отказ: карта отклонена')).toBeInTheDocument();
  // An older record's text, as it was stored.
  expect(within(table).getByText('Pro, 30 days for 1 unit(s)')).toBeInTheDocument();
});

it('filters by success and day on the server, the filters kept in the URL', async () => {
  const api = paysApi();
  const rendered = await renderWithHistory(<PaysScreen />, { route: 'admin.pays', search: '?from=2026-11-01&to=2026-11-30', session: ADMIN, api: api.handler });
  await screen.findByRole('table', { name: 'Payments across users' });
  expect(api.lastQuery(ADMIN_PATHS.pays)).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
  // Written as the locale writes a day, under a visible label.
  expect(screen.getByLabelText('Paid from')).toHaveValue('11/01/2026');
  expect(screen.getByText('Paid from')).toBeVisible();
  // antd's segmented switch: its radio input takes no pointer, its label does.
  await userEvent.setup({ delay: null }).click(screen.getByText('Refused', { selector: '.ant-segmented-item-label' }));
  await waitFor(() => expect(api.lastQuery(ADMIN_PATHS.pays)).toMatchObject({ success: 'false', from: '2026-11-01' }));
  expect(rendered.history.current()).toContain('success=false');
  await waitFor(() => expect(screen.queryByText('Manager: Anna Petrova')).not.toBeInTheDocument());
});

it('reads and writes the day filters the locale’s way, under visible labels (29.11.2026 in Russian), and refuses a day that does not exist', async () => {
  const api = paysApi();
  const rendered = await renderWithHistory(<PaysScreen />, { route: 'admin.pays', search: '?from=2026-11-01', session: ADMIN, locale: 'ru', api: api.handler });
  await screen.findByRole('table', { name: 'Платежи всех пользователей' });
  const from = screen.getByLabelText('Оплачено с');
  expect(from).toHaveValue('01.11.2026');
  expect(from).toHaveAttribute('placeholder', 'ДД.ММ.ГГГГ');
  const to = screen.getByLabelText('Оплачено по');
  const user = userEvent.setup({ delay: null });
  await user.type(to, '31.02.2026');
  expect(to).toHaveAttribute('aria-invalid', 'true');
  expect(rendered.history.current()).not.toContain('to=');
  await user.clear(to);
  await user.type(to, '29.11.2026');
  await waitFor(() => expect(api.lastQuery(ADMIN_PATHS.pays)).toMatchObject({ from: '2026-11-01', to: '2026-11-29' }));
  expect(rendered.history.current()).toContain('to=2026-11-29');
});
