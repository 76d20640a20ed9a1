import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillPath, PATHS } from '@cabinet/api/core';
import { CHANNEL_ACCOUNTS_PATHS } from '@cabinet/api/messaging';
import { renderScreen, TEST_USER } from '@cabinet/contracts/testing';
import '../../catalog';
import { WhatsAppScreen } from './WhatsAppScreen';

const ID = '0b7c1e4e-9f3a-4c55-8d2e-3a1f0c9b7d11';
const now = new Date().toISOString();

function instance(overrides: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return {
    account: {
      id: ID,
      kind: 'whatsapp',
      provider: 'chatApi',
      instanceProvider: 'whatsapp',
      name: 'WhatsApp',
      phone: null,
      state: 'init',
      testUntil: now,
      paidUpTo: null,
      switching: null,
      createdAt: now,
      ...overrides,
    },
    qrCode: null,
    loadingSince: null,
    now,
    ...extra,
  };
}

const user = (path: string) => (path === PATHS.account.currentUser ? Response.json(TEST_USER) : undefined);

describe('WhatsAppScreen (/accounts/whats-app)', () => {
  it('after a provider error says "QR: error receiving" and asks for a new code', async () => {
    const rendered = await renderScreen(<WhatsAppScreen />, {
      route: 'accounts.whatsApp',
      search: `?instance=${ID}`,
      api: (request, path) =>
        user(path) ??
        (path === fillPath(CHANNEL_ACCOUNTS_PATHS.instance, { id: ID })
          ? Response.json(instance({ state: 'error' }))
          : path === fillPath(CHANNEL_ACCOUNTS_PATHS.instanceQr, { id: ID }) && request.method === 'POST'
            ? Response.json(instance({ state: 'gotQrCode' }, { qrCode: 'wa-standin:1:abc', loadingSince: now }))
            : undefined),
    });
    expect(await screen.findByText(/QR: error receiving/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Get a QR code' }));
    // The QR drawing loads its library on first use: on CI's loaded cores that took longer than the default second.
    expect(await screen.findByRole('img', { name: 'QR code to scan with the phone' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/The code is shown for 1[12]\d s more/)).toBeInTheDocument();
    expect(rendered.requests.some((call) => call.path === fillPath(CHANNEL_ACCOUNTS_PATHS.instanceQr, { id: ID }))).toBe(true);
  });

  it('refuses adding past the limit before any call: "Max accounts reached"', async () => {
    const rendered = await renderScreen(<WhatsAppScreen />, {
      route: 'accounts.whatsApp',
      search: '?new=1',
      api: (_request, path) =>
        user(path) ?? (path === CHANNEL_ACCOUNTS_PATHS.list ? Response.json({ accounts: [instance({ state: 'authorized', phone: '+79005550777' }).account], instanceLimit: 1, instanceCount: 1 }) : undefined),
    });
    expect(await screen.findByText('Max accounts reached')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add the account' })).not.toBeInTheDocument();
    await waitFor(() => expect(rendered.requests.some((call) => call.path === CHANNEL_ACCOUNTS_PATHS.instances)).toBe(false));
  });

  it('shows a switch under way with its progress instead of the switch button', async () => {
    // Halfway through a long window, so a slow machine's seconds do not move the figure out of range.
    const startedAt = new Date(Date.now() - 600_000).toISOString();
    const until = new Date(Date.now() + 600_000).toISOString();
    await renderScreen(<WhatsAppScreen />, {
      route: 'accounts.whatsApp',
      search: `?instance=${ID}`,
      api: (_request, path) => user(path) ?? (path === fillPath(CHANNEL_ACCOUNTS_PATHS.instance, { id: ID }) ? Response.json(instance({ switching: { to: 'max', startedAt, until } })) : undefined),
    });
    expect(await screen.findByText(/Switching to MAX: (4\d|5\d)%/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Switch to MAX' })).not.toBeInTheDocument();
  });
});
