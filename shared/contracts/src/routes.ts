import { REMOTES, SHELL_ROUTE_IDS } from './remotes.mjs';

/*
 * Every route of spec section 2 by a stable id. Remotes name routes only by id; the shell's routing table
 * owns the paths, so a remote links to another remote's screen without knowing where it lives, and a
 * route a host does not have resolves to nothing. Ids mirror the paths: `account.resetPassword` is
 * /account/reset-password, and its screen lives in mf-auth/src/account/reset-password/.
 *
 * Which remote owns which route is said once, in the list of remotes (remotes.mjs); the types and
 * constants here are derived from it.
 */

export { SHELL_ROUTE_IDS };

type RemoteEntry = (typeof REMOTES)[number];
/** The remotes of the domain map; a host's feature set is the set of remotes it loads. */
export type RemoteName = RemoteEntry['name'];
type EntryOf<Name extends RemoteName> = Extract<RemoteEntry, { name: Name }>;

/** A remote's public views (served without the shell too) and their paths; none for most remotes. */
export type PublicViewsOf<Name extends RemoteName> = EntryOf<Name> extends { publicViews: infer Views } ? Views : Record<never, string>;
/** The public views of one remote, or (given the union) of every remote. */
export type PublicViewIdOf<Name extends RemoteName> = Name extends RemoteName ? keyof PublicViewsOf<Name> & string : never;
/** Every route a remote answers: the routes it owns and its public views. */
export type RouteIdOf<Name extends RemoteName> = Name extends RemoteName ? EntryOf<Name>['routes'][number] | PublicViewIdOf<Name> : never;

export type ShellRouteId = (typeof SHELL_ROUTE_IDS)[number];
export type RouteId = ShellRouteId | RouteIdOf<RemoteName>;
export type PublicViewId = PublicViewIdOf<RemoteName>;
/** Who draws a route: the shell, or the remote whose list entry names it. */
export type RouteOwner = 'shell' | RemoteName;
export type RouteParams = Readonly<Record<string, string | undefined>>;

/** The route a remote is asked to render. */
export interface RouteMatch {
  id: RouteId;
  params: RouteParams;
  /** The query string, with its leading "?" (or empty). */
  search: string;
  /** The route's title in the page's language, as the shell shows it in the browser tab. */
  title: string;
}

/** Whether a record has a value for every key: how a table derived at run time proves it is complete. */
export function hasEvery<Key extends string, Value>(record: Partial<Record<Key, Value>>, keys: readonly Key[]): record is Record<Key, Value> {
  return keys.every((key) => record[key] !== undefined);
}

function publicViewsOf(remote: RemoteEntry): Partial<Record<PublicViewId, string>> {
  return 'publicViews' in remote ? remote.publicViews : {};
}

function publicViewIdsOf(remote: RemoteEntry): PublicViewId[] {
  const views = publicViewsOf(remote);
  // Object.keys widens to string; the keys of a remote's publicViews are its view ids.
  return Object.keys(views).filter((key): key is PublicViewId => key in views);
}

/** The route ids one remote answers (the routes it owns, then its public views), in the list's order. */
export function routeIdsOf(remote: RemoteEntry): RouteId[] {
  return [...remote.routes, ...publicViewIdsOf(remote)];
}

// The derived constants are built by calls marked pure, so a bundle that reads none of them (a remote
// importing defineRemote) drops them and the list with them.

export const REMOTE_NAMES: readonly RemoteName[] = /*#__PURE__*/ REMOTES.map((remote) => remote.name);

function listRouteIds(): readonly RouteId[] {
  return [...SHELL_ROUTE_IDS, ...REMOTES.flatMap(routeIdsOf)];
}
/** Every route id: the shell's, then each remote's in the list's order. */
export const ROUTE_IDS: readonly RouteId[] = /*#__PURE__*/ listRouteIds();

/** The remote that owns a route, from the list; the shell's own routes are the shell's. */
export function ownerOf(id: RouteId): RouteOwner {
  return REMOTES.find((remote) => routeIdsOf(remote).some((own) => own === id))?.name ?? 'shell';
}

function listPublicViewPaths(): Readonly<Record<PublicViewId, string>> {
  const paths: Partial<Record<PublicViewId, string>> = {};
  for (const remote of REMOTES) Object.assign(paths, publicViewsOf(remote));
  const ids = REMOTES.flatMap(publicViewIdsOf);
  if (!hasEvery(paths, ids)) throw new Error('a public view in the list of remotes has no path');
  return paths;
}
/** The paths of the public views, as their remotes declare them in the list; the shell's route table reads them too. */
export const PUBLIC_VIEW_PATHS: Readonly<Record<PublicViewId, string>> = /*#__PURE__*/ listPublicViewPaths();
