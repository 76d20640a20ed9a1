import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { checkContract, type FailurePhase, type RemoteModule, type RemoteName } from '@cabinet/contracts';

export interface RemoteFailure {
  remote: RemoteName;
  version: string;
  phase: FailurePhase;
  reason: string;
}

/** The event a deployer forwards to monitoring; its detail is a RemoteFailure. */
export const REMOTE_FAILURE_EVENT = 'cabinet:remote-failure';

export function reportRemoteFailure(failure: RemoteFailure): void {
  console.error(`[cabinet] remote ${failure.remote}@${failure.version} failed during ${failure.phase}: ${failure.reason}`);
  window.dispatchEvent(new CustomEvent<RemoteFailure>(REMOTE_FAILURE_EVENT, { detail: failure }));
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly version: string,
    reason: string,
  ) {
    super(reason);
  }
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

function withTimeout<T>(promise: Promise<T>, ms: number, remote: RemoteName): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteLoadError(remote, 'unknown', `did not load within ${ms / 1000} s`)), ms);
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

/**
 * @param allowed the remotes of this host for the current viewer (mf-admin only for admins);
 *   any other remote is never registered, so its code is never fetched.
 */
export function createRemoteLoader(
  registry: Partial<Record<RemoteName, string>>,
  timeoutMs: number,
  allowed: () => readonly RemoteName[],
): RemoteLoader {
  const registered = new Set<RemoteName>();
  const loads = new Map<RemoteName, Promise<RemoteModule>>();

  function entryOf(name: RemoteName): string | undefined {
    return registry[name];
  }

  function register(name: RemoteName): void {
    const entry = entryOf(name);
    if (!allowed().includes(name)) throw new RemoteLoadError(name, 'unknown', 'is not part of this host');
    if (!entry) throw new RemoteLoadError(name, 'unknown', 'has no entry in the remote registry');
    if (registered.has(name)) return;
    registerRemotes([{ name: federationName(name), entry }]);
    registered.add(name);
  }

  async function fetchModule(name: RemoteName): Promise<RemoteModule> {
    register(name);
    let namespace: unknown;
    try {
      namespace = await withTimeout(loadRemote<unknown>(`${federationName(name)}/App`), timeoutMs, name);
    } catch (error) {
      if (error instanceof RemoteLoadError) throw error;
      throw new RemoteLoadError(name, 'unknown', error instanceof Error ? error.message : String(error));
    }
    const module = exposedModule(namespace);
    if (!isRemoteModule(module)) throw new RemoteLoadError(name, 'unknown', 'does not expose single-spa lifecycles');
    const contract = checkContract(module.contractVersion);
    if (!contract.compatible) throw new RemoteLoadError(name, module.version, contract.reason);
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
      const entry = entryOf(name);
      // force: the runtime drops its cached (failed) entry and manifest, so a retry really refetches.
      if (entry && registered.has(name)) registerRemotes([{ name: federationName(name), entry }], { force: true });
    },
  };
}
