import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiClientProvider } from '@cabinet/api/core';
import { createUnsavedChanges, RouteLinksContext, type RouteLinks } from '@cabinet/contracts';
import { PlainScope, ToastHost } from '@cabinet/design/plain';
import { I18nProvider, activateLocale, i18n, storeLocale, type Locale } from '@cabinet/i18n';
import { WithDesign } from './design/WithDesign';
import { rememberLocale } from './prerender/localeCookie';
import { RemoteOverrideBanner } from './layout/RemoteOverrideBanner';
import { OfflineNotice } from './offline/OfflineNotice';
import { routeAvailable, viewerOf } from './routing/decideRoute';
import { NotFoundPage, UnsavedChangesDialog, preloadUnsavedChangesDialog } from './routing/lazyPages';
import { hostPathOf, matchRoute } from './routing/paths';
import { RouteView } from './routing/RouteView';
import { useAccountLanguage } from './session/accountLanguage';
import { usePendingNavigation, useUnloadGuard } from './routing/UnsavedChangesGuard';
import { ShellContext, type ShellServices, type ShellState } from './ShellContext';
import { useSupportChat } from './support/useSupportChat';

function Routes() {
  const { pathname } = useLocation();
  const match = useMemo(() => matchRoute(pathname), [pathname]);
  useSupportChat();
  return match ? (
    <RouteView id={match.id} params={match.params} />
  ) : (
    <Suspense fallback={null}>
      <WithDesign>
        <NotFoundPage />
      </WithDesign>
    </Suspense>
  );
}

export function App({ services, initialLocale }: { services: ShellServices; initialLocale: Locale }) {
  const [locale, setLocale] = useState(initialLocale);
  const navigate = useNavigate();
  const { host, session } = services;
  // Screens holding unsaved input: every navigation through links asks first, and so does the browser.
  const [unsavedChanges] = useState(createUnsavedChanges);
  const leaving = usePendingNavigation();
  const { ask } = leaving;
  useUnloadGuard(unsavedChanges);
  // The dialog's code (and antd's Modal) loads once a screen holds unsaved input, never on the sign-in page.
  useEffect(
    () =>
      unsavedChanges.subscribe(() => {
        // A failed early load is retried when the dialog is first drawn.
        if (unsavedChanges.blocks()) preloadUnsavedChangesDialog().catch(() => undefined);
      }),
    [unsavedChanges],
  );

  const changeLocale = useCallback((next: Locale) => {
    storeLocale(next);
    rememberLocale(next);
    void activateLocale(next).then(() => setLocale(next));
  }, []);
  useAccountLanguage(session, host.features.languageSelect, locale, changeLocale);

  const links = useMemo<RouteLinks>(
    () => ({
      href(id, params, options) {
        return routeAvailable(id, host, viewerOf(session.getSnapshot())) ? hostPathOf(host, id, params) + (options?.search ?? '') : null;
      },
      navigate(id, params, options) {
        const go = () => navigate(hostPathOf(host, id, params) + (options?.search ?? ''), { replace: options?.replace ?? false });
        if (unsavedChanges.blocks({ id, params: params ?? {} })) ask(go);
        else go();
      },
    }),
    [host, navigate, session, unsavedChanges, ask],
  );

  const state = useMemo<ShellState>(
    () => ({ ...services, locale, changeLocale, links, unsavedChanges }),
    [services, locale, changeLocale, links, unsavedChanges],
  );

  return (
    <ShellContext.Provider value={state}>
      <RouteLinksContext.Provider value={links}>
        <I18nProvider i18n={i18n}>
          {/* No antd here: the signed-out pages never load it; the parts drawn with it bring it (WithDesign). */}
          <PlainScope brand={host.theme}>
            <QueryClientProvider client={services.queryClient}>
              <ApiClientProvider client={services.api}>
                <ToastHost design={{ brand: host.theme, locale }} />
                <RemoteOverrideBanner />
                <OfflineNotice />
                <Routes />
                {leaving.asked && (
                  <Suspense fallback={null}>
                    <WithDesign>
                      <UnsavedChangesDialog pending={leaving.pending} onLeave={leaving.leave} onStay={leaving.stay} />
                    </WithDesign>
                  </Suspense>
                )}
              </ApiClientProvider>
            </QueryClientProvider>
          </PlainScope>
        </I18nProvider>
      </RouteLinksContext.Provider>
    </ShellContext.Provider>
  );
}
