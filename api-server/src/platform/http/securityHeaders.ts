import type { FastifyInstance } from 'fastify';

/**
 * The API's own responses (JSON, the invoice PDF, /docs, errors) are never to be sniffed into another type
 * or framed (issue 35; the apps' static servers send the same, shared/build/securityHeaders.mjs). Set on
 * every request before routing, so a 404 or a refused body carries them too.
 *
 * The development stand-ins (`/stand-ins/…`) speak for outside services, and a payment provider's widget is
 * framed by the cabinet (CSP_PAYMENT_FRAME_ORIGINS): they keep nosniff but may be framed, as the real ones are.
 * The public views that partners embed are served by the apps, never by the API.
 */
export const API_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "frame-ancestors 'none'",
} as const;

const FRAMEABLE_PREFIX = '/stand-ins/';

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-content-type-options', API_SECURITY_HEADERS['x-content-type-options']);
    if (!request.url.toLowerCase().startsWith(FRAMEABLE_PREFIX)) reply.header('content-security-policy', API_SECURITY_HEADERS['content-security-policy']);
    done();
  });
}
