import { configure, screen, waitFor, within } from '@testing-library/react';
import { BACK_OFFICE_PATHS, type NewClient } from '@cabinet/api/admin';
import { fakeApi, pageOf } from '@cabinet/api/testing';
import type { SessionSnapshot } from '@cabinet/contracts';
import { TEST_USER } from '@cabinet/contracts/testing';
import { renderWithHistory } from '@cabinet/toolkit/testing';
import '../../catalog';
import { NewClientsScreen } from './NewClientsScreen';

configure({ asyncUtilTimeout: 5000 });

const ADMIN: SessionSnapshot = { status: 'authenticated', user: TEST_USER, roles: ['admin'] };

const client = (overrides: Partial<NewClient>): NewClient => ({
  id: 'u1',
  email: 'fresh.salon@example.com',
  phone: null,
  registeredAt: '2026-11-27T10:00:00.000Z',
  utmTag: 'instagram',
  clientHost: 'http://localhost:3000',
  marketplace: null,
  quickStart: 'completed',
  sentEarly: null,
  paidEarly: null,
  churned: null,
  ...overrides,
});

const clients = [
  client({}),
  client({ id: 'u2', email: 'gone.quiet@example.com', utmTag: null, marketplace: 'yclients', quickStart: 'started', sentEarly: false, paidEarly: false, churned: true }),
];

const newClientsApi = () =>
  fakeApi().on('GET', BACK_OFFICE_PATHS.newClients, ({ query }) => pageOf(clients.filter((item) => !query.get('churned') || String(item.churned) === query.get('churned')), query));

it('shows each registration’s source, quick start and early churn verdict', async () => {
  await renderWithHistory(<NewClientsScreen />, { route: 'admin.newClients', title: 'New clients', session: ADMIN, api: newClientsApi().handler });
  const table = await screen.findByRole('table', { name: 'New clients' });
  const fresh = await within(table).findByRole('row', { name: /fresh.salon/ });
  expect(fresh).toHaveTextContent('utm: instagram');
  expect(fresh).toHaveTextContent('Finished');
  expect(fresh).toHaveTextContent('Too early to tell');
  const gone = within(table).getByRole('row', { name: /gone.quiet/ });
  expect(gone).toHaveTextContent('No utm tag');
  expect(gone).toHaveTextContent('marketplace: yclients');
  expect(gone).toHaveTextContent('Started, not finished');
  expect(within(gone).getByText('Churned')).toBeInTheDocument();
  // Four columns, each neighbour's figure under it (seven scrolled sideways at 1024 px: issue 31, the walk).
  expect(within(screen.getByRole('table', { name: 'New clients' })).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['E-mail', 'Registered', 'Quick start', 'Early churn']);
  expect(gone).toHaveTextContent('Sent messages early: ');
  expect(gone).toHaveTextContent('Paid early: ');
});

it('asks the server for the early churn of the chosen window, the filters kept in the URL', async () => {
  const api = newClientsApi();
  await renderWithHistory(<NewClientsScreen />, { route: 'admin.newClients', search: '?churned=true&churnDays=14&days=90', title: 'New clients', session: ADMIN, api: api.handler });
  await waitFor(() => expect(api.lastQuery(BACK_OFFICE_PATHS.newClients)).toMatchObject({ churned: 'true', churnDays: '14', days: '90' }));
  const table = await screen.findByRole('table', { name: 'New clients' });
  expect(await within(table).findByRole('row', { name: /gone.quiet/ })).toBeInTheDocument();
  expect(within(table).queryByRole('row', { name: /fresh.salon/ })).not.toBeInTheDocument();
});
