import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHANNEL_ACCOUNTS_PATHS } from '@cabinet/api/messaging';
import { renderScreen } from '@cabinet/contracts/testing';
import '../../catalog';
import { TwilioScreen } from './TwilioScreen';

const SID = 'ACdec0de00000000000000000000000001';
const TOKEN = 'dec0de00000000000000000000000001';

describe('TwilioScreen (/accounts/twilio)', () => {
  it('checks the fields before sending, shows what Twilio refused at the field and keeps what was typed, then connects', async () => {
    const posted: unknown[] = [];
    let accounts: unknown[] = [];
    const api = async (request: Request, path: string) => {
      if (path === CHANNEL_ACCOUNTS_PATHS.list) return Response.json({ accounts, instanceLimit: 1, instanceCount: 0 });
      if (path !== CHANNEL_ACCOUNTS_PATHS.twilioAccounts || request.method !== 'POST') return undefined;
      const body = (await request.json()) as { authToken: string; phone: string };
      posted.push(body);
      if (body.authToken !== TOKEN) return Response.json({ code: 'VALIDATION_FAILED', message: 'Twilio refused', fields: { authToken: 'twilio.credentials.invalid' } }, { status: 400 });
      const created = { id: '0b7c1e4e-9f3a-4c55-8d2e-3a1f0c9b7d11', kind: 'sms', provider: 'twilio', instanceProvider: null, name: 'Demo salon', phone: body.phone, state: 'authorized', testUntil: null, paidUpTo: null, switching: null, createdAt: new Date().toISOString() };
      accounts = [created];
      return Response.json(created, { status: 201 });
    };
    await renderScreen(<TwilioScreen />, { route: 'accounts.twilio', api });
    expect(await screen.findByText('No Twilio number yet.')).toBeInTheDocument();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Account SID'), 'SK123');
    await user.type(screen.getByLabelText('Twilio phone number'), '+15005550006');
    await user.click(screen.getByRole('button', { name: 'Check and connect' }));
    expect(await screen.findByText('The account SID is AC followed by 32 letters and digits')).toBeInTheDocument();
    expect(await screen.findAllByText('Fill in this field')).toHaveLength(1);
    expect(posted).toEqual([]);

    await user.clear(screen.getByLabelText('Account SID'));
    // The SID and token are pasted from Twilio's console, as owners do (and typing 66 characters is slow in jsdom).
    await user.click(screen.getByLabelText('Account SID'));
    await user.paste(SID);
    await user.click(screen.getByLabelText('Auth token'));
    await user.paste('ffffffffffffffffffffffffffffffff');
    await user.click(screen.getByRole('button', { name: 'Check and connect' }));
    expect(await screen.findByText('Token not valid: Twilio refused this account SID and auth token')).toBeInTheDocument();
    expect(screen.getByLabelText('Auth token')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Account SID')).toHaveValue(SID);

    await user.clear(screen.getByLabelText('Auth token'));
    await user.paste(TOKEN);
    await user.click(screen.getByRole('button', { name: 'Check and connect' }));
    expect(await screen.findByRole('button', { name: 'Delete Twilio +15005550006' })).toBeInTheDocument();
    expect(posted).toEqual([expect.objectContaining({ authToken: 'ffffffffffffffffffffffffffffffff' }), { accountSid: SID, authToken: TOKEN, phone: '+15005550006' }]);
    expect(screen.getByLabelText('Account SID')).toHaveValue('');
  });
});
