import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS, type Subscriber } from '@cabinet/api';
import { renderScreen, type ApiHandler } from '@cabinet/contracts/testing';
import '../../catalog';
import { SubscribersScreen } from './SubscribersScreen';

const anna: Subscriber = { id: 's1', phone: '+79014440001', name: 'Anna', channel: 'telegram', subscribedAt: '2026-03-01T10:00:00Z' };
const nameless: Subscriber = { id: 's2', phone: '+79014440002', name: null, channel: 'whatsapp', subscribedAt: '2026-02-20T10:00:00Z' };

function subscribersApi(items: Subscriber[]) {
  const queries: URLSearchParams[] = [];
  const handler: ApiHandler = (request, path) => {
    if (path !== PATHS.subscribers.list) return undefined;
    const query = new URL(request.url).searchParams;
    queries.push(query);
    const search = query.get('search')?.toLowerCase();
    const found = search ? items.filter((item) => item.phone.includes(search) || (item.name ?? '').toLowerCase().includes(search)) : items;
    return Response.json({ items: found, total: found.length, page: 1, pageSize: 20 });
  };
  return { handler, lastQuery: () => Object.fromEntries(queries[queries.length - 1] ?? []) };
}

// antd's Table renders slowly on a loaded machine; these waits are not timing assertions.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

describe('SubscribersScreen', () => {
  it('lists the subscribers with their channel, and searches on the server', async () => {
    const api = subscribersApi([anna, nameless]);
    await renderScreen(<SubscribersScreen />, { route: 'phones.subscribers', title: 'Subscribers', api: api.handler });
    expect(screen.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Subscribers' });
    const annaRow = (await within(table).findByText('Anna')).closest('tr');
    if (!annaRow) throw new Error('no row');
    expect(within(annaRow).getByText('Telegram')).toBeInTheDocument();
    expect(within(annaRow).getByText('+79014440001')).toBeInTheDocument();
    expect(within(table).getByText('No name')).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('searchbox', { name: 'Search subscribers' }), 'anna');
    await waitFor(() => expect(api.lastQuery()).toEqual({ page: '1', pageSize: '20', search: 'anna' }));
    await waitFor(() => expect(within(table).queryByText('No name')).not.toBeInTheDocument());
    await user.click(screen.getByRole('columnheader', { name: 'Name' }));
    await waitFor(() => expect(api.lastQuery()).toMatchObject({ sort: 'name', order: 'asc' }));
  });

  it('says when there are no subscribers yet', async () => {
    await renderScreen(<SubscribersScreen />, { route: 'phones.subscribers', api: subscribersApi([]).handler });
    expect(await screen.findByText('No subscribers yet')).toBeInTheDocument();
  });
});
