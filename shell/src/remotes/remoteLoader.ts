import { getInstance, loadRemote, registerRemotes, satisfy } from '@module-federation/enhanced/runtime';
import { checkContract, type FailurePhase, type RemoteModule, type RemoteName } from '@cabinet/contracts';
import { SHARED_SKEW_FIX, sharedPackageOf } from '@cabinet/contracts/version';
import type { RemoteRegistry } from '../environment';
import type { RemoteMetrics } from './metrics';

export interface RemoteFailure {
  remote: RemoteName;
  version: string;
  phase: FailurePhase;
  reason: string;
}

/** The event a deployer forwards to monitoring; its detail is a RemoteFailure. */
export const REMOTE_FAILURE_EVENT = 'cabinet:remote-failure';

export function reportRemoteFailure(failure: RemoteFailure, metrics?: RemoteMetrics): void {
  console.error(`[cabinet] remote ${failure.remote}@${failure.version} failed during ${failure.phase}: ${failure.reason}`);
  metrics?.recordFailure(failure.remote, failure.version, failure.phase, failure.reason);
  window.dispatchEvent(new CustomEvent<RemoteFailure>(REMOTE_FAILURE_EVENT, { detail: failure }));
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly version: string,
    reason: string,
    /** 'load' for a fetch or time-out, 'compatibility' when the remote was refused before it ran. */
    readonly phase: FailurePhase = 'load',
  ) {
    super(reason);
  }
}

