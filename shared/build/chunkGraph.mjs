// @ts-check
import { writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where each build writes which chunk group loads which file (read by the byte budgets of @cabinet/perf). */
export const CHUNK_GRAPH_FILE = 'chunk-graph.json';

/**
 * A chunk group's name that survives rebuilds and upgrades: `provide:<package>` for the copy of a shared
 * module an app offers the page, `consume:<package>` for the fallback it would load when nobody offers one, `expose` for the federation container, `entry` for an entry point, and
 * `<module> -> <request>` for an import() (without webpack's " + N modules" and version paths).
 * @param {{ moduleName?: string; request?: string; loc?: string }} origin
 * @returns {string}
 */
export function groupKey(origin) {
  const moduleName = (origin.moduleName ?? '').replace(/ \+ \d+ modules?$/, '');
  const shared = /^(consume|provide) shared module \([^)]*\) ((?:@[^/@\s]+\/)?[^@\s]+)@/.exec(moduleName);
  if (shared) return `${shared[1]}:${shared[2]}`;
  if (moduleName === 'container entry') return 'expose';
  // An entry point's own chunks: its name (`loc`), so remoteEntry and a standalone page stay apart.
  if (!moduleName) return origin.loc ? `entry:${origin.loc}` : 'entry';
  return `${moduleName} -> ${origin.request ?? ''}`;
}

/**
 * Writes dist/chunk-graph.json: each emitted JavaScript file with the chunk groups that load it.
 * The performance harness records which groups a page loaded; the budget check sums the files
 * of those groups in the current build, so it needs no browser and follows code changes.
 */
export class ChunkGraphPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.done.tap('ChunkGraphPlugin', (stats) => {
      // A failed build emits nothing to describe: webpack's own errors say why.
      if (stats.hasErrors()) return;
      const json = stats.toJson({ all: false, chunks: true, chunkOrigins: true, ids: true });
      const files = (json.chunks ?? []).flatMap((chunk) =>
        (chunk.files ?? [])
          .filter((file) => file.endsWith('.js'))
          .map((file) => ({ file, groups: [...new Set((chunk.origins ?? []).map(groupKey))].sort() })),
      );
      writeFileSync(path.join(compiler.outputPath, CHUNK_GRAPH_FILE), JSON.stringify(files, null, 1));
    });
  }
}
