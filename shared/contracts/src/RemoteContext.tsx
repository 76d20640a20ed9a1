import { createContext, useContext, useSyncExternalStore } from 'react';
import type { HostInfo, RemoteProps, RouteLinks, SessionSnapshot } from './props';
import type { RouteMatch } from './routes';

export const RemotePropsContext = createContext<RemoteProps | null>(null);

export function useRemoteProps(): RemoteProps {
  const props = useContext(RemotePropsContext);
  if (!props) throw new Error('A remote screen must render inside defineRemote (or renderScreen in tests)');
  return props;
}

export function useSession(): SessionSnapshot & { signIn: RemoteProps['session']['signIn']; signOut: RemoteProps['session']['signOut'] } {
  const { session } = useRemoteProps();
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  return { ...snapshot, signIn: session.signIn, signOut: session.signOut };
}

export function useHost(): HostInfo {
  return useRemoteProps().host;
}

export function useLinks(): RouteLinks {
  return useRemoteProps().links;
}

export function useRoute(): RouteMatch {
  return useRemoteProps().route;
}

/** A query-string value of the current route, e.g. the reset code of an e-mailed link. */
export function useSearchParam(name: string): string | null {
  return new URLSearchParams(useRoute().search).get(name);
}
