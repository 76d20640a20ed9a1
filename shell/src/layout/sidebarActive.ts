import type { RouteId } from '@cabinet/contracts';
import type { HostConfig, SidebarItem } from '../hosts/hosts';
import { hostPathOf, matchRoute } from '../routing/paths';
import { ROUTES } from '../routing/routeTable';

function normalise(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

/**
 * The sidebar item lit on a path: the item of that very page; else the item whose page the path lies
 * under (/insights/message-logs lights Analytics); else the item that stands for its whole remote
 * (`litOnRemote`: the flows domain's editor, blacklist, short links... light Flows). Null when none does.
 */
export function activeSidebarRoute(items: readonly SidebarItem[], pathname: string, host: HostConfig): RouteId | null {
  const path = normalise(pathname);
  const exact = items.find((item) => normalise(hostPathOf(host, item.route)) === path);
  if (exact) return exact.route;
  const under = items.find((item) => {
    const itemPath = normalise(hostPathOf(host, item.route));
    return itemPath !== '/' && path.startsWith(`${itemPath}/`);
  });
  if (under) return under.route;
  const current = matchRoute(pathname);
  if (!current) return null;
  const owner = ROUTES[current.id].owner;
  const section = items.find((item) => item.litOnRemote && ROUTES[item.route].owner === owner);
  return section ? section.route : null;
}
