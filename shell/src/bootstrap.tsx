import { QueryClient } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { start } from 'single-spa';
import { createApiClient, createLocalTokenStore, readTokenClaims } from '@cabinet/api/core';
import { activateLocale, detectLocale, i18n, readStoredLocale } from '@cabinet/i18n';
import { App } from './App';
import './catalog';
import { loadEnvironment } from './environment';
import { environmentResponse } from './environmentRequest';
import { resolveHost } from './hosts/hosts';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { createRemoteMetrics, REMOTE_METRIC_EVENT, type RemoteMetrics } from './remotes/metrics';
import { applyOverrides, resolveOverrides } from './remotes/overrides';
import { createRemoteLoader } from './remotes/remoteLoader';
import { firstScreenRemote, remotesFor, viewerOf, type Viewer } from './routing/decideRoute';
import { rememberLocale } from './prerender/localeCookie';
import { dropPrerendered, takeOverPrerendered } from './prerender/takeover';
import { preloadLayout } from './routing/lazyPages';
import { matchRoute, pathOf } from './routing/paths';
import { createSessionStore, type SessionStore } from './session/sessionStore';

async function bootstrap(): Promise<void> {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('No #root element');
  const host = resolveHost(window.location.hostname);
  const environment = await loadEnvironment(environmentResponse);
  const apiBaseUrl = environment.apis[host.api];

  const tokens = createLocalTokenStore();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
  const sessionRef: { current: SessionStore | null } = { current: null };
  const api = createApiClient({
    baseUrl: apiBaseUrl,
    clientHost: window.location.origin,
    tokens,
    onSessionExpired: () => sessionRef.current?.expire(),
    // The language the user sees, so an export's CSV opens in their spreadsheet (issue 35).
    language: () => i18n.locale,
  });
  const session = createSessionStore({ api, tokens, queryClient, leave: () => window.location.assign(pathOf('account.login')) });
  sessionRef.current = session;

  const locale = detectLocale({
    stored: readStoredLocale(),
    hostDefault: host.defaultLocale,
    browser: navigator.languages,
    choiceAllowed: host.features.languageSelect,
  });
  rememberLocale(locale);
  const overrides = resolveOverrides({ search: window.location.search, storage: localStorage, allowAnyOrigin: environment.allowRemoteOverrides });
  if (overrides.cleanedSearch !== null) window.history.replaceState(null, '', window.location.pathname + overrides.cleanedSearch + window.location.hash);
  for (const refused of overrides.refused) console.warn(`[cabinet] remote override refused: ${refused}`);

  const metrics = createRemoteMetrics();
  registerPlugins([metrics.runtimePlugin()]);
  exposeMetricsTable(metrics);
  const loader = createRemoteLoader(
    applyOverrides(environment.remotes, overrides.active),
    environment.chunkTimeoutMs,
    () => remotesFor(host, viewerOf(session.getSnapshot())),
    { metrics },
  );

  // The first screen's code downloads while the catalogues load and the session is restored: the remote
  // the route will most likely need (guessed from the stored token), and the signed-in layout.
  const stored = tokens.read();
  const guessedViewer: Viewer = stored ? { status: 'authenticated', roles: readTokenClaims(stored.token).roles } : { status: 'anonymous' };
  const firstRoute = matchRoute(window.location.pathname);
  const firstRemote = firstRoute ? firstScreenRemote(firstRoute.id, host, guessedViewer) : null;
  // A failed early load is forgotten by the loader; the route's own load then tries again and reports it.
  if (firstRemote) loader.load(firstRemote).catch(() => undefined);
  if (stored) void preloadLayout(locale);
  // The current user is known before the first route is decided (spec section 4).
  await Promise.all([activateLocale(locale), session.restore()]);

  // single-spa reroutes on history changes, so a remote that keeps its own router stays in step with the shell's.
  start({ urlRerouteOnly: true });

  takeOverPrerendered(rootElement);
  createRoot(rootElement).render(
    <BrowserRouter>
      <App
        services={{ host, session, api, queryClient, loader, metrics, overrides: overrides.active, apiBaseUrl, googleSignIn: environment.googleSignIn }}
        initialLocale={locale}
      />
    </BrowserRouter>,
  );
}

/** `cabinetRemotes()` in the console prints the per-remote table; development builds print it after each load. */
function exposeMetricsTable(metrics: RemoteMetrics): void {
  // eslint-disable-next-line no-console -- the development table the issue asks for
  const print = () => console.table(metrics.rows());
  Object.assign(window, { cabinetRemotes: print });
  if (process.env.NODE_ENV !== 'production') window.addEventListener(REMOTE_METRIC_EVENT, print);
}

bootstrap().catch((error: unknown) => {
  console.error('[cabinet] the shell could not start', error);
  const root = document.getElementById('root');
  if (root) {
    dropPrerendered(root);
    root.innerHTML =
      '<main style="font-family:sans-serif;padding:48px;text-align:center"><h1>The cabinet could not start</h1><p>Check your connection and reload the page.</p></main>';
  }
});
