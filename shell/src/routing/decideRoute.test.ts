import { REMOTES, ROUTE_IDS, routeIdsOf } from '@cabinet/contracts';
import { HOSTS, resolveHost } from '../hosts/hosts';
import { decideRoute, firstScreenRemote, remotesFor, routeAvailable, type Viewer } from './decideRoute';
import { matchRoute, pathOf } from './paths';
import { ROUTES } from './routeTable';

const main = resolveHost('localhost');
const mailing = resolveHost('mailing.localhost');
const mailingPlus = resolveHost('mailing-plus.localhost');
const dashboard = resolveHost('dashboard.localhost');
const onboarding = resolveHost('onboarding.localhost');

const anonymous: Viewer = { status: 'anonymous' };
const user: Viewer = { status: 'authenticated', roles: [] };
const admin: Viewer = { status: 'authenticated', roles: ['admin'] };
const superAdmin: Viewer = { status: 'authenticated', roles: ['admin', 'super-admin'] };

describe('guards', () => {
  it('sends a visitor of a protected route to login, keeping where they were going', () => {
    expect(decideRoute('flows', main, anonymous)).toEqual({ kind: 'redirect', to: 'account.login', keepReturnUrl: true });
    expect(decideRoute('flows', main, user)).toEqual({ kind: 'render' });
  });

  it('sends a signed-in user away from login, register, forgot and reset password', () => {
    for (const id of ['account.login', 'account.register', 'account.forgotPassword', 'account.resetPassword'] as const) {
      expect(decideRoute(id, main, user)).toEqual({ kind: 'redirect', to: 'home' });
      expect(decideRoute(id, main, anonymous)).toEqual({ kind: 'render' });
    }
  });

  it('lets anyone open the public views', () => {
    for (const id of ['account.confirmEmail', 'ignorePhone', 'shortLinkRedirect', 'aiChat', 'publicPayments', 'notFound'] as const) {
      expect(decideRoute(id, main, anonymous)).toEqual({ kind: 'render' });
      expect(decideRoute(id, main, user)).toEqual({ kind: 'render' });
    }
  });

  it('keeps admin routes from ordinary users, and super-admin routes from admins', () => {
    expect(decideRoute('admin.users', main, user)).toEqual({ kind: 'notFound' });
    expect(decideRoute('admin.users', main, admin)).toEqual({ kind: 'render' });
    expect(decideRoute('admin.news', main, admin)).toEqual({ kind: 'notFound' });
    expect(decideRoute('admin.promocodes.create', main, admin)).toEqual({ kind: 'notFound' });
    expect(decideRoute('admin.news', main, superAdmin)).toEqual({ kind: 'render' });
    expect(decideRoute('admin.users', main, anonymous)).toEqual({ kind: 'redirect', to: 'account.login', keepReturnUrl: true });
  });
});

