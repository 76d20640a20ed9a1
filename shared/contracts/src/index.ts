export { CONTRACT_VERSION, checkContract, type ContractCheck } from './version';
export {
  PUBLIC_VIEW_PATHS,
  REMOTE_NAMES,
  ROUTE_IDS,
  SHELL_ROUTE_IDS,
  ownerOf,
  routeIdsOf,
  type PublicViewId,
  type PublicViewIdOf,
  type RemoteName,
  type RouteId,
  type RouteIdOf,
  type RouteMatch,
  type RouteOwner,
  type RouteParams,
  type ShellRouteId,
} from './routes';
export { REMOTES } from './remotes.mjs';
export type {
  FailurePhase,
  GoogleSignIn,
  HostFeatures,
  HostInfo,
  NavigateOptions,
  RemoteModule,
  RemoteProps,
  RouteLinks,
  SessionPort,
  SessionSnapshot,
} from './props';
export { RemotePropsContext, RouteLinksContext, useHost, useLinks, useRemoteProps, useRoute, useSearchParam, useSession } from './RemoteContext';
export { RouteLink } from './RouteLink';
export { RemoteProviders, defineRemote, defineStandInRemote, lazyScreen, placeholderScreens, plainScreen, type RemoteDefinition, type Screens, type ScreensOf } from './defineRemote';
export { matchPublicView, mountStandaloneView, startStandalone, type StandaloneDefinition, type StandaloneOptions, type ViewPreload } from './standalone';
export { createUnsavedChanges, useUnsavedChanges, type NavigationTarget, type UnsavedChanges, type UnsavedChangesPort, type UnsavedHold } from './unsavedChanges';
