// The shell's own host and routing tables, so every figure follows the routes users get.
import { HOSTS, type HostConfig } from '@cabinet/shell/hosts';
import { decideRoute, type Viewer } from '@cabinet/shell/routing/decideRoute';
import { hostPathOf } from '@cabinet/shell/routing/paths';
import { ROUTES } from '@cabinet/shell/routing/routeTable';
import { ROUTE_IDS, type RemoteName, type RouteId } from '@cabinet/contracts';

/** The shell's own tables, read as they are: the tour follows every route a host really has. */
export { HOSTS, type HostConfig };

const SIGNED_IN: Viewer = { status: 'authenticated', roles: [] };
export const ADMIN_VIEWER: Viewer = { status: 'authenticated', roles: ['admin'] };

function routeIds(): RouteId[] {
  return [...ROUTE_IDS];
}

/** A parameter's stand-in value: the tour needs each route's screen, not a real record. */
function fillParams(path: string): Record<string, string> {
  return Object.fromEntries([...path.matchAll(/:([A-Za-z]+)(\?)?/g)].filter((match) => !match[2]).map((match) => [match[1] ?? '', '1']));
}

export interface TourStop {
  id: RouteId;
  path: string;
  owner: string;
  title: string;
}

function stop(host: HostConfig, id: RouteId): TourStop {
  const route = ROUTES[id];
  const title = host.routeTitles?.[id] ?? route.title;
  return { id, path: hostPathOf(host, id, fillParams(route.path)), owner: route.owner, title: title.message ?? id };
}

/** Every route a signed-in viewer reaches on a host (no redirect, no guest-only page). */
export function tourOf(host: HostConfig, viewer: Viewer = SIGNED_IN): TourStop[] {
  return routeIds()
    .filter((id) => decideRoute(id, host, viewer).kind === 'render' && ROUTES[id].guard !== 'public')
    .map((id) => stop(host, id));
}

/** A remote's main route on a host: the first route of the table it owns that the viewer reaches there. */
export function mainRouteOf(host: HostConfig, remote: RemoteName, viewer: Viewer = SIGNED_IN): TourStop | null {
  const id = routeIds().find((candidate) => {
    const route = ROUTES[candidate];
    return route.owner === remote && !route.path.includes(':') && route.guard !== 'public' && decideRoute(candidate, host, viewer).kind === 'render';
  });
  return id ? stop(host, id) : null;
}

export function routeOf(host: HostConfig, id: RouteId): TourStop {
  return stop(host, id);
}
