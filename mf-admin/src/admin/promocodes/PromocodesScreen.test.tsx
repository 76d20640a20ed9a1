import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BACK_OFFICE_PATHS, type AdminPromocode } from '@cabinet/api/admin';
import { answerWith, apiError, fakeApi, pageOf } from '@cabinet/api/testing';
import type { SessionSnapshot } from '@cabinet/contracts';
import { TEST_USER } from '@cabinet/contracts/testing';
import { renderWithHistory } from '@cabinet/toolkit/testing';
import '../../catalog';
import { PromocodeCreateScreen, PromocodesScreen } from './PromocodesScreen';

configure({ asyncUtilTimeout: 5000 });

const ADMIN: SessionSnapshot = { status: 'authenticated', user: TEST_USER, roles: ['admin'] };
const SUPER_ADMIN: SessionSnapshot = { status: 'authenticated', user: TEST_USER, roles: ['admin', 'super-admin'] };

const code = (overrides: Partial<AdminPromocode>): AdminPromocode => ({
  id: 'c1',
  code: 'WELCOME10',
  kind: 'admin',
  userId: null,
  userEmail: null,
  discountPercent: 10,
  paymentCount: 500,
  paymentsCountByUser: 1,
  expireDate: '2099-05-01T10:00:00.000Z',
  availableTariffTypes: [0, 1],
  minimalUserPayments: null,
  maxUserPayments: null,
  forNetworkCompanies: false,
  rewardSumOwner: 0,
  rewardPercentOwner: 0,
  active: true,
  usedCount: 3,
  createdAt: '2026-11-01T10:00:00.000Z',
  version: 1,
  ...overrides,
});

const codes = [code({}), code({ id: 'c2', code: 'SALON10', kind: 'partner', userId: 'u1', userEmail: 'lotus.spa@example.com', paymentCount: null, availableTariffTypes: [], active: false })];

function codesApi() {
  return fakeApi()
    .on('GET', BACK_OFFICE_PATHS.promocodes, ({ query }) => pageOf(codes.filter((item) => !query.get('state') || item.active === (query.get('state') === 'active')), query))
    .on('PATCH', BACK_OFFICE_PATHS.promocode, ({ params, body }) => ({ ...codes.find((item) => item.id === params.id), ...Object(body), version: 2 }));
}

