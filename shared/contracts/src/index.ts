export { CONTRACT_VERSION, checkContract, type ContractCheck } from './version';
export { REMOTE_NAMES, ROUTE_IDS, type RemoteName, type RouteId, type RouteMatch, type RouteParams } from './routes';
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
export { RemoteProviders, defineRemote, lazyScreen, placeholderScreens, type RemoteDefinition, type Screens } from './defineRemote';
export { PUBLIC_VIEW_PATHS, matchPublicView, mountStandaloneView, startStandalone, type PublicViewId, type StandaloneOptions } from './standalone';
