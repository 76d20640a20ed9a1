import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiClientProvider } from '@cabinet/api';
import type { RouteLinks } from '@cabinet/contracts';
import { DesignProvider, ToastHost } from '@cabinet/design';
import { I18nProvider, activateLocale, i18n, storeLocale, type Locale } from '@cabinet/i18n';
import { useViewer } from './layout/useViewer';
import { NotFoundPage } from './pages/NotFoundPage';
import { remotesFor, routeAvailable } from './routing/decideRoute';
import { hostPathOf, matchRoute } from './routing/paths';
import { RouteView } from './routing/RouteView';
import { ShellContext, useShell, type ShellServices, type ShellState } from './ShellContext';
import { useSupportChat } from './support/useSupportChat';

/** Registers the remotes this viewer gets on this host whenever the session changes (mf-admin after an admin signs in). */
function useHostRemotes() {
  const { host, loader } = useShell();
  const viewer = useViewer();
  useEffect(() => loader.register(remotesFor(host, viewer)), [host, loader, viewer]);
}

function Routes() {
  const { pathname } = useLocation();
  const match = useMemo(() => matchRoute(pathname), [pathname]);
  useHostRemotes();
  useSupportChat();
  return match ? <RouteView id={match.id} params={match.params} /> : <NotFoundPage />;
}

export function App({ services, initialLocale }: { services: ShellServices; initialLocale: Locale }) {
  const [locale, setLocale] = useState(initialLocale);
  const navigate = useNavigate();
  const { host, session } = services;

  const changeLocale = useCallback((next: Locale) => {
    storeLocale(next);
    void activateLocale(next).then(() => setLocale(next));
  }, []);

  const links = useMemo<RouteLinks>(
    () => ({
      href(id, params, options) {
        const snapshot = session.getSnapshot();
        const viewer = snapshot.status === 'authenticated' ? { status: 'authenticated' as const, roles: snapshot.roles } : { status: 'anonymous' as const };
        return routeAvailable(id, host, viewer) ? hostPathOf(host, id, params) + (options?.search ?? '') : null;
      },
      navigate(id, params, options) {
        navigate(hostPathOf(host, id, params) + (options?.search ?? ''), { replace: options?.replace ?? false });
      },
    }),
    [host, navigate, session],
  );

  const state = useMemo<ShellState>(() => ({ ...services, locale, changeLocale, links }), [services, locale, changeLocale, links]);

  return (
    <ShellContext.Provider value={state}>
      <I18nProvider i18n={i18n}>
        <DesignProvider brand={host.theme} locale={locale}>
          <QueryClientProvider client={services.queryClient}>
            <ApiClientProvider client={services.api}>
              <ToastHost />
              <Routes />
            </ApiClientProvider>
          </QueryClientProvider>
        </DesignProvider>
      </I18nProvider>
    </ShellContext.Provider>
  );
}