describe('hosts', () => {
  it('applies the mass-mailing redirects before anything else', () => {
    expect(decideRoute('home', mailing, user)).toEqual({ kind: 'redirect', to: 'distributions' });
    expect(decideRoute('account.quickstart', mailing, user)).toEqual({ kind: 'redirect', to: 'distributions' });
  });

  it('keeps the quality host to its spec: home, chats, calls, reports, accounts and the message log; the analytics lead home', () => {
    const quality = resolveHost('quality.localhost');
    for (const id of ['insights', 'insights.conversion', 'insights.rfm', 'conversion', 'reviews'] as const) expect(decideRoute(id, quality, user)).toEqual({ kind: 'redirect', to: 'home' });
    for (const id of ['home', 'chats', 'calls', 'reports.report', 'accounts', 'insights.messageLogs'] as const) expect(decideRoute(id, quality, user)).toEqual({ kind: 'render' });
  });

  it('gives the mass-mailing brand set for home and AI assistants those screens, with quick start still sent to the mailings', () => {
    expect(mailingPlus.massMailing).toEqual({ homeAndAi: true });
    expect(mailing.massMailing).toEqual({ homeAndAi: false });
    expect(decideRoute('home', mailingPlus, user)).toEqual({ kind: 'render' });
    expect(decideRoute('flowCopilotBots', mailingPlus, user)).toEqual({ kind: 'render' });
    expect(decideRoute('flowCopilotBots', mailing, user)).toEqual({ kind: 'notFound' });
    expect(decideRoute('account.quickstart', mailingPlus, user)).toEqual({ kind: 'redirect', to: 'distributions' });
    expect(decideRoute('flows', mailingPlus, user)).toEqual({ kind: 'notFound' });
    expect(mailingPlus.sidebar.map((item) => item.route)).toEqual(['home', 'distributions', 'flowCopilotBots', 'payments', 'accounts']);
    expect(remotesFor(mailingPlus, user)).toEqual(expect.arrayContaining(['mf-insights', 'mf-ai', 'mf-distributions']));
    expect(mailingPlus.allowedTariffs).toEqual(mailing.allowedTariffs);
  });

  it('sends quick start to the variant of the onboarding and dashboard hosts', () => {
    expect(decideRoute('account.quickstart', onboarding, user)).toEqual({ kind: 'redirect', to: 'account.onboarding' });
    expect(decideRoute('account.quickstart', dashboard, user)).toEqual({ kind: 'redirect', to: 'account.dashboardQuickStart' });
    expect(decideRoute('account.quickstart', main, user)).toEqual({ kind: 'render' });
  });

  it('has no route of a remote the host does not load', () => {
    expect(decideRoute('flows', mailing, user)).toEqual({ kind: 'notFound' });
    expect(decideRoute('flows', mailing, anonymous)).toEqual({ kind: 'notFound' });
    expect(routeAvailable('flows', mailing, user)).toBe(false);
    expect(routeAvailable('home', mailing, user)).toBe(true);
    expect(decideRoute('chats', main, user)).toEqual({ kind: 'notFound' });
  });

  it('gives mf-admin only to admins, and only where the host has it', () => {
    expect(remotesFor(main, user)).not.toContain('mf-admin');
    expect(remotesFor(main, admin)).toContain('mf-admin');
    expect(remotesFor(mailing, admin)).not.toContain('mf-admin');
  });

  it('finds each brand by its local and production names, the main cabinet otherwise', () => {
    expect(resolveHost('cabinet.localhost').id).toBe('main');
    expect(resolveHost('MAILING.localhost').id).toBe('mailing');
    expect(resolveHost('quality.salonnotify.example').id).toBe('quality');
    expect(resolveHost('unknown.example').id).toBe('main');
    expect(new Set(HOSTS.flatMap((host) => host.hostnames)).size).toBe(HOSTS.flatMap((host) => host.hostnames).length);
  });

  it('uses English by default on the AI dashboard only', () => {
    expect(HOSTS.filter((host) => host.defaultLocale).map((host) => [host.id, host.defaultLocale])).toEqual([['dashboard', 'en']]);
  });

  it('links every sidebar item to a route the host has', () => {
    for (const host of HOSTS) {
      for (const item of host.sidebar) expect([host.id, item.route, routeAvailable(item.route, host, user)]).toEqual([host.id, item.route, true]);
    }
  });

  it('allows the tariffs of spec section 6', () => {
    expect(main.allowedTariffs).toEqual([0, 1, 3, 9, 4, 5, 13, 14, 15, 16, 17, 19, 20]);
    expect(mailing.allowedTariffs).toEqual([13]);
    expect(resolveHost('ai.localhost').allowedTariffs).toEqual([20]);
    expect(resolveHost('clinic.localhost').allowedTariffs).toEqual([25]);
  });
});

describe('the routing table', () => {
  it('matches every route by its own path, static segments before parameters', () => {
    for (const id of ROUTE_IDS) {
      const params = Object.fromEntries((ROUTES[id].path.match(/:(\w+)/g) ?? []).map((name) => [name.slice(1), 'x1']));
      expect(matchRoute(pathOf(id, params))?.id).toBe(id);
    }
    expect(matchRoute('/flowCopilotBots/nightBotQuickStart')?.id).toBe('flowCopilotBots.nightBotQuickStart');
    expect(matchRoute('/flowCopilotBots/42')).toEqual({ id: 'flowCopilotBots.bot', params: { copilotBotId: '42' } });
  });

  it('matches paths whatever their case, as the spec spells them', () => {
    expect(matchRoute('/account/confirmemail')?.id).toBe('account.confirmEmail');
    expect(matchRoute('/Account/ConfirmEmail')?.id).toBe('account.confirmEmail');
  });

  it('takes each route\'s owner, and each public view\'s path, from the list of remotes', () => {
    for (const remote of REMOTES) for (const id of routeIdsOf(remote)) expect([id, ROUTES[id].owner]).toEqual([id, remote.name]);
    expect((['notFound', 'widgetNotFound', 'ideas'] as const).map((id) => ROUTES[id].owner)).toEqual(['shell', 'shell', 'shell']);
    expect(matchRoute('/il/abc')).toEqual({ id: 'ignorePhone', params: { encUserGuid: 'abc' } });
    expect(matchRoute('/to/x1/')).toEqual({ id: 'shortLinkRedirect', params: { encodedId: 'x1' } });
  });

  it('knows nothing of other paths', () => {
    expect(matchRoute('/no/such/page')).toBeNull();
  });
});

describe('the first screen, guessed before the session is restored', () => {
  it('is the remote behind the redirects the visitor will meet', () => {
    expect(firstScreenRemote('home', main, anonymous)).toBe('mf-auth');
    expect(firstScreenRemote('account.login', main, user)).toBe('mf-insights');
    expect(firstScreenRemote('home', mailing, user)).toBe('mf-distributions');
    expect(firstScreenRemote('flows', main, user)).toBe('mf-flows');
  });

  it('is none where the shell draws the screen, the route is not found, or the host lacks the remote', () => {
    expect(firstScreenRemote('ideas', main, user)).toBeNull();
    expect(firstScreenRemote('admin.users', main, user)).toBeNull();
    expect(firstScreenRemote('flows', mailing, user)).toBeNull();
    expect(firstScreenRemote('admin.users', main, admin)).toBe('mf-admin');
  });
});
