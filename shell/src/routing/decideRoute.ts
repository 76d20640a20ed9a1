import type { Role } from '@cabinet/api/core';
import type { RemoteName, RouteId, SessionSnapshot } from '@cabinet/contracts';
import type { HostConfig } from '../hosts/hosts';
import { ROUTES, type Owner } from './routeTable';

export type Viewer = { status: 'anonymous' } | { status: 'authenticated'; roles: readonly Role[] };

export type RouteDecision =
  | { kind: 'render' }
  | { kind: 'redirect'; to: RouteId; keepReturnUrl?: boolean }
  | { kind: 'notFound' };

export function viewerOf(snapshot: SessionSnapshot): Viewer {
  return snapshot.status === 'authenticated' ? { status: 'authenticated', roles: snapshot.roles } : { status: 'anonymous' };
}

/** The remotes a viewer gets on a host: mf-admin only for admin roles (domain map). */
export function remotesFor(host: HostConfig, viewer: Viewer): readonly RemoteName[] {
  const isAdmin = viewer.status === 'authenticated' && viewer.roles.includes('admin');
  return host.remotes.filter((remote) => remote !== 'mf-admin' || isAdmin);
}

export function hostHasOwner(host: HostConfig, owner: Owner): boolean {
  return owner === 'shell' || host.remotes.includes(owner);
}

/**
 * Where a visitor of a route goes, in this order: the host's redirects
 * (variants: the mailing host's home is its mailings, though it loads no
 * home remote); a route whose remote the host does not load does not exist
 * there; then the guard. Admin routes are not found for anyone but admins (signed-out
 * visitors are sent to login first), so their existence is not advertised.
 */
export function decideRoute(id: RouteId, host: HostConfig, viewer: Viewer): RouteDecision {
  const route = ROUTES[id];
  const redirect = host.redirects[id];
  if (redirect) return { kind: 'redirect', to: redirect };
  if (!hostHasOwner(host, route.owner)) return { kind: 'notFound' };
  const signedIn = viewer.status === 'authenticated';
  switch (route.guard) {
    case 'public':
      return { kind: 'render' };
    case 'guest':
      return signedIn ? { kind: 'redirect', to: 'home' } : { kind: 'render' };
    case 'signedIn':
      return signedIn ? { kind: 'render' } : { kind: 'redirect', to: 'account.login', keepReturnUrl: true };
    case 'admin':
    case 'superAdmin': {
      if (!signedIn) return { kind: 'redirect', to: 'account.login', keepReturnUrl: true };
      const needed: Role = route.guard === 'admin' ? 'admin' : 'super-admin';
      return viewer.roles.includes(needed) ? { kind: 'render' } : { kind: 'notFound' };
    }
  }
}

/** Whether a route resolves to something on this host for this viewer (links to it are shown). */
export function routeAvailable(id: RouteId, host: HostConfig, viewer: Viewer): boolean {
  const decision = decideRoute(id, host, viewer);
  if (decision.kind === 'notFound') return false;
  if (decision.kind === 'redirect' && decision.to !== 'account.login') return routeAvailable(decision.to, host, viewer);
  return true;
}

/**
 * The remote whose screen a visitor of `id` will most likely see first, following the host's and the guards'
 * redirects (a signed-out visit of home lands on sign-in); null when the shell draws it or nothing is found.
 * The shell starts loading it before the session is restored, so the viewer is a guess from the stored token.
 */
export function firstScreenRemote(id: RouteId, host: HostConfig, viewer: Viewer): RemoteName | null {
  let current = id;
  for (let step = 0; step < 4; step += 1) {
    const decision = decideRoute(current, host, viewer);
    if (decision.kind === 'notFound') return null;
    if (decision.kind === 'redirect') {
      current = decision.to;
      continue;
    }
    const { owner } = ROUTES[current];
    return owner !== 'shell' && remotesFor(host, viewer).includes(owner) ? owner : null;
  }
  return null;
}
