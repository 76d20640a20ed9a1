import { createRemoteMetrics, remoteOfRequest, type RemoteMetric } from './metrics';

describe('per-remote metrics', () => {
  it('times a load between the runtime request and its answer, with the version the manifest gave', () => {
    let clock = 1000;
    const emitted: RemoteMetric[] = [];
    const metrics = createRemoteMetrics({ now: () => clock, emit: (metric) => emitted.push(metric) });
    metrics.noteVersion('mf-flows', '1.2.0');
    metrics.requestStarted('mf_flows/App');
    clock = 1340;
    metrics.requestFinished('mf_flows/App', false);
    expect(metrics.rows()).toEqual([{ remote: 'mf-flows', version: '1.2.0', loads: 1, lastLoadMs: 340, failures: 0, lastFailure: '' }]);
    expect(emitted).toEqual([expect.objectContaining({ kind: 'load', remote: 'mf-flows', version: '1.2.0', durationMs: 340 })]);
  });

  it('does not count a failed request as a load', () => {
    const metrics = createRemoteMetrics({ emit: () => undefined });
    metrics.requestStarted('mf_ai/App');
    metrics.requestFinished('mf_ai/App', true);
    expect(metrics.rows()).toEqual([]);
  });

  it('counts failures per remote with their phase', () => {
    const metrics = createRemoteMetrics({ emit: () => undefined });
    metrics.recordFailure('mf-ai', '0.3.0', 'mount', 'boom');
    metrics.recordFailure('mf-ai', 'unknown', 'load', 'manifest answered 404');
    expect(metrics.rows()).toEqual([{ remote: 'mf-ai', version: '0.3.0', loads: 0, lastLoadMs: null, failures: 2, lastFailure: 'load: manifest answered 404' }]);
  });

  it('maps federation request ids back to remote names', () => {
    expect(remoteOfRequest('mf_admin/App')).toBe('mf-admin');
    expect(remoteOfRequest('other/App')).toBeNull();
  });
});
