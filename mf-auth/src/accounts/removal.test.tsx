import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { fillPath, PATHS } from '@cabinet/api/core';
import { CHANNEL_ACCOUNTS_PATHS, DIALOG360_PATHS } from '@cabinet/api/messaging';
import { SYSTEM_ACCOUNT_PATHS, type BookingAccount } from '@cabinet/api/systemAccounts';
import { renderScreen, TEST_USER } from '@cabinet/contracts/testing';
import type { RouteId } from '@cabinet/contracts';
import '../catalog';
import { BookingAccountsPage } from './booking/BookingAccountsPage';
import { WabaTemplatesScreen } from './dialog360/templates/WabaTemplatesScreen';
import { TwilioScreen } from './twilio/TwilioScreen';
import { WhatsAppScreen } from './whats-app/WhatsAppScreen';

/*
 * Destructive actions confirm (conventions): on every accounts page a delete asks first, cancelling sends
 * nothing, and confirming sends the delete, after which the item is gone from the page.
 */

const ID = '0b7c1e4e-9f3a-4c55-8d2e-3a1f0c9b7d11';
const NOW = new Date().toISOString();

function channelAccount(overrides: Record<string, unknown>) {
  return { id: ID, kind: 'sms', provider: 'twilio', instanceProvider: null, name: 'Demo salon', phone: '+15005550006', state: 'authorized', testUntil: null, paidUpTo: null, switching: null, createdAt: NOW, ...overrides };
}

type Answer = (request: Request, path: string) => Response | undefined;

/** Renders the page over an API that holds one item until its delete path is called with DELETE. */
async function renderWithOne(ui: ReactElement, route: RouteId, deletePath: string, answer: (deleted: boolean) => Answer, extra: { search?: string; params?: Record<string, string> } = {}) {
  const state = { deletes: 0 };
  const rendered = await renderScreen(ui, {
    route,
    api: (request, path) => {
      if (path === PATHS.account.currentUser) return Response.json(TEST_USER);
      if (path === deletePath && request.method === 'DELETE') {
        state.deletes += 1;
        return new Response(null, { status: 204 });
      }
      return answer(state.deletes > 0)(request, path);
    },
    ...extra,
  });
  return { ...rendered, state };
}

/** Opens the question with the row's button; cancels it; opens it again and confirms with `ok`. */
async function cancelThenConfirm(button: string, question: string | RegExp, ok: string, deletes: () => number) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: button }));
  let dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(question);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(deletes()).toBe(0);

  await user.click(screen.getByRole('button', { name: button }));
  dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: ok }));
  await waitFor(() => expect(deletes()).toBe(1));
}

// Pages load their lists through the fake API; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 20_000 });
jest.setTimeout(90_000);

describe('removal on the accounts pages asks first', () => {
  it('a channel account (Twilio, Sigma, Telegram, Chatwoot, WABA share the list)', async () => {
    const { state } = await renderWithOne(<TwilioScreen />, 'accounts.twilio', fillPath(CHANNEL_ACCOUNTS_PATHS.twilioAccount, { id: ID }), (deleted) => (_request, path) =>
      path === CHANNEL_ACCOUNTS_PATHS.list ? Response.json({ accounts: deleted ? [] : [channelAccount({})], instanceLimit: 1, instanceCount: 0 }) : undefined,
    );
    await cancelThenConfirm('Delete Twilio +15005550006', 'Delete this account?', 'Delete', () => state.deletes);
    expect(await screen.findByText('The Twilio account is deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Twilio +15005550006' })).not.toBeInTheDocument());
  });

  it('a WABA template', async () => {
    const waba = channelAccount({ kind: 'waba', provider: 'dialog360', name: 'WABA (Dialog360)', phone: '+79005550101' });
    const template = { id: '1b7c1e4e-9f3a-4c55-8d2e-3a1f0c9b7d12', accountId: ID, name: 'visit_reminder', category: 'UTILITY', language: 'en', type: 'standard', body: 'See you tomorrow', status: 'approved', rejectedReason: null, createdAt: NOW, syncedAt: NOW };
    const { state } = await renderWithOne(
      <WabaTemplatesScreen />,
      'accounts.dialog360.templates',
      fillPath(DIALOG360_PATHS.template, { id: ID, templateId: template.id }),
      (deleted) => (request, path) =>
        path === fillPath(DIALOG360_PATHS.templates, { id: ID }) && request.method === 'GET' ? Response.json({ account: waba, syncFailed: false, templates: deleted ? [] : [template] }) : undefined,
      { params: { accountId: ID } },
    );
    await cancelThenConfirm('Delete template visit_reminder', 'Delete the template visit_reminder?', 'Delete', () => state.deletes);
    expect(await screen.findByText('The template is deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete template visit_reminder' })).not.toBeInTheDocument());
  });

  it('a WhatsApp account, which then leaves for the accounts list', async () => {
    const instance = { account: channelAccount({ kind: 'whatsapp', provider: 'chatApi', instanceProvider: 'whatsapp', name: 'WhatsApp', phone: '+79001112233', state: 'authorized' }), qrCode: null, loadingSince: null, now: NOW };
    const path = fillPath(CHANNEL_ACCOUNTS_PATHS.instance, { id: ID });
    const rendered = await renderWithOne(<WhatsAppScreen />, 'accounts.whatsApp', path, () => (request, asked) => (asked === path && request.method === 'GET' ? Response.json(instance) : undefined), { search: `?instance=${ID}` });
    await cancelThenConfirm('Delete the account', 'Delete this account?', 'Delete the account', () => rendered.state.deletes);
    expect(await screen.findByText('The account is deleted')).toBeInTheDocument();
    await waitFor(() => expect(rendered.navigations).toContainEqual(expect.objectContaining({ id: 'accounts' })));
  });

  it('a booking system account', async () => {
    const account: BookingAccount = {
      id: '6f1c0a52-6a2b-4bb3-9d4e-1b0e3e9c1a11',
      system: 'yclients',
      login: 'owner@lotus-salon.ru',
      companies: [],
      lastSyncedAt: null,
      lastSyncError: null,
      recentVisits: [],
      createdAt: '2026-11-25T08:00:00Z',
    };
    const listPath = fillPath(SYSTEM_ACCOUNT_PATHS.booking, { system: 'yclients' });
    const { state } = await renderWithOne(<BookingAccountsPage system="yclients" />, 'accounts.yclients', fillPath(SYSTEM_ACCOUNT_PATHS.bookingOne, { system: 'yclients', id: account.id }), (deleted) => (request, path) =>
      path === listPath && request.method === 'GET' ? Response.json(deleted ? [] : [account]) : undefined,
    );
    await cancelThenConfirm('Disconnect', /owner@lotus-salon\.ru/, 'Disconnect', () => state.deletes);
    expect(await screen.findByText(/No YCLIENTS account is connected yet/)).toBeInTheDocument();
  });
});
