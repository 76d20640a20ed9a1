import { REMOTES } from './remotes.mjs';
import { PUBLIC_VIEW_PATHS, REMOTE_NAMES, ROUTE_IDS, SHELL_ROUTE_IDS, ownerOf, routeIdsOf } from './routes';

describe('the list of remotes', () => {
  it('names each remote once, as its folder is named, on a port of its own', () => {
    expect(new Set(REMOTE_NAMES).size).toBe(REMOTES.length);
    for (const remote of REMOTES) expect(remote.name).toMatch(/^mf-[a-z][a-z0-9-]*$/);
    expect(new Set(REMOTES.map((remote) => remote.port)).size).toBe(REMOTES.length);
  });

  it('gives every route one owner: the shell or a single remote', () => {
    const owned = REMOTES.flatMap(routeIdsOf);
    expect(owned.filter((id, index) => owned.indexOf(id) !== index)).toEqual([]);
    expect(owned.filter((id) => SHELL_ROUTE_IDS.some((shellId) => shellId === id))).toEqual([]);
    expect(ROUTE_IDS).toEqual([...SHELL_ROUTE_IDS, ...owned]);
    expect([ownerOf('ideas'), ownerOf('account.login'), ownerOf('ignorePhone'), ownerOf('admin.news')]).toEqual(['shell', 'mf-auth', 'mf-flows', 'mf-admin']);
  });

  it('has the public views declared by the remote that serves them, each on its own path', () => {
    expect(PUBLIC_VIEW_PATHS).toEqual({ qrCodeWidgetView: '/accounts/qr/:token', 'accounts.connect.ycompany': '/accounts/connect/ycompany', ignorePhone: '/il/:encUserGuid', shortLinkRedirect: '/to/:encodedId/', visitNotify: '/vn/:token', ratingWidget: '/rv/:token', bookingWidget: '/bw/:widgetId', iikoBookingWidget: '/ibw/:widgetId', publicPayments: '/publicPayments', aiChat: '/ai-chat/:botId' });
    // The visitor's AI chat is mf-ai's (issue 33), embeddable like the widgets.
    expect(ownerOf('aiChat')).toBe('mf-ai');
    // The client's pages of a message's links are the widgets' (domain map), in the shell and on their own.
    expect([ownerOf('ratingWidget'), ownerOf('visitNotify'), ownerOf('iikoBookingWidget')]).toEqual(['mf-widgets', 'mf-widgets', 'mf-widgets']);
    const paths = Object.values(PUBLIC_VIEW_PATHS);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
