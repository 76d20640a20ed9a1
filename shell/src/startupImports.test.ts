import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * What the shell's start-up reaches through static imports is fetched before the first page draws, the
 * sign-in page included (each shared entry point a module imports is loaded before it runs). The signed-in
 * layout's and the data screens' design entry points must come only through `import()` (lazyPages.ts), and
 * since the sign-in page is drawn with `@cabinet/design/plain`, so must antd itself: neither the start-up nor
 * mf-auth's entry with its sign-in screen may reach antd or a design entry point that carries it.
 */
const ANTD_ENTRIES = [
  '@cabinet/design',
  '@cabinet/design/core',
  '@cabinet/design/forms',
  '@cabinet/design/overlays',
  '@cabinet/design/data',
  '@cabinet/design/table',
  '@cabinet/design/segmented',
  '@cabinet/design/select',
  '@cabinet/design/phone',
  '@cabinet/design/feedback',
];
const isAntd = (request: string) => ANTD_ENTRIES.includes(request) || /^(antd|@ant-design\/cssinjs|@rc-component\/|rc-)/.test(request);

const REPO = path.join(__dirname, '../..');

// Static imports and re-exports only: `import type` is erased, `import('...')` loads on demand.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^'";]*?\bfrom\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;

function resolveLocal(from: string, request: string): string | null {
  const base = path.resolve(path.dirname(from), request);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** Our shared packages' entry files by request (`@cabinet/contracts`, `@cabinet/toolkit/forms`, `@cabinet/design/plain`). */
function workspaceEntries(): Map<string, string> {
  const entries = new Map<string, string>();
  const shared = path.join(REPO, 'shared');
  for (const dir of readdirSync(shared)) {
    const manifest = path.join(shared, dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const pkg: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
    if (typeof pkg !== 'object' || pkg === null || !('name' in pkg) || !('exports' in pkg) || typeof pkg.exports !== 'object' || pkg.exports === null) continue;
    for (const [subpath, target] of Object.entries(pkg.exports)) {
      if (typeof target !== 'string' || !/\.tsx?$/.test(target)) continue;
      entries.set(subpath === '.' ? String(pkg.name) : `${String(pkg.name)}${subpath.slice(1)}`, path.join(shared, dir, target));
    }
  }
  return entries;
}

const WORKSPACE = workspaceEntries();

/**
 * Every bare module the file reaches through static imports, with the chain that reaches it. Our packages'
 * files are followed too (the bundled ones, and the shared entry points that must stay light), except the
 * antd-carrying entries themselves, which are reported where they are reached.
 */
function staticReach(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const here = [...chain, path.relative(REPO, file)];
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const request = match[1] ?? match[2] ?? '';
      if (request.startsWith('.')) {
        const local = resolveLocal(file, request);
        if (local) visit(local, here);
        continue;
      }
      if (!reached.has(request)) reached.set(request, here);
      const workspaceFile = WORKSPACE.get(request);
      if (workspaceFile && !isAntd(request)) visit(workspaceFile, here);
    }
  };
  visit(entry, []);
  return reached;
}

function antdReached(entry: string): string[] {
  return [...staticReach(entry)].filter(([request]) => isAntd(request)).map(([request, chain]) => `${request} via ${chain.join(' -> ')}`);
}

describe("the shell's start-up and the sign-in page", () => {
  it('reach no antd before the first page draws: the shell start-up', () => {
    expect(antdReached(path.join(__dirname, 'bootstrap.tsx'))).toEqual([]);
  });

  it("reach no antd: mf-auth's exposed entry with its sign-in screen", () => {
    expect(antdReached(path.join(REPO, 'mf-auth/src/remote.tsx'))).toEqual([]);
  });

  it('do reach the plain primitives they draw with, through the shared packages (the check follows imports)', () => {
    expect(staticReach(path.join(__dirname, 'bootstrap.tsx')).has('@cabinet/design/plain')).toBe(true);
    expect(staticReach(path.join(REPO, 'mf-auth/src/remote.tsx')).get('@cabinet/design/plain')).toBeDefined();
    // A screen drawn with antd is found when it is imported statically.
    expect(staticReach(path.join(REPO, 'mf-auth/src/account/register/RegisterScreen.tsx')).has('@cabinet/design/forms')).toBe(true);
  });
});
