import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@cabinet/api/core';
import { renderScreen, TEST_USER } from '@cabinet/contracts/testing';
import '../../catalog';
import { ProfileScreen } from './ProfileScreen';

const TOKEN = { token: 'tok_0123456789abcdef', createdAt: '2026-11-01T10:00:00.000Z' };

describe('ProfileScreen (/account/profile), the API token', () => {
  it('shows the token read-only; a failed regeneration is said in the dialog, which stays to try again', async () => {
    const answers = [Response.json({ code: 'INTERNAL', message: 'down' }, { status: 500 }), Response.json({ token: 'tok_fedcba9876543210', createdAt: '2026-11-27T10:00:00.000Z' })];
    await renderScreen(<ProfileScreen />, {
      route: 'account.profile',
      api: (request, path) => {
        if (path === PATHS.account.currentUser) return Response.json(TEST_USER);
        if (path === PATHS.account.apiToken) return request.method === 'GET' ? Response.json(TOKEN) : answers.shift();
        return undefined;
      },
    });
    const field = await screen.findByLabelText('Your API token');
    expect(field).toHaveValue(TOKEN.token);
    expect(field).toHaveAttribute('readonly');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Regenerate the token' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate the token' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The token could not be regenerated');

    await user.click(within(dialog).getByRole('button', { name: 'Regenerate the token' }));
    expect(await screen.findByText('A new token is made; the old one no longer works')).toBeInTheDocument();
  });
});
