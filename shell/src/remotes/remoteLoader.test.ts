import { SHARED_SKEW_FIX, sharedPackageOf } from '@cabinet/contracts/version';
import { readManifest, sharedMismatch } from './remoteLoader';

const MANIFEST_URL = 'https://cdn.example/remotes/mf-flows/1.4.0-3f2a/mf-manifest.json';
const manifest = {
  metaData: { buildInfo: { buildVersion: '1.4.0' }, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
  shared: [
    { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
    { name: '@cabinet/design/core', version: '1.3.0', requiredVersion: '^1.3.0', singleton: true },
    { name: 'lodash', version: '4.0.0', requiredVersion: '^4.0.0', singleton: false },
  ],
};

describe("reading a remote's manifest before running it", () => {
  it('knows its version and the singletons it needs', () => {
    expect(readManifest(manifest, MANIFEST_URL)).toEqual({
      remoteEntry: 'https://cdn.example/remotes/mf-flows/1.4.0-3f2a/remoteEntry.js',
      version: '1.4.0',
      shared: [
        { name: 'react', requiredVersion: '^19.3.1', version: '19.3.1' },
        { name: '@cabinet/design/core', requiredVersion: '^1.3.0', version: '1.3.0' },
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
    expect(sharedMismatch(readManifest(manifest, MANIFEST_URL), { react: '19.4.0', '@cabinet/design/core': '1.4.0' }, new Set(['react', '@cabinet/design']))).toBeNull();
    // A library the shell does not share is the remote's own business.
    expect(sharedMismatch(readManifest(manifest, MANIFEST_URL), {})).toBeNull();
  });

  it('refuses one built for another version, naming the library, both versions and the fix', () => {
    const loaded = new Set(['react', '@cabinet/design']);
    expect(sharedMismatch(readManifest(manifest, MANIFEST_URL), { react: '18.3.1', '@cabinet/design/core': '2.0.0' }, loaded)).toBe(
      `needs react ^19.3.1, the shell provides 18.3.1; needs @cabinet/design ^1.3.0, the shell provides 2.0.0: ${SHARED_SKEW_FIX}`,
    );
    expect(SHARED_SKEW_FIX).toMatch(/^publish the shell .*, or build the remote against the live shell's versions/);
  });

  it('refuses one built against newer shared code than the shell published, when the page already runs that package', () => {
    // The team added a component to @cabinet/design (1.3.0) and published its remote before the shell (1.2.0).
    expect(sharedMismatch(readManifest(manifest, MANIFEST_URL), { react: '19.3.1', '@cabinet/design/core': '1.2.0' }, new Set(['react', '@cabinet/design']))).toBe(
      `needs @cabinet/design ^1.3.0, the shell provides 1.2.0: ${SHARED_SKEW_FIX}`,
    );
  });

  it("runs one built against newer shared code when the page has run none of that package yet: the remote's copy serves", () => {
    expect(sharedMismatch(readManifest(manifest, MANIFEST_URL), { react: '19.3.1', '@cabinet/design/core': '1.2.0' }, new Set(['react']))).toBeNull();
    // ...unless the remote's own copy does not satisfy what it needs either.
    const broken = { ...manifest, shared: [{ name: '@cabinet/design/core', version: '1.2.0', requiredVersion: '^1.3.0', singleton: true }] };
    expect(sharedMismatch(readManifest(broken, MANIFEST_URL), { '@cabinet/design/core': '1.2.0' }, new Set())).toMatch(/^needs @cabinet\/design \^1\.3\.0/);
  });

  it('counts the entry points of one package as one: they share one antd, and one line names them', () => {
    const entries = { ...manifest, shared: ['core', 'forms', 'table'].map((entry) => ({ name: `@cabinet/design/${entry}`, version: '1.3.0', requiredVersion: '^1.3.0', singleton: true })) };
    const shell = { '@cabinet/design/core': '1.2.0', '@cabinet/design/forms': '1.2.0', '@cabinet/design/table': '1.2.0' };
    expect(sharedMismatch(readManifest(entries, MANIFEST_URL), shell, new Set(['@cabinet/design']))).toBe(`needs @cabinet/design ^1.3.0, the shell provides 1.2.0: ${SHARED_SKEW_FIX}`);
    expect(sharedPackageOf('@cabinet/design/table')).toBe('@cabinet/design');
    expect(sharedPackageOf('react-dom/client')).toBe('react-dom');
    expect(sharedPackageOf('@ant-design/icons/es/components/AntdIconLight')).toBe('@ant-design/icons');
  });
});
