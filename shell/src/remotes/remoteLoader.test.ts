import { readManifest, sharedMismatch } from './remoteLoader';

const MANIFEST_URL = 'https://cdn.example/remotes/mf-flows/1.4.0-3f2a/mf-manifest.json';
const manifest = {
  metaData: { buildInfo: { buildVersion: '1.4.0' }, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
  shared: [
    { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
    { name: '@cabinet/design', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
    { name: 'lodash', version: '4.0.0', requiredVersion: '^4.0.0', singleton: false },
  ],
};

describe("reading a remote's manifest before running it", () => {
  it('knows its version and the singletons it needs', () => {
    expect(readManifest(manifest, MANIFEST_URL)).toEqual({
      remoteEntry: 'https://cdn.example/remotes/mf-flows/1.4.0-3f2a/remoteEntry.js',
      version: '1.4.0',
      shared: [
        { name: 'react', requiredVersion: '^19.3.1' },
        { name: '@cabinet/design', requiredVersion: '^0.1.0' },
      ],
    });
    expect(readManifest({}, MANIFEST_URL)).toEqual({ remoteEntry: 'https://cdn.example/remotes/mf-flows/1.4.0-3f2a/remoteEntry.js', version: null, shared: [] });
  });

  it('finds the container script beside the manifest, or under the public path the remote was built with', () => {
    const withPath = { metaData: { ...manifest.metaData, remoteEntry: { name: 'remoteEntry.js', path: 'static', type: 'global' } } };
    expect(readManifest(withPath, MANIFEST_URL).remoteEntry).toBe('https://cdn.example/remotes/mf-flows/1.4.0-3f2a/static/remoteEntry.js');
    const fixedPublicPath = { metaData: { ...manifest.metaData, publicPath: 'https://flows.example/' } };
    expect(readManifest(fixedPublicPath, MANIFEST_URL).remoteEntry).toBe('https://flows.example/remoteEntry.js');
  });

  it('accepts a remote whose singletons the shell provides in a satisfying version', () => {
    expect(sharedMismatch(readManifest(manifest, MANIFEST_URL), { react: '19.4.0', '@cabinet/design': '0.1.3' })).toBeNull();
    // A library the shell does not share is the remote's own business.
    expect(sharedMismatch(readManifest(manifest, MANIFEST_URL), {})).toBeNull();
  });

  it('refuses one built for another version, naming the library and both versions', () => {
    expect(sharedMismatch(readManifest(manifest, MANIFEST_URL), { react: '18.3.1', '@cabinet/design': '0.2.0' })).toBe(
      'needs react ^19.3.1, the shell provides 18.3.1; needs @cabinet/design ^0.1.0, the shell provides 0.2.0',
    );
  });
});
