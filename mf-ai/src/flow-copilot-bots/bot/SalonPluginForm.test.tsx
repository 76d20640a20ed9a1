import { fireEvent, screen, within } from '@testing-library/react';
import { AI_DIALOGUE_PATHS } from '@cabinet/api/ai';
import { fillPath } from '@cabinet/api/core';
import { answerWith } from '@cabinet/api/testing';
import { SYSTEM_ACCOUNT_PATHS, type BookingAccount, type BookingCompany } from '@cabinet/api/systemAccounts';
import { expectSaveRefusedWhileEmpty, makePlugins, PLUGINS_BOT as BOT, pluginSection, pluginsTab, renderPluginsTab } from '../../testing/pluginsTab';

const company = (overrides: Partial<BookingCompany>): BookingCompany => ({
  accountId: '101',
  internalId: 'c1',
  name: 'Lotus on Baker Street',
  status: 'connected',
  webhooksCount: 1,
  activeMastersCount: 3,
  timezone: 'Europe/Moscow',
  city: 'Moscow',
  clientsCount: 0,
  upcomingVisitsCount: 0,
  deniedAreas: [],
  ...overrides,
});
const account = (companies: BookingCompany[]): BookingAccount => ({
  id: 'a1',
  system: 'yclients',
  login: 'owner@lotus.example',
  companies,
  lastSyncedAt: null,
  lastSyncError: null,
  recentVisits: [],
  createdAt: '2026-11-27T10:00:00.000Z',
});
const salonPath = fillPath(AI_DIALOGUE_PATHS.plugin, { id: BOT, kind: 'yclients_salon' });

it('says where to connect a branch when none of the booking system is connected', async () => {
  await renderPluginsTab(pluginsTab());
  const yclients = await pluginSection('YCLIENTS salon (yclients_salon)');
  expect(await within(yclients).findByText(/No branch of this booking system is connected/)).toBeInTheDocument();
  expect(within(yclients).getByRole('link', { name: 'Connect a YCLIENTS branch' })).toHaveAttribute('href', expect.stringContaining('accounts.yclients'));
  const altegio = screen.getByRole('region', { name: 'Altegio salon (altegio_salon)' });
  expect(within(altegio).getByRole('link', { name: 'Connect an Altegio branch' })).toHaveAttribute('href', expect.stringContaining('accounts.altegio'));
});

it('refuses turning on without a branch and actions at the fields, shows the API’s refusal at the branch keeping the choice, then saves with the version and offers theirs on a conflict', async () => {
  let saves = 0;
  const api = pluginsTab(makePlugins({ yclientsSalon: { version: 2 } }))
    .on('GET', SYSTEM_ACCOUNT_PATHS.booking, () => [account([company({}), company({ accountId: '202', internalId: null, name: 'Lotus (not connected)', status: 'available' })])])
    .on('PUT', AI_DIALOGUE_PATHS.plugin, () => {
      saves += 1;
      if (saves === 1) return answerWith(400, { code: 'VALIDATION_FAILED', message: 'Validation failed', fields: { companyId: 'booking.companyNotConnected' } });
      return answerWith(409, { code: 'VERSION_CONFLICT', message: 'Someone saved this after you opened it', current: makePlugins({ yclientsSalon: { enabled: true, companyId: '101', actions: ['slots'], version: 3 } }) });
    });
  await renderPluginsTab(api);
  const yclients = await pluginSection('YCLIENTS salon (yclients_salon)');
  const branch = within(yclients).getByRole('combobox', { name: 'Branch' });
  await within(yclients).findByRole('option', { name: 'Lotus on Baker Street' });
  expect(within(yclients).queryByRole('option', { name: 'Lotus (not connected)' })).not.toBeInTheDocument();

  await expectSaveRefusedWhileEmpty(api, yclients, 'The assistant may use the booking system', 2);

  fireEvent.change(branch, { target: { value: '101' } });
  fireEvent.click(within(yclients).getByRole('checkbox', { name: 'Find free slots' }));
  fireEvent.click(within(yclients).getByRole('checkbox', { name: 'Book a visit' }));
  fireEvent.click(within(yclients).getByRole('button', { name: 'Save' }));
  expect(await within(yclients).findByText('This company is not connected to your account')).toBeInTheDocument();
  expect(branch).toHaveValue('101');
  expect(within(yclients).getByRole('checkbox', { name: 'Book a visit' })).toBeChecked();

  fireEvent.click(within(yclients).getByRole('button', { name: 'Save' }));
  expect(await within(yclients).findByRole('button', { name: 'Save mine over it' })).toBeInTheDocument();
  expect(api.callsTo(AI_DIALOGUE_PATHS.plugin, 'PUT').map((call) => call.body)).toEqual([
    { enabled: true, companyId: '101', actions: ['slots', 'book'], version: 2 },
    { enabled: true, companyId: '101', actions: ['slots', 'book'], version: 2 },
  ]);
  expect(api.callsTo(AI_DIALOGUE_PATHS.plugin, 'PUT').every((call) => call.path === salonPath)).toBe(true);
});

it('tells a booking-system user without the rights the assistant books through what that stops (spec section 2, issue 36 item 20)', async () => {
  const api = pluginsTab().on('GET', SYSTEM_ACCOUNT_PATHS.booking, ({ params }) => (params.system === 'yclients' ? [account([company({ deniedAreas: ['timetable', 'records'] })])] : []));
  await renderPluginsTab(api);
  const yclients = await pluginSection('YCLIENTS salon (yclients_salon)');
  expect(await within(yclients).findByText('Lotus on Baker Street: your rights in YCLIENTS are not enough')).toBeInTheDocument();
  expect(within(yclients).getByText('No access to create, edit or delete records')).toBeInTheDocument();
  // The other system's section has no such company.
  expect(within(screen.getByRole('region', { name: 'Altegio salon (altegio_salon)' })).queryByText(/your rights in/)).toBeNull();
});
