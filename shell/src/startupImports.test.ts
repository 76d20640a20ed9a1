import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the shell's start-up reaches through static imports is fetched before the first page draws, the
 * sign-in page included (each shared entry point a module imports is loaded before it runs). The signed-in
 * layout's and the data screens' design entry points must come only through `import()` (lazyPages.ts).
 */
const SIGNED_IN_ONLY = ['@cabinet/design', '@cabinet/design/overlays', '@cabinet/design/data', '@cabinet/design/table', '@cabinet/design/select', '@cabinet/design/phone', '@cabinet/design/feedback'];

// Static imports and re-exports only: `import type` is erased, `import('...')` loads on demand.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^'";]*?\bfrom\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;

function resolveLocal(from: string, request: string): string | null {
  const base = path.resolve(path.dirname(from), request);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** Every bare module the file reaches through static imports of the shell's own files, with the chain that reaches it. */
function staticReach(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const here = [...chain, path.relative(path.join(__dirname, '..'), file)];
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const request = match[1] ?? match[2] ?? '';
      if (request.startsWith('.')) {
        const local = resolveLocal(file, request);
        if (local) visit(local, here);
      } else if (!reached.has(request)) {
        reached.set(request, here);
      }
    }
  };
  visit(entry, []);
  return reached;
}

describe("the shell's start-up", () => {
  it('imports none of the signed-in design entry points before the first page draws', () => {
    const reached = staticReach(path.join(__dirname, 'bootstrap.tsx'));
    const eager = SIGNED_IN_ONLY.filter((request) => reached.has(request)).map((request) => `${request} via ${(reached.get(request) ?? []).join(' -> ')}`);
    expect(eager).toEqual([]);
  });

  it('does reach the design core it draws with (the check follows imports)', () => {
    expect(staticReach(path.join(__dirname, 'bootstrap.tsx')).has('@cabinet/design/core')).toBe(true);
  });
});
