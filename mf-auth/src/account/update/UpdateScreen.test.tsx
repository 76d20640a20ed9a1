import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@cabinet/api/core';
import { renderScreen, TEST_USER } from '@cabinet/contracts/testing';
import '../../catalog';
import { UpdateScreen } from './UpdateScreen';

const phoneState = { phone: null, expiresAt: null, nextCodeAt: new Date().toISOString(), attemptsLeft: 3, blockedUntil: null };

function api(overrides: (request: Request, path: string) => Response | undefined = () => undefined) {
  return (request: Request, path: string) =>
    overrides(request, path) ??
    (path === PATHS.account.currentUser
      ? Response.json({ ...TEST_USER, language: 'en' })
      : path === PATHS.account.phoneCode
        ? Response.json(phoneState)
        : path === PATHS.account.settings
          ? Response.json({ pendingEmail: null })
          : undefined);
}

describe('UpdateScreen', () => {
  it('saves a switch on change and puts it back when the save fails', async () => {
    const rendered = await renderScreen(<UpdateScreen />, {
      route: 'account.update',
      api: api((request, path) => (path === PATHS.account.settings && request.method === 'PATCH' ? Response.json({ code: 'INTERNAL', message: 'x' }, { status: 500 }) : undefined)),
    });
    const reports = await screen.findByRole('switch', { name: 'Do not send weekly YCLIENTS reports' });
    expect(reports).not.toBeChecked();
    await userEvent.click(reports);
    await waitFor(() => expect(rendered.requests.some((call) => call.path === PATHS.account.settings && call.body)).toBe(true));
    expect(rendered.requests.find((call) => call.path === PATHS.account.settings && call.body)?.body).toEqual({ notSendWeeklyYclientsReports: true });
    await waitFor(() => expect(reports).not.toBeChecked());
  });

  it('shows a wrong current password at its field and keeps what was typed', async () => {
    await renderScreen(<UpdateScreen />, {
      route: 'account.update',
      api: api((_request, path) =>
        path === PATHS.account.changePassword
          ? Response.json({ code: 'WRONG_PASSWORD', message: 'The current password is incorrect', fields: { currentPassword: 'password.wrong' } }, { status: 400 })
          : undefined,
      ),
    });
    await userEvent.type(await screen.findByLabelText('Current password'), 'Nope1234');
    await userEvent.type(screen.getByLabelText('New password'), 'Better12');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Better12');
    await userEvent.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByText('The current password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('Better12');
  });

  it('refuses a new password over 20 characters before calling the API', async () => {
    const rendered = await renderScreen(<UpdateScreen />, { route: 'account.update', api: api() });
    await userEvent.type(await screen.findByLabelText('Current password'), 'Secret12');
    await userEvent.type(screen.getByLabelText('New password'), 'A'.repeat(21));
    await userEvent.type(screen.getByLabelText('Confirm password'), 'A'.repeat(21));
    await userEvent.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByText('Password must be at most 20 characters')).toBeInTheDocument();
    expect(rendered.requests.some((call) => call.path === PATHS.account.changePassword)).toBe(false);
  });
});
