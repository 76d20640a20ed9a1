import type { LifeCycles } from 'single-spa';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient, AuthTokens, CurrentUser, Role } from '@cabinet/api/core';
import type { BrandTheme } from '@cabinet/design/core';
import type { Locale } from '@cabinet/i18n';
import type { RouteId, RouteMatch, RouteParams } from './routes';
import type { UnsavedChangesPort } from './unsavedChanges';

export type SessionSnapshot =
  | { status: 'anonymous' }
  | { status: 'authenticated'; user: CurrentUser; roles: readonly Role[] };

/** The session as a remote sees it: a snapshot, its changes, and the two ways to change it. */
export interface SessionPort {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /** Stores the tokens, loads the current user, and tells everyone. */
  signIn(tokens: AuthTokens): Promise<void>;
  /** Revokes the refresh token, clears the page's data and reloads (spec section 4). */
  signOut(): Promise<void>;
}

/** The host-specific features of spec section 6. */
export interface HostFeatures {
  footer: boolean;
  accountSettings: boolean;
  externalSidebarLinks: boolean;
  addFlowButton: boolean;
  quickStart: boolean;
  notificationBell: boolean;
  languageSelect: boolean;
  promoCodes: boolean;
  countryOnRegistration: boolean;
  news: boolean;
  floatingButtons: boolean;
  payNotifications: boolean;
  tutorialVideo: boolean;
}

/** What a remote may know of the host it runs on. */
export interface HostInfo {
  id: string;
  brandName: string;
  productName: string;
  theme: BrandTheme;
  features: HostFeatures;
  allowedTariffs: readonly number[];
  /** The terms of service a new user agrees to at registration. */
  termsUrl: string;
  /** Where "Sign in with Google" sends the visitor; absent where the environment offers no Google sign-in. */
  googleSignIn: GoogleSignIn | null;
}

/** An OpenID Connect implicit flow (response_type=id_token): Google's endpoint, or the local stand-in. */
export interface GoogleSignIn {
  authorizeUrl: string;
  clientId: string;
}

export interface NavigateOptions {
  replace?: boolean;
  search?: string;
}

/** Links by route id: a remote never writes another remote's path. */
export interface RouteLinks {
  /** The URL of a route on this host, or null where the host does not have it. */
  href(id: RouteId, params?: RouteParams, options?: { search?: string }): string | null;
  navigate(id: RouteId, params?: RouteParams, options?: NavigateOptions): void;
}

/** 'compatibility': the shell refused the remote before running it (shared versions or contract). */
export type FailurePhase = 'load' | 'compatibility' | 'mount' | 'render' | 'update' | 'unmount';

/** Everything the shell hands a remote when it mounts it (and again on every change). */
export interface RemoteProps {
  contractVersion: string;
  session: SessionPort;
  host: HostInfo;
  locale: Locale;
  changeLocale(locale: Locale): void;
  links: RouteLinks;
  api: ApiClient;
  /** One cache for the page: the current user loaded by the shell is the remote's too. */
  queryClient: QueryClient;
  route: RouteMatch;
  /** A remote reports an error it cannot recover from; the shell shows its fallback. */
  reportFailure(phase: FailurePhase, error: unknown): void;
  /** Screens with unsaved input hold the page here; the shell asks before leaving (contract 1.1). */
  unsavedChanges: UnsavedChangesPort;
}

/** What a remote's exposed `./App` module provides: single-spa parcel lifecycles and who it is. */
export interface RemoteModule extends LifeCycles<object> {
  name: string;
  version: string;
  contractVersion: string;
}
