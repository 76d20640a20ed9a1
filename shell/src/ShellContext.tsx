import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ApiClient } from '@cabinet/api/core';
import type { RouteLinks, SessionSnapshot, UnsavedChanges } from '@cabinet/contracts';
import type { Locale } from '@cabinet/i18n';
import type { GoogleSignIn } from '@cabinet/contracts';
import type { HostConfig } from './hosts/hosts';
import type { RemoteMetrics } from './remotes/metrics';
import type { RemoteOverrides } from './remotes/overrides';
import type { RemoteLoader } from './remotes/remoteLoader';
import type { SessionStore } from './session/sessionStore';

/** What the shell's own components share: built once in bootstrap, read through useShell. */
export interface ShellServices {
  host: HostConfig;
  session: SessionStore;
  api: ApiClient;
  queryClient: QueryClient;
  loader: RemoteLoader;
  metrics: RemoteMetrics;
  /** Remotes this page loads from a developer's server instead of the registry (shown in a banner). */
  overrides: RemoteOverrides;
  apiBaseUrl: string;
  googleSignIn: GoogleSignIn | null;
}

export interface ShellState extends ShellServices {
  locale: Locale;
  changeLocale(locale: Locale): void;
  links: RouteLinks;
  /** Screens' unsaved input, asked before every navigation through links and by the browser's unload. */
  unsavedChanges: UnsavedChanges;
}

export const ShellContext = createContext<ShellState | null>(null);

export function useShell(): ShellState {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell needs the ShellContext provider');
  return shell;
}

export function useSessionSnapshot(): SessionSnapshot {
  const { session } = useShell();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}
