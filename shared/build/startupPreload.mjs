// @ts-check
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { groupKey } from './chunkGraph.mjs';

/**
 * Adds `<link rel="preload">` to the host page for the code every start needs: the chunks behind the
 * entry's `import('./bootstrap')` and this build's copies of the shared libraries they consume (and those
 * libraries consume in turn).
 * Without them the browser learns of these files only once main.js has run (one round trip later).
 * @param {string} bootstrapGroup the chunk group key of the bootstrap import (see chunkGraph.mjs)
 */
export class StartupPreloadPlugin {
  /** @param {string} bootstrapGroup */
  constructor(bootstrapGroup) {
    this.bootstrapGroup = bootstrapGroup;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTags.tap('StartupPreloadPlugin', (data) => {
        const publicPath = data.publicPath;
        const { files } = startupCode(compilation, this.bootstrapGroup);
        const preloads = files.map((file) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: 'StartupPreloadPlugin' },
          attributes: { rel: 'preload', as: 'script', href: publicPath + file },
        }));
        data.assetTags.styles.push(...preloads);
        return data;
      });
    });
  }
}

/**
 * The code every start of the host runs: the bootstrap's chunks and the shared modules they consume,
 * transitively. Its files are preloaded; its shared modules are what the page has always loaded before
 * any remote runs (cabinet-build.json's `startupShared`, read by `remote check`).
 * @param {import('webpack').Compilation} compilation
 * @param {string} bootstrapGroup
 * @returns {{ files: string[]; shared: string[] }}
 */
export function startupCode(compilation, bootstrapGroup) {
  /** @param {import('webpack').Chunk} chunk */
  const groupsOf = (chunk) => [...chunk.groupsIterable].flatMap((group) => group.origins.map((origin) => groupKey({ moduleName: origin.module?.readableIdentifier(compilation.requestShortener), request: origin.request, loc: typeof origin.loc === 'string' ? origin.loc : undefined })));
  // The bootstrap chunks, then each shared library they consume, and what those consume in turn.
  const wanted = new Set([...compilation.chunks].filter((chunk) => groupsOf(chunk).includes(bootstrapGroup)));
  const consumed = new Set();
  let added = true;
  while (added) {
    added = false;
    for (const chunk of wanted) {
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
        const key = groupKey({ moduleName: module.readableIdentifier(compilation.requestShortener) });
        if (key.startsWith('consume:')) consumed.add(`provide:${key.slice('consume:'.length)}`);
      }
    }
    for (const chunk of compilation.chunks) {
      if (!wanted.has(chunk) && groupsOf(chunk).some((group) => consumed.has(group))) {
        wanted.add(chunk);
        added = true;
      }
    }
  }
  return {
    files: [...new Set([...wanted].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))))].sort(),
    shared: [...consumed].map((key) => key.slice('provide:'.length)).sort(),
  };
}
