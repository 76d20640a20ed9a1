import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@cabinet/api/core';
import { renderScreen, TEST_USER } from '@cabinet/contracts/testing';
import '../../catalog';
import { UpdateScreen } from './UpdateScreen';

/** What the user enters, pasted: this test is about what the form does with it, not typing (a render per key). */
async function enter(field: HTMLElement, text: string) {
  const user = userEvent.setup();
  await user.click(field);
  await user.paste(text);
}

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
    expect(rendered.requests.find((call) => call.path === PATHS.account.settings && call.body)?.body).toEqual({ notSendWeeklyYclientsReports: true, settingsVersion: TEST_USER.settingsVersion });
    await waitFor(() => expect(reports).not.toBeChecked());
  });

  it('stops a change based on settings another tab has changed, keeps it on screen, and saves it over them when asked', async () => {
    const stored = { ...TEST_USER, language: 'en', notSendWeeklyIikoReports: true, settingsVersion: TEST_USER.settingsVersion + 1 };
    const rendered = await renderScreen(<UpdateScreen />, {
      route: 'account.update',
      api: api((request, path) => {
        if (path !== PATHS.account.settings || request.method !== 'PATCH') return undefined;
        const saves = rendered.requests.filter((call) => call.path === PATHS.account.settings && call.body).length;
        // The first save carries the version the screen opened with: stale. The second, the stored one.
        return saves <= 1
          ? Response.json({ code: 'VERSION_CONFLICT', message: 'Someone saved this after you opened it', current: stored }, { status: 409 })
          : Response.json({ ...stored, notSendWeeklyYclientsReports: true, settingsVersion: stored.settingsVersion + 1 });
      }),
    });
    const reports = await screen.findByRole('switch', { name: 'Do not send weekly YCLIENTS reports' });
    await userEvent.click(reports);
    expect(await screen.findByText('Someone else saved this in the meantime')).toBeInTheDocument();
    // What the user chose stays on screen while they decide.
    expect(reports).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save mine over it' }));
    await waitFor(() => expect(screen.queryByText('Someone else saved this in the meantime')).not.toBeInTheDocument());
    const bodies = rendered.requests.filter((call) => call.path === PATHS.account.settings && call.body).map((call) => call.body);
    expect(bodies).toEqual([
      { notSendWeeklyYclientsReports: true, settingsVersion: TEST_USER.settingsVersion },
      { notSendWeeklyYclientsReports: true, settingsVersion: stored.settingsVersion },
    ]);
    expect(reports).toBeChecked();
  });

  it('loads the stored settings instead when asked', async () => {
    const stored = { ...TEST_USER, language: 'en', notSendWeeklyIikoReports: true, settingsVersion: TEST_USER.settingsVersion + 1 };
    await renderScreen(<UpdateScreen />, {
      route: 'account.update',
      api: api((request, path) =>
        path === PATHS.account.settings && request.method === 'PATCH'
          ? Response.json({ code: 'VERSION_CONFLICT', message: 'Someone saved this after you opened it', current: stored }, { status: 409 })
          : undefined,
      ),
    });
    const reports = await screen.findByRole('switch', { name: 'Do not send weekly YCLIENTS reports' });
    const iiko = screen.getByRole('switch', { name: 'Do not send weekly iiko reports' });
    expect(iiko).not.toBeChecked();
    await userEvent.click(reports);
    await userEvent.click(await screen.findByRole('button', { name: 'Load their version' }));
    expect(screen.queryByText('Someone else saved this in the meantime')).not.toBeInTheDocument();
    expect(reports).not.toBeChecked();
    expect(iiko).toBeChecked();
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
    await enter(await screen.findByLabelText('Current password'), 'Nope1234');
    await enter(screen.getByLabelText('New password'), 'Better12');
    await enter(screen.getByLabelText('Confirm password'), 'Better12');
    await userEvent.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByText('The current password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('Better12');
  });

  it('says a failure that is not about a field above the section\'s button, with what failed, and keeps the typed address', async () => {
    await renderScreen(<UpdateScreen />, {
      route: 'account.update',
      api: api((_request, path) => (path === PATHS.account.changeEmail ? Response.json({ code: 'INTERNAL', message: 'Something went wrong' }, { status: 503 }) : undefined)),
    });
    await enter(await screen.findByLabelText('New email'), 'anna@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send a confirmation link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The email could not be changed');
    expect(screen.getByLabelText('New email')).toHaveValue('anna@example.com');
  });

  it('refuses a new password over 20 characters before calling the API', async () => {
    const rendered = await renderScreen(<UpdateScreen />, { route: 'account.update', api: api() });
    await enter(await screen.findByLabelText('Current password'), 'Secret12');
    await enter(screen.getByLabelText('New password'), 'A'.repeat(21));
    await enter(screen.getByLabelText('Confirm password'), 'A'.repeat(21));
    await userEvent.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByText('Password must be at most 20 characters')).toBeInTheDocument();
    expect(rendered.requests.some((call) => call.path === PATHS.account.changePassword)).toBe(false);
  });
});
