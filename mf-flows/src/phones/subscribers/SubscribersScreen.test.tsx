import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUBSCRIBERS_PATHS } from '@cabinet/api/flows';
import type { Subscriber } from '@cabinet/api/flows';
import { fakeApi, makeSubscriber, pageOf } from '@cabinet/api/testing';
import { renderScreen } from '@cabinet/contracts/testing';
import { renderWithHistory } from '@cabinet/toolkit/testing';
import '../../catalog';
import { SubscribersScreen } from './SubscribersScreen';

const anna = makeSubscriber({ id: 's1', phone: '+79014440001', name: 'Anna', channel: 'telegram', subscribedAt: '2026-03-01T10:00:00Z' });
const nameless = makeSubscriber({ id: 's2', phone: '+79014440002', name: null, channel: 'whatsapp', subscribedAt: '2026-02-20T10:00:00Z' });

function subscribersApi(items: Subscriber[]) {
  const fake = fakeApi().on('GET', SUBSCRIBERS_PATHS.list, ({ query }) => {
    const channels = query.get('channel')?.split(',');
    const inChannels = channels ? items.filter((item) => channels.includes(item.channel)) : items;
    return pageOf(inChannels, query, { matches: (item, search) => item.phone.includes(search) || (item.name ?? '').toLowerCase().includes(search.toLowerCase()) });
  });
  return { handler: fake.handler, lastQuery: () => fake.lastQuery(SUBSCRIBERS_PATHS.list) };
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
    await user.click(within(screen.getByRole('columnheader', { name: 'Name' })).getByRole('button'));
    await waitFor(() => expect(api.lastQuery()).toMatchObject({ sort: 'name', order: 'asc' }));
  });

  it('keeps its channel filter in the URL and narrows the list by it', async () => {
    const api = subscribersApi([anna, nameless]);
    const rendered = await renderWithHistory(<SubscribersScreen />, { route: 'phones.subscribers', api: api.handler, search: '?channel=telegram,fax' });
    await waitFor(() => expect(api.lastQuery()).toEqual({ page: '1', pageSize: '20', channel: 'telegram' }));
    await waitFor(() => expect(rendered.history.current()).toBe('?channel=telegram'));
    const table = await screen.findByRole('table', { name: 'Subscribers' });
    expect(await within(table).findByText('Anna')).toBeInTheDocument();
    expect(within(table).queryByText('No name')).not.toBeInTheDocument();
  });

  it('says when there are no subscribers yet', async () => {
    await renderScreen(<SubscribersScreen />, { route: 'phones.subscribers', api: subscribersApi([]).handler });
    expect(await screen.findByText('No subscribers yet')).toBeInTheDocument();
  });
});
