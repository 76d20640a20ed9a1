import { z } from 'zod';
import type { ContractEntry } from './DomainModule';
import { route, type Route } from './http/route';
import type { RouteTable } from './http/routeTable';
import type { Db, Queryable } from './db/Db';
import { checkReadiness, type Readiness } from './readiness';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi/document';
import { renderDocsPage } from './openapi/docsPage';

/** The API's version in the document: the one its paths carry (/api/v1). */
export const API_VERSION = 'v1';

const healthSchema = z.object({ ok: z.literal(true) });
const readinessSchema = z.object({
  ready: z.boolean(),
  database: z.enum(['ok', 'unreachable']).describe('Whether the database answered a query within 2 seconds'),
  migrations: z.enum(['running', 'done']).describe('Whether this process is still migrating (and seeding) at start'),
});
// The document describes itself loosely: its own schema is the OpenAPI 3.1 specification's.
const documentSchema = z.looseObject({ openapi: z.literal('3.1.0') });

/**
 * The platform's own routes: health, and the API's description. The document is built on first request,
 * when every route is registered, from the route table (each route's declaration), and then kept.
 */
export function platformRoutes(
  table: RouteTable,
  options: { serverUrl: string; contracts: readonly ContractEntry[]; db: Queryable & Pick<Db, 'answeredWithin'>; readiness: Readiness },
): Route[] {
  let document: OpenApiDocument | null = null;
  const current = () => (document ??= buildOpenApiDocument(table.routes, { version: API_VERSION, serverUrl: options.serverUrl }, options.contracts));
  let page: string | null = null;

  return [
    route({
      method: 'GET',
      path: 'health',
      access: 'guest',
      summary: 'Liveness: the process answers',
      description: 'Checks nothing else, so a slow database or a long migration never gets a live process restarted. A balancer routes by health/ready.',
      responses: { 200: { description: 'Up', schema: healthSchema } },
      handler: () => ({ ok: true }),
    }),
    route({
      method: 'GET',
      path: 'health/ready',
      access: 'guest',
      summary: 'Readiness: this process may take traffic',
      description:
        'Ready once this process has migrated the database (and seeded the demo in development) and while the database answers. Not ready answers 503 with the same body; meanwhile every other route answers 503 too.',
      responses: { 200: { description: 'Ready', schema: readinessSchema }, 503: { description: 'Not ready: starting, or the database does not answer', schema: readinessSchema } },
      async handler({ reply }) {
        const report = await checkReadiness(options.readiness, options.db);
        return reply.code(report.ready ? 200 : 503).header('cache-control', 'no-store').send(report);
      },
    }),
    route({
      method: 'GET',
      path: 'openapi.json',
      access: 'guest',
      summary: 'This API described in OpenAPI 3.1',
      description: 'Generated from the routes\' declarations and the shared contract\'s zod schemas.',
      responses: { 200: { description: 'The OpenAPI document', schema: documentSchema } },
      handler: () => current(),
    }),
    route({
      method: 'GET',
      path: 'docs',
      access: 'guest',
      summary: 'This API described as a page to read',
      responses: { 200: { description: 'The OpenAPI document as HTML, self-contained', contentType: 'text/html' } },
      handler: ({ reply }) =>
        reply
          .type('text/html; charset=utf-8')
          // The page loads nothing: say so, so no injected markup could.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
          .send((page ??= renderDocsPage(current()))),
    }),
  ];
}
