import { defineRemote, defineStandInRemote, placeholderScreens } from './defineRemote';

/*
 * A remote's screens are typed by its routes in the list of remotes: these calls are checked by the
 * workspace's `tsc` run, where each @ts-expect-error fails the check if its line ever compiles.
 */
const Screen = () => null;

describe('defineRemote', () => {
  it('takes a screen for each route the remote owns', () => {
    const remote = defineRemote({ name: 'mf-quality', version: '1.2.0', screens: { chats: Screen, calls: Screen, checklist: Screen, 'reports.report': Screen } });
    expect(remote).toMatchObject({ name: 'mf-quality', version: '1.2.0' });
  });

  it('counts a public view among the routes that need a screen', () => {
    const routes = { flows: Screen, 'flows.edit': Screen, 'flows.editTextInFlows': Screen, templates: Screen, 'templates.yclients': Screen, 'templates.altegio': Screen };
    const more = { 'templates.iikocrm': Screen, 'templates.apicrm': Screen, 'templates.add': Screen, 'templates.edit': Screen, 'chatbots.booking': Screen };
    const rest = { 'phones.ignore': Screen, 'phones.subscribers': Screen, shortLink: Screen };
    defineRemote({ name: 'mf-flows', version: '1.0.0', screens: { ...routes, ...more, ...rest, ignorePhone: Screen, shortLinkRedirect: Screen } });
    // @ts-expect-error: shortLinkRedirect, a public view of mf-flows, has no screen
    defineRemote({ name: 'mf-flows', version: '1.0.0', screens: { ...routes, ...more, ...rest, ignorePhone: Screen } });
  });

  it('refuses a route without a screen, and another remote\'s route, before the browser sees them', () => {
    // @ts-expect-error: checklist and reports.report have no screen
    defineRemote({ name: 'mf-quality', version: '1.0.0', screens: { chats: Screen, calls: Screen } });
    defineRemote({
      name: 'mf-quality',
      version: '1.0.0',
      // @ts-expect-error: home is mf-insights' route
      screens: { chats: Screen, calls: Screen, checklist: Screen, 'reports.report': Screen, home: Screen },
    });
    // @ts-expect-error: not a remote of the list
    defineRemote({ name: 'mf-unknown', version: '1.0.0', screens: {} });
  });
});

describe('placeholderScreens', () => {
  it('stands in for the routes a remote has not built yet, and only for its own', () => {
    const screens = placeholderScreens(['chats', 'calls']);
    expect(Object.keys(screens)).toEqual(['chats', 'calls']);
    defineRemote({ name: 'mf-quality', version: '1.0.0', screens: { ...screens, checklist: Screen, 'reports.report': Screen } });
    // @ts-expect-error: home is not mf-quality's
    defineRemote({ name: 'mf-quality', version: '1.0.0', screens: placeholderScreens(['chats', 'calls', 'reports.report', 'home']) });
    // @ts-expect-error: the placeholders leave reports.report without a screen
    defineRemote({ name: 'mf-quality', version: '1.0.0', screens: placeholderScreens(['chats', 'calls']) });
  });
});

describe('defineStandInRemote', () => {
  it('poses as any remote, answering every route with one screen (the browser journeys\' fixture)', () => {
    expect(defineStandInRemote({ name: 'fixture', version: '9.0.0', screen: Screen })).toMatchObject({ name: 'fixture', version: '9.0.0' });
  });
});
