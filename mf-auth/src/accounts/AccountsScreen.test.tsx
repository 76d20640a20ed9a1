import { screen, within } from '@testing-library/react';
import { PATHS } from '@cabinet/api/core';
import { CHANNEL_ACCOUNTS_PATHS } from '@cabinet/api/messaging';
import { BUSINESS_PATHS } from '@cabinet/api/business';
import { SYSTEM_ACCOUNT_PATHS } from '@cabinet/api/systemAccounts';
import { LIMITED_STAFF_ACCESS } from '@cabinet/api/testing';
import { renderScreen, TEST_USER } from '@cabinet/contracts/testing';
import '../catalog';
import { AccountsScreen } from './AccountsScreen';

const NOW = Date.now();
const iso = (offsetDays: number) => new Date(NOW + offsetDays * 86_400_000).toISOString();

function account(overrides: Record<string, unknown>) {
  return {
    id: '0b7c1e4e-9f3a-4c55-8d2e-3a1f0c9b7d11',
    kind: 'whatsapp',
    provider: 'chatApi',
    instanceProvider: 'whatsapp',
    name: 'WhatsApp',
    phone: null,
    state: 'init',
    testUntil: iso(3),
    paidUpTo: null,
    switching: null,
    createdAt: iso(0),
    ...overrides,
  };
}

function api(list: unknown, connections: unknown = []) {
  return (_request: Request, path: string) =>
    path === PATHS.account.currentUser
      ? Response.json({ ...TEST_USER, chatApiInstanceLimit: 1 })
      : path === CHANNEL_ACCOUNTS_PATHS.list
        ? Response.json(list)
        : path === BUSINESS_PATHS.connections
          ? Response.json(connections)
          : undefined;
}

describe('AccountsScreen (/accounts)', () => {
  it('explains the first connection when nothing is connected, and offers to add an instance', async () => {
    await renderScreen(<AccountsScreen />, { route: 'accounts', api: api({ accounts: [], instanceLimit: 1, instanceCount: 0 }) });
    expect(await screen.findByText('No messenger is connected yet')).toBeInTheDocument();
    expect(screen.getByText(/A new account has a free 3-day test period/)).toBeInTheDocument();
    expect(screen.getByText('WhatsApp and MAX accounts: 0 of 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a WhatsApp or MAX account' })).toBeInTheDocument();
    expect(screen.getByText(/No booking or ordering system is connected yet/)).toBeInTheDocument();
  });

  it('tells a booking-system user without the rights the feed needs what that stops, linking to the system’s accounts (issue 36 item 20)', async () => {
    const accounts = api({ accounts: [], instanceLimit: 1, instanceCount: 0 });
    await renderScreen(<AccountsScreen />, {
      route: 'accounts',
      api: (request, path) => (path === SYSTEM_ACCOUNT_PATHS.staffAccess ? Response.json(LIMITED_STAFF_ACCESS) : accounts(request, path)),
    });
    const title = await screen.findByText('Lotus, Nevsky: your rights in YCLIENTS are not enough');
    const notice = title.closest('.ant-alert');
    if (!(notice instanceof HTMLElement)) throw new Error('No notice');
    expect(within(notice).getByText('No access to settings')).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'Open the YCLIENTS accounts' })).toBeInTheDocument();
  });

  it('offers every booking and ordering system the host serves a page for, and only those', async () => {
    await renderScreen(<AccountsScreen />, { route: 'accounts', api: api({ accounts: [], instanceLimit: 1, instanceCount: 0 }) });
    for (const name of ['Connect YCLIENTS', 'Connect Altegio', 'Connect iiko', 'Connect amoCRM', 'Connect Medflex']) expect(await screen.findByRole('link', { name })).toBeInTheDocument();
  });

  it('leaves out a system whose page the host does not serve', async () => {
    await renderScreen(<AccountsScreen />, { route: 'accounts', api: api({ accounts: [], instanceLimit: 1, instanceCount: 0 }), routes: ['accounts', 'accounts.yclients', 'accounts.medflexLpus'] });
    expect(await screen.findByRole('link', { name: 'Connect Medflex' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect YCLIENTS' })).toBeInTheDocument();
    expect(screen.queryByText('Connect iiko')).not.toBeInTheDocument();
    expect(screen.queryByText('Connect Altegio')).not.toBeInTheDocument();
  });

  it('lists each account with its state, number, provider and dates, says what to do next, and refuses adding past the limit', async () => {
    const list = {
      accounts: [
        account({ state: 'notAuthorized' }),
        account({ id: '1b7c1e4e-9f3a-4c55-8d2e-3a1f0c9b7d12', kind: 'sms', provider: 'twilio', instanceProvider: null, name: 'SMS', phone: '+15005550006', state: 'authorized', testUntil: null, paidUpTo: iso(-2) }),
        // Paid at its provider: the cabinet neither bills it nor asks for payment.
        account({ id: '2b7c1e4e-9f3a-4c55-8d2e-3a1f0c9b7d13', kind: 'sms', provider: 'sigma', instanceProvider: null, name: 'DemoSalon', state: 'authorized', testUntil: null, paidUpTo: null }),
      ],
      instanceLimit: 1,
      instanceCount: 1,
    };
    await renderScreen(<AccountsScreen />, {
      route: 'accounts',
      api: api(list, [{ id: 'c1', integration: 'yclients', externalId: '555', name: 'Salon on Main St', webhookUrl: 'http://x', webhookSecret: 's', createdAt: iso(-10) }]),
    });
    const instance = await screen.findByRole('listitem', { name: 'WhatsApp: WhatsApp' });
    expect(within(instance).getByText('Not authorized')).toBeInTheDocument();
    expect(within(instance).getByText('Not connected yet')).toBeInTheDocument();
    expect(within(instance).getByText('WhatsApp/MAX instance')).toBeInTheDocument();
    expect(within(instance).getByText('Not connected: open it and scan a new QR code.')).toBeInTheDocument();

    const sms = screen.getByRole('listitem', { name: 'SMS: SMS' });
    expect(within(sms).getByText('+15005550006')).toBeInTheDocument();
    expect(within(sms).getByText('Twilio')).toBeInTheDocument();
    expect(within(sms).getByText(/The test period and payment have ended/)).toBeInTheDocument();
    expect(within(sms).getByRole('link', { name: 'Pay' })).toBeInTheDocument();
    const sigma = screen.getByRole('listitem', { name: 'SMS: DemoSalon' });
    expect(within(sigma).getByText('Sigma SMS')).toBeInTheDocument();
    expect(within(sigma).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(sigma).queryByText(/The test period and payment have ended/)).not.toBeInTheDocument();

    expect(screen.getByText('Max accounts reached')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add a WhatsApp or MAX account' })).not.toBeInTheDocument();
    expect(screen.getByText('Salon on Main St', { exact: false })).toBeInTheDocument();
  });
});
