import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type FailurePhase, type RemoteName } from '@cabinet/contracts';

/**
 * Per-remote load times and failures. The federation runtime plugin below times each remote's load
 * (manifest, entry, exposed module); the loader and the outlet add the failures of the other phases
 * (compatibility, mount, render). Every record is also an event a deployer forwards to monitoring:
 *
 *   window.addEventListener('cabinet:remote-metric', (event) => send(event.detail));
 *
 * and in the browser console `cabinetRemotes()` prints the table (development builds print it after
 * every load as well).
 */
export const REMOTE_METRIC_EVENT = 'cabinet:remote-metric';

export type RemoteMetric =
  | { kind: 'load'; remote: RemoteName; version: string; durationMs: number; at: string }
  | { kind: 'failure'; remote: RemoteName; version: string; phase: FailurePhase; reason: string; at: string };

export interface RemoteMetricsRow {
  remote: RemoteName;
  version: string;
  loads: number;
  lastLoadMs: number | null;
  failures: number;
  lastFailure: string;
}

export interface RemoteMetrics {
  /** The version a remote's manifest names, learnt before its code loads. */
  noteVersion(remote: RemoteName, version: string): void;
  recordLoad(remote: RemoteName, version: string, durationMs: number): void;
  recordFailure(remote: RemoteName, version: string, phase: FailurePhase, reason: string): void;
  rows(): RemoteMetricsRow[];
  /** The runtime began loading a federation request (`mf_flows/App`). */
  requestStarted(id: string): void;
  /** ...and finished it; a failure is recorded by the loader, which knows its phase and version. */
  requestFinished(id: string, failed: boolean): void;
  /** The federation runtime plugin that times loads; register it once with registerPlugins. */
  runtimePlugin(): ModuleFederationRuntimePlugin;
}

/** `mf_flows/App` (a federation request id) → `mf-flows`. */
export function remoteOfRequest(id: string): RemoteName | null {
  const container = id.split('/')[0] ?? '';
  return REMOTE_NAMES.find((name) => name.replace(/[^a-zA-Z0-9_]/g, '_') === container) ?? null;
}

export function createRemoteMetrics({ now = () => performance.now(), emit = dispatch }: { now?: () => number; emit?: (metric: RemoteMetric) => void } = {}): RemoteMetrics {
  const rows = new Map<RemoteName, RemoteMetricsRow>();
  const started = new Map<RemoteName, number>();

  const rowOf = (remote: RemoteName, version: string): RemoteMetricsRow => {
    const row = rows.get(remote) ?? { remote, version, loads: 0, lastLoadMs: null, failures: 0, lastFailure: '' };
    if (version !== 'unknown') row.version = version;
    rows.set(remote, row);
    return row;
  };

  const metrics: RemoteMetrics = {
    noteVersion(remote, version) {
      rowOf(remote, version);
    },
    recordLoad(remote, version, durationMs) {
      const row = rowOf(remote, version);
      row.loads += 1;
      row.lastLoadMs = Math.round(durationMs);
      emit({ kind: 'load', remote, version: row.version, durationMs: row.lastLoadMs, at: new Date().toISOString() });
    },
    recordFailure(remote, version, phase, reason) {
      const row = rowOf(remote, version);
      row.failures += 1;
      row.lastFailure = `${phase}: ${reason}`;
      emit({ kind: 'failure', remote, version: row.version, phase, reason, at: new Date().toISOString() });
    },
    rows: () => [...rows.values()].map((row) => ({ ...row })),
    requestStarted(id) {
      const remote = remoteOfRequest(id);
      if (remote) started.set(remote, now());
    },
    requestFinished(id, failed) {
      const remote = remoteOfRequest(id);
      const start = remote ? started.get(remote) : undefined;
      if (!remote || start === undefined) return;
      started.delete(remote);
      if (!failed) metrics.recordLoad(remote, 'unknown', now() - start);
    },
    runtimePlugin: () => ({
      name: 'cabinet-remote-metrics',
      beforeRequest(args) {
        metrics.requestStarted(args.id);
        return args;
      },
      afterLoadRemote({ id, error }) {
        metrics.requestFinished(id, Boolean(error));
      },
    }),
  };
  return metrics;
}

function dispatch(metric: RemoteMetric): void {
  window.dispatchEvent(new CustomEvent<RemoteMetric>(REMOTE_METRIC_EVENT, { detail: metric }));
}
