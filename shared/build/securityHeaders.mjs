// @ts-check
/**
 * The security headers every static server of the cabinet sends (the shell's, each remote's, the environment
 * folder's), built from the same environment the page's /environment.json is: a CDN in front of a real
 * deployment sends the same ones (README, Deployment).
 *
 * - Content-Security-Policy: scripts only from this origin, the remotes' origins, the environment folder (published
 *   remote versions) and the support chat's host; calls only to those and the APIs; styles from this origin and
 *   inline (antd writes its CSS-in-JS into <style> elements at run time, so 'unsafe-inline' for styles only, never
 *   for scripts); `frame-ancestors 'none'`: no site may frame the cabinet. The one exception is a public widget
 *   view's page (`/bw`, `/ibw`, `/rv`, `/vn`), which the origins its widget's owner lists may frame
 *   (frameableHeaders, with the list the API answers: frameOriginsLookup, failing closed to 'none').
 * - X-Frame-Options: DENY, the same for browsers that predate frame-ancestors (left out where origins are listed).
 * - Referrer-Policy: strict-origin-when-cross-origin, so a path with a token (/il/<token>) never leaves the origin.
 * - X-Content-Type-Options: nosniff.
 *
 * In development (API_MODE=development, as `npm start` and the journeys run) any loopback origin is allowed for
 * scripts and calls too: `?remote-override=` points a shell at a team's `remote dev` server on another port.
 */

/**
 * @typedef {{ remotes: Record<string, { entry: string } | undefined>; apis: Record<string, string> }} EnvironmentShape
 */

/** The origin of an absolute URL, or null. @param {string | undefined} url */
function originOf(url) {
  if (!url) return null;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** A comma- or space-separated list of origins from a variable. @param {string | undefined} list */
function originsIn(list) {
  return (list ?? '')
    .split(/[\s,]+/)
    .map((entry) => originOf(entry.trim()))
    .filter((origin) => origin !== null);
}

/** @param {Array<string | null | undefined>} values */
function unique(values) {
  return [...new Set(values.filter((value) => typeof value === 'string' && value !== ''))];
}

/**
 * The Content-Security-Policy of the cabinet's pages.
 * @param {Record<string, string | undefined>} env
 * @param {{ environment: EnvironmentShape; environmentOrigin: string }} sources
 *   environment: what /environment.json says (the remotes' entries and the APIs); environmentOrigin: where the
 *   environment folder (published remote versions) is served.
 * @returns {string}
 */
export function contentSecurityPolicy(env, { environment, environmentOrigin }) {
  const development = env.API_MODE === 'development';
  const loopback = development ? ['http://localhost:*', 'http://127.0.0.1:*', 'http://*.localhost:*'] : [];
  const apis = unique(Object.values(environment.apis).map(originOf));
  const remotes = unique(Object.values(environment.remotes).map((remote) => originOf(remote?.entry)));
  // The support chat's script: SUPPORT_CHAT_ORIGIN in a deployment; the local stand-in is served by the API.
  const supportChat = env.SUPPORT_CHAT_ORIGIN ? originsIn(env.SUPPORT_CHAT_ORIGIN) : apis;
  // Pages a host embeds: the tutorial video of shell/src/hosts/hosts.ts, and the embedded-widget payment
  // provider's form (mf-payments), whose development sandbox the API serves.
  const frames = unique([
    ...originsIn(env.CSP_FRAME_ORIGINS ?? 'https://video.salonnotify.example'),
    ...originsIn(env.CSP_PAYMENT_FRAME_ORIGINS ?? 'https://yookassa.ru'),
    ...(development ? apis : []),
  ]);
  const code = unique(["'self'", ...remotes, environmentOrigin, ...supportChat, ...loopback]);
  const calls = unique(["'self'", ...apis, ...remotes, environmentOrigin, ...supportChat, ...loopback]);
  const directives = {
    'default-src': ["'self'"],
    'script-src': code,
    'connect-src': calls,
    'style-src': unique(["'self'", "'unsafe-inline'", ...remotes, environmentOrigin]),
    // News images are addresses a super-admin gives (spec section 3), on any https host unless a deployment
    // names its image hosts (CSP_IMAGE_ORIGINS).
    'img-src': unique(["'self'", 'data:', 'blob:', ...apis, ...remotes, environmentOrigin, ...(env.CSP_IMAGE_ORIGINS ? originsIn(env.CSP_IMAGE_ORIGINS) : ['https:'])]),
    'font-src': unique(["'self'", 'data:', ...remotes, environmentOrigin]),
    'frame-src': frames.length > 0 ? frames : ["'none'"],
    // Workers: this origin's, and a remote's started through a blob: that imports its script (script-src).
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': unique(["'self'", ...apis]),
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Every header of the list above, ready to set on a response.
 * @param {Record<string, string | undefined>} env
 * @param {{ environment: EnvironmentShape; environmentOrigin: string }} sources
 * @returns {Record<string, string>}
 */
export function securityHeaders(env, sources) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env, sources),
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
  };
}

