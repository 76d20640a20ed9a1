import { readManifest, sharedMismatch } from './remoteLoader';

const manifest = {
  metaData: { buildInfo: { buildVersion: '1.4.0' } },
  shared: [
    { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
    { name: '@cabinet/design', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
    { name: 'lodash', version: '4.0.0', requiredVersion: '^4.0.0', singleton: false },
  ],
};

describe("reading a remote's manifest before running it", () => {
  it('knows its version and the singletons it needs', () => {
    expect(readManifest(manifest)).toEqual({
      version: '1.4.0',
      shared: [
        { name: 'react', requiredVersion: '^19.3.1' },
        { name: '@cabinet/design', requiredVersion: '^0.1.0' },
      ],
    });
    expect(readManifest({})).toEqual({ version: null, shared: [] });
  });

  it('accepts a remote whose singletons the shell provides in a satisfying version', () => {
    expect(sharedMismatch(readManifest(manifest), { react: '19.4.0', '@cabinet/design': '0.1.3' })).toBeNull();
    // A library the shell does not share is the remote's own business.
    expect(sharedMismatch(readManifest(manifest), {})).toBeNull();
  });

  it('refuses one built for another version, naming the library and both versions', () => {
    expect(sharedMismatch(readManifest(manifest), { react: '18.3.1', '@cabinet/design': '0.2.0' })).toBe(
      'needs react ^19.3.1, the shell provides 18.3.1; needs @cabinet/design ^0.1.0, the shell provides 0.2.0',
    );
  });
});
