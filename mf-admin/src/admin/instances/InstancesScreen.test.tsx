import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BACK_OFFICE_PATHS, type AdminInstance } from '@cabinet/api/admin';
import { fakeApi, pageOf } from '@cabinet/api/testing';
import type { SessionSnapshot } from '@cabinet/contracts';
import { TEST_USER } from '@cabinet/contracts/testing';
import { renderWithHistory } from '@cabinet/toolkit/testing';
import '../../catalog';
import { InstancesScreen } from './InstancesScreen';

configure({ asyncUtilTimeout: 5000 });

const ADMIN: SessionSnapshot = { status: 'authenticated', user: TEST_USER, roles: ['admin'] };

const instance = (overrides: Partial<AdminInstance>): AdminInstance => ({
  id: 'i1',
  name: 'Lotus WhatsApp',
  phone: '+79161112233',
  provider: 'whatsapp',
  state: 'authorized',
  testUntil: null,
  paidUpTo: '2026-12-20T10:00:00.000Z',
  userId: 'u1',
  userEmail: 'lotus.spa@example.com',
  createdAt: '2026-01-01T10:00:00.000Z',
  ...overrides,
});

const instances = [instance({}), instance({ id: 'i2', name: 'Barber MAX', phone: '+77011234567', provider: 'max', state: 'notAuthorized', userId: 'u2', userEmail: 'barber.almaty@example.com', paidUpTo: null })];

const instancesApi = () =>
  fakeApi().on('GET', BACK_OFFICE_PATHS.instances, ({ query }) => pageOf(instances.filter((item) => !query.get('state') || (query.get('state') ?? '').split(',').includes(item.state)), query));

it('lists every instance with its state, provider and owner, each owner opening the user', async () => {
  const rendered = await renderWithHistory(<InstancesScreen />, { route: 'admin.instances', title: 'Instances', session: ADMIN, api: instancesApi().handler });
  const table = await screen.findByRole('table', { name: 'Instances' });
  const barber = await within(table).findByRole('row', { name: /Barber MAX/ });
  expect(within(barber).getByText('Not authorised')).toBeInTheDocument();
  expect(within(barber).getByRole('cell', { name: 'MAX' })).toBeInTheDocument();
  // Five columns, the name under the number and the test period under the paid-up-to (seven scrolled sideways at 1024 px: issue 31, the walk).
  expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Number', 'Provider', 'State', 'Owner', 'Paid up to']);
  expect(within(barber).getByText('Test period until: None')).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: /Lotus WhatsApp/ })).toHaveTextContent('Authorised');
  await userEvent.setup({ delay: null }).click(within(barber).getByRole('link', { name: 'barber.almaty@example.com' }));
  expect(rendered.navigations).toContainEqual(expect.objectContaining({ id: 'admin.users.user', params: { userId: 'u2' } }));
});

it('finds the not authorised ones on the server, the filter kept in the URL', async () => {
  const api = instancesApi();
  await renderWithHistory(<InstancesScreen />, { route: 'admin.instances', search: '?state=notAuthorized', title: 'Instances', session: ADMIN, api: api.handler });
  const table = await screen.findByRole('table', { name: 'Instances' });
  await waitFor(() => expect(api.lastQuery(BACK_OFFICE_PATHS.instances)).toMatchObject({ state: 'notAuthorized' }));
  expect(await within(table).findByRole('row', { name: /Barber MAX/ })).toBeInTheDocument();
  expect(within(table).queryByRole('row', { name: /Lotus WhatsApp/ })).not.toBeInTheDocument();
});
