import { cpSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { REMOTES } from '../../contracts/src/remotes.mjs';
import { LIST_FILE } from '../remoteList.mjs';
import { generateRemote } from '../remoteTemplate.mjs';
import { sharedPackageNames } from '../webpack.mjs';

const WORKSPACE = path.resolve(__dirname, '../../..');

/** A scratch workspace: a copy of the list of remotes, and room for the new folder. */
function scratch() {
  const root = mkdtempSync(path.join(tmpdir(), 'remote-new-'));
  const listFile = path.join(root, 'shared/contracts/src/remotes.mjs');
  mkdirSync(path.dirname(listFile), { recursive: true });
  cpSync(LIST_FILE, listFile);
  return { root, listFile };
}

const base = { port: 3011, list: REMOTES, sharedPackages: sharedPackageNames() };

/**
 * Type-checks a generated remote against the real contracts package as it would be once the generated
 * entry is in the list: the compiler reads the scratch list in place of the real one.
 */
function typeErrors(remoteDir: string, listFile: string): string[] {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noUncheckedIndexedAccess: true,
    allowJs: true,
    checkJs: true,
    resolveJsonModule: true,
    esModuleInterop: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
    paths: { '@cabinet/contracts': [path.join(WORKSPACE, 'shared/contracts/src/index.ts')] },
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) =>
    path.resolve(fileName) === LIST_FILE ? ts.createSourceFile(fileName, readFileSync(listFile, 'utf8'), languageVersion) : getSourceFile(fileName, languageVersion, ...rest);
  const program = ts.createProgram([path.join(remoteDir, 'src/remote.tsx')], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.file?.fileName.startsWith(remoteDir) || diagnostic.file?.fileName === LIST_FILE)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('npm run remote -- new', () => {
  it('writes a remote whose files are one-line calls of the shared factories, and adds its entry to the list', () => {
    const { root, listFile } = scratch();
    const created = generateRemote({ ...base, root, listFile, name: 'mf-reports', routes: ['reports', 'reports.byMonth'], description: 'monthly reports' });

    expect(created.files.sort()).toEqual(['jest.config.mjs', 'package.json', 'src/remote.tsx', 'tsconfig.json', 'webpack.config.mjs']);
    const read = (file: string) => readFileSync(path.join(created.dir, file), 'utf8');
    expect(read('webpack.config.mjs')).toContain('export default remoteConfig(import.meta.dirname);');
    expect(read('tsconfig.json')).toBe('{ "extends": "../shared/build/tsconfig.app.json" }\n');
    expect(read('src/remote.tsx')).toContain("screens: placeholderScreens(['reports', 'reports.byMonth'])");

    const manifest = JSON.parse(read('package.json'));
    expect(manifest).toMatchObject({ name: '@cabinet/mf-reports', description: 'Remote: monthly reports.' });
    expect(Object.keys(manifest.dependencies).sort()).toEqual(['@cabinet/contracts', ...sharedPackageNames()].sort());
    expect(manifest.devDependencies).toMatchObject({ '@cabinet/build': 'workspace:*', webpack: expect.any(String), 'webpack-cli': expect.any(String) });

    const list = readFileSync(listFile, 'utf8');
    expect(list).toContain("  {\n    name: 'mf-reports',\n    port: 3011,\n    routes: ['reports', 'reports.byMonth'],\n  },\n]);");
  });

  it('writes a remote that type-checks against the contract once its entry is in the list', () => {
    const { root, listFile } = scratch();
    const created = generateRemote({ ...base, root, listFile, name: 'mf-reports', routes: ['reports'] });
    expect(typeErrors(created.dir, listFile)).toEqual([]);
    // Without its entry the remote is unknown to the contract: the check is a real one.
    expect(typeErrors(created.dir, LIST_FILE)).toEqual(expect.arrayContaining([expect.stringContaining('"mf-reports"')]));
  });

  it('gives a remote with messages its catalogue and the lingui config', () => {
    const { root, listFile } = scratch();
    const created = generateRemote({ ...base, root, listFile, name: 'mf-reports', messages: true });
    expect(created.files).toEqual(expect.arrayContaining(['lingui.config.ts', 'src/catalog.ts', 'src/locales/en.po', 'src/locales/uk-UA.po']));
    expect(readFileSync(path.join(created.dir, 'src/catalog.ts'), 'utf8')).toContain("registerCatalog('mf-reports', catalog);");
    expect(JSON.parse(readFileSync(path.join(created.dir, 'package.json'), 'utf8')).scripts.build).toBe('lingui compile --strict --typescript --workers 1 && webpack --mode production');
  });

  it('refuses a name, port or route that is taken, and a name that is not a remote\'s', () => {
    const { root, listFile } = scratch();
    expect(() => generateRemote({ ...base, root, listFile, name: 'mf-flows' })).toThrow('mf-flows is already in the list of remotes');
    expect(() => generateRemote({ ...base, root, listFile, name: 'mf-reports', port: 3003 })).toThrow('port 3003 is taken');
    expect(() => generateRemote({ ...base, root, listFile, name: 'mf-reports', routes: ['flows'] })).toThrow("route flows is already mf-flows's");
    expect(() => generateRemote({ ...base, root, listFile, name: 'mf-reports', routes: ['ideas'] })).toThrow("route ideas is already the shell's");
    expect(() => generateRemote({ ...base, root, listFile, name: 'Reports' })).toThrow('not Reports');
    expect(readFileSync(listFile, 'utf8')).toBe(readFileSync(LIST_FILE, 'utf8'));
  });
});
