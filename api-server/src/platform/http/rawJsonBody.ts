import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The bytes each request's body arrived as: signatures are computed over them, never over re-serialised JSON. */
const rawBodies = new WeakMap<FastifyRequest, Buffer>();

/** A scope's JSON parser that keeps each body's raw bytes for rawBodyOf (signed webhooks need them). */
export function keepRawJsonBodies(scope: FastifyInstance): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const raw = Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
    rawBodies.set(request, raw);
    if (raw.length === 0) return done(Object.assign(new Error('The body is empty; send a JSON document'), { statusCode: 400 }), undefined);
    try {
      done(null, JSON.parse(raw.toString('utf8')));
    } catch {
      done(Object.assign(new Error('The body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });
}

/** The raw body of a request parsed in a keepRawJsonBodies scope; undefined when it had none. */
export function rawBodyOf(request: FastifyRequest): Buffer | undefined {
  return rawBodies.get(request);
}
