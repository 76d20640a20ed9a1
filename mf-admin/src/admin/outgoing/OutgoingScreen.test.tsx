import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BACK_OFFICE_PATHS, type OutgoingVolume } from '@cabinet/api/admin';
import { fakeApi } from '@cabinet/api/testing';
import type { SessionSnapshot } from '@cabinet/contracts';
import { TEST_USER } from '@cabinet/contracts/testing';
import { renderWithHistory } from '@cabinet/toolkit/testing';
import '../../catalog';
import { OutgoingScreen } from './OutgoingScreen';

configure({ asyncUtilTimeout: 5000 });

const ADMIN: SessionSnapshot = { status: 'authenticated', user: TEST_USER, roles: ['admin'] };

const volume: OutgoingVolume = {
  at: '2026-11-28T06:00:00.000Z',
  days: 14,
  pending: [
    { channel: 'whatsapp', status: 'queued', count: 40 },
    { channel: 'whatsapp', status: 'waitingWindow', count: 2 },
    { channel: 'sms', status: 'queued', count: 5 },
  ],
  byDay: [
    { day: '2026-11-28', channel: 'whatsapp', status: 'delivered', count: 1200 },
    { day: '2026-11-28', channel: 'sms', status: 'failed', count: 3 },
    { day: '2026-11-27', channel: 'whatsapp', status: 'delivered', count: 900 },
    { day: '2026-11-27', channel: 'whatsapp', status: 'skipped', count: 10 },
  ],
};

const outgoingApi = () => fakeApi().on('GET', BACK_OFFICE_PATHS.outgoing, () => volume);

it('shows what waits to go now and the volume by channel and by day, with totals', async () => {
  await renderWithHistory(<OutgoingScreen />, { route: 'admin.outgoing', title: 'Outgoing messages', session: ADMIN, api: outgoingApi().handler });
  const now = await screen.findByRole('table', { name: 'Waiting to go now' });
  expect(within(now).getByRole('row', { name: /WhatsApp/ })).toHaveTextContent('WhatsApp42402');
  const byChannel = screen.getByRole('table', { name: 'By channel over the period' });
  expect(within(byChannel).getByRole('row', { name: /WhatsApp/ })).toHaveTextContent('2,110');
  const byDay = screen.getByRole('table', { name: 'By day' });
  expect(within(byDay).getByRole('row', { name: /November 28, 2026/ })).toHaveTextContent('1,203');
});

it('keeps the period and the channel in the URL, asking the server for the period', async () => {
  const api = outgoingApi();
  await renderWithHistory(<OutgoingScreen />, { route: 'admin.outgoing', search: '?days=30&channel=sms', title: 'Outgoing messages', session: ADMIN, api: api.handler });
  await waitFor(() => expect(api.lastQuery(BACK_OFFICE_PATHS.outgoing)).toMatchObject({ days: '30' }));
  const byDay = await screen.findByRole('table', { name: 'By day' });
  expect(within(byDay).getAllByRole('row')).toHaveLength(2);
  expect(within(byDay).getByRole('row', { name: /November 28, 2026/ })).toHaveTextContent('3');
  await userEvent.setup({ delay: null }).click(screen.getByText('All channels', { selector: '.ant-segmented-item-label' }));
  await waitFor(() => expect(within(screen.getByRole('table', { name: 'By day' })).getAllByRole('row')).toHaveLength(3));
});

// Issue 31, the walk: ten columns (the channel, the total, eight statuses) scrolled sideways at 1024 px.
it('puts the statuses two to a column, so the period’s tables keep to six columns', async () => {
  await renderWithHistory(<OutgoingScreen />, { route: 'admin.outgoing', title: 'Outgoing messages', session: ADMIN, api: outgoingApi().handler });
  const byDay = await screen.findByRole('table', { name: 'By day' });
  expect(within(byDay).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Day (UTC)', 'Total', 'Queued / Waiting for the window', 'Sent / Delivered', 'Read / Replied', 'Failed / Skipped']);
  expect(within(byDay).getByRole('row', { name: /November 27, 2026/ })).toHaveTextContent('November 27, 20269100 / 00 / 9000 / 00 / 10');
});
