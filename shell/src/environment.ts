import { REMOTE_NAMES, type GoogleSignIn, type RemoteName } from '@cabinet/contracts';

/**
 * The environment file the shell reads at start (/environment.json beside
 * index.html). Deployers change it without rebuilding the shell: where each
 * remote's manifest lives, and where the APIs are.
 */
/** Where one remote's published build is: its manifest URL, and its version when the registry knows it. */
export interface RemoteEntry {
  entry: string;
  version: string | null;
}

export type RemoteRegistry = Partial<Record<RemoteName, RemoteEntry>>;

export interface Environment {
  /**
   * The remote registry: remote name to its manifest, written either as the URL alone or as
   * `{ "entry": url, "version": "1.4.0-3fa9c2d1" }` (what `remote publish` writes).
   */
  remotes: RemoteRegistry;
  apis: { main: string; regional: string };
  /** How long a remote may take to load; spec section 9 says 120 s. Tests shorten it. */
  chunkTimeoutMs: number;
  /** Google's sign-in endpoint and client id here, or the API's local stand-in outside production. */
  googleSignIn: GoogleSignIn | null;
  /**
   * Whether a developer may point this shell at a remote on any origin (see remotes/overrides.ts).
   * Off by default: then only loopback origins are accepted, so a crafted link cannot load foreign code.
   */
  allowRemoteOverrides: boolean;
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
  const remotes: RemoteRegistry = {};
  for (const [name, value] of Object.entries(raw.remotes)) {
    if (!isRemoteName(name)) continue;
    if (typeof value === 'string') remotes[name] = { entry: value, version: null };
    else if (isRecord(value) && typeof value.entry === 'string') {
      remotes[name] = { entry: value.entry, version: typeof value.version === 'string' ? value.version : null };
    }
  }
  const { main, regional } = raw.apis;
  if (typeof main !== 'string' || typeof regional !== 'string') throw new Error('environment.json: apis.main and apis.regional must be URLs');
  const timeout = typeof raw.chunkTimeoutMs === 'number' && raw.chunkTimeoutMs > 0 ? raw.chunkTimeoutMs : DEFAULT_CHUNK_TIMEOUT_MS;
  const google = raw.googleSignIn;
  const googleSignIn =
    isRecord(google) && typeof google.authorizeUrl === 'string' && typeof google.clientId === 'string'
      ? { authorizeUrl: google.authorizeUrl, clientId: google.clientId }
      : null;
  return { remotes, apis: { main, regional }, chunkTimeoutMs: timeout, googleSignIn, allowRemoteOverrides: raw.allowRemoteOverrides === true };
}

/** Reads the environment file from its request (sent early, by environmentRequest.ts). */
export async function loadEnvironment(request: Promise<Response>): Promise<Environment> {
  const response = await request;
  if (!response.ok) throw new Error(`environment.json answered ${response.status}`);
  return parseEnvironment(await response.json());
}
