import { HOSTS, type HostConfig } from '../hosts/hosts';
import { activeSidebarRoute } from './sidebarActive';

function host(id: string): HostConfig {
  const found = HOSTS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no host ${id}`);
  return found;
}

const desktopItems = (config: HostConfig) => config.sidebar.filter((item) => !item.mobileOnly);

describe('the lit sidebar item', () => {
  const main = host('main');

  it.each([
    ['/flows', 'flows'],
    ['/flows/edit/42/messages', 'flows'],
    ['/flows/EditTextInFlows', 'flows'],
    ['/phones/ignore', 'flows'],
    ['/phones/subscribers', 'flows'],
    ['/short-link', 'flows'],
    ['/chatbots/booking', 'flows'],
    ['/templates/yclients/add/1', 'flows'],
    ['/', 'home'],
    ['/insights/message-logs/', 'insights'],
    ['/payments/subscriptions', 'payments'],
    ['/accounts/telegram', 'accounts'],
  ])('on the main cabinet, %s lights %s', (path, route) => {
    expect(activeSidebarRoute(desktopItems(main), path, main)).toBe(route);
  });

  it('lights nothing on a page no item stands for', () => {
    expect(activeSidebarRoute(desktopItems(main), '/account/profile', main)).toBeNull();
    expect(activeSidebarRoute(desktopItems(main), '/no/such/page', main)).toBeNull();
  });

  it('prefers the page of its own link to the domain of another (the partner programme is not Payment)', () => {
    const items = [...desktopItems(main), { route: 'partners.promocodes' as const, icon: 'payments' as const, label: { id: 'x', message: 'x' } }];
    expect(activeSidebarRoute(items, '/partners/promocodes', main)).toBe('partners.promocodes');
  });

  it('keeps the dashboard host items apart though one remote owns them', () => {
    const dashboard = host('dashboard');
    expect(activeSidebarRoute(dashboard.sidebar, '/conversion', dashboard)).toBe('conversion');
    expect(activeSidebarRoute(dashboard.sidebar, '/reviews', dashboard)).toBe('reviews');
    expect(activeSidebarRoute(dashboard.sidebar, '/', dashboard)).toBe('home');
  });
});
