import { useCallback, useEffect, useMemo, useState } from 'react';
import { mountRootParcel } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { CONTRACT_VERSION, type FailurePhase, type RemoteModule, type RemoteName, type RemoteProps, type RouteMatch } from '@cabinet/contracts';
import { Skeleton } from '@cabinet/design/plain';
import { useTranslate } from '@cabinet/i18n';
import { useShell } from '../ShellContext';
import { RemoteFallback } from './RemoteFallback';
import { RemoteLoadError, reportRemoteFailure, type RemoteFailure } from './remoteLoader';

type OutletState = { status: 'loading' } | { status: 'ready'; module: RemoteModule } | { status: 'failed'; failure: RemoteFailure };

const loadingLabel = /*i18n*/ { id: 'shell.remote.loading', message: 'Loading the section…' };

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Loads a remote on the first visit of one of its routes and mounts it as a
 * parcel inside the layout. A failure in any phase shows the fallback here,
 * with a retry that refetches without a page reload; the rest of the page
 * is not affected.
 */
export function RemoteOutlet({ remote, route }: { remote: RemoteName; route: RouteMatch }) {
  const shell = useShell();
  const t = useTranslate();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<OutletState>({ status: 'loading' });

  const fail = useCallback(
    (phase: FailurePhase, error: unknown, version: string) => {
      const failure: RemoteFailure = { remote, version, phase, reason: describe(error) };
      reportRemoteFailure(failure, shell.metrics);
      setState({ status: 'failed', failure });
    },
    [remote, shell.metrics],
  );

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    shell.loader.load(remote).then(
      (module) => {
        if (active) setState({ status: 'ready', module });
      },
      (error: unknown) => {
        if (!active) return;
        if (error instanceof RemoteLoadError) fail(error.phase, error, error.version);
        else fail('load', error, 'unknown');
      },
    );
    return () => {
      active = false;
    };
  }, [remote, attempt, shell.loader, fail]);

  const version = state.status === 'ready' ? state.module.version : 'unknown';
  const props = useMemo<RemoteProps>(
    () => ({
      contractVersion: CONTRACT_VERSION,
      session: shell.session,
      host: {
        id: shell.host.id,
        brandName: shell.host.brandName,
        productName: shell.host.productName,
        theme: shell.host.theme,
        features: shell.host.features,
        allowedTariffs: shell.host.allowedTariffs,
        termsUrl: shell.host.termsUrl,
        googleSignIn: shell.googleSignIn,
      },
      locale: shell.locale,
      changeLocale: shell.changeLocale,
      links: shell.links,
      api: shell.api,
      queryClient: shell.queryClient,
      route,
      reportFailure: (phase, error) => fail(phase, error, version),
      unsavedChanges: shell.unsavedChanges,
    }),
    [shell, route, fail, version],
  );

  if (state.status === 'failed') {
    return (
      <RemoteFallback
        failure={state.failure}
        onRetry={() => {
          shell.loader.reset(remote);
          setAttempt((count) => count + 1);
        }}
      />
    );
  }
  if (state.status === 'loading') {
    return (
      // The page's shape while the section loads: a heading and rows, not a lone spinner.
      <Skeleton label={t(loadingLabel)} heading rows={6} />
    );
  }
  return (
    <Parcel
      key={`${remote}:${attempt}`}
      config={state.module}
      mountParcel={mountRootParcel}
      handleError={(error: Error) => fail('mount', error, version)}
      wrapClassName={`remote remote-${remote}`}
      {...props}
    />
  );
}
