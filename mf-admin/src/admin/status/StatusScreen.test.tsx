import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BACK_OFFICE_PATHS, type CompanyStatus } from '@cabinet/api/admin';
import { fakeApi } from '@cabinet/api/testing';
import type { SessionSnapshot } from '@cabinet/contracts';
import { TEST_USER } from '@cabinet/contracts/testing';
import { renderWithHistory } from '@cabinet/toolkit/testing';
import '../../catalog';
import { StatusScreen } from './StatusScreen';

configure({ asyncUtilTimeout: 5000 });

const ADMIN: SessionSnapshot = { status: 'authenticated', user: TEST_USER, roles: ['admin'] };

const status = (overrides: Partial<CompanyStatus> = {}): CompanyStatus => ({
  companyId: 'co1',
  name: 'Lotus on Arbat',
  city: 'Moscow',
  address: 'Arbat 10',
  timezone: 'Europe/Moscow',
  createdAt: '2026-01-01T10:00:00.000Z',
  paidUpTo: null,
  userId: 'u1',
  userEmail: 'lotus.spa@example.com',
  connection: { id: 'b1', integration: 'yclients', externalId: '702101', name: 'Lotus', createdAt: '2026-01-01T10:00:00.000Z', webhooksCount: 2048, lastWebhookAt: null, companiesCount: 2 },
  counts: { clients: 3000, staff: 12, services: 40, visits: 5100, upcomingVisits: 85 },
  unprocessedEvents: 3,
  messagesByStatus: [{ status: 'delivered', count: 410 }, { status: 'failed', count: 5 }],
  lastEvents: [
    { id: 'e1', kind: 'visitCanceled', occurredAt: '2026-11-27T10:00:00.000Z', processedAt: null, visitStartsAt: '2026-11-28T09:00:00.000Z', orderNumber: null, clientName: 'Irina Petrova' },
    { id: 'e2', kind: 'visitCreated', occurredAt: '2026-11-27T09:00:00.000Z', processedAt: '2026-11-27T09:00:03.000Z', visitStartsAt: '2026-11-29T09:00:00.000Z', orderNumber: null, clientName: 'Oleg Smirnov' },
  ],
  ...overrides,
});

const open = (body: CompanyStatus) =>
  renderWithHistory(<StatusScreen />, {
    route: 'admin.status',
    params: { companyId: 'co1' },
    title: 'Company status',
    session: ADMIN,
    api: fakeApi().on('GET', BACK_OFFICE_PATHS.companyStatus, () => body).handler,
  });

it('shows the booking system feeding the company, its webhooks, what it holds and its latest events', async () => {
  const rendered = await open(status());
  expect(await screen.findByRole('heading', { name: 'Company status: Lotus on Arbat' })).toBeInTheDocument();
  const system = screen.getByRole('region', { name: 'Booking system' });
  expect(system).toHaveTextContent('yclients: Lotus, id 702101');
  expect(system).toHaveTextContent('2,048');
  expect(system).toHaveTextContent('Last webhookNever');
  expect(screen.getByRole('region', { name: 'What it holds' })).toHaveTextContent('Upcoming visits85');
  expect(within(screen.getByRole('table', { name: 'Messages of the last 7 days' })).getByRole('row', { name: /Failed/ })).toHaveTextContent('5');
  const events = screen.getByRole('table', { name: 'Latest events from the booking system' });
  expect(within(events).getByRole('row', { name: /Visit canceled/ })).toHaveTextContent('Irina Petrova');
  expect(within(events).getByRole('row', { name: /Visit canceled/ })).toHaveTextContent('Waiting');
  await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: 'Owner: lotus.spa@example.com' }));
  expect(rendered.navigations).toContainEqual(expect.objectContaining({ id: 'admin.users.user', params: { userId: 'u1' } }));
});

it('says when the booking system has sent nothing yet', async () => {
  await open(status({ lastEvents: [], messagesByStatus: [] }));
  expect(await screen.findByText('No event from the booking system yet')).toBeInTheDocument();
  expect(screen.getByText('No message about this branch in these days')).toBeInTheDocument();
});
