import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS, createApiClient, createMemoryTokenStore } from '@cabinet/api/core';
import { createUnsavedChanges, type RouteId } from '@cabinet/contracts';
import { TEST_USER } from '@cabinet/contracts/testing';
import { BRAND_COLORS, DesignProvider } from '@cabinet/design/core';
import { I18nProvider, activateLocale, i18n } from '@cabinet/i18n';
import '../catalog';
import { resolveHost } from '../hosts/hosts';
import { createRemoteMetrics } from '../remotes/metrics';
import { createSessionStore } from '../session/sessionStore';
import { ShellContext, type ShellState } from '../ShellContext';
import { AdminMenu, UserMenu } from './UserMenu';

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

async function renderMenus() {
  await activateLocale('en');
  const token = `${base64url({ alg: 'HS256' })}.${base64url({ sub: 'u1', role: ['admin'] })}.sig`;
  const tokens = createMemoryTokenStore({ token, refreshToken: 'r' });
  const queryClient = new QueryClient();
  const api = createApiClient({
    baseUrl: 'http://api.test',
    clientHost: 'http://localhost:3000',
    tokens,
    onSessionExpired: () => undefined,
    fetch: (input) => {
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname.slice(1);
      return Promise.resolve(path === PATHS.account.currentUser ? Response.json(TEST_USER) : new Response(null, { status: 204 }));
    },
  });
  const session = createSessionStore({ api, tokens, queryClient, leave: () => undefined });
  await session.restore();
  const visited: RouteId[] = [];
  const shell: ShellState = {
    host: resolveHost('localhost'),
    session,
    api,
    queryClient,
    loader: { load: () => Promise.reject(new Error('no remotes here')), reset: () => undefined },
    metrics: createRemoteMetrics(),
    overrides: {},
    apiBaseUrl: 'http://api.test/',
    googleSignIn: null,
    locale: 'en',
    changeLocale: () => undefined,
    links: { href: () => '/', navigate: (route) => void visited.push(route) },
    unsavedChanges: createUnsavedChanges(),
  };
  render(
    <ShellContext.Provider value={shell}>
      <I18nProvider i18n={i18n}>
        <DesignProvider brand={{ primaryColor: BRAND_COLORS.blue }} locale="en">
          <AdminMenu compact={false} />
          <UserMenu compact={false} />
        </DesignProvider>
      </I18nProvider>
    </ShellContext.Provider>,
  );
  return { visited };
}

describe('the header menus', () => {
  it('open a route on a click anywhere on an entry, not only on its text, and the entry stays a link', async () => {
    const { visited } = await renderMenus();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Administration' }));
    const users = await screen.findByRole('menuitem', { name: 'Users' });
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/users');
    // The entry itself, around the link: where a click on the padding lands.
    await user.click(users);
    expect(visited).toEqual(['admin.users']);
  });

  it('open the profile from the account menu through the router', async () => {
    const { visited } = await renderMenus();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('link', { name: 'Profile' }));
    expect(visited).toEqual(['account.profile']);
  });
});
