import { Suspense, useEffect, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { RouteId, RouteParams } from '@cabinet/contracts';
import { useTranslate } from '@cabinet/i18n';
import { WithDesign } from '../design/WithDesign';
import { useViewer } from '../layout/useViewer';
import { RemoteOutlet } from '../remotes/RemoteOutlet';
import { useShell } from '../ShellContext';
import { decideRoute } from './decideRoute';
import { IdeasPage, NotFoundPage, SharedLayout } from './lazyPages';
import { hostPathOf, pathOf } from './paths';
import { ROUTES } from './routeTable';

/** A return address is honoured only when it is a path of this site: no open redirect. */
export function safeReturnUrl(search: string): string | null {
  const value = new URLSearchParams(search).get('returnUrl');
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null;
}

function useDocumentTitle(title: string) {
  const { host } = useShell();
  useEffect(() => {
    document.title = `${title} — ${host.productName}`;
  }, [title, host.productName]);
}

function ShellPage({ id }: { id: RouteId }) {
  return <WithDesign>{id === 'ideas' ? <IdeasPage /> : <NotFoundPage widget={id === 'widgetNotFound'} />}</WithDesign>;
}

/** Renders one route: host availability, redirects and guard first, then its layout, title and owner. */
export function RouteView({ id, params }: { id: RouteId; params: RouteParams }) {
  const { host } = useShell();
  const viewer = useViewer();
  const location = useLocation();
  const t = useTranslate();
  const decision = decideRoute(id, host, viewer);
  const route = ROUTES[id];
  const routeTitle = host.routeTitles?.[id] ?? route.title;
  const match = useMemo(() => ({ id, params, search: location.search, title: t(routeTitle) }), [id, params, location.search, t, routeTitle]);
  useDocumentTitle(t(decision.kind === 'notFound' ? ROUTES.notFound.title : routeTitle));

  if (decision.kind === 'notFound') {
    return (
      <Suspense fallback={null}>
        <WithDesign>
          <NotFoundPage />
        </WithDesign>
      </Suspense>
    );
  }
  if (decision.kind === 'redirect') {
    if (decision.keepReturnUrl) {
      const returnUrl = encodeURIComponent(location.pathname + location.search);
      return <Navigate to={`${pathOf(decision.to)}?returnUrl=${returnUrl}`} replace />;
    }
    // A signed-in visitor of a guest-only page goes where they were heading, else home.
    const target = route.guard === 'guest' ? (safeReturnUrl(location.search) ?? hostPathOf(host, decision.to)) : hostPathOf(host, decision.to);
    return <Navigate to={target} replace />;
  }

  const content =
    route.owner === 'shell' ? (
      <ShellPage id={id} />
    ) : (
      <RemoteOutlet key={route.owner} remote={route.owner} route={match} />
    );
  return (
    <Suspense fallback={route.layout === 'shared' ? <LayoutFrame /> : null}>{route.layout === 'shared' ? (
        <WithDesign>
          <SharedLayout home={id === 'home'}>{content}</SharedLayout>
        </WithDesign>
      ) : (
        content
      )}</Suspense>
  );
}

/** The layout's frame while its code loads: the one index.html draws before any script (its classes). */
function LayoutFrame() {
  return (
    <div className="boot" aria-busy="true">
      <div className="boot-side" />
      <div>
        <div className="boot-header" />
        <div className="boot-main">
          <div className="boot-bar boot-title" />
          {[96, 83, 70, 87, 74, 91].map((width) => (
            <div key={width} className="boot-bar" style={{ width: `${width}%` }} />
          ))}
        </div>
      </div>
    </div>
  );
}
