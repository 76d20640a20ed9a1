import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHANNEL_ACCOUNTS_PATHS } from '@cabinet/api/messaging';
import { renderScreen } from '@cabinet/contracts/testing';
import '../../catalog';
import { ChatwootScreen } from './ChatwootScreen';

/** What the user enters, pasted: this test is about what the form does with it, not typing (a render per key). */
async function enter(field: HTMLElement, text: string) {
  const user = userEvent.setup();
  await user.click(field);
  await user.paste(text);
}

const CONNECTED = {
  id: '0b7c1e4e-9f3a-4c55-8d2e-3a1f0c9b7d11',
  email: 'agent@demo-salon.example',
  agentName: 'Demo agent',
  chatwootAccountId: 1,
  chatwootAccountName: 'Demo salon',
  inboxes: [{ id: 1, name: 'Website chat', channelType: 'Channel::WebWidget' }],
  createdAt: new Date().toISOString(),
};

describe('ChatwootScreen (/accounts/chatwoot)', () => {
  it('refuses a wrong password at the field keeping the e-mail, then shows the connected account and its inboxes', async () => {
    let accounts: unknown[] = [];
    const api = async (request: Request, path: string) => {
      if (path !== CHANNEL_ACCOUNTS_PATHS.chatwootAccounts) return undefined;
      if (request.method === 'GET') return Response.json({ accounts });
      const body = (await request.json()) as { password: string };
      if (body.password !== 'right-password') return Response.json({ code: 'VALIDATION_FAILED', message: 'Incorrect email or password', fields: { password: 'chatwoot.credentials.invalid' } }, { status: 400 });
      accounts = [CONNECTED];
      return Response.json(CONNECTED, { status: 201 });
    };
    await renderScreen(<ChatwootScreen />, { route: 'accounts.chatwoot', api });
    expect(await screen.findByText('Chatwoot is not connected yet.')).toBeInTheDocument();
    const user = userEvent.setup();
    await enter(screen.getByLabelText('Chatwoot e-mail'), 'agent@demo-salon.example');
    await enter(screen.getByLabelText('Chatwoot password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    // Chatwoot's refusal is said at the password, not above the form.
    expect(await screen.findByText('Incorrect email or password')).toBeInTheDocument();
    expect(screen.getByLabelText('Chatwoot password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Chatwoot e-mail')).toHaveValue('agent@demo-salon.example');

    await user.clear(screen.getByLabelText('Chatwoot password'));
    await enter(screen.getByLabelText('Chatwoot password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    const connected = await screen.findByRole('region', { name: 'Demo salon' });
    expect(within(connected).getByText('Chatwoot account “Demo salon” (no. 1), signed in as agent@demo-salon.example')).toBeInTheDocument();
    expect(within(connected).getByText('Website chat')).toBeInTheDocument();
    expect(within(connected).getByRole('button', { name: 'Delete Chatwoot “Demo salon”' })).toBeInTheDocument();
  });
});
