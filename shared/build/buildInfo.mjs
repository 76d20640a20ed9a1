// @ts-check
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startupCode } from './startupPreload.mjs';

/** The file each build writes beside its manifest: what `remote check` and `remote publish` read. */
export const BUILD_INFO_FILE = 'cabinet-build.json';

/**
 * @typedef {{ name: string; version: string; contractVersion: string; startupShared?: string[] }} BuildInfo
 */

/**
 * Writes cabinet-build.json: the app's name and version, and the shell-to-remote contract version it
 * was built against (read from the app's own @cabinet/contracts, the copy bundled into it).
 */
export class BuildInfoPlugin {
  /** @param {{ name: string; dir: string; startupGroup?: string }} app startupGroup: the host's bootstrap import */
  constructor(app) {
    this.app = app;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const requireFromApp = createRequire(path.join(this.app.dir, 'package.json'));
    compiler.hooks.thisCompilation.tap('CabinetBuildInfo', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'CabinetBuildInfo', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          /** @type {{ CONTRACT_VERSION: string }} */
          const contract = await import(pathToFileURL(requireFromApp.resolve('@cabinet/contracts/version')).href);
          /** @type {{ version: string }} */
          const pkg = requireFromApp('./package.json');
          /** @type {BuildInfo} */
          const info = { name: this.app.name, version: pkg.version, contractVersion: contract.CONTRACT_VERSION };
          // The host: the shared modules every page has loaded before a remote runs; a remote needing a
          // newer copy of one of their packages cannot bring its own (see sharedMismatch in the shell).
          if (this.app.startupGroup) info.startupShared = startupCode(compilation, this.app.startupGroup).shared;
          compilation.emitAsset(BUILD_INFO_FILE, new compiler.webpack.sources.RawSource(`${JSON.stringify(info, null, 2)}\n`));
        },
      );
    });
  }
}
