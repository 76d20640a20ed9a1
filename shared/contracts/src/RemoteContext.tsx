import { createContext, useContext, useSyncExternalStore } from 'react';
import type { HostInfo, RemoteProps, RouteLinks, SessionSnapshot } from './props';
import type { RouteMatch } from './routes';

export const RemotePropsContext = createContext<RemoteProps | null>(null);

/**
 * Links by route id, provided by the shell for its own components and by
 * RemoteProviders from a remote's props, so RouteLink serves both.
 */
export const RouteLinksContext = createContext<RouteLinks | null>(null);

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
  const links = useContext(RouteLinksContext);
  if (!links) throw new Error('useLinks needs a RouteLinksContext provider (the shell, or RemoteProviders)');
  return links;
}

export function useRoute(): RouteMatch {
  return useRemoteProps().route;
}

/** A query-string value of the current route, e.g. the reset code of an e-mailed link. */
export function useSearchParam(name: string): string | null {
  return new URLSearchParams(useRoute().search).get(name);
}
