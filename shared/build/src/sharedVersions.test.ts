import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SHARED_PACKAGES, staleSharedVersions, writeSharedVersions } from '../sharedVersions.mjs';

describe('the versions of the shared singletons', () => {
  it('move whenever their content does, in this repository', () => {
    // A failure here means: run `npm run shared:versions` (for a breaking change, raise the major first).
    expect(staleSharedVersions()).toEqual([]);
  });

  /** A workspace with the three shared packages, each an entry point that imports one file. */
  function workspace(): string {
    const root = mkdtempSync(path.join(tmpdir(), 'shared-versions-'));
    for (const shared of SHARED_PACKAGES) {
      const dir = path.join(root, shared.dir);
      mkdirSync(path.join(dir, 'src/domain'), { recursive: true });
      const exportsMap = Object.fromEntries(shared.entries.map((entry) => [entry, `./src/${entry === '.' ? 'index' : entry.slice(2)}.ts`]));
      writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: shared.name, version: '1.0.0', exports: { ...exportsMap, './domain': './src/domain/index.ts' } }));
      for (const file of Object.values(exportsMap)) writeFileSync(path.join(dir, file), "export { shared } from './part';\n");
      writeFileSync(path.join(dir, 'src/part.ts'), 'export const shared = 1;\n');
      // Reached by no shared entry point: bundled into the apps that import it.
      writeFileSync(path.join(dir, 'src/domain/index.ts'), 'export const domain = 1;\n');
    }
    mkdirSync(path.join(root, 'shared/build'), { recursive: true });
    writeSharedVersions(root);
    return root;
  }

  const design = SHARED_PACKAGES[0];
  const versionOf = (root: string) => JSON.parse(readFileSync(path.join(root, design.dir, 'package.json'), 'utf8')).version;

  it('refuses content that changed under an unchanged version, and gives it the next minor version', () => {
    const root = workspace();
    writeFileSync(path.join(root, design.dir, 'src/part.ts'), 'export const shared = 2;\nexport const added = 3;\n');
    expect(staleSharedVersions(root)).toEqual(['@cabinet/design changed since 1.0.0 was recorded, and its version did not move']);
    expect(writeSharedVersions(root)).toEqual([{ name: '@cabinet/design', from: '1.0.0', to: '1.1.0' }]);
    expect(versionOf(root)).toBe('1.1.0');
    expect(staleSharedVersions(root)).toEqual([]);
  });

  it('keeps a major raised by hand for a breaking change', () => {
    const root = workspace();
    const manifestFile = path.join(root, design.dir, 'package.json');
    writeFileSync(manifestFile, JSON.stringify({ ...JSON.parse(readFileSync(manifestFile, 'utf8')), version: '2.0.0' }));
    writeFileSync(path.join(root, design.dir, 'src/part.ts'), 'export const renamed = 1;\n');
    expect(staleSharedVersions(root)).toEqual(['@cabinet/design is 2.0.0 in its package.json but 1.0.0 is recorded']);
    expect(writeSharedVersions(root)).toEqual([]);
    expect(versionOf(root)).toBe('2.0.0');
    expect(staleSharedVersions(root)).toEqual([]);
  });

  it('leaves the version alone when only code no shared entry point reaches changed', () => {
    const root = workspace();
    writeFileSync(path.join(root, design.dir, 'src/domain/index.ts'), 'export const domain = 2;\n');
    expect(staleSharedVersions(root)).toEqual([]);
  });

  it("leaves it alone when a domain's entry is added under a ./* export, and follows a shared entry that imports one", () => {
    const root = workspace();
    const manifestFile = path.join(root, design.dir, 'package.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, exports: { ...manifest.exports, './*': './src/*/index.ts' } }));
    writeSharedVersions(root);
    mkdirSync(path.join(root, design.dir, 'src/reports'));
    writeFileSync(path.join(root, design.dir, 'src/reports/index.ts'), 'export const reports = 1;\n');
    expect(staleSharedVersions(root)).toEqual([]);
    writeFileSync(path.join(root, design.dir, 'src/part.ts'), `export { reports as shared } from '${design.name}/reports';\n`);
    writeSharedVersions(root);
    writeFileSync(path.join(root, design.dir, 'src/reports/index.ts'), 'export const reports = 2;\n');
    expect(staleSharedVersions(root)).toEqual(['@cabinet/design changed since 1.2.0 was recorded, and its version did not move']);
  });
});