/**
 * The public widget views a site may frame (issue 32): each view's path prefix and the kind of widget its token
 * names. Their page may be framed only by the origins the widget's owner lists; every other page keeps
 * `frame-ancestors 'none'`.
 */
export const FRAMEABLE_VIEWS = /** @type {const} */ ({ bw: 'booking', ibw: 'iikoBooking', rv: 'rating', vn: 'visit' });

/**
 * The widget a path shows, when it is a public widget view (`/bw/<id>`, `/ibw/<id>`, `/rv/<token>`, `/vn/<token>`).
 * @param {string} pathname
 * @returns {{ kind: string; token: string } | null}
 */
export function frameableViewOf(pathname) {
  const match = /^\/(bw|ibw|rv|vn)\/([^/?#]+)\/?$/.exec(pathname);
  if (!match?.[1] || !match[2]) return null;
  const kind = FRAMEABLE_VIEWS[/** @type {keyof typeof FRAMEABLE_VIEWS} */ (match[1])];
  try {
    return { kind, token: decodeURIComponent(match[2]) };
  } catch {
    // Not valid percent-encoding: no widget's token, a page like any other.
    return null;
  }
}

/** The API's public read of a widget's framing origins: `@cabinet/api/widgets`'s WIDGET_FRAME_PATHS.frameOrigins. */
export const FRAME_ORIGINS_PATH = 'api/v1/Widgets/Public/FrameOrigins/:kind/:token';

/**
 * The address of that read on an API.
 * @param {string} apiUrl the API's base URL (with or without its trailing slash)
 * @returns {(kind: string, token: string) => string}
 */
export function frameOriginsUrl(apiUrl) {
  const base = apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`;
  return (kind, token) => new URL(FRAME_ORIGINS_PATH.replace(':kind', encodeURIComponent(kind)).replace(':token', encodeURIComponent(token)), base).href;
}

/**
 * The headers of a public widget view's page: `frame-ancestors` lists the widget's origins (no X-Frame-Options,
 * whose DENY would override it); with no origin listed, or none that is a plain http(s) origin, 'none' as on
 * every other page.
 * @param {Record<string, string>} headers every page's headers (securityHeaders)
 * @param {readonly string[]} origins the origins the widget's owner lists
 * @returns {Record<string, string>}
 */
export function frameableHeaders(headers, origins) {
  const listed = unique(origins.map((origin) => originOf(origin)).filter((origin) => origin !== null && /^https?:\/\/[^\s;,']+$/.test(origin)));
  if (listed.length === 0) return headers;
  const { 'X-Frame-Options': _denied, ...rest } = headers;
  const policy = rest['Content-Security-Policy'] ?? '';
  return { ...rest, 'Content-Security-Policy': policy.replace(/frame-ancestors [^;]*/, `frame-ancestors ${listed.join(' ')}`) };
}

/**
 * Looks up the origins a widget lists from the API's public read, cached briefly; any failure (API down, an
 * unknown token, a malformed answer, a slow answer) is an empty list, so the page falls back to 'none'.
 * @param {{ url: (kind: string, token: string) => string; fetch?: typeof fetch; ttlMs?: number; timeoutMs?: number; now?: () => number }} options
 * @returns {(kind: string, token: string) => Promise<string[]>}
 */
export function frameOriginsLookup({ url, fetch: fetchImpl = fetch, ttlMs = 30_000, timeoutMs = 2_000, now = Date.now }) {
  /** @type {Map<string, { at: number; origins: Promise<string[]> }>} */
  const cache = new Map();
  /** @param {string} kind @param {string} token @returns {Promise<string[]>} */
  const load = async (kind, token) => {
    try {
      const response = await fetchImpl(url(kind, token), { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) return [];
      /** @type {unknown} */
      const body = await response.json();
      const origins = typeof body === 'object' && body !== null && 'allowedOrigins' in body ? body.allowedOrigins : null;
      return Array.isArray(origins) ? origins.filter((origin) => typeof origin === 'string') : [];
    } catch {
      return [];
    }
  };
  return (kind, token) => {
    const key = `${kind}:${token}`;
    const cached = cache.get(key);
    if (cached && now() - cached.at < ttlMs) return cached.origins;
    if (cache.size > 1000) cache.clear();
    const origins = load(kind, token);
    cache.set(key, { at: now(), origins });
    return origins;
  };
}
