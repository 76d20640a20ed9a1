import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkRemote, contentHash, DEPLOYED, SHARED_SKEW_FIX, publishedRemotes, publishRemote, readRegistry, rollbackRemote } from '../delivery.mjs';

/** A built remote as webpack leaves it: manifest, build info, entry and one hashed chunk. */
function fakeBuild(root: string, { name = 'mf-flows', version = '1.2.0', contract = '1.0.0', react = '^19.3.1', chunk = 'one', design = '1.0.0' } = {}) {
  const dist = mkdtempSync(path.join(root, 'dist-'));
  writeFileSync(path.join(dist, 'cabinet-build.json'), JSON.stringify({ name, version, contractVersion: contract }));
  writeFileSync(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({
      shared: [
        { name: 'react', version: '19.3.1', requiredVersion: react, singleton: true },
        { name: '@cabinet/design/core', version: design, requiredVersion: `^${design}`, singleton: true },
      ],
    }),
  );
  writeFileSync(path.join(dist, 'remoteEntry.js'), 'entry');
  writeFileSync(path.join(dist, '12.abcdef12.js'), chunk);
  return dist;
}

const shell = { contractVersion: '1.1.0', shared: { react: '19.3.1', '@cabinet/design/core': '1.0.0' }, startupPackages: ['react', '@cabinet/design'] };

describe('delivering one remote', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'delivery-'));

  it('accepts a build that fits the shell, and refuses one that does not, saying what and why', async () => {
    expect(await checkRemote({ name: 'mf-flows', distDir: fakeBuild(root), shell })).toEqual([]);
    expect(await checkRemote({ name: 'mf-flows', distDir: fakeBuild(root, { react: '^18.2.0', contract: '2.0.0' }), shell })).toEqual([
      'contract: built for contract 2.0.0, the shell speaks 1.1.0',
      'shared react: the remote needs ^18.2.0, the shell provides 19.3.1',
      `to fix the shared versions: ${SHARED_SKEW_FIX}`,
    ]);
    expect(await checkRemote({ name: 'mf-ai', distDir: fakeBuild(root), shell })).toEqual([expect.stringMatching(/is mf-flows, not mf-ai$/)]);
  });

  it('refuses a remote built against newer shared code than the shell runs, and says how to fix it', async () => {
    // A team added a component to @cabinet/design (1.1.0) and built its remote before the shell was published.
    expect(await checkRemote({ name: 'mf-flows', distDir: fakeBuild(root, { design: '1.1.0' }), shell })).toEqual([
      'shared @cabinet/design: the remote needs ^1.1.0, the shell provides 1.0.0',
      `to fix the shared versions: ${SHARED_SKEW_FIX}`,
    ]);
    // An older remote on the newer shell is fine: a minor version only adds.
    expect(await checkRemote({ name: 'mf-flows', distDir: fakeBuild(root, { design: '1.0.0' }), shell: { ...shell, shared: { ...shell.shared, '@cabinet/design/core': '1.4.0' } } })).toEqual([]);
    // A package no page of the shell runs before its remotes: the remote's own newer copy serves.
    expect(await checkRemote({ name: 'mf-flows', distDir: fakeBuild(root, { design: '1.1.0' }), shell: { ...shell, startupPackages: ['react'] } })).toEqual([]);
    // A shell that did not record what it runs at start: every package counts as run.
    const { startupPackages: _unknown, ...olderShell } = shell;
    expect(await checkRemote({ name: 'mf-flows', distDir: fakeBuild(root, { design: '1.1.0' }), shell: olderShell })).toHaveLength(2);
  });

  it('publishes immutable versions, switches the registry, and rolls back to the previous one', () => {
    const envDir = path.join(root, 'env');
    const first = publishRemote({ name: 'mf-flows', distDir: fakeBuild(root, { chunk: 'first' }), envDir });
    const second = publishRemote({ name: 'mf-flows', distDir: fakeBuild(root, { chunk: 'second' }), envDir });
    expect(first.version).toMatch(/^1\.2\.0-[0-9a-f]{8}$/);
    expect(second.version).not.toBe(first.version);
    expect(readFileSync(path.join(first.dir, '12.abcdef12.js'), 'utf8')).toBe('first');
    expect(publishedRemotes(envDir, 'http://cdn.test/')).toEqual({
      'mf-flows': { entry: `http://cdn.test/remotes/mf-flows/${second.version}/mf-manifest.json`, version: second.version },
    });

    expect(rollbackRemote({ name: 'mf-flows', envDir })).toEqual({ from: second.version, to: first.version });
    expect(readRegistry(envDir).remotes['mf-flows']?.current).toBe(first.version);
    // The rolled-back-from version stays on disk, so rolling forward is one more command.
    expect(rollbackRemote({ name: 'mf-flows', envDir, to: second.version }).to).toBe(second.version);
    expect(() => rollbackRemote({ name: 'mf-flows', envDir, to: '9.9.9-deadbeef' })).toThrow('is not a published version');
  });

  it('publishes the same build once; rolling back past the first publish returns to the deployed version, and no further', () => {
    const envDir = path.join(root, 'env-once');
    const dist = fakeBuild(root, { chunk: 'same' });
    const again = path.join(root, 'again');
    mkdirSync(again);
    cpSync(dist, again, { recursive: true });
    expect(contentHash(again)).toBe(contentHash(dist));
    const published = publishRemote({ name: 'mf-flows', distDir: dist, envDir });
    expect(publishRemote({ name: 'mf-flows', distDir: again, envDir }).unchanged).toBe(true);

    // The version before the first publish is the one the shell was deployed with: its own origin serves it.
    expect(rollbackRemote({ name: 'mf-flows', envDir })).toEqual({ from: published.version, to: DEPLOYED });
    expect(publishedRemotes(envDir, 'http://cdn.test/')).toEqual({});
    expect(() => rollbackRemote({ name: 'mf-flows', envDir })).toThrow(`has no version before ${DEPLOYED}`);
    // Forward again by name, or by publishing.
    expect(rollbackRemote({ name: 'mf-flows', envDir, to: published.version })).toEqual({ from: DEPLOYED, to: published.version });
    expect(publishedRemotes(envDir, 'http://cdn.test/')['mf-flows']?.version).toBe(published.version);
    expect(() => rollbackRemote({ name: 'mf-ai', envDir })).toThrow('was never published');
  });
});