/** What the loader reads from a remote's mf-manifest.json before running any of its code. */
export interface RemoteManifest {
  version: string | null;
  /** Shared singletons the remote needs, with the version range it was built for and the copy it brings. */
  shared: Array<{ name: string; requiredVersion: string; version: string | null }>;
  /** The container's script, resolved against the manifest's URL (or its absolute public path). */
  remoteEntry: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * @param url where the manifest was read: a remote built with `publicPath: 'auto'` serves its files
 *   beside it (the environment's versioned folder, or the remote's own origin).
 */
export function readManifest(raw: unknown, url: string): RemoteManifest {
  const meta = isRecord(raw) && isRecord(raw.metaData) ? raw.metaData : {};
  const buildInfo = isRecord(meta.buildInfo) ? meta.buildInfo : {};
  const shared = isRecord(raw) && Array.isArray(raw.shared) ? raw.shared : [];
  const entry = isRecord(meta.remoteEntry) ? meta.remoteEntry : {};
  const entryFile = [entry.path, typeof entry.name === 'string' && entry.name ? entry.name : 'remoteEntry.js'].filter((part) => typeof part === 'string' && part !== '').join('/');
  const base = typeof meta.publicPath === 'string' && meta.publicPath !== 'auto' ? new URL(meta.publicPath, url).href : url;
  return {
    remoteEntry: new URL(entryFile, base).href,
    version: typeof buildInfo.buildVersion === 'string' ? buildInfo.buildVersion : null,
    shared: shared.flatMap((item: unknown) =>
      isRecord(item) && typeof item.name === 'string' && typeof item.requiredVersion === 'string' && item.singleton === true
        ? [{ name: item.name, requiredVersion: item.requiredVersion, version: typeof item.version === 'string' ? item.version : null }]
        : [],
    ),
  };
}

/**
 * Why a remote cannot run on this page's shared singletons, or null. A singleton exists once, so a
 * remote built for another major of React, or for a newer `@cabinet/design` (say, a component added
 * since the shell was published), would run on the shell's copy and break in ways users find first: it
 * is refused instead, naming the package, both versions and the fix.
 * One case runs instead of refusing: the page has run nothing of that package yet, so the remote's own
 * newer copy (which every build provides) serves the page; the federation runtime picks the highest
 * version not yet loaded. A package counts as a whole: the design package's entry points share one antd,
 * so a newer `/table` beside the shell's loaded `/core` would bring a second antd and style cache.
 * @param loadedPackages packages of which the page has already run some shared module
 */
export function sharedMismatch(
  manifest: RemoteManifest,
  provided: Readonly<Record<string, string>>,
  loadedPackages: ReadonlySet<string> = new Set(),
): string | null {
  const problems = manifest.shared.flatMap(({ name, requiredVersion, version: own }) => {
    const version = provided[name];
    if (!version || satisfy(version, requiredVersion)) return [];
    const pkg = sharedPackageOf(name);
    if (!loadedPackages.has(pkg) && own !== null && satisfy(own, requiredVersion)) return [];
    // Named by package: its entry points carry one version, so one line says it for all of them.
    return [`needs ${pkg} ${requiredVersion}, the shell provides ${version}`];
  });
  return problems.length > 0 ? `${[...new Set(problems)].join('; ')}: ${SHARED_SKEW_FIX}` : null;
}

/** The packages of which this page has run (or is loading) some shared module. */
export function loadedSharedPackages(): Set<string> {
  const loaded = new Set<string>();
  for (const modules of Object.values(getInstance()?.shareScopeMap ?? {})) {
    for (const [name, versions] of Object.entries(modules)) {
      if (Object.values(versions).some((shared) => shared.loaded === true || shared.lib !== undefined || Boolean(shared.loading))) loaded.add(sharedPackageOf(name));
    }
  }
  return loaded;
}

/** The versions of the singletons this page's host registered (the shell's own builds of them). */
export function hostSharedVersions(): Record<string, string> {
  const shared = getInstance()?.options.shared ?? {};
  const versions: Record<string, string> = {};
  for (const [name, candidates] of Object.entries(shared)) {
    const version = candidates[0]?.version;
    if (version) versions[name] = version;
  }
  return versions;
}

/** The container name a remote's build registers (webpack's uniqueName rules: no dashes). */
export function federationName(remote: RemoteName): string {
  return remote.replace(/[^a-zA-Z0-9_]/g, '_');
}

function isRemoteModule(value: unknown): value is RemoteModule {
  if (typeof value !== 'object' || value === null) return false;
  return 'mount' in value && 'unmount' in value && 'bootstrap' in value && 'contractVersion' in value && 'name' in value;
}

function exposedModule(namespace: unknown): unknown {
  return typeof namespace === 'object' && namespace !== null && 'default' in namespace ? namespace.default : namespace;
}

function withTimeout<T>(promise: Promise<T>, ms: number, remote: RemoteName, version: () => string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteLoadError(remote, version(), `did not load within ${ms / 1000} s`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export interface RemoteLoader {
  /** Loads a remote this host and viewer may have, registering it with the federation runtime on first use. */
  load(name: RemoteName): Promise<RemoteModule>;
  /** Forgets a failed load so the next one fetches the remote anew. */
  reset(name: RemoteName): void;
}

export interface RemoteLoaderOptions {
  /** The versions of the shared singletons the page provides; the federation runtime's by default. */
  providedShared?: () => Readonly<Record<string, string>>;
  /** The packages of which the page has run some shared module; the federation runtime's by default. */
  loadedShared?: () => ReadonlySet<string>;
  metrics?: RemoteMetrics;
}

async function fetchManifest(entry: string): Promise<RemoteManifest> {
  // Revalidated on every load: publishing a remote rewrites what this URL (or the registry) names.
  const response = await fetch(entry, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`its manifest ${entry} answered ${response.status}`);
  return readManifest(await response.json(), response.url || entry);
}

/**
 * @param allowed the remotes of this host for the current viewer (mf-admin only for admins);
 *   any other remote is never registered, so its code is never fetched.
 */
export function createRemoteLoader(
  registry: RemoteRegistry,
  timeoutMs: number,
  allowed: () => readonly RemoteName[],
  { providedShared = hostSharedVersions, loadedShared = loadedSharedPackages, metrics }: RemoteLoaderOptions = {},
): RemoteLoader {
  /** The container script each remote was registered with. */
  const registered = new Map<RemoteName, string>();
  const loads = new Map<RemoteName, Promise<RemoteModule>>();

  /**
   * Registered by its container script, not its manifest: the loader has read the manifest already, and
   * the runtime is built without its manifest (snapshot) code, which saves bytes in every app.
   */
  function register(name: RemoteName, remoteEntry: string): void {
    const known = registered.get(name);
    if (known === remoteEntry) return;
    // force: a retry (or a republished version) drops the runtime's cached, possibly failed, container.
    registerRemotes([{ name: federationName(name), entry: remoteEntry }], { force: known !== undefined });
    registered.set(name, remoteEntry);
  }

  async function fetchModule(name: RemoteName): Promise<RemoteModule> {
    const known = registry[name];
    if (!allowed().includes(name)) throw new RemoteLoadError(name, 'unknown', 'is not part of this host');
    if (!known) throw new RemoteLoadError(name, 'unknown', 'has no entry in the remote registry');
    let version = known.version ?? 'unknown';
    const loading = (async () => {
      const manifest = await fetchManifest(known.entry);
      version = known.version ?? manifest.version ?? 'unknown';
      metrics?.noteVersion(name, version);
      const mismatch = sharedMismatch(manifest, providedShared(), loadedShared());
      if (mismatch) throw new RemoteLoadError(name, version, mismatch, 'compatibility');
      register(name, manifest.remoteEntry);
      return loadRemote<unknown>(`${federationName(name)}/App`);
    })();
    let namespace: unknown;
    try {
      namespace = await withTimeout(loading, timeoutMs, name, () => version);
    } catch (error) {
      if (error instanceof RemoteLoadError) throw error;
      throw new RemoteLoadError(name, version, error instanceof Error ? error.message : String(error));
    }
    const module = exposedModule(namespace);
    if (!isRemoteModule(module)) throw new RemoteLoadError(name, version, 'does not expose single-spa lifecycles', 'compatibility');
    const contract = checkContract(module.contractVersion);
    if (!contract.compatible) throw new RemoteLoadError(name, module.version, contract.reason, 'compatibility');
    return module;
  }

  return {
    load(name) {
      let pending = loads.get(name);
      if (!pending) {
        pending = fetchModule(name);
        loads.set(name, pending);
        pending.catch(() => loads.delete(name));
      }
      return pending;
    },
    reset(name) {
      loads.delete(name);
      const remoteEntry = registered.get(name);
      // force: the runtime drops its cached (failed) container, so a retry really refetches.
      if (remoteEntry) registerRemotes([{ name: federationName(name), entry: remoteEntry }], { force: true });
    },
  };
}
