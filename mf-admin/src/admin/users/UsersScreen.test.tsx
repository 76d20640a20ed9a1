import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_PATHS, type AdminUserSummary } from '@cabinet/api/admin';
import { fakeApi, pageOf } from '@cabinet/api/testing';
import type { SessionSnapshot } from '@cabinet/contracts';
import { renderScreen, TEST_USER } from '@cabinet/contracts/testing';
import { renderWithHistory } from '@cabinet/toolkit/testing';
import '../../catalog';
import { UsersScreen } from './UsersScreen';

// The first render loads the catalogues and the screen: on a busy machine that takes over the default second.
configure({ asyncUtilTimeout: 5000 });

const ADMIN: SessionSnapshot = { status: 'authenticated', user: TEST_USER, roles: ['admin'] };

const users: AdminUserSummary[] = [
  { id: 'u1', email: 'lotus.spa@example.com', phone: '+79161112233', fullName: 'Elena Volkova', registeredAt: '2025-10-23T10:00:00.000Z', countryId: 1, countryIso: 'RU', tariff: 1, paidUpTo: '2026-12-20T10:00:00.000Z', balance: 120, churnFlags: [] },
  { id: 'u2', email: 'barber.almaty@example.com', phone: '+77011234567', fullName: 'Arman Nurlanov', registeredAt: '2025-11-29T10:00:00.000Z', countryId: 8, countryIso: 'KZ', tariff: null, paidUpTo: null, balance: 0, churnFlags: ['notAuthorized', 'paymentExpires'] },
];

function usersApi() {
  return fakeApi().on('GET', ADMIN_PATHS.users, ({ query }) => {
    const churn = query.get('churn');
    const flagged = churn === null ? users : users.filter((user) => (churn === 'any' ? user.churnFlags.length > 0 : user.churnFlags.some((flag) => flag === churn)));
    return pageOf(flagged, query, { matches: (user, search) => (user.phone ?? '').includes(search.replace(/\D/g, '')) || user.email.includes(search) });
  });
}

it('lists users with registration date, country, tariff, paid-up-to and the messages left, each opening its page', async () => {
  const rendered = await renderScreen(<UsersScreen />, { route: 'admin.users', title: 'Users', session: ADMIN, api: usersApi().handler });
  expect(await screen.findByRole('link', { name: 'lotus.spa@example.com' })).toBeInTheDocument();
  await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: 'lotus.spa@example.com' }));
  expect(rendered.navigations).toEqual([expect.objectContaining({ id: 'admin.users.user', params: { userId: 'u1' } })]);
  expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
  // Five columns, each figure's neighbour under it: eight side by side scrolled sideways at desktop widths.
  expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['E-mail', 'Registered', 'Paid up to', 'Messages left', 'Churn flags']);
  const barber = screen.getByRole('link', { name: 'barber.almaty@example.com' }).closest('tr');
  if (!barber) throw new Error('no row');
  expect(within(barber).getByText('Phone: +77011234567')).toBeInTheDocument();
  expect(within(barber).getByText('Country Kazakhstan')).toBeInTheDocument();
  expect(within(barber).getByText('No tariff')).toBeInTheDocument();
  expect(within(barber).getByText('None')).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: '120' })).toBeInTheDocument();
  expect(screen.getByText('Tariff 1')).toBeInTheDocument();
});

it('searches by phone on the server and keeps the search and sort in the URL', async () => {
  const api = usersApi();
  const rendered = await renderWithHistory(<UsersScreen />, { route: 'admin.users', session: ADMIN, api: api.handler });
  await screen.findByRole('link', { name: 'lotus.spa@example.com' });
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByRole('searchbox', { name: 'Search users' }), '7011234');
  await waitFor(() => expect(screen.queryByRole('link', { name: 'lotus.spa@example.com' })).not.toBeInTheDocument());
  expect(screen.getByRole('link', { name: 'barber.almaty@example.com' })).toBeInTheDocument();
  await user.click(within(screen.getByRole('columnheader', { name: 'Messages left' })).getByRole('button'));
  await waitFor(() => expect(rendered.history.current()).toBe('?search=7011234&sort=balance&order=asc'));
  expect(api.lastQuery(ADMIN_PATHS.users)).toMatchObject({ search: '7011234', sort: 'balance', order: 'asc' });
});

it('shows each user’s churn flags and filters by one on the server, the choice in the URL', async () => {
  const api = usersApi();
  const rendered = await renderWithHistory(<UsersScreen />, { route: 'admin.users', session: ADMIN, api: api.handler });
  const barber = (await screen.findByRole('link', { name: 'barber.almaty@example.com' })).closest('tr');
  if (!barber) throw new Error('no row');
  expect(within(barber).getByText('Not authorized')).toBeInTheDocument();
  expect(within(barber).getByText('Payment expires')).toBeInTheDocument();
  expect(screen.getByText('No churn signs')).toBeInTheDocument();
  await userEvent.setup({ delay: null }).click(within(screen.getByRole('radiogroup', { name: 'Churn flags' })).getByText('Payment expires'));
  await waitFor(() => expect(screen.queryByRole('link', { name: 'lotus.spa@example.com' })).not.toBeInTheDocument());
  expect(rendered.history.current()).toBe('?churn=paymentExpires');
  expect(api.lastQuery(ADMIN_PATHS.users)).toMatchObject({ churn: 'paymentExpires' });
});

it('says so when the list cannot be read', async () => {
  await renderScreen(<UsersScreen />, { route: 'admin.users', title: 'Users', session: ADMIN, api: fakeApi().on('GET', ADMIN_PATHS.users, () => new Response('', { status: 500 })).handler });
  expect(await screen.findByText('The users could not be loaded')).toBeInTheDocument();
});

/** The page's media queries answer as a screen `width` pixels wide (antd's breakpoints read them); jsdom says "no" to all. */
function screenWidth(width: number): () => void {
  const original = window.matchMedia;
  const matches = (query: string) => [...query.matchAll(/\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g)].every(([, kind, value]) => (kind === 'min' ? width >= Number(value) : width <= Number(value)));
  window.matchMedia = (query: string) => ({ matches: matches(query), media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false });
  return () => {
    window.matchMedia = original;
  };
}

it.each([
  [390, true],
  [1024, true],
  [1440, false],
])('on a %i px screen the six churn choices stack (%s) rather than push the page sideways', async (width, stacked) => {
  const restore = screenWidth(width);
  try {
    await renderScreen(<UsersScreen />, { route: 'admin.users', title: 'Users', session: ADMIN, api: usersApi().handler });
    const filter = await screen.findByRole('radiogroup', { name: 'Churn flags' });
    // antd's segmented switch lays its choices out in a column when vertical: the one layout a phone can show whole.
    await waitFor(() => expect(filter.classList.contains('ant-segmented-vertical')).toBe(stacked));
  } finally {
    restore();
  }
});
