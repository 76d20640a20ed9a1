import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillPath } from '@cabinet/api/core';
import { IIKO_PATHS, type IikoAccount } from '@cabinet/api/systemAccounts';
import { renderScreen } from '@cabinet/contracts/testing';
import '../../catalog';
import { IikoScreen } from './IikoScreen';

const account: IikoAccount = {
  id: '3c7d0f3e-1b1a-4d7c-9a55-2f0b5c6d7e81',
  apiLoginMasked: '…7f3a',
  organizations: [
    { id: 'org-1', name: 'Кафе «Пельменная №1»', ordersCount: 12, lastPulledAt: '2026-11-25T09:00:00Z', pullError: null },
    { id: 'org-2', name: 'Кафе «Пельменная №2»', ordersCount: 3, lastPulledAt: '2026-11-25T08:00:00Z', pullError: 'wrongCredentials' },
    { id: 'org-3', name: 'Кафе «Пельменная №3»', ordersCount: 0, lastPulledAt: null, pullError: null },
  ],
  recentOrders: [{ id: 'o1', organizationName: 'Кафе «Пельменная №1»', number: '1012', clientName: 'Анна Смирнова', sum: 1250, receivedAt: '2026-11-25T09:00:00Z' }],
  createdAt: '2026-11-25T08:00:00Z',
};

describe('IikoScreen', () => {
  it("shows each organisation's feed: running with what arrived, failing with what to do, waiting; the latest orders; an update on demand", async () => {
    const rendered = await renderScreen(<IikoScreen />, {
      route: 'accounts.iiko',
      api: (request, path) => {
        if (path === IIKO_PATHS.accounts && request.method === 'GET') return Response.json([account]);
        if (path === fillPath(IIKO_PATHS.sync, { id: account.id })) return Response.json(account);
        return undefined;
      },
    });
    const organisations = within(await screen.findByRole('list', { name: 'Organisations of …7f3a' })).getAllByRole('listitem');
    expect(organisations[0]).toHaveTextContent('Receiving orders');
    expect(organisations[0]).toHaveTextContent('12 orders received, last update');
    expect(organisations[1]).toHaveTextContent('Orders are not arriving');
    expect(organisations[1]).toHaveTextContent('iiko no longer accepts this API login. Disconnect it and connect again');
    expect(organisations[2]).toHaveTextContent('Waiting for the first update0 orders received');
    expect(within(screen.getByRole('list', { name: 'Latest orders received' })).getByRole('listitem')).toHaveTextContent('Order 1012, Анна Смирнова, Кафе «Пельменная №1»: received');

    await userEvent.click(screen.getByRole('button', { name: 'Update now' }));
    expect(await screen.findByText('Updated from iiko')).toBeInTheDocument();
    expect(rendered.requests.some((call) => call.path === fillPath(IIKO_PATHS.sync, { id: account.id }))).toBe(true);
  });
});
