import type { FastifyRequest } from 'fastify';

/** Query parameters whose values open something: e-mailed codes, tokens, signatures, secrets. */
const SECRET_PARAMETER = /token|code|secret|password|signature|key|state/i;
/** Path segments that are secrets themselves: the opt-out link's token (/IgnorePhones/Public/<token>). */
const SECRET_SEGMENT = /(\/ignorephones\/public\/)[^/?#]+/i;

/**
 * A request address fit for the access log: the opt-out token in the path and the values of secret-looking
 * query parameters are replaced by "[redacted]", so whoever reads the logs cannot open a client's page or
 * use a mailed code.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const pathPart = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(SECRET_SEGMENT, '$1[redacted]');
  if (queryAt === -1) return pathPart;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const name = pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as it came.
      }
      return SECRET_PARAMETER.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${pathPart}?${query}`;
}

/** fastify's request serializer for its logger, with the address redacted. */
export function loggedRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
