import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient, createMemoryTokenStore } from '@cabinet/api/core';
import { createUnsavedChanges, defineStandInRemote, useRoute, type RemoteModule } from '@cabinet/contracts';
import { loadDesign } from '@cabinet/design/plain';
import { I18nProvider, activateLocale, i18n } from '@cabinet/i18n';
import '../catalog';
import { resolveHost } from '../hosts/hosts';
import { createSessionStore } from '../session/sessionStore';
import { ShellContext, type ShellState } from '../ShellContext';
import { RemoteOutlet } from './RemoteOutlet';
import { createRemoteMetrics, type RemoteMetric } from './metrics';
import { RemoteLoadError, type RemoteLoader } from './remoteLoader';

const emitted: RemoteMetric[] = [];
const metrics = createRemoteMetrics({ emit: (metric) => emitted.push(metric) });

function HelloScreen() {
  return <h1>{`Hello from ${useRoute().title}`}</h1>;
}

function Broken(): never {
  throw new Error('render bug');
}

function shellWith(loader: RemoteLoader): ShellState {
  const tokens = createMemoryTokenStore();
  const queryClient = new QueryClient();
  const api = createApiClient({ baseUrl: 'http://api.test', clientHost: 'http://localhost:3000', tokens, onSessionExpired: () => undefined, fetch: () => Promise.reject(new Error('offline')) });
  return {
    host: resolveHost('localhost'),
    session: createSessionStore({ api, tokens, queryClient, leave: () => undefined }),
    api,
    queryClient,
    loader,
    metrics,
    overrides: {},
    apiBaseUrl: 'http://api.test/',
    googleSignIn: null,
    locale: 'en',
    changeLocale: () => undefined,
    links: { href: () => '/', navigate: () => undefined },
    unsavedChanges: createUnsavedChanges(),
  };
}

async function renderOutlet(loader: RemoteLoader) {
  // A remote's screens other than plain ones get antd's provider on demand: loaded here before the render.
  await Promise.all([activateLocale('en'), loadDesign('en')]);
  render(
    <I18nProvider i18n={i18n}>
      <ShellContext.Provider value={shellWith(loader)}>
        <RemoteOutlet remote="mf-insights" route={{ id: 'home', params: {}, search: '', title: 'Home' }} />
      </ShellContext.Provider>
    </I18nProvider>,
  );
}

describe('RemoteOutlet', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('shows the fallback when the remote cannot load, and retry mounts it without a reload', async () => {
    const working = defineStandInRemote({ name: 'mf-insights', version: '1.0.0', screen: HelloScreen });
    const load = jest.fn<Promise<RemoteModule>, []>().mockRejectedValueOnce(new RemoteLoadError('mf-insights', 'unknown', 'manifest answered 404')).mockResolvedValue(working);
    const reset = jest.fn();
    await renderOutlet({ load, reset });

    expect(await screen.findByRole('heading', { name: 'This section could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText(/mf-insights@unknown · load · manifest answered 404/)).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: /Try again/ }));
    expect(reset).toHaveBeenCalledWith('mf-insights');
    expect(await screen.findByRole('heading', { name: 'Hello from Home' })).toBeInTheDocument();
  });

  it('shows the fallback when the remote throws while rendering, naming the phase', async () => {
    const broken = defineStandInRemote({ name: 'mf-insights', version: '2.3.4', screen: Broken });
    await renderOutlet({ load: async () => broken, reset: () => undefined });
    expect(await screen.findByRole('heading', { name: 'This section could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText(/mf-insights@2.3.4 · render · render bug/)).toBeInTheDocument();
  });

  it('reports the failure with the remote, its version and the phase', async () => {
    const broken = defineStandInRemote({ name: 'mf-insights', version: '2.3.4', screen: Broken });
    const events: unknown[] = [];
    window.addEventListener('cabinet:remote-failure', (event) => events.push(event instanceof CustomEvent ? event.detail : null));
    await renderOutlet({ load: async () => broken, reset: () => undefined });
    await screen.findByRole('heading', { name: 'This section could not be loaded' });
    expect(events).toContainEqual({ remote: 'mf-insights', version: '2.3.4', phase: 'render', reason: 'render bug' });
    expect(emitted).toContainEqual(expect.objectContaining({ kind: 'failure', remote: 'mf-insights', version: '2.3.4', phase: 'render' }));
    expect(metrics.rows()).toContainEqual(expect.objectContaining({ remote: 'mf-insights', version: '2.3.4', lastFailure: 'render: render bug' }));
  });

  it('shows the fallback for a remote refused before it ran, naming why', async () => {
    const refused = new RemoteLoadError('mf-insights', '3.0.0', 'needs react ^18.2.0, the shell provides 19.3.1', 'compatibility');
    await renderOutlet({ load: () => Promise.reject(refused), reset: () => undefined });
    expect(await screen.findByRole('heading', { name: 'This section could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText(/mf-insights@3.0.0 · compatibility · needs react \^18.2.0, the shell provides 19.3.1/)).toBeInTheDocument();
  });
});
