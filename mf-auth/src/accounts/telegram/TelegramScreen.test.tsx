import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHANNEL_ACCOUNTS_PATHS } from '@cabinet/api/messaging';
import { renderScreen } from '@cabinet/contracts/testing';
import '../../catalog';
import { TelegramScreen } from './TelegramScreen';

const NOW = new Date().toISOString();

describe('TelegramScreen (/accounts/telegram)', () => {
  it('checks the number and the code at their fields before sending, then connects and empties the form', async () => {
    const posted: string[] = [];
    let accounts: unknown[] = [];
    const api = async (request: Request, path: string) => {
      if (path === CHANNEL_ACCOUNTS_PATHS.list) return Response.json({ accounts, instanceLimit: 1, instanceCount: 0 });
      if (path === CHANNEL_ACCOUNTS_PATHS.telegramSendCode) {
        posted.push(path);
        return Response.json({ requestToken: 'signed.request', phone: '+79001112233' });
      }
      if (path === CHANNEL_ACCOUNTS_PATHS.telegramSignIn) {
        posted.push(path);
        const created = { id: '0b7c1e4e-9f3a-4c55-8d2e-3a1f0c9b7d11', kind: 'telegram', provider: 'telegram', instanceProvider: null, name: 'Telegram', phone: '+79001112233', state: 'authorized', testUntil: null, paidUpTo: null, switching: null, createdAt: NOW };
        accounts = [created];
        return Response.json(created, { status: 201 });
      }
      return undefined;
    };
    await renderScreen(<TelegramScreen />, { route: 'accounts.telegram', api });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Phone number'), '9001');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByText('Phone not valid')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toEqual([]);

    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '+7 900 111-22-33');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByText('Telegram sent a code to +79001112233.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Code from Telegram'), '12');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('The code is 5 digits')).toBeInTheDocument();
    expect(screen.getByLabelText('Code from Telegram')).toHaveValue('12');

    await user.type(screen.getByLabelText('Code from Telegram'), '345');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Telegram +79001112233 is connected')).toBeInTheDocument();
    expect(await screen.findByLabelText('Phone number')).toHaveValue('');
    expect(posted).toEqual([CHANNEL_ACCOUNTS_PATHS.telegramSendCode, CHANNEL_ACCOUNTS_PATHS.telegramSignIn]);
  });
});
