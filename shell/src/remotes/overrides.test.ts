import { applyOverrides, OVERRIDES_STORAGE_KEY, resolveOverrides } from './overrides';

describe('developer overrides of a remote', () => {
  beforeEach(() => localStorage.clear());

  it('takes a loopback override from the query string, keeps it for later loads, and cleans the URL', () => {
    const first = resolveOverrides({ search: '?remote-override=mf-flows=http://localhost:4003&tab=x', storage: localStorage, allowAnyOrigin: false });
    expect(first.active).toEqual({ 'mf-flows': 'http://localhost:4003/mf-manifest.json' });
    expect(first.cleanedSearch).toBe('?tab=x');

    const later = resolveOverrides({ search: '', storage: localStorage, allowAnyOrigin: false });
    expect(later.active).toEqual({ 'mf-flows': 'http://localhost:4003/mf-manifest.json' });
    expect(later.cleanedSearch).toBeNull();
  });

  it('refuses a foreign origin unless the environment allows any, and unknown remote names', () => {
    const refused = resolveOverrides({ search: '?remote-override=mf-flows=https://evil.example,mf-nope=http://localhost:1', storage: localStorage, allowAnyOrigin: false });
    expect(refused.active).toEqual({});
    expect(refused.refused).toEqual(['mf-flows: https://evil.example is not a loopback origin', 'mf-nope: not a remote of the cabinet']);

    const allowed = resolveOverrides({ search: '?remote-override=mf-ai=https://staging.example/mf-ai/mf-manifest.json', storage: localStorage, allowAnyOrigin: true });
    expect(allowed.active).toEqual({ 'mf-ai': 'https://staging.example/mf-ai/mf-manifest.json' });
  });

  it('removes every override with "off"', () => {
    resolveOverrides({ search: '?remote-override=mf-flows=http://127.0.0.1:4003', storage: localStorage, allowAnyOrigin: false });
    const off = resolveOverrides({ search: '?remote-override=off', storage: localStorage, allowAnyOrigin: false });
    expect(off.active).toEqual({});
    expect(localStorage.getItem(OVERRIDES_STORAGE_KEY)).toBeNull();
  });

  it('points only the overridden remote elsewhere', () => {
    const registry = { 'mf-auth': { entry: 'https://cdn/mf-auth/1/mf-manifest.json', version: '1' }, 'mf-flows': { entry: 'https://cdn/mf-flows/2/mf-manifest.json', version: '2' } };
    expect(applyOverrides(registry, { 'mf-flows': 'http://localhost:4003/mf-manifest.json' })).toEqual({
      'mf-auth': registry['mf-auth'],
      'mf-flows': { entry: 'http://localhost:4003/mf-manifest.json', version: null },
    });
  });
});