it('lists every code with its terms and use; an admin reads them but cannot change them', async () => {
  await renderWithHistory(<PromocodesScreen />, { route: 'admin.promocodes', title: 'Promo codes', session: ADMIN, api: codesApi().handler });
  const table = await screen.findByRole('table', { name: 'Promo codes' });
  const welcome = await within(table).findByRole('row', { name: /WELCOME10/ });
  // Five columns, each neighbour's figure under it (nine scrolled sideways at 1024 px: issue 31, the walk).
  expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Code', 'Discount', 'Owner', 'Payments', 'Status']);
  expect(within(welcome).getByText('3 of 500')).toBeInTheDocument();
  expect(within(welcome).getByText('Tariffs: 0, 1')).toBeInTheDocument();
  expect(within(welcome).getByText(/^Valid until: /)).toBeInTheDocument();
  expect(within(welcome).getByText('Active')).toBeInTheDocument();
  const salon = within(table).getByRole('row', { name: /SALON10/ });
  expect(within(salon).getByRole('link', { name: 'lotus.spa@example.com' })).toBeInTheDocument();
  expect(within(salon).getByText('Deactivated')).toBeInTheDocument();
  expect(within(salon).getByText('3 of no limit')).toBeInTheDocument();
  expect(within(salon).getByText('Tariffs: Any')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Deactivate WELCOME10' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'New promo code' })).not.toBeInTheDocument();
});

it('lets a super-admin deactivate a code and bring one back, from the version read', async () => {
  const api = codesApi();
  await renderWithHistory(<PromocodesScreen />, { route: 'admin.promocodes', title: 'Promo codes', session: SUPER_ADMIN, api: api.handler });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Deactivate WELCOME10' }));
  await waitFor(() => expect(api.callsTo(BACK_OFFICE_PATHS.promocode, 'PATCH')).toHaveLength(1));
  expect(api.callsTo(BACK_OFFICE_PATHS.promocode, 'PATCH')[0]).toMatchObject({ path: expect.stringContaining('/c1'), body: { active: false, version: 1 } });
  expect(await screen.findByText('WELCOME10 is deactivated: payments no longer take it')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Activate SALON10' }));
  await waitFor(() => expect(api.callsTo(BACK_OFFICE_PATHS.promocode, 'PATCH')[1]?.body).toEqual({ active: true, version: 1 }));
});

it('edits a code’s terms in place, the API’s refusal shown at its field', async () => {
  const api = codesApi().on('PATCH', BACK_OFFICE_PATHS.promocode, () => apiError(400, 'VALIDATION_FAILED', 'Rejected', { maxUserPayments: 'promocode.paymentsOrder' }));
  await renderWithHistory(<PromocodesScreen />, { route: 'admin.promocodes', title: 'Promo codes', session: SUPER_ADMIN, api: api.handler });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Edit WELCOME10' }));
  const form = screen.getByRole('region', { name: 'Promo code WELCOME10' });
  expect(within(form).getByLabelText('Code')).toBeDisabled();
  const discount = within(form).getByLabelText('Discount, %');
  await user.clear(discount);
  await user.type(discount, '15');
  await user.click(within(form).getByRole('button', { name: 'Save the promo code' }));
  await waitFor(() => expect(api.callsTo(BACK_OFFICE_PATHS.promocode, 'PATCH')).toHaveLength(1));
  // The expiry is unchanged, so it is not sent: a past one kept for the record is not refused.
  expect(api.callsTo(BACK_OFFICE_PATHS.promocode, 'PATCH')[0]?.body).toEqual(expect.not.objectContaining({ expireDate: expect.anything() }));
  expect(api.callsTo(BACK_OFFICE_PATHS.promocode, 'PATCH')[0]?.body).toMatchObject({ discountPercent: 15, version: 1 });
  expect(await within(form).findByText('Must not be less than the payments made before')).toBeInTheDocument();
});

it('makes a code: the format checked at the field first, the API’s refusals at theirs, then back to the list', async () => {
  let tries = 0;
  const api = fakeApi().on('POST', BACK_OFFICE_PATHS.promocodes, ({ body }) =>
    tries++ === 0 ? apiError(400, 'VALIDATION_FAILED', 'No account has this e-mail', { ownerEmail: 'promocode.unknownOwner' }) : answerWith(201, code({ code: 'SPRING25', ...Object(body) })),
  );
  const rendered = await renderWithHistory(<PromocodeCreateScreen />, { route: 'admin.promocodes.create', title: 'New promo code', session: SUPER_ADMIN, api: api.handler });
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText('Code'), 'ab');
  await user.click(screen.getByRole('button', { name: 'Create the promo code' }));
  expect(await screen.findByText('From 4 to 20 Latin letters, digits, _ or -')).toBeInTheDocument();
  expect(api.callsTo(BACK_OFFICE_PATHS.promocodes, 'POST')).toHaveLength(0);

  await user.clear(screen.getByLabelText('Code'));
  await user.type(screen.getByLabelText('Code'), 'spring25');
  await user.type(screen.getByLabelText('Owner’s e-mail (optional)'), 'nobody@example.com');
  await user.click(screen.getByRole('button', { name: 'Create the promo code' }));
  expect(await screen.findByText('No account has this e-mail')).toBeInTheDocument();
  expect(api.callsTo(BACK_OFFICE_PATHS.promocodes, 'POST')[0]?.body).toMatchObject({ code: 'spring25', ownerEmail: 'nobody@example.com', discountPercent: 10, paymentsCountByUser: 1, expireDate: null, availableTariffTypes: [] });

  await user.clear(screen.getByLabelText('Owner’s e-mail (optional)'));
  await user.click(screen.getByRole('button', { name: 'Create the promo code' }));
  await waitFor(() => expect(rendered.navigations).toContainEqual(expect.objectContaining({ id: 'admin.promocodes' })));
  expect(api.callsTo(BACK_OFFICE_PATHS.promocodes, 'POST')[1]?.body).toMatchObject({ ownerEmail: null });
});
