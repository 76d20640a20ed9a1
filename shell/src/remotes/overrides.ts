import { REMOTE_NAMES, type RemoteName } from '@cabinet/contracts';
import type { RemoteRegistry } from '../environment';

/**
 * Developer overrides: point this shell, on any host, at one remote served elsewhere (a team's own
 * `npm run dev:remote`), without building anything else. Set by the query string, kept in localStorage
 * so it survives navigation and reloads, shown in a banner while active, removed in one click.
 *
 *   ?remote-override=mf-flows=http://localhost:4003          (the manifest path is added)
 *   ?remote-override=mf-flows=http://localhost:4003/mf-manifest.json,mf-ai=http://localhost:4006
 *   ?remote-override=off                                       (removes every override)
 */
export const OVERRIDE_PARAM = 'remote-override';
export const OVERRIDES_STORAGE_KEY = 'cabinet.remoteOverrides';

export type RemoteOverrides = Partial<Record<RemoteName, string>>;

export interface OverrideResolution {
  /** The overrides in force for this page. */
  active: RemoteOverrides;
  /** Overrides asked for but refused, with why: shown in the console, never loaded. */
  refused: string[];
  /** The query string without the override parameter, when it was present (for history.replaceState). */
  cleanedSearch: string | null;
}

const LOOPBACK_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\]|(?:[a-z0-9-]+\.)+localhost)$/i;

function isRemoteName(value: string): value is RemoteName {
  return REMOTE_NAMES.some((name) => name === value);
}

/** A manifest URL from what the developer typed: an origin alone gets the manifest's path. */
export function manifestUrl(value: string): URL | null {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.pathname === '/' || url.pathname === '') url.pathname = '/mf-manifest.json';
    return url;
  } catch {
    return null;
  }
}

/**
 * Only loopback origins unless the environment allows any: an override runs code with the user's
 * session, so a link someone sends must not be able to load a remote from their server.
 */
export function overrideAllowed(url: URL, allowAnyOrigin: boolean): boolean {
  return allowAnyOrigin || LOOPBACK_HOST.test(url.hostname);
}

function parsePairs(value: string, allowAnyOrigin: boolean): { overrides: RemoteOverrides; refused: string[] } {
  const overrides: RemoteOverrides = {};
  const refused: string[] = [];
  for (const pair of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    const separator = pair.indexOf('=');
    const name = separator > 0 ? pair.slice(0, separator) : pair;
    const url = separator > 0 ? manifestUrl(pair.slice(separator + 1)) : null;
    if (!isRemoteName(name)) refused.push(`${name}: not a remote of the cabinet`);
    else if (!url) refused.push(`${name}: not an http(s) URL`);
    else if (!overrideAllowed(url, allowAnyOrigin)) refused.push(`${name}: ${url.origin} is not a loopback origin`);
    else overrides[name] = url.href;
  }
  return { overrides, refused };
}

function readStored(storage: Storage, allowAnyOrigin: boolean): RemoteOverrides {
  try {
    const raw: unknown = JSON.parse(storage.getItem(OVERRIDES_STORAGE_KEY) ?? '{}');
    if (typeof raw !== 'object' || raw === null) return {};
    const pairs = Object.entries(raw)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([name, url]) => `${name}=${url}`)
      .join(',');
    return parsePairs(pairs, allowAnyOrigin).overrides;
  } catch {
    return {};
  }
}

/** The overrides for this page load: the query string's, stored for later loads, else the stored ones. */
export function resolveOverrides({ search, storage, allowAnyOrigin }: { search: string; storage: Storage; allowAnyOrigin: boolean }): OverrideResolution {
  const params = new URLSearchParams(search);
  const asked = params.get(OVERRIDE_PARAM);
  if (asked === null) return { active: readStored(storage, allowAnyOrigin), refused: [], cleanedSearch: null };
  params.delete(OVERRIDE_PARAM);
  const rest = params.toString();
  const cleanedSearch = rest ? `?${rest}` : '';
  if (asked.trim() === '' || asked.trim() === 'off') {
    storage.removeItem(OVERRIDES_STORAGE_KEY);
    return { active: {}, refused: [], cleanedSearch };
  }
  const { overrides, refused } = parsePairs(asked, allowAnyOrigin);
  const active = { ...readStored(storage, allowAnyOrigin), ...overrides };
  storage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(active));
  return { active, refused, cleanedSearch };
}

export function clearOverrides(storage: Storage): void {
  storage.removeItem(OVERRIDES_STORAGE_KEY);
}

/** The registry with the overridden remotes pointing at their development servers (version unknown). */
export function applyOverrides(registry: RemoteRegistry, overrides: RemoteOverrides): RemoteRegistry {
  const result: RemoteRegistry = { ...registry };
  for (const name of REMOTE_NAMES) {
    const entry = overrides[name];
    if (entry) result[name] = { entry, version: null };
  }
  return result;
}
