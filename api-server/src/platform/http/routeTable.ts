import type { RouteOptions } from 'fastify';
import type { Access, RouteDoc } from './route';

/** A route as fastify registered it, with its declaration. HEAD twins of GET routes are left out. */
export interface RegisteredRoute {
  method: string;
  /** fastify's URL, `:name` parameters included. */
  url: string;
  access: Access;
  doc: RouteDoc;
}

/** Every declared route the app registered: the OpenAPI document and the 405 answers read it. */
export interface RouteTable {
  readonly routes: readonly RegisteredRoute[];
  record(route: RegisteredRoute): void;
  /** The methods routes answer at a concrete path (matched as the router does: case-insensitive, a parameter per segment). */
  methodsAt(path: string): string[];
}

export function createRouteTable(): RouteTable {
  const routes: RegisteredRoute[] = [];
  return {
    routes,
    record(route) {
      routes.push(route);
    },
    methodsAt(path) {
      const segments = path.split('/');
      const methods = routes.filter((candidate) => matches(candidate.url.split('/'), segments)).map((candidate) => candidate.method);
      if (methods.includes('GET')) methods.push('HEAD');
      return [...new Set(methods)];
    },
  };
}

function matches(pattern: readonly string[], segments: readonly string[]): boolean {
  if (pattern.length !== segments.length) return false;
  return pattern.every((part, index) => {
    const segment = segments[index] ?? '';
    return part.startsWith(':') ? segment !== '' : part.toLowerCase() === segment.toLowerCase();
  });
}

/** The methods of a route option (fastify takes one or several). */
export function methodsOf(options: Pick<RouteOptions, 'method'>): string[] {
  return Array.isArray(options.method) ? [...options.method] : [String(options.method)];
}
