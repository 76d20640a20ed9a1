import { generatePath, matchPath } from 'react-router-dom';
import type { RouteId, RouteParams } from '@cabinet/contracts';
import type { HostConfig } from '../hosts/hosts';
import { ROUTES, ROUTE_ENTRIES } from './routeTable';

/** The path of a route with its parameters filled in. */
export function pathOf(id: RouteId, params: RouteParams = {}): string {
  const cleaned: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined) cleaned[key] = value;
  return generatePath(ROUTES[id].path, cleaned);
}

/**
 * The path a link to a route should point at on this host: the host's
 * redirect target where it has one, so a link never bounces.
 */
export function hostPathOf(host: HostConfig, id: RouteId, params: RouteParams = {}): string {
  const target = host.redirects[id];
  return target ? pathOf(target) : pathOf(id, params);
}

/** Finds the route of a location path, static paths before parameterised ones. */
export function matchRoute(pathname: string): { id: RouteId; params: RouteParams } | null {
  let best: { id: RouteId; params: RouteParams; score: number } | null = null;
  for (const [id, definition] of ROUTE_ENTRIES) {
    const match = matchPath({ path: definition.path, caseSensitive: false, end: true }, pathname);
    if (!match) continue;
    const score = definition.path.split('/').filter((segment) => segment && !segment.startsWith(':')).length;
    if (!best || score > best.score) best = { id, params: match.params, score };
  }
  return best ? { id: best.id, params: best.params } : null;
}
