// @ts-check
/**
 * The security headers every static server of the cabinet sends (the shell's, each remote's, the environment
 * folder's), built from the same environment the page's /environment.json is: a CDN in front of a real
 * deployment sends the same ones (README, Deployment).
 *
 * - Content-Security-Policy: scripts only from this origin, the remotes' origins, the environment folder (published
 *   remote versions) and the support chat's host; calls only to those and the APIs; styles from this origin and
 *   inline (antd writes its CSS-in-JS into <style> elements at run time, so 'unsafe-inline' for styles only, never
 *   for scripts); `frame-ancestors 'none'`: no site may frame the cabinet (public views are embedded by script).
 * - X-Frame-Options: DENY, the same for browsers that predate frame-ancestors.
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
