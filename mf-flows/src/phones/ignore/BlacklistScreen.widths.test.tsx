import { configure, screen, within } from '@testing-library/react';
import { BLACKLIST_PATHS } from '@cabinet/api/flows';
import { fakeApi, makeBlacklistEntry, pageOf } from '@cabinet/api/testing';
import { renderScreen, TEST_USER } from '@cabinet/contracts/testing';
import '../../catalog';
import { setScreenWidth } from '../../shared/screenWidth.testing';
import { BlacklistScreen } from './BlacklistScreen';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

it('on a 390 px phone keeps every action of a blacklisted phone on screen, with its comment under the phone', async () => {
  const width = setScreenWidth(390);
  const entry = makeBlacklistEntry({ id: 'e1', phone: '+79005550001', comment: 'Asked by phone', allowedTasks: [] });
  const api = fakeApi().on('GET', BLACKLIST_PATHS.list, ({ query }) => pageOf([entry], query));
  await renderScreen(<BlacklistScreen />, { route: 'phones.ignore', api: api.handler, session: { status: 'authenticated', user: TEST_USER, roles: [] } });
  const table = await screen.findByRole('table', { name: 'Blacklisted phones' });
  const row = (await within(table).findByText('+79005550001')).closest('tr');
  if (!row) throw new Error('no row');
  expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Phone', 'Actions']);
  expect(within(row).getByText('Asked by phone')).toBeInTheDocument();
  for (const name of ['Edit +79005550001', 'Personal link of +79005550001', 'Remove +79005550001']) {
    expect(within(row).getByRole('button', { name })).toBeInTheDocument();
  }
  width.restore();
});
