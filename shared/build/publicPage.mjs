// @ts-check
import { REMOTES } from '../contracts/src/remotes.mjs';

/**
 * The shell's page for the public views a cabinet host hands to their remote's standalone build (a client's
 * review or visit page opened from a message, shell/src/publicHandOff.ts): index.html without the preloads of
 * the cabinet's bootstrap, which such a page never runs. A server or CDN answers those paths with it.
 */
export const PUBLIC_PAGE = 'public.html';

/** The remote whose public views are handed over: the shell's entry holds the same rule, tested against this list. */
export const HANDED_OFF_REMOTE = 'mf-widgets';

const remote = REMOTES.find((entry) => entry.name === HANDED_OFF_REMOTE);
/** `/rv/:token` → /^\/rv\/[^/]+\/?$/i: a parameter is one non-empty segment, as the views' matcher reads them. */
const patterns = (remote && 'publicViews' in remote ? Object.values(remote.publicViews) : []).map(
  (viewPath) => new RegExp(`^${viewPath.replace(/\/+$/, '').split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}/?$`, 'i'),
);

/** @param {string} pathname */
export function isHandedOff(pathname) {
  return patterns.some((pattern) => pattern.test(pathname));
}
