import { REMOTE_NAMES, type GoogleSignIn, type RemoteName } from '@cabinet/contracts';

/**
 * The environment file the shell reads at start (/environment.json beside
 * index.html). Deployers change it without rebuilding the shell: where each
 * remote's manifest lives, and where the APIs are.
 */
export interface Environment {
  /** Remote name to the URL of its mf-manifest.json: the remote registry. */
  remotes: Partial<Record<RemoteName, string>>;
  apis: { main: string; regional: string };
  /** How long a remote may take to load; spec section 9 says 120 s. Tests shorten it. */
  chunkTimeoutMs: number;
  /** Google's sign-in endpoint and client id here, or the API's local stand-in outside production. */
  googleSignIn: GoogleSignIn | null;
}

export const DEFAULT_CHUNK_TIMEOUT_MS = 120_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRemoteName(value: string): value is RemoteName {
  return REMOTE_NAMES.some((name) => name === value);
}

/** Reads the environment file, refusing one that is not shaped as documented above. */
export function parseEnvironment(raw: unknown): Environment {
  if (!isRecord(raw) || !isRecord(raw.remotes) || !isRecord(raw.apis)) throw new Error('environment.json: expected { remotes, apis }');
  const remotes: Partial<Record<RemoteName, string>> = {};
  for (const [name, url] of Object.entries(raw.remotes)) {
    if (isRemoteName(name) && typeof url === 'string') remotes[name] = url;
  }
  const { main, regional } = raw.apis;
  if (typeof main !== 'string' || typeof regional !== 'string') throw new Error('environment.json: apis.main and apis.regional must be URLs');
  const timeout = typeof raw.chunkTimeoutMs === 'number' && raw.chunkTimeoutMs > 0 ? raw.chunkTimeoutMs : DEFAULT_CHUNK_TIMEOUT_MS;
  const google = raw.googleSignIn;
  const googleSignIn =
    isRecord(google) && typeof google.authorizeUrl === 'string' && typeof google.clientId === 'string'
      ? { authorizeUrl: google.authorizeUrl, clientId: google.clientId }
      : null;
  return { remotes, apis: { main, regional }, chunkTimeoutMs: timeout, googleSignIn };
}

export async function loadEnvironment(): Promise<Environment> {
  // Revalidated on every start: a publish switches remotes by rewriting this file.
  const response = await fetch('/environment.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`environment.json answered ${response.status}`);
  return parseEnvironment(await response.json());
}
