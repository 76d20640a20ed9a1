import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { REMOTES } from '../../contracts/src/remotes.mjs';
import { sharedPackageNames } from '../webpack.mjs';

const ROOT = path.resolve(__dirname, '../../..');
/** Static imports and re-exports (at a line's start, so text in a string is not taken for one), and dynamic imports. */
const IMPORTS = [/^\s*(?:import|export)\s+(?:type\s+)?(?:[^;'"]*?\s*from\s*)?['"]([^'"\n]+)['"]/gm, /\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g];

/** `@cabinet/design/core` → `@cabinet/design`, `react-dom/client` → `react-dom`; relative imports are the remote's own. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  return specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
}

/** The packages a remote's source imports: its running code, or (tests: true) its tests and test kits. */
function importsOf(dir: string, { tests }: { tests: boolean }): Set<string> {
  const imported = new Set<string>();
  const files = readdirSync(path.join(dir, 'src'), { recursive: true, encoding: 'utf8' }).filter((file) => /\.(tsx?|mjs|js)$/.test(file));
  // A remote's test kits (src/testing/) are imported by its tests only: test code, as the tests are.
  const isTest = (name: string) => /\.test\.tsx?$/.test(name) || name.split(path.sep)[0] === 'testing';
  for (const file of files.filter((name) => isTest(name) === tests)) {
    const source = readFileSync(path.join(dir, 'src', file), 'utf8');
    for (const [, specifier = ''] of IMPORTS.flatMap((pattern) => [...source.matchAll(pattern)])) {
      const name = packageOf(specifier);
      if (name) imported.add(name);
    }
  }
  return imported;
}

const manifestOf = (dir: string): { dependencies?: Record<string, string>; devDependencies?: Record<string, string> } =>
  JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));

/*
 * The build resolves every shared singleton (and our shared packages' files) from the app's own folder
 * (webpack.mjs sharedModules), so a remote declares them whether its code imports them or not.
 */
const BUILD_NEEDS = new Set(sharedPackageNames());

describe.each(REMOTES.map((remote) => remote.name))('%s declares what it imports', (name) => {
  const dir = path.join(ROOT, name);
  const manifest = manifestOf(dir);
  const runtime = Object.keys(manifest.dependencies ?? {});
  const development = Object.keys(manifest.devDependencies ?? {});

  it('and no runtime dependency it does not import (beyond what the build resolves from it)', () => {
    const imported = importsOf(dir, { tests: false });
    expect(runtime.filter((dependency) => !imported.has(dependency) && !BUILD_NEEDS.has(dependency))).toEqual([]);
  });

  it('and every package its code imports, its running code at run time', () => {
    expect([...importsOf(dir, { tests: false })].filter((imported) => !runtime.includes(imported))).toEqual([]);
    expect([...importsOf(dir, { tests: true })].filter((imported) => !runtime.includes(imported) && !development.includes(imported))).toEqual([]);
  });
});
