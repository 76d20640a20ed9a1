import Fastify from 'fastify';
import { addFormParser } from '../http/formParser';
import { registerRoutes, type Route } from '../http/route';

export interface StandInServer {
  /** The origin it listens on, e.g. http://127.0.0.1:40123: the adapters' base URL is `${url}/stand-ins/...`. */
  url: string;
  close(): Promise<void>;
}

/**
 * The stand-ins on a server of their own, apart from the API (tests listen on port 0 of 127.0.0.1): the
 * same routes the development API mounts, without its access control, which guest routes do not need.
 */
export async function startStandInServer(routes: readonly Route[], options: { port?: number; host?: string } = {}): Promise<StandInServer> {
  // A stand-in closes every connection when it stops, also one a commanded time-out still holds: waiting for it
  // would keep a test's teardown for Fastify's 72 s keep-alive.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  addFormParser(app);
  registerRoutes(app, 'standIns', routes);
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  return { url: `http://${host}:${port}`, close: () => app.close() };
}
