import { PUBLIC_VIEW_PATHS, REMOTES } from '@cabinet/contracts';
import { ROUTES } from './routing/routeTable';
import { HANDED_OFF_PATH, HANDED_OFF_REMOTE, handOff, handOffTarget } from './publicHandOff';

const ENVIRONMENT = {
  remotes: { 'mf-widgets': { entry: 'https://cdn.test/mf-widgets/7/mf-manifest.json', version: '7' } },
  apis: { main: 'https://api.test/' },
};

/** A route's path with a sample value in each parameter: `/rv/:token` → `/rv/t0k3n`. */
const sample = (routePath: string) => routePath.replace(/:[A-Za-z]+/g, 't0k3n');

describe('which pages the shell hands to the widgets’ standalone build', () => {
  it('is every public view of mf-widgets and no other route', () => {
    const widgets = REMOTES.find((remote) => remote.name === HANDED_OFF_REMOTE);
    const views: string[] = widgets && 'publicViews' in widgets ? Object.values(widgets.publicViews) : [];
    expect(views.length).toBeGreaterThan(0);
    for (const view of views) expect(HANDED_OFF_PATH.test(sample(view))).toBe(true);
    const others = Object.values(ROUTES)
      .map((route) => route.path)
      .filter((routePath) => !views.includes(routePath));
    for (const routePath of others) expect([routePath, HANDED_OFF_PATH.test(sample(routePath))]).toEqual([routePath, false]);
    expect(Object.values(PUBLIC_VIEW_PATHS)).toEqual(expect.arrayContaining(views));
  });
});

describe('the hand-off', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
  });

  it('finds the published standalone build beside the remote’s manifest, and the API', () => {
    expect(handOffTarget(ENVIRONMENT)).toEqual({ standaloneUrl: 'https://cdn.test/mf-widgets/7/standalone.js', api: 'https://api.test/' });
    expect(handOffTarget({ remotes: {}, apis: { main: 'https://api.test/' } })).toBeNull();
    expect(handOffTarget('nonsense')).toBeNull();
  });

  it('loads the standalone script with the API on it, into the page’s container, without starting the cabinet', async () => {
    const start = jest.fn();
    await handOff(Promise.resolve(new Response(JSON.stringify(ENVIRONMENT))), start);
    const script = document.querySelector<HTMLScriptElement>('script[src="https://cdn.test/mf-widgets/7/standalone.js"]');
    expect(script?.dataset.api).toBe('https://api.test/');
    expect(document.getElementById('cabinet-standalone')).not.toBeNull();
    expect(document.getElementById('root')?.hidden).toBe(true);
    expect(start).not.toHaveBeenCalled();
  });

  it('lets the cabinet draw the page when the script cannot load', async () => {
    const start = jest.fn();
    await handOff(Promise.resolve(new Response(JSON.stringify(ENVIRONMENT))), start);
    document.querySelector('script')?.dispatchEvent(new Event('error'));
    expect(start).toHaveBeenCalledTimes(1);
    expect(document.getElementById('cabinet-standalone')).toBeNull();
    expect(document.getElementById('root')?.hidden).toBe(false);
  });

  it('lets the cabinet draw the page when the environment file fails, and leaves its answer readable', async () => {
    const start = jest.fn();
    await handOff(Promise.resolve(new Response('', { status: 503 })), start);
    expect(start).toHaveBeenCalledTimes(1);
    const response = Promise.resolve(new Response(JSON.stringify({ apis: {} })));
    await handOff(response, start);
    expect(start).toHaveBeenCalledTimes(2);
    await expect((await response).json()).resolves.toEqual({ apis: {} });
    expect(document.querySelector('script')).toBeNull();
  });
});
