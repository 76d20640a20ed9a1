import { screen } from '@testing-library/react';
import { PATHS } from '@cabinet/api/core';
import { renderScreen } from '@cabinet/contracts/testing';
import '../../catalog';
import { ConfirmEmailScreen } from './ConfirmEmailScreen';

describe('ConfirmEmailScreen', () => {
  it('confirms with the code of the link and says so', async () => {
    const rendered = await renderScreen(<ConfirmEmailScreen />, {
      route: 'account.confirmEmail',
      search: '?userId=u1&code=c1',
      api: (_request, path) => (path === PATHS.account.confirmEmail ? new Response(null, { status: 204 }) : undefined),
    });
    expect(await screen.findByText('Your email is confirmed')).toBeInTheDocument();
    expect(rendered.requests).toEqual([{ path: PATHS.account.confirmEmail, body: { userId: 'u1', code: 'c1' } }]);
  });

  it("shows the failure screen with the server's message", async () => {
    await renderScreen(<ConfirmEmailScreen />, {
      route: 'account.confirmEmail',
      search: '?userId=u1&code=old',
      api: () => Response.json({ code: 'CODE_USED', message: 'This link was already used' }, { status: 400 }),
    });
    expect(await screen.findByText('The email could not be confirmed')).toBeInTheDocument();
    expect(screen.getByText('This link was already used')).toBeInTheDocument();
  });

  it('fails at once on an incomplete link, without calling the API', async () => {
    const rendered = await renderScreen(<ConfirmEmailScreen />, { route: 'account.confirmEmail', search: '?userId=u1' });
    expect(screen.getByText('The link is incomplete. Open it again from the email, whole.')).toBeInTheDocument();
    expect(rendered.requests).toEqual([]);
  });
});
